import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, type DataSource, type Repository } from 'typeorm';
import { DataScope } from '@gengyun/contracts';
import { AuditService, BusinessError, findScoped, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { UserService } from '@gengyun/identity';
import { AssetPosition } from '../location/asset-position.entity';
import { AssetPositionService } from '../location/asset-position.service';
import { uniqueCode } from './codes';
import type { AddCountDto, AddCountItemsDto, CountPageDto, UpdateCountItemDto } from './io-count.dto';
import { BIZ, CountResult, CountState } from '../equipment.constants';
import { Equipment } from '../ledger/equipment.entity';
import { EquipmentCount, EquipmentCountItem } from './equipment-count.entity';
import { EquipmentQueryService } from '../ledger/equipment-query.service';
import { EQUIPMENT_SCOPE } from '../equipment-scope.service';
import { NameLookup } from '../name-lookup.service';

export const COUNT_SCOPE = { [DataScope.location]: 'position_id' };

/**
 * Inventory counts of one location: created with every (visible) equipment of the location's subtree as
 * unprocessed rows; rows are marked found/missing/extra; finishing needs every row processed.
 */
@Injectable()
export class EquipmentCountService {
  constructor(
    @InjectRepository(EquipmentCount) private readonly repo: Repository<EquipmentCount>,
    @InjectRepository(EquipmentCountItem) private readonly items: Repository<EquipmentCountItem>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly positions: AssetPositionService,
    private readonly query: EquipmentQueryService,
    private readonly users: UserService,
    private readonly lookup: NameLookup,
    private readonly audit: AuditService,
  ) {}

  async pageList(ctx: AuthContext, dto: CountPageDto) {
    const qb = scoped(this.repo.createQueryBuilder('c'), ctx, COUNT_SCOPE);
    if (dto.state !== undefined) qb.andWhere('c.state = :s', { s: dto.state });
    if (dto.position_id) qb.andWhere('c.position_id = :p', { p: dto.position_id });
    const page = await paginate(whereKeyword(qb, dto.keyword, ['c.code', 'c.remark']).orderBy('c.id', 'DESC'), dto);
    const names = await this.lookup.names(AssetPosition, ctx.enterpriseId, page.rows.map((r) => r.position_id));
    return { total: page.total, rows: page.rows.map((r) => ({ ...r, position_name: names.get(r.position_id) ?? null })) };
  }

  async detail(ctx: AuthContext, id: number) {
    const count = await this.find(ctx, id);
    const all = await this.items.find({ where: { count_id: id }, order: { id: 'ASC' } });
    const rows = await this.visible(ctx, all.map((i) => i.equipment_id ?? 0));
    const views = new Map((await this.query.decorate(ctx, rows)).map((v) => [v.id, v]));
    // A count of a location may hold equipment outside the caller's type scope: those rows are not shown.
    const items = all.filter((i) => i.equipment_id === null || views.has(i.equipment_id));
    const position = await this.lookup.names(AssetPosition, ctx.enterpriseId, [count.position_id]);
    return { ...count, position_name: position.get(count.position_id) ?? null, items: items.map((i) => ({ ...i, equipment: i.equipment_id ? (views.get(i.equipment_id) ?? null) : null })) };
  }

  async add(ctx: AuthContext, dto: AddCountDto): Promise<EquipmentCount> {
    await this.positions.find(ctx, dto.position_id);
    if (dto.person_user_id) await this.users.detail(ctx, dto.person_user_id);
    if (dto.code && (await this.repo.exist({ where: { enterprise_id: ctx.enterpriseId, code: dto.code } }))) throw BusinessError.conflict('common.errors.duplicated');
    const equipment = await this.equipmentOf(ctx, dto.position_id);
    return this.db.transaction(async (m) => {
      const code = dto.code ?? (await uniqueCode(m, EquipmentCount, ctx.enterpriseId, 'PD'));
      const count = await m.save(m.create(EquipmentCount, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, code, count_date: dto.count_date, position_id: dto.position_id, person_user_id: dto.person_user_id ?? ctx.userId, state: CountState.open, finish_time: null, remark: dto.remark ?? null }));
      if (equipment.length) await m.insert(EquipmentCountItem, equipment.map((e) => ({ count_id: count.id, equipment_id: e.id, name: null, result: CountResult.unprocessed, remark: null })));
      await this.audit.record(ctx, BIZ.count, count.id, [{ key: 'common.audit.created', params: [count.code] }], m);
      return count;
    });
  }

  /** Only devices of the count's location (subtree) can be added; extras are named items found on site. */
  async addItems(ctx: AuthContext, dto: AddCountItemsDto): Promise<number> {
    const count = await this.openCount(ctx, dto.id);
    const ids = [...new Set(dto.equipment_ids ?? [])];
    const allowed = new Set((await this.equipmentOf(ctx, count.position_id)).map((e) => e.id));
    for (const id of ids) {
      if (!allowed.has(id)) {
        const inScope = (await this.visible(ctx, [id])).length > 0;
        throw inScope ? new BusinessError('equipment.errors.countOtherLocation', 422) : BusinessError.notFound();
      }
    }
    if (ids.length && (await this.items.exist({ where: { count_id: count.id, equipment_id: In(ids) } }))) throw BusinessError.conflict('common.errors.duplicated');
    const rows = [
      ...ids.map((equipment_id) => ({ count_id: count.id, equipment_id, name: null, result: CountResult.unprocessed, remark: null })),
      ...(dto.extra_names ?? []).map((name) => ({ count_id: count.id, equipment_id: null, name, result: CountResult.extra, remark: null })),
    ];
    if (!rows.length) throw new BusinessError('equipment.errors.ioNoEquipment', 422);
    await this.db.transaction(async (m) => {
      await m.insert(EquipmentCountItem, rows);
      await this.audit.record(ctx, BIZ.count, count.id, [{ key: 'equipment.audit.countItems', params: [count.code, rows.length] }], m);
    });
    return rows.length;
  }

  async updateItem(ctx: AuthContext, dto: UpdateCountItemDto): Promise<EquipmentCountItem> {
    const item = await this.items.findOne({ where: { id: dto.id } });
    if (!item) throw BusinessError.notFound();
    const count = await this.openCount(ctx, item.count_id);
    if (item.equipment_id !== null && !(await this.visible(ctx, [item.equipment_id])).length) throw BusinessError.notFound();
    if (item.equipment_id === null && dto.result !== CountResult.extra) throw new BusinessError('common.validation.oneOf', 422, ['result']);
    return this.db.transaction(async (m) => {
      Object.assign(item, { result: dto.result, remark: dto.remark ?? item.remark });
      const saved = await m.save(item);
      await this.audit.record(ctx, BIZ.count, count.id, [{ key: 'equipment.audit.countItem', params: [count.code, item.id, dto.result] }], m);
      return saved;
    });
  }

  async finish(ctx: AuthContext, id: number): Promise<EquipmentCount> {
    const count = await this.openCount(ctx, id);
    if (await this.items.exist({ where: { count_id: id, result: CountResult.unprocessed } })) throw new BusinessError('equipment.errors.countUnprocessed', 422);
    return this.db.transaction(async (m) => {
      Object.assign(count, { state: CountState.finished, finish_time: new Date() });
      const saved = await m.save(count);
      await this.audit.record(ctx, BIZ.count, count.id, [{ key: 'equipment.audit.countFinished', params: [count.code] }], m);
      return saved;
    });
  }

  private async find(ctx: AuthContext, id: number): Promise<EquipmentCount> {
    return findScoped(this.repo, ctx, id, COUNT_SCOPE);
  }

  private async openCount(ctx: AuthContext, id: number): Promise<EquipmentCount> {
    const count = await this.find(ctx, id);
    if (count.state !== CountState.open) throw BusinessError.conflict('equipment.errors.countFinished');
    return count;
  }

  /** Those of `ids` the caller may see (enterprise, location and type scopes). */
  private async visible(ctx: AuthContext, ids: readonly number[]): Promise<Equipment[]> {
    if (!ids.length) return [];
    const qb = scoped(this.db.getRepository(Equipment).createQueryBuilder('e'), ctx, EQUIPMENT_SCOPE);
    return qb.andWhere('e.id IN (:...ids)', { ids: [...new Set(ids)] }).getMany();
  }

  /** The equipment of a location's subtree the caller may see. */
  private async equipmentOf(ctx: AuthContext, positionId: number): Promise<Equipment[]> {
    const qb = await this.query.filtered(ctx, { position_id: positionId });
    return qb.getMany();
  }
}
