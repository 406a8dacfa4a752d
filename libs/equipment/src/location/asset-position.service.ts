import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { DataScope, type Page } from '@gengyun/contracts';
import { AuditService, BusinessError, ensureInScope, findScoped, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { FileService } from '@gengyun/files';
import { AssetPosition } from './asset-position.entity';
import type { AddPositionDto, PositionPageDto, PositionTreeDto, UpdatePositionDto } from '../catalog/catalog.dto';
import { BIZ } from '../equipment.constants';
import { Equipment } from '../ledger/equipment.entity';
import { EquipmentScope, type Caller } from '../equipment-scope.service';
import { nest, type TreeNode } from './tree';

const POSITION_SCOPE = { [DataScope.location]: 'id' };

/**
 * Locations: a tree with levels. A top-level location must have a floor plan picture; children sit at x/y on
 * their parent's plan. An item with children cannot be deleted or moved to another parent.
 */
@Injectable()
export class AssetPositionService {
  constructor(
    @InjectRepository(AssetPosition) private readonly repo: Repository<AssetPosition>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly scope: EquipmentScope,
    private readonly files: FileService,
    private readonly audit: AuditService,
  ) {}

  async tree(ctx: AuthContext, dto: PositionTreeDto): Promise<Array<TreeNode<AssetPosition>>> {
    const qb = scoped(this.repo.createQueryBuilder('p'), ctx, POSITION_SCOPE);
    whereKeyword(qb, dto.keyword, ['p.name', 'p.code']);
    return nest(await qb.orderBy('p.level', 'ASC').addOrderBy('p.sort', 'ASC').addOrderBy('p.id', 'ASC').getMany());
  }

  async pageList(ctx: AuthContext, dto: PositionPageDto): Promise<Page<AssetPosition>> {
    const qb = scoped(this.repo.createQueryBuilder('p'), ctx, POSITION_SCOPE);
    if (dto.parent_id) qb.andWhere('p.parent_id = :parent', { parent: dto.parent_id });
    whereKeyword(qb, dto.keyword, ['p.name', 'p.code']);
    return paginate(qb.orderBy('p.level', 'ASC').addOrderBy('p.sort', 'ASC').addOrderBy('p.id', 'ASC'), dto);
  }

  /** A location within the caller's location scope, or "not found". */
  async find(ctx: Caller, id: number): Promise<AssetPosition> {
    return findScoped(this.repo, ctx, id, POSITION_SCOPE);
  }

  /** The location and its ancestors, top first (for breadcrumbs and the plan a child is drawn on). */
  async path(ctx: Caller, id: number): Promise<AssetPosition[]> {
    const out: AssetPosition[] = [];
    let next: number | null = id;
    while (next !== null && out.length < 20) {
      const row: AssetPosition | null = await this.repo.findOne({ where: { id: next, enterprise_id: ctx.enterpriseId } });
      if (!row) break;
      out.unshift(row);
      next = row.parent_id;
    }
    return out;
  }

  async detail(ctx: AuthContext, id: number) {
    const row = await this.find(ctx, id);
    const path = await this.path(ctx, id);
    const planOwner = [...path].reverse().find((p) => p.plan_file_id !== null) ?? null;
    return { ...row, path: path.map((p) => ({ id: p.id, name: p.name })), plan_position_id: planOwner?.id ?? null, plan_file_id_effective: planOwner?.plan_file_id ?? null };
  }

  async add(ctx: AuthContext, dto: AddPositionDto): Promise<AssetPosition> {
    const level = await this.check(ctx, dto, null);
    const added = await this.db.transaction(async (m) => {
      const row = await m.save(
        m.create(AssetPosition, {
          enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, name: dto.name, code: dto.code ?? null, parent_id: dto.parent_id ?? null, level,
          plan_file_id: dto.plan_file_id ?? null, x: dto.x ?? null, y: dto.y ?? null, lng: dto.lng ?? null, lat: dto.lat ?? null, sort: dto.sort ?? 0, remark: dto.remark ?? null,
        }),
      );
      if (row.plan_file_id) await this.files.bind(ctx, BIZ.position, row.id, [row.plan_file_id], m);
      await this.audit.record(ctx, BIZ.position, row.id, [{ key: 'common.audit.created', params: [row.name] }], m);
      return row;
    });
    if (added.parent_id) await this.scope.treeChanged(ctx.enterpriseId);
    return added;
  }

  async update(ctx: AuthContext, dto: UpdatePositionDto): Promise<AssetPosition> {
    const row = await this.find(ctx, dto.id);
    const level = await this.check(ctx, { ...dto, plan_file_id: dto.plan_file_id ?? row.plan_file_id ?? undefined }, row);
    const moved = (dto.parent_id ?? null) !== row.parent_id;
    const saved = await this.db.transaction(async (m) => {
      const before = row.name;
      Object.assign(row, {
        name: dto.name, code: dto.code ?? row.code, parent_id: dto.parent_id ?? null, level, plan_file_id: dto.plan_file_id ?? row.plan_file_id,
        x: dto.x ?? row.x, y: dto.y ?? row.y, lng: dto.lng ?? row.lng, lat: dto.lat ?? row.lat, sort: dto.sort ?? row.sort, remark: dto.remark ?? row.remark,
      });
      const updated = await m.save(row);
      if (row.plan_file_id) await this.files.bind(ctx, BIZ.position, row.id, [row.plan_file_id], m);
      await this.audit.record(ctx, BIZ.position, row.id, [{ key: 'common.audit.updated', params: [before] }], m);
      return updated;
    });
    if (moved) await this.scope.treeChanged(ctx.enterpriseId);
    return saved;
  }

  async delete(ctx: AuthContext, id: number): Promise<void> {
    const row = await this.find(ctx, id);
    if (await this.repo.exist({ where: { enterprise_id: ctx.enterpriseId, parent_id: id } })) throw BusinessError.conflict('common.errors.hasChildren');
    if (await this.db.getRepository(Equipment).exist({ where: { enterprise_id: ctx.enterpriseId, position_id: id } })) throw BusinessError.conflict('equipment.errors.inUse');
    await this.db.transaction(async (m) => {
      await m.delete(AssetPosition, { id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, BIZ.position, id, [{ key: 'common.audit.deleted', params: [row.name] }], m);
    });
    await this.scope.treeChanged(ctx.enterpriseId);
  }

  /** Validates the rules and returns the level the location gets. */
  private async check(ctx: AuthContext, dto: AddPositionDto, current: AssetPosition | null): Promise<number> {
    const parentId = dto.parent_id ?? null;
    if (current && parentId === current.id) throw new BusinessError('equipment.errors.parentSelf', 422, [], { fields: { parent_id: 'parentSelf' } });
    if (current && parentId !== current.parent_id && (await this.repo.exist({ where: { enterprise_id: ctx.enterpriseId, parent_id: current.id } }))) {
      throw BusinessError.conflict('common.errors.hasChildren');
    }
    const parent = parentId ? await this.find(ctx, parentId) : null;
    // A location-limited user cannot add a top-level location, nor move one to the top: they could not see it afterwards.
    if (!current || parentId !== current.parent_id) ensureInScope(ctx, { [DataScope.location]: parent?.id ?? null });
    if (!parent && !dto.plan_file_id) throw new BusinessError('equipment.errors.planRequired', 422, [], { fields: { plan_file_id: 'required' } });
    if (dto.plan_file_id && dto.plan_file_id !== current?.plan_file_id) {
      const file = await this.files.find(ctx, dto.plan_file_id, BIZ.position);
      if (file.category !== 'image') throw new BusinessError('files.errors.notImage', 422, [file.original_name]);
    }
    const qb = this.repo.createQueryBuilder('p').where('p.enterprise_id = :e AND p.name = :n', { e: ctx.enterpriseId, n: dto.name });
    qb.andWhere(parentId ? 'p.parent_id = :pp' : 'p.parent_id IS NULL', { pp: parentId });
    if (current) qb.andWhere('p.id <> :x', { x: current.id });
    if (await qb.getExists()) throw BusinessError.conflict('common.errors.duplicated');
    if (dto.code) {
      const dup = this.repo.createQueryBuilder('p').where('p.enterprise_id = :e AND p.code = :c', { e: ctx.enterpriseId, c: dto.code });
      if (current) dup.andWhere('p.id <> :x', { x: current.id });
      if (await dup.getExists()) throw BusinessError.conflict('common.errors.duplicated');
    }
    return parent ? parent.level + 1 : 1;
  }
}
