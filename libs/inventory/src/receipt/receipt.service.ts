import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import type { Page, StockDocument, StockReceiptRow } from '@gengyun/contracts';
import { BusinessError, LIKE_ESCAPE, containsPattern, type AuthContext, type Sendable } from '@gengyun/core';
import { seesStockCost } from '../cost/cost-display';
import { StockLedger } from '../stock/stock-ledger.service';
import { StockService } from '../stock/stock.service';
import type { Leg, LedgerDocument } from '../stock/stock-ledger.service';
import type { PutInDto, PutInLineDto } from '../stock/stock.dto';
import { WarehouseScope } from '../warehouse/warehouse-scope';
import { NamedOrders } from '../order/named-orders';
import { OrderFulfilment } from '../order/order-fulfilment';
import { pageViews } from '../page-views';
import { ViewNames } from '../view-names';
import { StockReceipt, StockReceiptLine } from './receipt.entity';
import type { ReceiptActDto, ReceiptDto, ReceiptPageDto, ReceiptUpdateDto } from './receipt.dto';

type Row = Sendable<StockReceiptRow>;
type Header = 'warehouse_id' | 'supplier_id' | 'document_type' | 'document_id' | 'reason' | 'expected_date';

/** The receipt's own columns from a checked put-in body. */
const header = (dto: ReceiptDto, doc: LedgerDocument): Pick<StockReceipt, Header> => ({
  warehouse_id: dto.warehouse_id,
  supplier_id: doc.supplierId,
  document_type: doc.documentType,
  document_id: doc.documentId,
  reason: doc.reason,
  expected_date: dto.expected_date ?? null,
});

/**
 * Pending receipts (stock-in "in progress", issue 15 item 3): a put-in saved when the goods are announced, with every
 * check of a put-in, counted as on order; confirmed later it is written into the ledger as one put-in document, once.
 * The confirmation claims the receipt (`pending` → `confirmed`, at the version read) inside the ledger's transaction,
 * so of two confirmations at once one writes and the other is refused with nothing written.
 */
@Injectable()
export class ReceiptService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(StockReceipt) private readonly receipts: Repository<StockReceipt>,
    @InjectRepository(StockReceiptLine) private readonly lines: Repository<StockReceiptLine>,
    private readonly scope: WarehouseScope,
    private readonly stock: StockService,
    private readonly ledger: StockLedger,
    private readonly names: ViewNames,
    private readonly fulfilment: OrderFulfilment,
    private readonly namedOrders: NamedOrders,
  ) {}

  async add(ctx: AuthContext, dto: ReceiptDto): Promise<Row> {
    const { doc, legs } = await this.stock.putInLegs(ctx, dto);
    await this.fulfilment.check(ctx, dto.warehouse_id, dto.lines);
    const id = await this.db.transaction(async (m) => {
      const receipt = await m.save(
        m.create(StockReceipt, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, ...header(dto, doc), status: 'pending', version: 1, document_no: null }),
      );
      await this.writeLines(m, ctx, receipt.id, legs, dto.lines);
      return receipt.id;
    });
    return this.detail(ctx, id);
  }

  /**
   * Saves a pending receipt again, whole (warehouse, supplier, lines, expected day), with every check of a put-in. The
   * header moves first, conditionally on pending at the version read, so an edit, a confirmation and a cancellation
   * of one receipt cannot both happen; its lines are then replaced in the same transaction.
   */
  async update(ctx: AuthContext, dto: ReceiptUpdateDto): Promise<Row> {
    await this.pending(ctx, dto);
    const { doc, legs } = await this.stock.putInLegs(ctx, dto);
    await this.fulfilment.check(ctx, dto.warehouse_id, dto.lines);
    await this.db.transaction(async (m) => {
      await this.claim(m, ctx, dto, header(dto, doc));
      await m.delete(StockReceiptLine, { enterprise_id: ctx.enterpriseId, receipt_id: dto.id });
      await this.writeLines(m, ctx, dto.id, legs, dto.lines);
    });
    return this.detail(ctx, dto.id);
  }

  private async writeLines(m: EntityManager, ctx: AuthContext, receiptId: number, legs: Leg[], lines: readonly PutInLineDto[]): Promise<void> {
    await m.save(
      legs.map((leg) =>
        m.create(StockReceiptLine, {
          enterprise_id: ctx.enterpriseId,
          create_user_id: ctx.userId,
          receipt_id: receiptId,
          part_id: leg.part.id,
          warehouse_id: leg.warehouseId,
          bin_id: leg.binId,
          batch_no: leg.batchNo,
          quantity: leg.quantity,
          unit_price: (leg.unitPrice ?? 0).toFixed(2),
          order_id: lines[leg.line ?? -1]?.order_id ?? null,
        }),
      ),
    );
  }

  async page(ctx: AuthContext, dto: ReceiptPageDto): Promise<Page<Row>> {
    if (dto.warehouse_id) await this.scope.find(ctx, dto.warehouse_id);
    const qb = this.scope.apply(this.receipts.createQueryBuilder('r'), ctx);
    if (dto.warehouse_id) qb.andWhere('r.warehouse_id = :rcWh', { rcWh: dto.warehouse_id });
    if (dto.status) qb.andWhere('r.status = :rcStatus', { rcStatus: dto.status });
    if (dto.supplier_id) qb.andWhere('r.supplier_id = :rcSupplier', { rcSupplier: dto.supplier_id });
    if (dto.expected_until) qb.andWhere('r.expected_date <= :rcUntil', { rcUntil: dto.expected_until });
    const keyword = (dto.keyword ?? dto.keywordSearch)?.trim();
    if (keyword) {
      qb.andWhere(
        `(r.reason LIKE :rcKw ${LIKE_ESCAPE} OR EXISTS (SELECT 1 FROM inventory_receipt_line kl JOIN inventory_spare_part kp ON kp.id = kl.part_id WHERE kl.receipt_id = r.id AND (kp.spare_part_code LIKE :rcKw ${LIKE_ESCAPE} OR kp.name LIKE :rcKw ${LIKE_ESCAPE})))`,
        { rcKw: containsPattern(keyword) },
      );
    }
    return pageViews(qb.orderBy('r.id', 'DESC'), dto, (rows) => this.views(ctx, rows));
  }

  async detail(ctx: AuthContext, id: number): Promise<Row> {
    return (await this.views(ctx, [await this.find(ctx, id)]))[0] as Row;
  }

  /**
   * Writes the receipt into the ledger as it was saved, re-checked now (a part or bin removed since is "not found", an
   * order closed since is refused); the orders its lines name are fulfilled in the same transaction, as by a put-in.
   */
  async confirm(ctx: AuthContext, dto: ReceiptActDto): Promise<Sendable<StockDocument>> {
    const receipt = await this.pending(ctx, dto);
    const lines = await this.lines.find({ where: { enterprise_id: ctx.enterpriseId, receipt_id: receipt.id }, order: { id: 'ASC' } });
    const putIn = lines.map((l): PutInLineDto => ({
      part_id: l.part_id,
      bin_id: l.bin_id ?? undefined,
      batch_no: l.batch_no ?? undefined,
      quantity: l.quantity,
      unit_price: l.unit_price,
      order_id: l.order_id ?? undefined,
    }));
    const { doc, legs } = await this.stock.putInLegs(ctx, {
      warehouse_id: receipt.warehouse_id,
      supplier_id: receipt.supplier_id ?? undefined,
      document_type: receipt.document_type as PutInDto['document_type'],
      document_id: receipt.document_id ?? undefined,
      reason: receipt.reason ?? undefined,
      lines: putIn,
    });
    const claims = await this.fulfilment.check(ctx, receipt.warehouse_id, putIn);
    const rows = await this.ledger.record(ctx, doc, legs, async (m, written) => {
      await this.claim(m, ctx, dto, { status: 'confirmed', document_no: written[0]?.document_no ?? null });
      await this.fulfilment.fulfil(m, ctx.enterpriseId, claims);
    });
    return this.stock.written(ctx, rows);
  }

  /** The goods will not come: the receipt stops counting as on order. */
  async cancel(ctx: AuthContext, dto: ReceiptActDto): Promise<Row> {
    const receipt = await this.pending(ctx, dto);
    await this.claim(this.db.manager, ctx, dto, { status: 'cancelled' });
    return this.detail(ctx, receipt.id);
  }

  /**
   * Changes the receipt only if it is still pending at the version read (raising the version); otherwise refuses:
   * "no longer pending" once it left, "get the latest data and retry" when someone saved it in between.
   */
  private async claim(m: EntityManager, ctx: AuthContext, dto: ReceiptActDto, to: Partial<Pick<StockReceipt, 'status' | 'document_no' | Header>>): Promise<void> {
    const done = await m
      .createQueryBuilder()
      .update(StockReceipt)
      .set({ ...to, version: () => 'version + 1', update_time: new Date() })
      .where('id = :id AND enterprise_id = :e AND status = :pending AND version = :version', { id: dto.id, e: ctx.enterpriseId, pending: 'pending', version: dto.version })
      .execute();
    if (done.affected) return;
    const now = await m.findOne(StockReceipt, { select: { id: true, status: true }, where: { id: dto.id, enterprise_id: ctx.enterpriseId } });
    throw BusinessError.conflict(now?.status === 'pending' ? 'common.errors.staleData' : 'inventory.receipt.notPending');
  }

  /** A receipt of a warehouse the caller may see ("not found" otherwise), still pending, at the version read. */
  private async pending(ctx: AuthContext, dto: ReceiptActDto): Promise<StockReceipt> {
    const receipt = await this.find(ctx, dto.id);
    if (receipt.status !== 'pending') throw BusinessError.conflict('inventory.receipt.notPending');
    if (receipt.version !== dto.version) throw BusinessError.conflict('common.errors.staleData');
    return receipt;
  }

  private async find(ctx: AuthContext, id: number): Promise<StockReceipt> {
    const receipt = await this.scope.apply(this.receipts.createQueryBuilder('r'), ctx).andWhere('r.id = :rcId', { rcId: id }).getOne();
    if (!receipt) throw BusinessError.notFound();
    return receipt;
  }

  private async views(ctx: AuthContext, receipts: StockReceipt[]): Promise<Row[]> {
    if (!receipts.length) return [];
    const e = ctx.enterpriseId;
    const lines = await this.lines.find({ where: { enterprise_id: e, receipt_id: In(receipts.map((r) => r.id)) }, order: { id: 'ASC' } });
    const orders = await this.namedOrders.of(ctx, lines.map((l) => l.order_id));
    const { part, warehouse, bin, supplier, user } = await this.names.of(e, {
      part: lines.map((l) => l.part_id),
      warehouse: receipts.map((r) => r.warehouse_id),
      bin: lines.map((l) => l.bin_id),
      supplier: [...receipts.map((r) => r.supplier_id), ...[...orders.values()].map((o) => o.supplier_id)],
      user: receipts.map((r) => r.create_user_id),
    });
    const supplierName = (id: number | null): string | null => (id === null ? null : (supplier.get(id) ?? null));
    const orderOf = (id: number | null) => {
      const o = id === null ? undefined : orders.get(id);
      return o ? { id: o.id, supplier_name: supplierName(o.supplier_id), ordered_time: o.create_time } : null;
    };
    const costs = seesStockCost(ctx);
    return receipts.map((r) => ({
      id: r.id,
      enterprise_id: r.enterprise_id,
      create_time: r.create_time,
      create_user_id: r.create_user_id,
      update_time: r.update_time,
      warehouse_id: r.warehouse_id,
      warehouse_name: warehouse.get(r.warehouse_id) ?? '',
      supplier_id: r.supplier_id,
      supplier_name: supplierName(r.supplier_id),
      document_type: r.document_type,
      document_id: r.document_id,
      reason: r.reason,
      status: r.status,
      version: r.version,
      expected_date: r.expected_date,
      create_user_name: r.create_user_id === null ? null : (user.get(r.create_user_id) ?? null),
      document_no: r.document_no,
      lines: lines
        .filter((l) => l.receipt_id === r.id)
        .map((l) => ({
          part_id: l.part_id,
          spare_part_code: part.get(l.part_id)?.spare_part_code ?? '',
          part_name: part.get(l.part_id)?.name ?? '',
          unit: part.get(l.part_id)?.unit ?? null,
          bin_id: l.bin_id,
          bin_code: l.bin_id === null ? null : (bin.get(l.bin_id) ?? null),
          batch_no: l.batch_no,
          quantity: l.quantity,
          unit_price: costs ? l.unit_price : null,
          order_id: l.order_id,
          order: orderOf(l.order_id),
        })),
    }));
  }
}
