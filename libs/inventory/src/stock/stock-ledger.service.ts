import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { MovementDocumentType, MovementType } from '@gengyun/contracts';
import { BusinessError, isRetryableLock, isUniqueViolation, type AuthContext } from '@gengyun/core';
import type { SparePart } from '../part/spare-part.entity';
import { SafetyCrossings, type Crossing } from '../safety/safety-crossings';
import { SafetyNotifier } from '../safety/safety-notifier';
import { NO_BATCH, NO_BIN, StockBalance, StockMovement, StockValue } from './stock.entity';
import { documentNumber } from './document-number';
import { movingAverage } from './moving-average';
import { WorkOrderService } from '@gengyun/work-orders';
import { RequisitionArrivals } from '../requisition/requisition-arrivals';

/** What a work order's document adds to its parts cost: issues count, returns take back (amounts are signed). */
const partsCost = (rows: StockMovement[]): number =>
  -rows.filter((r) => r.movement_type === 'issue' || r.movement_type === 'return').reduce((sum, r) => sum + Number(r.amount ?? 0), 0);

/** One change to one place: signed quantity, and for a put-in the price it came at. */
export interface Leg {
  type: MovementType;
  part: Pick<SparePart, 'id' | 'spare_part_code'>;
  warehouseId: number;
  binId: number | null;
  batchNo: string | null;
  quantity: number;
  /** A put-in's unit price; a transfer in takes the average of the leg before it (its transfer out). */
  unitPrice?: number;
  /** Units of the place's reservation this outbound leg takes (a requisition's issue); 0 for unreserved takes. */
  release?: number;
  /** The request line it came from, so a refusal names that line's field (`lines.<i>.quantity`). */
  line?: number;
}

/** A request line's field as the envelope names it, so a form can show a refusal on that line. */
export const lineField = (i: number, field: string): string => `lines.${i}.${field}`;
const legField = (leg: Pick<Leg, 'line'>, field: string): string => (leg.line === undefined ? field : lineField(leg.line, field));
const shortOf = (leg: Leg) => new BusinessError('inventory.errors.insufficientStock', 422, [leg.part.spare_part_code], { fields: { [legField(leg, 'quantity')]: 'min' } });

/** What every row of one document shares: who (the caller), why, and the document it belongs to. */
export interface LedgerDocument {
  documentType: MovementDocumentType;
  documentId: number | null;
  supplierId: number | null;
  reason: string | null;
}

type Writer = Pick<AuthContext, 'enterpriseId' | 'userId'>;
/** More work of the caller's in the document's transaction, after its rows are written (a throw undoes them). */
export type Within = (m: EntityManager, rows: StockMovement[]) => Promise<void>;

const ATTEMPTS = 5;
const balanceKey = (l: Pick<Leg, 'part' | 'warehouseId' | 'binId' | 'batchNo'>) => `${l.part.id}|${l.warehouseId}|${l.binId ?? NO_BIN}|${l.batchNo ?? NO_BATCH}`;
const valueKey = (partId: number, warehouseId: number) => `${partId}|${warehouseId}`;

/**
 * The only writer of the stock ledger (issue 15 item 3). One document is one transaction: each leg changes its
 * balance by a conditional update (`on_hand + delta >= 0`, so two writers can never take the same units), the
 * per-warehouse values are read under a row lock to carry the moving-average cost, and an immutable ledger row is
 * written per leg with the balance it left. Locks are taken in id order (balances, then values), and a deadlock or
 * lock timeout runs the whole document again. Under the same locks it keeps the safety-minimum crossings, whose
 * alerts go out once the document committed. A balance never falls below its reservations; a work order's issues and
 * returns add to the order's parts cost in the same transaction; stock that arrives is offered to the requisitions
 * waiting for it, after the commit.
 */
@Injectable()
export class StockLedger {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly crossings: SafetyCrossings,
    private readonly notifier: SafetyNotifier,
    private readonly orders: WorkOrderService,
    private readonly arrivals: RequisitionArrivals,
  ) {}

  async record(ctx: Writer, doc: LedgerDocument, legs: Leg[], within?: Within): Promise<StockMovement[]> {
    return (await this.recordAll(ctx, [{ doc, legs, within }]))[0] as StockMovement[];
  }

  /** Several documents in one transaction, each with its own number: all are written or none (an opening stock import). */
  async recordAll(ctx: Writer, documents: ReadonlyArray<{ doc: LedgerDocument; legs: Leg[]; within?: Within }>): Promise<StockMovement[][]> {
    const inbound = documents.flatMap((d) => d.legs).filter((l) => l.quantity > 0);
    await this.ensureRows(ctx.enterpriseId, inbound);
    for (let attempt = 1; ; attempt++) {
      try {
        const written = await this.db.transaction(async (m) => {
          const out: Array<{ rows: StockMovement[]; crossed: Crossing[] }> = [];
          for (const { doc, legs, within } of documents) {
            const one = await this.write(m, ctx, doc, legs);
            if (doc.documentType === 'workOrder' && doc.documentId) await this.orders.addPartsCost(m, ctx.enterpriseId, doc.documentId, partsCost(one.rows));
            await within?.(m, one.rows);
            out.push(one);
          }
          return out;
        });
        await this.notifier.crossed(ctx.enterpriseId, written.flatMap((w) => w.crossed));
        await this.arrivals.arrived(ctx.enterpriseId, inbound);
        return written.map((w) => w.rows);
      } catch (error) {
        if (attempt >= ATTEMPTS || !isRetryableLock(error)) throw error;
      }
    }
  }

  private async write(m: EntityManager, ctx: Writer, doc: LedgerDocument, legs: Leg[]): Promise<{ rows: StockMovement[]; crossed: Crossing[] }> {
    const e = ctx.enterpriseId;
    const balances = await this.balancesOf(m, e, legs);
    const after = new Map<Leg, number>();
    const ordered = [...legs].sort((a, b) => (balances.get(balanceKey(a))?.id ?? 0) - (balances.get(balanceKey(b))?.id ?? 0));
    for (const leg of ordered) {
      const balance = balances.get(balanceKey(leg));
      // Never below what stays reserved: an unreserved take leaves the reservations whole, an issue takes its own.
      const moved = balance
        ? await m
            .createQueryBuilder()
            .update(StockBalance)
            .set({ on_hand: () => 'on_hand + :delta', reserved: () => 'reserved - :release', update_time: new Date() })
            .where('id = :id AND on_hand + :delta >= reserved - :release AND reserved >= :release', { id: balance.id, delta: leg.quantity, release: leg.release ?? 0 })
            .execute()
        : { affected: 0 };
      if (!moved.affected) throw shortOf(leg);
      const row = await m.findOneOrFail(StockBalance, { select: { id: true, on_hand: true }, where: { id: (balance as StockBalance).id } });
      after.set(leg, Number(row.on_hand));
    }

    const values = await this.lockValues(m, e, legs);
    const costs = new Map<Leg, number | null>();
    let previous: number | null = null;
    for (const leg of legs) {
      const value = values.get(valueKey(leg.part.id, leg.warehouseId)) as StockValue;
      const held = value.on_hand;
      const average = value.avg_cost === null ? null : Number(value.avg_cost);
      const price: number | null = leg.type === 'putIn' ? (leg.unitPrice ?? 0) : leg.type === 'transferIn' ? previous : null;
      let cost = average;
      if (leg.quantity > 0 && price !== null) {
        value.avg_cost = movingAverage(held, average, leg.quantity, price).toFixed(4);
        cost = price;
      } else if (leg.quantity > 0 && average === null) cost = null;
      value.on_hand = held + leg.quantity;
      costs.set(leg, cost);
      previous = cost;
    }
    for (const value of [...values.values()].sort((a, b) => a.id - b.id)) {
      await m.update(StockValue, { id: value.id }, { on_hand: value.on_hand, avg_cost: value.avg_cost, update_time: new Date() });
    }
    const crossed = await this.crossings.track(m, e, [...values.values()]);

    const documentNo = documentNumber();
    const rows = legs.map((leg) => {
      const cost = costs.get(leg) ?? null;
      return m.create(StockMovement, {
        enterprise_id: e,
        create_user_id: ctx.userId,
        document_no: documentNo,
        movement_type: leg.type,
        part_id: leg.part.id,
        warehouse_id: leg.warehouseId,
        bin_id: leg.binId,
        batch_no: leg.batchNo,
        quantity: leg.quantity,
        balance_after: after.get(leg) as number,
        unit_cost: cost === null ? null : cost.toFixed(4),
        amount: cost === null ? null : (leg.quantity * cost).toFixed(2),
        supplier_id: doc.supplierId,
        document_type: doc.documentType,
        document_id: doc.documentId,
        reason: doc.reason,
      });
    });
    return { rows: await m.save(rows), crossed };
  }

  /** The balance rows the legs touch (an outbound leg's may be missing: then there is nothing to take). */
  private async balancesOf(m: EntityManager, e: number, legs: Leg[]): Promise<Map<string, StockBalance>> {
    const rows = await m.find(StockBalance, {
      select: { id: true, part_id: true, warehouse_id: true, bin_id: true, batch_no: true },
      where: { enterprise_id: e, part_id: In([...new Set(legs.map((l) => l.part.id))]), warehouse_id: In([...new Set(legs.map((l) => l.warehouseId))]) },
    });
    const wanted = new Set(legs.map(balanceKey));
    const out = new Map<string, StockBalance>();
    for (const b of rows) {
      const key = `${b.part_id}|${b.warehouse_id}|${b.bin_id}|${b.batch_no}`;
      if (wanted.has(key)) out.set(key, b);
    }
    return out;
  }

  /** The per-warehouse value rows of the legs' parts, locked for this transaction (SQLite runs one writer at a time). */
  private async lockValues(m: EntityManager, e: number, legs: Leg[]): Promise<Map<string, StockValue>> {
    const qb = m
      .createQueryBuilder(StockValue, 'v')
      .where('v.enterprise_id = :e', { e })
      .andWhere('v.part_id IN (:...parts)', { parts: [...new Set(legs.map((l) => l.part.id))] })
      .andWhere('v.warehouse_id IN (:...warehouses)', { warehouses: [...new Set(legs.map((l) => l.warehouseId))] })
      .orderBy('v.id', 'ASC');
    if (m.connection.options.type !== 'better-sqlite3') qb.setLock('pessimistic_write');
    const rows = await qb.getMany();
    const out = new Map(rows.map((v) => [valueKey(v.part_id, v.warehouse_id), v]));
    for (const leg of legs) if (!out.has(valueKey(leg.part.id, leg.warehouseId))) throw shortOf(leg);
    return out;
  }

  /** Inbound legs may open a place: its balance and value rows are created first, once, whoever wins the race. */
  private async ensureRows(e: number, legs: Leg[]): Promise<void> {
    if (!legs.length) return;
    const [balances, values] = await Promise.all([this.balancesOf(this.db.manager, e, legs), this.valuesOf(e, legs)]);
    const opened = new Set<string>();
    for (const leg of legs) {
      const key = balanceKey(leg);
      if (!balances.has(key) && !opened.has(key)) {
        opened.add(key);
        await this.insertOnce(StockBalance, { enterprise_id: e, part_id: leg.part.id, warehouse_id: leg.warehouseId, bin_id: leg.binId ?? NO_BIN, batch_no: leg.batchNo ?? NO_BATCH, on_hand: 0, reserved: 0 });
      }
      const value = valueKey(leg.part.id, leg.warehouseId);
      if (!values.has(value) && !opened.has(value)) {
        opened.add(value);
        await this.insertOnce(StockValue, { enterprise_id: e, part_id: leg.part.id, warehouse_id: leg.warehouseId, on_hand: 0, avg_cost: null });
      }
    }
  }

  private async valuesOf(e: number, legs: Leg[]): Promise<Set<string>> {
    const rows = await this.db.getRepository(StockValue).find({
      select: { part_id: true, warehouse_id: true },
      where: { enterprise_id: e, part_id: In([...new Set(legs.map((l) => l.part.id))]), warehouse_id: In([...new Set(legs.map((l) => l.warehouseId))]) },
    });
    return new Set(rows.map((v) => valueKey(v.part_id, v.warehouse_id)));
  }

  /**
   * A plain insert, never `save()`: save wraps itself in a transaction of its own, which on SQLite's one shared
   * connection would interleave with a document's queued transaction.
   */
  private async insertOnce(entity: typeof StockBalance | typeof StockValue, values: Partial<StockBalance> | Partial<StockValue>): Promise<void> {
    try {
      const repo = this.db.getRepository<StockBalance | StockValue>(entity);
      await repo.insert(repo.create(values as StockBalance));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
}
