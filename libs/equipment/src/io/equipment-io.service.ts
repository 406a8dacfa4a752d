import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import type { KeyParam } from '@gengyun/contracts';
import { AuditService, BusinessError, findScoped, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { UserService } from '@gengyun/identity';
import { AssetPosition } from '../location/asset-position.entity';
import { AssetPositionService } from '../location/asset-position.service';
import type { AddIoDto, IoPageDto, ReviewIoDto, UpdateIoDto } from './io-count.dto';
import { BIZ, EquipmentStatus, IO_DEFAULT_STATUS, IoState, STATUS_LABELS } from '../equipment.constants';
import { Equipment } from '../ledger/equipment.entity';
import { EquipmentIo, EquipmentIoItem } from './equipment-io.entity';
import { EquipmentQueryService } from '../ledger/equipment-query.service';
import { EquipmentRules } from '../ledger/equipment-rules';
import { NameLookup } from '../name-lookup.service';
import { uniqueCode } from './codes';

/**
 * Equipment in/out/transfer orders: draft → submitted → done (approved: the moves are applied in the same
 * transaction) or rejected (editable again). An equipment brings its whole subtree along.
 */
@Injectable()
export class EquipmentIoService {
  constructor(
    @InjectRepository(EquipmentIo) private readonly repo: Repository<EquipmentIo>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly rules: EquipmentRules,
    private readonly positions: AssetPositionService,
    private readonly query: EquipmentQueryService,
    private readonly users: UserService,
    private readonly lookup: NameLookup,
    private readonly audit: AuditService,
  ) {}

  async pageList(ctx: AuthContext, dto: IoPageDto) {
    const qb = scoped(this.repo.createQueryBuilder('o'), ctx);
    if (dto.direction) qb.andWhere('o.direction = :d', { d: dto.direction });
    if (dto.state !== undefined) qb.andWhere('o.state = :s', { s: dto.state });
    const page = await paginate(whereKeyword(qb, dto.keyword, ['o.code', 'o.remark']).orderBy('o.id', 'DESC'), dto);
    const handlers = await this.users.names(ctx.enterpriseId, page.rows.map((o) => o.handler_user_id));
    return { ...page, rows: page.rows.map((o) => ({ ...o, handler_name: o.handler_user_id ? (handlers.get(o.handler_user_id) ?? null) : null })) };
  }

  async detail(ctx: AuthContext, id: number) {
    const order = await findScoped(this.repo, ctx, id);
    const items = await this.db.getRepository(EquipmentIoItem).find({ where: { io_id: id }, order: { id: 'ASC' } });
    const equipment = await this.db.getRepository(Equipment).find({ where: { enterprise_id: ctx.enterpriseId, id: In(items.map((i) => i.equipment_id).concat(0)) } });
    const views = new Map((await this.query.decorate(ctx, equipment)).map((v) => [v.id, v]));
    const posNames = await this.lookup.names(AssetPosition, ctx.enterpriseId, [order.to_position_id, ...items.flatMap((i) => [i.from_position_id, i.to_position_id])]);
    const handlers = await this.users.names(ctx.enterpriseId, [order.handler_user_id]);
    return {
      ...order,
      handler_name: order.handler_user_id ? (handlers.get(order.handler_user_id) ?? null) : null,
      to_position_name: order.to_position_id ? (posNames.get(order.to_position_id) ?? null) : null,
      items: items.map((i) => ({ ...i, equipment: views.get(i.equipment_id) ?? null, from_position_name: i.from_position_id ? (posNames.get(i.from_position_id) ?? null) : null })),
    };
  }

  async add(ctx: AuthContext, dto: AddIoDto): Promise<EquipmentIo> {
    const equipment = await this.check(ctx, dto);
    return this.db.transaction(async (m) => {
      const code = dto.code ?? (await uniqueCode(m, EquipmentIo, ctx.enterpriseId, 'IO'));
      const order = await m.save(m.create(EquipmentIo, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, code, state: IoState.draft, ...this.header(ctx, dto), approve_user_id: null, approve_time: null, approve_remark: null }));
      await this.saveItems(m, order, equipment);
      await this.audit.record(ctx, BIZ.io, order.id, [{ key: 'common.audit.created', params: [order.code] }], m);
      return order;
    });
  }

  /** Drafts and rejected orders may be edited; a rejected one goes back to draft. */
  async update(ctx: AuthContext, dto: UpdateIoDto): Promise<EquipmentIo> {
    const order = await findScoped(this.repo, ctx, dto.id);
    if (order.state !== IoState.draft && order.state !== IoState.rejected) throw BusinessError.conflict('equipment.errors.ioState');
    const equipment = await this.check(ctx, dto, order.id);
    return this.db.transaction(async (m) => {
      Object.assign(order, { ...this.header(ctx, dto), code: dto.code ?? order.code, state: IoState.draft });
      const saved = await m.save(order);
      await m.delete(EquipmentIoItem, { io_id: order.id });
      await this.saveItems(m, order, equipment);
      await this.audit.record(ctx, BIZ.io, order.id, [{ key: 'common.audit.updated', params: [order.code] }], m);
      return saved;
    });
  }

  submit(ctx: AuthContext, id: number): Promise<EquipmentIo> {
    return this.transition(ctx, id, IoState.draft, IoState.submitted, 'equipment.audit.submitted');
  }

  reject(ctx: AuthContext, dto: ReviewIoDto): Promise<EquipmentIo> {
    return this.transition(ctx, dto.id, IoState.submitted, IoState.rejected, 'equipment.audit.rejected', dto.remark ?? '');
  }

  /** Approves and applies every move in one transaction; any failure leaves the order and the ledger as they were. */
  async approve(ctx: AuthContext, dto: ReviewIoDto): Promise<EquipmentIo> {
    const order = await findScoped(this.repo, ctx, dto.id);
    if (order.state !== IoState.submitted) throw BusinessError.conflict('equipment.errors.ioState');
    return this.db.transaction(async (m) => {
      const items = await m.find(EquipmentIoItem, { where: { io_id: order.id }, order: { id: 'ASC' } });
      const rows = await m.find(Equipment, { where: { enterprise_id: ctx.enterpriseId, id: In(items.map((i) => i.equipment_id).concat(0)) } });
      const byId = new Map(rows.map((r) => [r.id, r]));
      const names = await this.lookup.names(AssetPosition, ctx.enterpriseId, [...rows.map((r) => r.position_id), ...items.map((i) => i.to_position_id)]);
      // Status labels as keys: the log reads in the reader's language.
      const label = (s: number | null): KeyParam | string => (s === null ? '-' : STATUS_LABELS[s] ? { key: STATUS_LABELS[s] } : String(s));
      for (const item of items) {
        const row = byId.get(item.equipment_id);
        if (!row) throw BusinessError.notFound();
        if (row.status === EquipmentStatus.scrapped) throw new BusinessError('equipment.errors.ioScrapped', 422, [row.asset_code]);
        Object.assign(item, { from_position_id: row.position_id, from_status: row.status });
        const toStatus = item.to_status ?? row.status;
        const params = [order.code, names.get(row.position_id ?? 0) ?? '-', names.get(item.to_position_id ?? 0) ?? '-', label(row.status), label(toStatus)];
        Object.assign(row, { position_id: item.to_position_id ?? row.position_id, status: toStatus });
        await m.save(row);
        await m.save(item);
        await this.audit.record(ctx, BIZ.equipment, row.id, [{ key: 'equipment.audit.moved', params }], m);
      }
      Object.assign(order, { state: IoState.done, approve_user_id: ctx.userId, approve_time: new Date(), approve_remark: dto.remark ?? null });
      const saved = await m.save(order);
      await this.audit.record(ctx, BIZ.io, order.id, [{ key: 'equipment.audit.approved', params: [order.code] }], m);
      return saved;
    });
  }

  private async transition(ctx: AuthContext, id: number, from: number, to: number, key: 'equipment.audit.submitted' | 'equipment.audit.rejected', note?: string): Promise<EquipmentIo> {
    const order = await findScoped(this.repo, ctx, id);
    if (order.state !== from) throw BusinessError.conflict('equipment.errors.ioState');
    return this.db.transaction(async (m) => {
      order.state = to;
      if (to === IoState.rejected) Object.assign(order, { approve_user_id: ctx.userId, approve_time: new Date(), approve_remark: note ?? null });
      const saved = await m.save(order);
      await this.audit.record(ctx, BIZ.io, order.id, [{ key, params: note === undefined ? [order.code] : [order.code, note] }], m);
      return saved;
    });
  }

  private header(ctx: AuthContext, dto: AddIoDto) {
    return {
      direction: dto.direction,
      to_position_id: dto.to_position_id ?? null,
      to_status: dto.to_status ?? IO_DEFAULT_STATUS[dto.direction] ?? null,
      handler_user_id: dto.handler_user_id ?? ctx.userId,
      sub_work_order_id: dto.sub_work_order_id ?? null,
      remark: dto.remark ?? null,
    };
  }

  /** Checks the order and returns its equipment: the chosen rows plus their descendants. */
  private async check(ctx: AuthContext, dto: AddIoDto, exceptId?: number): Promise<Equipment[]> {
    if (!dto.equipment_ids.length) throw new BusinessError('equipment.errors.ioNoEquipment', 422, [], { fields: { equipment_ids: 'required' } });
    if (!dto.to_position_id) throw new BusinessError('equipment.errors.ioPositionRequired', 422, [], { fields: { to_position_id: 'required' } });
    await this.positions.find(ctx, dto.to_position_id);
    if (dto.handler_user_id) await this.users.detail(ctx, dto.handler_user_id);
    if (dto.code) {
      const dup = this.repo.createQueryBuilder('o').where('o.enterprise_id = :e AND o.code = :c', { e: ctx.enterpriseId, c: dto.code });
      if (exceptId) dup.andWhere('o.id <> :x', { x: exceptId });
      if (await dup.getExists()) throw BusinessError.conflict('common.errors.duplicated');
    }
    const chosen = [];
    for (const id of [...new Set(dto.equipment_ids)]) chosen.push(await this.rules.find(ctx, id));
    const all = new Map(chosen.map((e) => [e.id, e]));
    let frontier = chosen.map((e) => e.id);
    while (frontier.length) {
      const kids = await this.db.getRepository(Equipment).find({ where: { enterprise_id: ctx.enterpriseId, parent_id: In(frontier) } });
      frontier = kids.filter((k) => !all.has(k.id)).map((k) => k.id);
      for (const k of kids) all.set(k.id, k);
    }
    for (const e of all.values()) {
      if (e.status === EquipmentStatus.scrapped) throw new BusinessError('equipment.errors.ioScrapped', 422, [e.asset_code]);
      if (e.parent_id && !all.has(e.parent_id) && (await this.rules.find(ctx, e.parent_id).catch(() => null))?.position_id !== dto.to_position_id) {
        throw new BusinessError('equipment.errors.parentPositionMismatch', 422, [e.asset_code]);
      }
    }
    return [...all.values()];
  }

  private async saveItems(m: EntityManager, order: EquipmentIo, equipment: Equipment[]): Promise<void> {
    const rows = equipment.map((e) => ({ io_id: order.id, equipment_id: e.id, from_position_id: e.position_id, from_status: e.status, to_position_id: order.to_position_id, to_status: order.to_status }));
    if (rows.length) await m.insert(EquipmentIoItem, rows);
  }
}
