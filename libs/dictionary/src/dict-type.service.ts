import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { AuditService, BusinessError, Translator, findScoped, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { LanguageService } from '@gengyun/i18n';
import { DictItem, DictType } from './dictionary.entity';
import { PROVIDED_OPTION_KEYS } from './dictionary.defaults';
import type { AddDictTypeDto, DictTypePageDto, UpdateDictTypeDto } from './dictionary.dto';
import { DictionarySeeder } from './dictionary.seeder';
import { OptionsRegistry } from './options.registry';
import { OptionsService } from './options.service';

export type DictTypeRow = DictType & { name_text: string };

/** Dictionary types of the caller's enterprise. */
@Injectable()
export class DictTypeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(DictType) private readonly repo: Repository<DictType>,
    @InjectRepository(DictItem) private readonly items: Repository<DictItem>,
    private readonly seeder: DictionarySeeder,
    private readonly options: OptionsService,
    private readonly registry: OptionsRegistry,
    private readonly languages: LanguageService,
    private readonly translator: Translator,
    private readonly audit: AuditService,
  ) {}

  async pageList(ctx: AuthContext, dto: DictTypePageDto): Promise<Page<DictTypeRow>> {
    await this.seeder.ensure(ctx.enterpriseId);
    const qb = scoped(this.repo.createQueryBuilder('t'), ctx);
    if (dto.enabled !== undefined) qb.andWhere('t.enabled = :enabled', { enabled: dto.enabled });
    whereKeyword(qb, dto.keyword, ['t.code', 't.name']);
    const page = await paginate(qb.orderBy('t.is_system', 'DESC').addOrderBy('t.code', 'ASC'), dto);
    return { total: page.total, rows: await Promise.all(page.rows.map((t) => this.row(ctx, t))) };
  }

  async add(ctx: AuthContext, dto: AddDictTypeDto): Promise<DictTypeRow> {
    await this.seeder.ensure(ctx.enterpriseId);
    await this.checkCode(ctx, dto.code);
    await this.checkLabel(dto.name, dto.is_lang ?? false);
    const saved = await this.dataSource.transaction(async (manager) => {
      const row = manager.create(DictType, {
        enterprise_id: ctx.enterpriseId,
        create_user_id: ctx.userId,
        code: dto.code,
        name: dto.name,
        is_lang: dto.is_lang ?? false,
        enabled: dto.enabled ?? true,
        is_system: false,
      });
      await manager.save(row);
      await this.audit.record(ctx, 'dictType', row.id, [{ key: 'common.audit.created', params: [row.code] }], manager);
      return row;
    });
    this.options.invalidate(ctx.enterpriseId);
    return this.row(ctx, saved);
  }

  async update(ctx: AuthContext, dto: UpdateDictTypeDto): Promise<DictTypeRow> {
    const row = await findScoped(this.repo, ctx, dto.id);
    if (dto.code !== undefined && dto.code !== row.code) {
      if (row.is_system) throw new BusinessError('dictionary.errors.systemType', 409);
      await this.checkCode(ctx, dto.code);
    }
    const name = dto.name ?? row.name;
    const isLang = dto.is_lang ?? row.is_lang;
    if (dto.name !== undefined || dto.is_lang !== undefined) await this.checkLabel(name, isLang);
    const before = { ...row };
    Object.assign(row, { code: dto.code ?? row.code, name, is_lang: isLang, enabled: dto.enabled ?? row.enabled });
    await this.dataSource.transaction(async (manager) => {
      await manager.save(row);
      const changes = (['code', 'name', 'enabled'] as const)
        .filter((f) => before[f] !== row[f])
        .map((f) => ({ key: 'common.audit.fieldChanged' as const, params: [f, String(before[f]), String(row[f])] }));
      await this.audit.record(ctx, 'dictType', row.id, changes.length ? changes : [{ key: 'common.audit.updated', params: [row.code] }], manager);
    });
    this.options.invalidate(ctx.enterpriseId);
    return this.row(ctx, row);
  }

  /** Only types without items, and never a system type. */
  async delete(ctx: AuthContext, id: number): Promise<void> {
    const row = await findScoped(this.repo, ctx, id);
    if (row.is_system) throw new BusinessError('dictionary.errors.systemType', 409);
    if (await this.items.exist({ where: { enterprise_id: ctx.enterpriseId, type_id: row.id } })) {
      throw BusinessError.conflict('common.errors.hasChildren');
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(DictType, { id: row.id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, 'dictType', row.id, [{ key: 'common.audit.deleted', params: [row.code] }], manager);
    });
    this.options.invalidate(ctx.enterpriseId);
  }

  /** A label key must exist in the translation store before a type or item may use it. */
  async checkLabel(text: string, isLang: boolean): Promise<void> {
    if (isLang && !(await this.languages.hasKey(text))) {
      throw new BusinessError('dictionary.errors.labelKeyUnknown', 422, [text], { fields: { text: 'labelKey' } });
    }
  }

  private async checkCode(ctx: AuthContext, code: string): Promise<void> {
    const reserved = this.registry.has(code) || (PROVIDED_OPTION_KEYS as readonly string[]).includes(code);
    if (reserved || (await this.repo.exist({ where: { enterprise_id: ctx.enterpriseId, code } }))) {
      throw BusinessError.conflict('common.errors.alreadyExists');
    }
  }

  private async row(ctx: AuthContext, t: DictType): Promise<DictTypeRow> {
    const nameText = t.is_lang ? await this.translator.t(t.name, ctx.lang, [], ctx.enterpriseId) : t.name;
    return Object.assign(t, { name_text: nameText });
  }
}
