import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, MoreThan, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { EDITABLE_REQUISITION_STATUSES, OPEN_REQUISITION_STATUSES, type Page, type RequisitionRow, type RequisitionStatus } from '@gengyun/contracts';
import { BusinessError, isRetryableLock, isUniqueViolation, type AuthContext, type Sendable } from '@gengyun/core';
import { RecordAccess, WorkOrderQueryService } from '@gengyun/work-orders';
import { SparePartService } from '../part/spare-part.service';
import type { SparePart } from '../part/spare-part.entity';
import { WarehouseBin } from '../warehouse/warehouse.entity';
import { WarehouseScope } from '../warehouse/warehouse-scope';
import { NO_BATCH, NO_BIN } from '../stock/stock.entity';
import { StockLedger, type Leg } from '../stock/stock-ledger.service';
import { Requisition, RequisitionLine } from './requisition.entity';
import { RequisitionViews } from './requisition-views';
import { balanceIds, placeKey, releaseAll, reserve, type Place } from './reservations';
import type { RequisitionActDto, RequisitionIssueDto, RequisitionLineDto, RequisitionPageDto, RequisitionReturnDto, RequisitionSaveDto } from './requisition.dto';

type Row = Sendable<RequisitionRow>;
interface Wanted extends Place {
  part: SparePart;
  quantity: number;
}

const ATTEMPTS = 5;
const short = (code: string) => new BusinessError('inventory.errors.insufficientStock', 422, [code], { fields: { quantity: 'min' } });
const wrongStatus = () => new BusinessError('inventory.errors.requisitionStatus', 422);
/** Issued parts come back while the requisition is open, issued, or cancelled after a partial issue. */
const RETURNABLE: readonly RequisitionStatus[] = ['ready', 'approved', 'issued', 'cancelled'];

/**
 * Requisitions of work orders (issue 15 item 4). The technician's side works in the order's scope (its handlers, person
 * in charge and dispatchers, through the work-order area's `RecordAccess`); the storekeeper's side — list, approve,
 * issue, return — in the warehouse scope: a requisition spanning warehouses is approved and issued per warehouse, each
 * storekeeper seeing and acting on the lines of their own. Issues may be partial (some lines or quantities now, the
 * rest later; the reservation shrinks by what is issued). Reservations are conditional updates of the balances
 * (`reservations.ts`); issues and returns go through the stock ledger as work-order documents.
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
    private readonly ledger: StockLedger,
    private readonly views: RequisitionViews,
  ) {}

  /** The order's requisition (the order in the caller's scope), or null. */
  async ofOrder(ctx: AuthContext, orderId: number): Promise<Row | null> {
    const order = await this.orders.find(ctx, orderId);
    const req = await this.reqs.findOne({ where: { enterprise_id: ctx.enterpriseId, work_order_id: order.id } });
    return req ? ((await this.views.rows(ctx, [req]))[0] as Row) : null;
  }

  /** The storekeepers' list: requisitions taking from a warehouse the caller may see. */
  async page(ctx: AuthContext, dto: RequisitionPageDto): Promise<Page<Row>> {
    const lines = this.scope.apply(this.lines.createQueryBuilder('l'), ctx).select('l.requisition_id');
    if (dto.warehouse_id) lines.andWhere('l.warehouse_id = :rqWh', { rqWh: dto.warehouse_id });
    const keyword = (dto.keyword ?? dto.keywordSearch)?.trim();
    if (keyword) {
      lines.andWhere('l.part_id IN (SELECT kp.id FROM inventory_spare_part kp WHERE kp.enterprise_id = l.enterprise_id AND (kp.spare_part_code LIKE :rqKw OR kp.name LIKE :rqKw))', {
        rqKw: `%${keyword}%`,
      });
    }
    const qb = this.reqs
      .createQueryBuilder('r')
      .where('r.enterprise_id = :e', { e: ctx.enterpriseId })
      .andWhere(`r.id IN (${lines.getQuery()})`)
      .setParameters(lines.getParameters());
    if (dto.status) qb.andWhere('r.status = :status', { status: dto.status });
    const [rows, total] = await qb
      .orderBy('r.id', 'DESC')
      .skip((dto.pageNumber - 1) * dto.pageSize)
      .take(dto.pageSize)
      .getManyAndCount();
    return { rows: await this.storeRows(ctx, rows), total };
  }

  /** A requisition with a line in a warehouse the caller may see, with those lines only ("not found" otherwise). */
  async detail(ctx: AuthContext, id: number): Promise<Row> {
    const req = await this.reqs.findOne({ where: { enterprise_id: ctx.enterpriseId, id } });
    const row = req ? (await this.storeRows(ctx, [req]))[0] : undefined;
    if (!row?.lines.length) throw BusinessError.notFound();
    return row;
  }

  /** The storekeeper sees the lines of their warehouses: another store's parts and quantities are not theirs to see. */
  private async storeRows(ctx: AuthContext, reqs: Requisition[]): Promise<Row[]> {
    const visible = await this.scope.visibleIds(ctx);
    const rows = await this.views.rows(ctx, reqs);
    return visible === null ? rows : rows.map((r) => ({ ...r, lines: r.lines.filter((l) => visible.includes(l.warehouse_id)) }));
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
      const req = existing ? await this.raise(m, existing, EDITABLE_REQUISITION_STATUSES) : await this.open(m, ctx, order.id);
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
    this.at(req, dto.version, OPEN_REQUISITION_STATUSES);
    await this.retrying(async (m) => {
      await this.raise(m, req, OPEN_REQUISITION_STATUSES);
      await releaseAll(m, ctx.enterpriseId, req.id);
      await m.update(Requisition, { id: req.id }, { status: 'cancelled' });
    });
    return this.one(ctx, req.id);
  }

  /**
   * Approves the lines of one warehouse (or of all, when the caller sees every one); the requisition is approved once
   * every line is.
   */
  async approve(ctx: AuthContext, dto: RequisitionActDto): Promise<Row> {
    const { req, mine } = await this.storeSide(ctx, dto.id, dto.warehouse_id);
    this.at(req, dto.version, ['ready']);
    await this.db.transaction(async (m) => {
      await this.raise(m, req, ['ready']);
      const now = new Date();
      await m.update(RequisitionLine, { id: In(mine.map((l) => l.id)), approved_user_id: IsNull() }, { approved_user_id: ctx.userId, approved_time: now });
      const pending = await m.count(RequisitionLine, { where: { enterprise_id: ctx.enterpriseId, requisition_id: req.id, approved_user_id: IsNull() } });
      if (!pending) await m.update(Requisition, { id: req.id }, { status: 'approved', approved_user_id: ctx.userId, approved_time: now });
    });
    return this.one(ctx, req.id);
  }

  /**
   * Issues approved lines against the order — the chosen quantities (at most what each line has reserved), or every
   * reserved unit of the warehouse — as `issue` rows of the order's document; the reservations shrink by what is issued.
   * The requisition is issued once every line has all it asked for.
   */
  async issue(ctx: AuthContext, dto: RequisitionIssueDto): Promise<Row> {
    const { req, mine } = await this.storeSide(ctx, dto.id, dto.warehouse_id);
    this.at(req, dto.version, ['ready', 'approved']);
    const parts = await this.parts.findMany(ctx, mine.map((l) => l.part_id));
    const byId = new Map(mine.map((l) => [l.id, l]));
    const chosen = new Map<number, number>();
    if (dto.lines?.length) {
      for (const r of dto.lines) {
        if (!byId.has(r.line_id)) throw BusinessError.notFound();
        chosen.set(r.line_id, (chosen.get(r.line_id) ?? 0) + r.quantity);
      }
    } else for (const l of mine) if (l.reserved > 0 && l.approved_user_id !== null) chosen.set(l.id, l.reserved);
    if (!chosen.size) throw new BusinessError('inventory.errors.requisitionNothingToIssue', 422);
    for (const [lineId, quantity] of chosen) {
      const line = byId.get(lineId) as RequisitionLine;
      const code = parts.get(line.part_id)?.spare_part_code ?? '';
      if (line.approved_user_id === null) throw new BusinessError('inventory.errors.requisitionNotApproved', 422, [code]);
      if (quantity > line.reserved) throw new BusinessError('inventory.errors.issueTooMany', 422, [code], { fields: { quantity: 'max' } });
    }
    const legs = [...chosen].map(([lineId, quantity]): Leg => ({ type: 'issue', ...this.place(parts, byId.get(lineId) as RequisitionLine), quantity: -quantity, release: quantity }));
    await this.ledger.record(ctx, { documentType: 'workOrder', documentId: req.work_order_id, supplierId: null, reason: null }, legs, async (m) => {
      await this.raise(m, req, ['ready', 'approved']);
      for (const [lineId, quantity] of chosen) {
        const done = await m
          .createQueryBuilder()
          .update(RequisitionLine)
          .set({ issued: () => 'issued + :q', reserved: () => 'reserved - :q', update_time: new Date() })
          .where('id = :id AND reserved >= :q AND approved_user_id IS NOT NULL', { id: lineId, q: quantity })
          .execute();
        if (!done.affected) throw BusinessError.conflict('common.errors.staleData');
      }
      const open = await m
        .createQueryBuilder(RequisitionLine, 'l')
        .where('l.enterprise_id = :e AND l.requisition_id = :id AND (l.reserved > 0 OR l.issued < l.quantity)', { e: ctx.enterpriseId, id: req.id })
        .getExists();
      if (!open) await m.update(Requisition, { id: req.id }, { status: 'issued', issued_time: new Date() });
    });
    return this.one(ctx, req.id);
  }

  /** Unused parts back to the place they were issued from (`return` rows, at the current average cost). */
  async returnParts(ctx: AuthContext, dto: RequisitionReturnDto): Promise<Row> {
    const { req, mine: lines } = await this.storeSide(ctx, dto.id, dto.warehouse_id);
    this.at(req, dto.version, RETURNABLE);
    const byId = new Map(lines.map((l) => [l.id, l]));
    const back = new Map<number, number>();
    for (const r of dto.lines) {
      if (!byId.has(r.line_id)) throw BusinessError.notFound();
      back.set(r.line_id, (back.get(r.line_id) ?? 0) + r.quantity);
    }
    const parts = await this.parts.findMany(ctx, lines.map((l) => l.part_id));
    for (const [lineId, quantity] of back) {
      const line = byId.get(lineId) as RequisitionLine;
      if (quantity > line.issued - line.returned) {
        throw new BusinessError('inventory.errors.returnTooMany', 422, [parts.get(line.part_id)?.spare_part_code ?? ''], { fields: { quantity: 'max' } });
      }
    }
    const legs = [...back].map(([lineId, quantity]): Leg => ({ type: 'return', ...this.place(parts, byId.get(lineId) as RequisitionLine), quantity }));
    await this.ledger.record(ctx, { documentType: 'workOrder', documentId: req.work_order_id, supplierId: null, reason: null }, legs, async (m) => {
      await this.raise(m, req, RETURNABLE);
      for (const [lineId, quantity] of back) {
        const done = await m
          .createQueryBuilder()
          .update(RequisitionLine)
          .set({ returned: () => `returned + ${quantity}`, update_time: new Date() })
          .where('id = :id AND issued - returned >= :q', { id: lineId, q: quantity })
          .execute();
        if (!done.affected) throw BusinessError.conflict('common.errors.staleData');
      }
    });
    return this.one(ctx, req.id);
  }

  /**
   * A requisition of the enterprise and the lines the storekeeper acts on: those of the named warehouse (which they
   * must see, and the requisition take from), or all of them when every warehouse is theirs ("not found" otherwise).
   */
  private async storeSide(ctx: AuthContext, id: number, warehouseId?: number): Promise<{ req: Requisition; mine: RequisitionLine[] }> {
    const req = await this.reqs.findOne({ where: { enterprise_id: ctx.enterpriseId, id } });
    if (!req) throw BusinessError.notFound();
    const lines = await this.lines.find({ where: { enterprise_id: ctx.enterpriseId, requisition_id: req.id }, order: { id: 'ASC' } });
    const mine = warehouseId === undefined ? lines : lines.filter((l) => l.warehouse_id === warehouseId);
    if (!mine.length) throw BusinessError.notFound();
    for (const w of new Set(mine.map((l) => l.warehouse_id))) await this.scope.find(ctx, w);
    return { req, mine };
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

  private place(parts: Map<number, SparePart>, line: RequisitionLine): Omit<Leg, 'type' | 'quantity'> {
    return { part: parts.get(line.part_id) as SparePart, warehouseId: line.warehouse_id, binId: line.bin_id === NO_BIN ? null : line.bin_id, batchNo: line.batch_no || null };
  }

  /** The version the caller read and a status the action starts from. */
  private at(req: Requisition, version: number, from: readonly RequisitionStatus[]): void {
    if (req.version !== version) throw BusinessError.conflict('common.errors.staleData');
    if (!from.includes(req.status)) throw wrongStatus();
  }

  /** Takes the requisition at the version read, in one of the statuses: the row lock every change of it starts with. */
  private async raise(m: EntityManager, req: Requisition, from: readonly RequisitionStatus[]): Promise<Requisition> {
    const done = await m
      .createQueryBuilder()
      .update(Requisition)
      .set({ version: () => 'version + 1', update_time: new Date() })
      .where('id = :id AND version = :v AND status IN (:...from)', { id: req.id, v: req.version, from })
      .execute();
    if (!done.affected) throw BusinessError.conflict('common.errors.staleData');
    return req;
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
