import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { SETTINGS, SETTING_KEYS, checkSettingValue, isSettingKey, type ConfigRow, type SettingKey, type SettingKind } from '@gengyun/contracts';
import { AuditService, BusinessError, Settings, type SettingsSource, type SettingsWriter } from '@gengyun/core';
import { SystemConfig } from './system-config.entity';
import type { ConfigItemDto } from './system-config.dto';

export type { ConfigRow };


/** Configuration changes are logged under the enterprise's id. */
export const SYSTEM_CONFIG_BUSINESS_NO = 'systemConfig';

/** Texts are stored as they are, everything else as JSON. */
const TEXT_KINDS: ReadonlySet<SettingKind> = new Set(['text', 'theme', 'enum']);
const serialise = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
const deserialise = (key: SettingKey, text: string): unknown => {
  if (TEXT_KINDS.has(SETTINGS[key].spec.kind)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The enterprise's settings (catalogue in libs/contracts settings/): stored values, their checks, and the source the
 * core `Settings` reads for every area. Only the settings of installed areas are listed or accepted.
 */
@Injectable()
export class SystemConfigService implements SettingsSource, OnModuleInit {
  constructor(
    @InjectRepository(SystemConfig) private readonly repo: Repository<SystemConfig>,
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
    private readonly settings: Settings,
  ) {}

  onModuleInit(): void {
    this.settings.useSource(this);
  }

  private shown(key: SettingKey): boolean {
    return this.settings.hasArea(SETTINGS[key].area);
  }

  async list(enterpriseId: number, group?: string): Promise<ConfigRow[]> {
    const stored = new Set((await this.repo.find({ where: { enterprise_id: enterpriseId }, select: ['config_key'] })).map((r) => r.config_key));
    const keys = SETTING_KEYS.filter((key) => this.shown(key) && (!group || SETTINGS[key].group === group));
    return Promise.all(
      keys.map(async (key) => {
        const entry = SETTINGS[key];
        return {
          key,
          value: (await this.settings.get(enterpriseId, key)) as ConfigRow['value'],
          spec: entry.spec,
          group: entry.group,
          label: entry.label,
          is_default: !stored.has(key),
        };
      }),
    );
  }

  async stored(enterpriseId: number, key: SettingKey): Promise<unknown> {
    const row = await this.repo.findOne({ where: { enterprise_id: enterpriseId, config_key: key } });
    return row ? deserialise(key, row.config_value) : undefined;
  }

  /** Checks every item first, then writes all in one transaction (nothing changes when one is refused). */
  async update(ctx: SettingsWriter, items: readonly ConfigItemDto[]): Promise<void> {
    const checked = items.map((item) => {
      if (!isSettingKey(item.key) || !this.shown(item.key)) throw new BusinessError('system.errors.configUnknownKey', 422, [item.key]);
      const result = checkSettingValue(item.key, item.value);
      if (!result.ok) throw new BusinessError(result.error, 422, result.params);
      return { key: item.key, text: serialise(result.value) };
    });
    await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(SystemConfig);
      for (const { key, text } of checked) {
        const entry = SETTINGS[key];
        const row = await repo.findOne({ where: { enterprise_id: ctx.enterpriseId, config_key: key } });
        const before = row ? row.config_value : serialise(entry.default);
        if (before === text) continue;
        if (row) {
          row.config_value = text;
          row.value_type = entry.spec.kind;
          await repo.save(row);
        } else {
          await repo.save(
            repo.create({ enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, config_key: key, config_value: text, value_type: entry.spec.kind, config_group: entry.group }),
          );
        }
        await this.audit.record(ctx, SYSTEM_CONFIG_BUSINESS_NO, ctx.enterpriseId, [{ key: 'system.audit.configChanged', params: [key, before, text] }], manager);
      }
    });
  }
}
