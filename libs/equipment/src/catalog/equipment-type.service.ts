import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { DataScope } from '@gengyun/contracts';
import { AuditService, BusinessError, ensureInScope, findScoped, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import type { AddTypeDto, TypeTreeDto, UpdateTypeDto } from './catalog.dto';
import { BIZ } from '../equipment.constants';
import { Equipment } from '../ledger/equipment.entity';
import { EquipmentModel } from './equipment-model.entity';
import { EquipmentScope, type Caller } from '../equipment-scope.service';
import { EquipmentType } from './equipment-type.entity';
import { nest, type TreeNode } from '../location/tree';

const TYPE_SCOPE = { [DataScope.equipmentType]: 'id' };

/** Equipment types: a tree; an item with children cannot be deleted or moved (re-parented). */
@Injectable()
export class EquipmentTypeService {
  constructor(
    @InjectRepository(EquipmentType) private readonly repo: Repository<EquipmentType>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly scope: EquipmentScope,
    private readonly audit: AuditService,
  ) {}

  async tree(ctx: AuthContext, dto: TypeTreeDto): Promise<Array<TreeNode<EquipmentType>>> {
    const qb = scoped(this.repo.createQueryBuilder('t'), ctx, TYPE_SCOPE);
    whereKeyword(qb, dto.keyword, ['t.name', 't.code']);
    return nest(await qb.orderBy('t.sort', 'ASC').addOrderBy('t.id', 'ASC').getMany());
  }

  /** A type the caller may see (its equipment-type scope applies), or "not found". */
  async find(ctx: Caller, id: number): Promise<EquipmentType> {
    return findScoped(this.repo, ctx, id, TYPE_SCOPE);
  }

  async add(ctx: AuthContext, dto: AddTypeDto): Promise<EquipmentType> {
    if (dto.parent_id) await this.find(ctx, dto.parent_id);
    // A type-limited user cannot add a top-level type: they could not see it afterwards.
    ensureInScope(ctx, { [DataScope.equipmentType]: dto.parent_id ?? null });
    await this.checkName(ctx, dto.name, dto.parent_id ?? null);
    await this.checkCode(ctx, dto.code);
    const added = await this.db.transaction(async (m) => {
      const row = await m.save(m.create(EquipmentType, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, name: dto.name, code: dto.code ?? null, parent_id: dto.parent_id ?? null, sort: dto.sort ?? 0, remark: dto.remark ?? null }));
      await this.audit.record(ctx, BIZ.type, row.id, [{ key: 'common.audit.created', params: [row.name] }], m);
      return row;
    });
    if (added.parent_id) await this.scope.treeChanged(ctx.enterpriseId);
    return added;
  }

  async update(ctx: AuthContext, dto: UpdateTypeDto): Promise<EquipmentType> {
    const row = await this.find(ctx, dto.id);
    const parentId = dto.parent_id ?? null;
    if (parentId === row.id) throw new BusinessError('equipment.errors.parentSelf', 422, [], { fields: { parent_id: 'parentSelf' } });
    if (parentId !== row.parent_id) {
      if (await this.hasChildren(ctx, row.id)) throw BusinessError.conflict('common.errors.hasChildren');
      if (parentId) await this.find(ctx, parentId);
      ensureInScope(ctx, { [DataScope.equipmentType]: parentId });
    }
    if (dto.name !== row.name || parentId !== row.parent_id) await this.checkName(ctx, dto.name, parentId, row.id);
    if (dto.code !== undefined && dto.code !== row.code) await this.checkCode(ctx, dto.code, row.id);
    const moved = parentId !== row.parent_id;
    const saved = await this.db.transaction(async (m) => {
      const before = row.name;
      Object.assign(row, { name: dto.name, code: dto.code ?? row.code, parent_id: parentId, sort: dto.sort ?? row.sort, remark: dto.remark ?? row.remark });
      const updated = await m.save(row);
      await this.audit.record(ctx, BIZ.type, row.id, [{ key: 'common.audit.updated', params: [before] }], m);
      return updated;
    });
    if (moved) await this.scope.treeChanged(ctx.enterpriseId);
    return saved;
  }

  async delete(ctx: AuthContext, id: number): Promise<void> {
    const row = await this.find(ctx, id);
    if (await this.hasChildren(ctx, id)) throw BusinessError.conflict('common.errors.hasChildren');
    const used = (await this.db.getRepository(EquipmentModel).exist({ where: { enterprise_id: ctx.enterpriseId, type_id: id } })) || (await this.db.getRepository(Equipment).exist({ where: { enterprise_id: ctx.enterpriseId, type_id: id } }));
    if (used) throw BusinessError.conflict('equipment.errors.inUse');
    await this.db.transaction(async (m) => {
      await m.delete(EquipmentType, { id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, BIZ.type, id, [{ key: 'common.audit.deleted', params: [row.name] }], m);
    });
    await this.scope.treeChanged(ctx.enterpriseId);
  }

  private hasChildren(ctx: Caller, id: number): Promise<boolean> {
    return this.repo.exist({ where: { enterprise_id: ctx.enterpriseId, parent_id: id } });
  }

  /** Names are unique among siblings ("duplicated values"). */
  private async checkName(ctx: Caller, name: string, parentId: number | null, exceptId?: number): Promise<void> {
    const qb = this.repo.createQueryBuilder('t').where('t.enterprise_id = :e AND t.name = :name', { e: ctx.enterpriseId, name });
    qb.andWhere(parentId ? 't.parent_id = :p' : 't.parent_id IS NULL', { p: parentId });
    if (exceptId) qb.andWhere('t.id <> :x', { x: exceptId });
    if (await qb.getExists()) throw BusinessError.conflict('common.errors.duplicated');
  }

  /**
   * Codes are unique in the enterprise, whatever the tree (they identify a type in imports and integrations),
   * compared without case and surrounding blanks so SQLite and MySQL agree; types without a code are not compared.
   */
  private async checkCode(ctx: Caller, code: string | undefined, exceptId?: number): Promise<void> {
    const wanted = code?.trim().toLowerCase();
    if (!wanted) return;
    const qb = this.repo.createQueryBuilder('t').where('t.enterprise_id = :e AND LOWER(TRIM(t.code)) = :code', { e: ctx.enterpriseId, code: wanted });
    if (exceptId) qb.andWhere('t.id <> :x', { x: exceptId });
    if (await qb.getExists()) throw new BusinessError('equipment.errors.typeCodeDuplicated', 409, [code?.trim()], { fields: { code: 'duplicated' } });
  }
}
