import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, MoreThan, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { EDITABLE_REQUISITION_STATUSES, OPEN_REQUISITION_STATUSES, type RequisitionRow, type RequisitionStatus } from '@gengyun/contracts';
import { BusinessError, isRetryableLock, isUniqueViolation, type AuthContext, type Sendable } from '@gengyun/core';
import { RecordAccess, WorkOrderQueryService } from '@gengyun/work-orders';
import { SparePartService } from '../part/spare-part.service';
import type { SparePart } from '../part/spare-part.entity';
import { WarehouseBin } from '../warehouse/warehouse.entity';
import { WarehouseScope } from '../warehouse/warehouse-scope';
import { NO_BATCH, NO_BIN } from '../stock/stock.entity';
import { Requisition, RequisitionLine } from './requisition.entity';
import { RequisitionViews } from './requisition-views';
import { balanceIds, placeKey, releaseAll, reserve, type Place } from './reservations';
import { at, raise, wrongStatus } from './requisition-steps';
import type { RequisitionActDto, RequisitionLineDto, RequisitionSaveDto } from './requisition.dto';

type Row = Sendable<RequisitionRow>;
interface Wanted extends Place {
  part: SparePart;
  quantity: number;
}

const ATTEMPTS = 5;
const short = (code: string) => new BusinessError('inventory.errors.insufficientStock', 422, [code], { fields: { quantity: 'min' } });

/**
 * Requisitions of work orders (issue 15 item 4), the technician's side: it works in the order's scope (its handlers,
 * person in charge and dispatchers, through the work-order area's `RecordAccess`). Reservations are conditional
 * updates of the balances (`reservations.ts`). The storekeepers' side is `RequisitionStoreService`.
 */
@Injectable()
export class RequisitionService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Requisition) private readonly reqs: Repository<Requisition>,
    @InjectRepository(RequisitionLine) private readonly lines: Repository<RequisitionLine>,
    @InjectRepository(WarehouseBin) private readonly bins: Repository<WarehouseBin>,
    private readonly scope: WarehouseScope,
    private readonly parts: SparePartService,
    private readonly access: RecordAccess,
    private readonly orders: WorkOrderQueryService,
    private readonly views: RequisitionViews,
  ) {}

  /** The order's requisition (the order in the caller's scope), or null. */
  async ofOrder(ctx: AuthContext, orderId: number): Promise<Row | null> {
    const order = await this.orders.find(ctx, orderId);
    const req = await this.reqs.findOne({ where: { enterprise_id: ctx.enterpriseId, work_order_id: order.id } });
    return req ? ((await this.views.rows(ctx, [req]))[0] as Row) : null;
  }

  /**
   * The technician's list of parts (the whole list): reserves what it adds, releases what it drops. A shortfall is
   * "insufficient stock for a spare part code" and nothing is written, unless `wait_for_parts`: then the short lines
   * stay unreserved and the requisition waits for parts. An empty list cancels.
   */
  async save(ctx: AuthContext, dto: RequisitionSaveDto): Promise<Row> {
    const { order } = await this.access.writable(ctx, dto.work_order_id);
    const existing = await this.reqs.findOne({ where: { enterprise_id: ctx.enterpriseId, work_order_id: order.id } });
    if (existing) {
      if (dto.version !== existing.version) throw BusinessError.conflict('common.errors.staleData');
      if (!EDITABLE_REQUISITION_STATUSES.includes(existing.status)) throw wrongStatus();
      // Once something was issued the list stays: what is left is issued later, or released by cancelling.
      if (await this.lines.exists({ where: { enterprise_id: ctx.enterpriseId, requisition_id: existing.id, issued: MoreThan(0) } })) throw wrongStatus();
    }
    const wanted = await this.checkLines(ctx, dto.lines);
    const id = await this.retrying(async (m) => {
      const req = existing ? await raise(m, existing, EDITABLE_REQUISITION_STATUSES) : await this.open(m, ctx, order.id);
      const old = await m.find(RequisitionLine, { where: { enterprise_id: ctx.enterpriseId, requisition_id: req.id } });
      const ids = await balanceIds(m, ctx.enterpriseId, [...old, ...wanted]);
      const held = new Map<string, number>();
      for (const line of old) held.set(placeKey(line), (held.get(placeKey(line)) ?? 0) + line.reserved);
      const places = [...new Set([...held.keys(), ...wanted.map(placeKey)])].sort((a, b) => (ids.get(a) ?? 0) - (ids.get(b) ?? 0));
      const got = new Map<string, number>();
      // One pass over the balances in id order (as the ledger locks them): each moves by what it gains or loses.
      for (const key of places) {
        const want = wanted.find((w) => placeKey(w) === key);
        const before = held.get(key) ?? 0;
        const balance = ids.get(key);
        const delta = (want?.quantity ?? 0) - before;
        if (balance !== undefined && (await reserve(m, balance, delta))) {
          got.set(key, want?.quantity ?? 0);
          continue;
        }
        if (!want || !dto.wait_for_parts) throw short(want?.part.spare_part_code ?? '');
        if (balance !== undefined) await reserve(m, balance, -before);
        got.set(key, 0);
      }
      await m.delete(RequisitionLine, { enterprise_id: ctx.enterpriseId, requisition_id: req.id });
      if (wanted.length) {
        await m.insert(
          RequisitionLine,
          wanted.map((w) => m.create(RequisitionLine, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, requisition_id: req.id, part_id: w.part_id, warehouse_id: w.warehouse_id, bin_id: w.bin_id, batch_no: w.batch_no, quantity: w.quantity, reserved: got.get(placeKey(w)) ?? 0 })),
        );
      }
      const status: RequisitionStatus = !wanted.length ? 'cancelled' : wanted.some((w) => (got.get(placeKey(w)) ?? 0) < w.quantity) ? 'waiting' : 'ready';
      await m.update(Requisition, { id: req.id }, { status, remark: dto.remark ?? null, approved_user_id: null, approved_time: null });
      return req.id;
    });
    return this.one(ctx, id);
  }

  /** Releases every reservation; the lines stay (a later save may ask again). */
  async cancel(ctx: AuthContext, dto: RequisitionActDto): Promise<Row> {
    const req = await this.reqs.findOne({ where: { enterprise_id: ctx.enterpriseId, id: dto.id } });
    if (!req) throw BusinessError.notFound();
    await this.access.writable(ctx, req.work_order_id);
    at(req, dto.version, OPEN_REQUISITION_STATUSES);
    await this.retrying(async (m) => {
      await raise(m, req, OPEN_REQUISITION_STATUSES);
      await releaseAll(m, ctx.enterpriseId, req.id);
      await m.update(Requisition, { id: req.id }, { status: 'cancelled' });
    });
    return this.one(ctx, req.id);
  }

  /** Every id checked (parts, warehouses in the caller's scope, bins of those warehouses); lines of one place merged. */
  private async checkLines(ctx: AuthContext, lines: RequisitionLineDto[]): Promise<Wanted[]> {
    const parts = await this.parts.findMany(ctx, lines.map((l) => l.part_id));
    const warehouses = [...new Set(lines.map((l) => l.warehouse_id))];
    for (const warehouseId of warehouses) await this.scope.find(ctx, warehouseId);
    const bins = [...new Set(lines.map((l) => l.bin_id).filter((b): b is number => b !== undefined))];
    if (bins.length) {
      const found = await this.bins.find({ select: { id: true, warehouse_id: true }, where: { enterprise_id: ctx.enterpriseId, id: In(bins) } });
      const of = new Map(found.map((b) => [b.id, b.warehouse_id]));
      if (lines.some((l) => l.bin_id !== undefined && of.get(l.bin_id) !== l.warehouse_id)) throw BusinessError.notFound();
    }
    const merged = new Map<string, Wanted>();
    for (const line of lines) {
      const part = parts.get(line.part_id) as SparePart;
      const batch = part.batch_tracking ? line.batch_no?.trim() || NO_BATCH : NO_BATCH;
      const w: Wanted = { part, part_id: part.id, warehouse_id: line.warehouse_id, bin_id: line.bin_id ?? NO_BIN, batch_no: batch, quantity: line.quantity };
      const key = placeKey(w);
      const same = merged.get(key);
      if (same) same.quantity += w.quantity;
      else merged.set(key, w);
    }
    return [...merged.values()];
  }

  private async open(m: EntityManager, ctx: AuthContext, orderId: number): Promise<Requisition> {
    try {
      const values = { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, work_order_id: orderId, status: 'ready' as const, version: 1, remark: null, approved_user_id: null, approved_time: null, issued_time: null };
      const result = await m.insert(Requisition, m.create(Requisition, values));
      return m.findOneByOrFail(Requisition, { id: Number(result.identifiers[0]?.id) });
    } catch (error) {
      if (isUniqueViolation(error)) throw BusinessError.conflict('common.errors.staleData');
      throw error;
    }
  }

  /** One transaction, run again on a deadlock or lock timeout. */
  private async retrying<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(work);
      } catch (error) {
        if (attempt >= ATTEMPTS || !isRetryableLock(error)) throw error;
      }
    }
  }

  private async one(ctx: AuthContext, id: number): Promise<Row> {
    const req = await this.reqs.findOneByOrFail({ enterprise_id: ctx.enterpriseId, id });
    return (await this.views.rows(ctx, [req]))[0] as Row;
  }
}
