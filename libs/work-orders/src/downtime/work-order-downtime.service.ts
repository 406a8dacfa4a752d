import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { DataScope, type WorkOrderDowntime as DowntimeAnswer, type WorkOrderDowntimeEntry } from '@gengyun/contracts';
import { BusinessError, findScoped, paginate, scoped, type AuthContext, type ScopeColumns, type Sendable } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { WorkOrder } from '../order/work-order.entity';
import { WorkOrderQueryService } from '../order/work-order-query.service';
import { RecordAccess, minutesBetween, overlaps } from '../record/record-access';
import { WorkOrderDowntime } from './work-order-downtime.entity';
import type { DowntimeAddDto, DowntimeUpdateDto, EquipmentDowntimePageDto } from './work-order-downtime.dto';
import type { EntryDeleteDto } from '../record/entry-version.dto';
import { writeAtVersion } from '../order/write-at-version';

type Entry = Sendable<WorkOrderDowntimeEntry>;
/** Downtime is the equipment's: read through the equipment's location scope. */
const DOWNTIME_SCOPE: ScopeColumns = { [DataScope.location]: 'location_id' };

/**
 * Equipment downtime recorded on a work order: the order's equipment, from a start to an end (open while it is still
 * down), with a reason. Periods of one piece of equipment never overlap, whichever order recorded them.
 */
@Injectable()
export class WorkOrderDowntimeService {
  constructor(
    @InjectRepository(WorkOrderDowntime) private readonly repo: Repository<WorkOrderDowntime>,
    @InjectRepository(WorkOrder) private readonly orders: Repository<WorkOrder>,
    private readonly query: WorkOrderQueryService,
    private readonly access: RecordAccess,
    private readonly equipment: EquipmentReferences,
  ) {}

  async list(ctx: AuthContext, orderId: number): Promise<Sendable<DowntimeAnswer>> {
    const order = await this.query.find(ctx, orderId);
    const rows = await this.repo.find({ where: { enterprise_id: ctx.enterpriseId, work_order_id: order.id }, order: { start_time: 'ASC', id: 'ASC' } });
    const entries = await this.views(ctx, rows);
    return { entries, total_minutes: entries.reduce((sum, e) => sum + e.minutes, 0) };
  }

  /** `/equipmentDowntime/pageList`: one piece of equipment's downtime, newest first, within the caller's location scope. */
  async page(ctx: AuthContext, dto: EquipmentDowntimePageDto) {
    await this.equipment.place(ctx, dto.equipment_id);
    const qb = scoped(this.repo.createQueryBuilder('d'), ctx, DOWNTIME_SCOPE).andWhere('d.equipment_id = :equipment', { equipment: dto.equipment_id });
    const all = await qb.clone().getMany();
    const page = await paginate(qb.orderBy('d.start_time', 'DESC').addOrderBy('d.id', 'DESC'), dto);
    const now = new Date();
    return { rows: await this.views(ctx, page.rows), total: page.total, total_minutes: all.reduce((sum, r) => sum + minutesBetween(r.start_time, r.end_time ?? now), 0) };
  }

  async add(ctx: AuthContext, dto: DowntimeAddDto): Promise<Sendable<DowntimeAnswer>> {
    const w = await this.access.writable(ctx, dto.work_order_id);
    if (!w.order.equipment_id) throw new BusinessError('workOrderDowntime.errors.noEquipment', 422);
    const period = checkedPeriod(dto);
    await this.checkOverlap(ctx, w.order.equipment_id, period);
    await this.repo.manager.transaction(async (m) => {
      await m.insert(WorkOrderDowntime, {
        enterprise_id: ctx.enterpriseId,
        create_user_id: ctx.userId,
        create_time: new Date(),
        update_time: new Date(),
        work_order_id: w.order.id,
        equipment_id: w.order.equipment_id as number,
        location_id: w.order.location_id,
        start_time: period.start,
        end_time: period.end,
        reason: dto.reason,
        note: dto.note?.trim() || null,
      });
      await this.access.note(m, ctx, w.order, 'downtime', `+ ${dto.reason}`);
    });
    this.access.changed(w);
    return this.list(ctx, w.order.id);
  }

  async update(ctx: AuthContext, dto: DowntimeUpdateDto): Promise<Sendable<DowntimeAnswer>> {
    const row = await findScoped(this.repo, ctx, dto.id);
    const w = await this.access.writable(ctx, row.work_order_id, dto.version);
    const period = checkedPeriod(dto);
    await this.checkOverlap(ctx, row.equipment_id, period, row.id);
    await this.repo.manager.transaction(async (m) => {
      await writeAtVersion(m, ctx.enterpriseId, w.order.id, dto.version, {});
      await m.update(WorkOrderDowntime, { id: row.id }, { start_time: period.start, end_time: period.end, reason: dto.reason, note: dto.note?.trim() || null, update_time: new Date() });
      await this.access.note(m, ctx, w.order, 'downtime', `${dto.reason}${period.end ? '' : ' …'}`);
    });
    this.access.changed(w);
    return this.list(ctx, w.order.id);
  }

  /** Deletes an entry at its order's version as read. */
  async delete(ctx: AuthContext, dto: EntryDeleteDto): Promise<Sendable<DowntimeAnswer>> {
    const row = await findScoped(this.repo, ctx, dto.id);
    const w = await this.access.writable(ctx, row.work_order_id, dto.version);
    await this.repo.manager.transaction(async (m) => {
      await writeAtVersion(m, ctx.enterpriseId, w.order.id, dto.version, {});
      await m.delete(WorkOrderDowntime, { id: row.id, enterprise_id: ctx.enterpriseId });
      await this.access.note(m, ctx, w.order, 'downtime', `− ${row.reason}`);
    });
    this.access.changed(w);
    return this.list(ctx, w.order.id);
  }

  private async checkOverlap(ctx: AuthContext, equipmentId: number, period: { start: Date; end: Date | null }, except?: number): Promise<void> {
    const rows = await this.repo.find({ where: { enterprise_id: ctx.enterpriseId, equipment_id: equipmentId } });
    if (rows.some((r) => r.id !== except && overlaps(period, { start: r.start_time, end: r.end_time }))) {
      throw new BusinessError('workOrderDowntime.errors.overlap', 422, [], { fields: { start_time: 'overlap' } });
    }
  }

  private async views(ctx: AuthContext, rows: WorkOrderDowntime[]): Promise<Entry[]> {
    if (!rows.length) return [];
    const codes = await this.orders.find({ select: { id: true, code: true }, where: { enterprise_id: ctx.enterpriseId, id: In([...new Set(rows.map((r) => r.work_order_id))]) } });
    const code = new Map(codes.map((o) => [o.id, o.code]));
    const now = new Date();
    return rows.map(({ location_id: _location, ...r }) => ({ ...r, work_order_code: code.get(r.work_order_id) ?? '', minutes: minutesBetween(r.start_time, r.end_time ?? now) }));
  }
}

/** The end after the start; neither in the future. */
function checkedPeriod(dto: { start_time: string; end_time?: string | null }): { start: Date; end: Date | null } {
  const start = new Date(dto.start_time);
  const end = dto.end_time ? new Date(dto.end_time) : null;
  if (end && end.getTime() <= start.getTime()) throw new BusinessError('common.validation.startBeforeEnd', 422, [], { fields: { end_time: 'startBeforeEnd' } });
  const soon = Date.now() + 60_000;
  if (start.getTime() > soon || (end && end.getTime() > soon)) throw new BusinessError('workOrderRecord.errors.future', 422, [], { fields: { start_time: 'future' } });
  return { start, end };
}
