import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { AuditService, BusinessError, Translator, findScoped, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { DictItem, DictType } from './dictionary.entity';
import type { AddDictItemDto, DictItemPageDto, UpdateDictItemDto } from './dictionary.dto';
import { DictTypeService } from './dict-type.service';
import { OptionsService } from './options.service';

export type DictItemRow = DictItem & { text_label: string };

/** Items of a dictionary type; `parent_id` builds trees within one type. */
@Injectable()
export class DictItemService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(DictType) private readonly types: Repository<DictType>,
    @InjectRepository(DictItem) private readonly repo: Repository<DictItem>,
    private readonly typeService: DictTypeService,
    private readonly options: OptionsService,
    private readonly translator: Translator,
    private readonly audit: AuditService,
  ) {}

  async pageList(ctx: AuthContext, dto: DictItemPageDto): Promise<Page<DictItemRow>> {
    const type = await findScoped(this.types, ctx, dto.type_id);
    const qb = scoped(this.repo.createQueryBuilder('i'), ctx).andWhere('i.type_id = :typeId', { typeId: type.id });
    if (dto.enabled !== undefined) qb.andWhere('i.enabled = :enabled', { enabled: dto.enabled });
    if (dto.parent_id === 0) qb.andWhere('i.parent_id IS NULL');
    else if (dto.parent_id !== undefined) qb.andWhere('i.parent_id = :parentId', { parentId: dto.parent_id });
    whereKeyword(qb, dto.keyword, ['i.value', 'i.text']);
    const page = await paginate(qb.orderBy('i.sort', 'ASC').addOrderBy('i.id', 'ASC'), dto);
    return { total: page.total, rows: await Promise.all(page.rows.map((i) => this.row(ctx, i))) };
  }

  async add(ctx: AuthContext, dto: AddDictItemDto): Promise<DictItemRow> {
    const type = await findScoped(this.types, ctx, dto.type_id);
    if (dto.parent_id !== undefined) await this.parentOf(ctx, type.id, dto.parent_id);
    await this.checkValue(type.id, dto.value);
    await this.typeService.checkLabel(dto.text, dto.is_lang ?? false);
    const saved = await this.dataSource.transaction(async (manager) => {
      const row = manager.create(DictItem, {
        enterprise_id: ctx.enterpriseId,
        create_user_id: ctx.userId,
        type_id: type.id,
        value: dto.value,
        text: dto.text,
        is_lang: dto.is_lang ?? false,
        sort: dto.sort ?? 0,
        enabled: dto.enabled ?? true,
        parent_id: dto.parent_id ?? null,
        extend: dto.extend ?? null,
      });
      await manager.save(row);
      await this.audit.record(ctx, 'dictItem', row.id, [{ key: 'common.audit.created', params: [`${type.code}:${row.value}`] }], manager);
      return row;
    });
    this.options.invalidate(ctx.enterpriseId);
    return this.row(ctx, saved);
  }

  async update(ctx: AuthContext, dto: UpdateDictItemDto): Promise<DictItemRow> {
    const row = await findScoped(this.repo, ctx, dto.id);
    if (dto.value !== undefined && dto.value !== row.value) await this.checkValue(row.type_id, dto.value);
    const parentId = dto.parent_id === undefined ? row.parent_id : dto.parent_id || null;
    if (parentId !== null && parentId !== row.parent_id) await this.checkParent(ctx, row, parentId);
    const text = dto.text ?? row.text;
    const isLang = dto.is_lang ?? row.is_lang;
    if (dto.text !== undefined || dto.is_lang !== undefined) await this.typeService.checkLabel(text, isLang);
    const before = { ...row };
    Object.assign(row, {
      value: dto.value ?? row.value,
      text,
      is_lang: isLang,
      sort: dto.sort ?? row.sort,
      enabled: dto.enabled ?? row.enabled,
      parent_id: parentId,
      extend: dto.extend ?? row.extend,
    });
    await this.dataSource.transaction(async (manager) => {
      await manager.save(row);
      const changes = (['value', 'text', 'sort', 'enabled', 'parent_id'] as const)
        .filter((f) => before[f] !== row[f])
        .map((f) => ({ key: 'common.audit.fieldChanged' as const, params: [f, String(before[f]), String(row[f])] }));
      await this.audit.record(ctx, 'dictItem', row.id, changes.length ? changes : [{ key: 'common.audit.updated', params: [row.value] }], manager);
    });
    this.options.invalidate(ctx.enterpriseId);
    return this.row(ctx, row);
  }

  /** Refused while the item has children (SPEC hierarchy guard). */
  async delete(ctx: AuthContext, id: number): Promise<void> {
    const row = await findScoped(this.repo, ctx, id);
    if (await this.repo.exist({ where: { enterprise_id: ctx.enterpriseId, parent_id: row.id } })) {
      throw BusinessError.conflict('common.errors.hasChildren');
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(DictItem, { id: row.id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, 'dictItem', row.id, [{ key: 'common.audit.deleted', params: [row.value] }], manager);
    });
    this.options.invalidate(ctx.enterpriseId);
  }

  private async checkValue(typeId: number, value: string): Promise<void> {
    if (await this.repo.exist({ where: { type_id: typeId, value } })) throw BusinessError.conflict('common.errors.duplicated');
  }

  /** The parent must be an item of the caller's enterprise (else not found) and of the same type. */
  private async parentOf(ctx: AuthContext, typeId: number, parentId: number): Promise<DictItem> {
    const parent = await findScoped(this.repo, ctx, parentId);
    if (parent.type_id !== typeId) throw new BusinessError('dictionary.errors.parentOtherType', 422, [], { fields: { parent_id: 'type' } });
    return parent;
  }

  /** Moving an item under itself or one of its descendants would make a cycle. */
  private async checkParent(ctx: AuthContext, row: DictItem, parentId: number): Promise<void> {
    if (parentId === row.id) throw new BusinessError('dictionary.errors.parentCycle', 422, [], { fields: { parent_id: 'cycle' } });
    let cursor: DictItem | null = await this.parentOf(ctx, row.type_id, parentId);
    for (let depth = 0; cursor && depth < 100; depth++) {
      if (cursor.id === row.id) throw new BusinessError('dictionary.errors.parentCycle', 422, [], { fields: { parent_id: 'cycle' } });
      cursor = cursor.parent_id === null ? null : await this.repo.findOneBy({ id: cursor.parent_id, enterprise_id: ctx.enterpriseId });
    }
  }

  private async row(ctx: AuthContext, i: DictItem): Promise<DictItemRow> {
    const label = i.is_lang ? await this.translator.t(i.text, ctx.lang, [], ctx.enterpriseId) : i.text;
    return Object.assign(i, { text_label: label });
  }
}
