import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import type { ConfigRow } from '@gengyun/contracts';
import { AuditService, BusinessError, type AuthContext } from '@gengyun/core';
import { SystemConfig } from './system-config.entity';
import { CONFIG_DEFINITIONS, coerceConfigValue, definitionOf, deserialise, serialise, type ConfigValue } from './system-config.catalogue';
import type { ConfigItemDto } from './system-config.dto';

export type { ConfigRow };

type Caller = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name'>;

/** Configuration changes are logged under the enterprise's id. */
export const SYSTEM_CONFIG_BUSINESS_NO = 'systemConfig';

/** Typed configuration per enterprise; other areas read values with `get`. */
@Injectable()
export class SystemConfigService {
  constructor(
    @InjectRepository(SystemConfig) private readonly repo: Repository<SystemConfig>,
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
  ) {}

  async list(enterpriseId: number, group?: string): Promise<ConfigRow[]> {
    const stored = new Map((await this.repo.find({ where: { enterprise_id: enterpriseId } })).map((r) => [r.config_key, r]));
    return CONFIG_DEFINITIONS.filter((d) => !group || d.group === group).map((d) => {
      const row = stored.get(d.key);
      return {
        key: d.key,
        value: row ? deserialise(d.type, row.config_value) : d.default,
        value_type: d.type,
        group: d.group,
        label: d.label,
        is_default: !row,
      };
    });
  }

  async get<T extends ConfigValue>(enterpriseId: number, key: string): Promise<T> {
    const definition = definitionOf(key);
    if (!definition) throw new Error(`unknown configuration item ${key}`);
    const row = await this.repo.findOne({ where: { enterprise_id: enterpriseId, config_key: key } });
    return (row ? deserialise(definition.type, row.config_value) : definition.default) as T;
  }

  /** Validates every item first, then writes all in one transaction (nothing changes when one is refused). */
  async update(ctx: Caller, items: ConfigItemDto[]): Promise<void> {
    const checked = items.map((item) => {
      const definition = definitionOf(item.key);
      if (!definition) throw new BusinessError('system.errors.configUnknownKey', 422, [item.key]);
      const value = coerceConfigValue(definition.type, item.value);
      if (value === undefined) throw new BusinessError('system.errors.configValueType', 422, [item.key, definition.type]);
      return { definition, text: serialise(definition.type, value) };
    });
    await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(SystemConfig);
      for (const { definition, text } of checked) {
        const row = await repo.findOne({ where: { enterprise_id: ctx.enterpriseId, config_key: definition.key } });
        const before = row ? row.config_value : serialise(definition.type, definition.default);
        if (before === text) continue;
        if (row) {
          row.config_value = text;
          await repo.save(row);
        } else {
          const created = repo.create({
            enterprise_id: ctx.enterpriseId,
            create_user_id: ctx.userId,
            config_key: definition.key,
            config_value: text,
            value_type: definition.type,
            config_group: definition.group,
          });
          await repo.save(created);
        }
        await this.audit.record(ctx, SYSTEM_CONFIG_BUSINESS_NO, ctx.enterpriseId, [{ key: 'system.audit.configChanged', params: [definition.key, before, text] }], manager);
      }
    });
  }
}
