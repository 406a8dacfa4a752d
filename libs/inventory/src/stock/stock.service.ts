import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { PartnerKind, PRICE_PATTERN, type StockDocument } from '@gengyun/contracts';
import { BusinessError, type AuthContext, type Sendable } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { WorkOrderQueryService } from '@gengyun/work-orders';
import { SparePartService } from '../part/spare-part.service';
import type { SparePart } from '../part/spare-part.entity';
import { WarehouseBin, type Warehouse } from '../warehouse/warehouse.entity';
import { BlindStock } from '../stocktake/blind-stock';
import { WarehouseScope } from '../warehouse/warehouse-scope';
import { lineField, StockLedger, type Leg, type LedgerDocument } from './stock-ledger.service';
import { StockQueryService } from './stock-query.service';
import { OrderFulfilment } from '../order/order-fulfilment';
import type { MoveDto, MoveLineDto, PutInDto, PutInLineDto } from './stock.dto';

const notFoundOn = (i: number, field: string) => new BusinessError('common.errors.notFound', 404, [], { fields: { [lineField(i, field)]: 'exists' } });

/**
 * The storekeeper's movements: put-in from a supplier, and issue, return, transfer, adjustment and scrap. Every id in
 * the body is checked (the warehouses in the caller's scope, bins of those warehouses, parts, the supplier, the work
 * order) before the ledger writes anything.
 */
@Injectable()
export class StockService {
  constructor(
    @InjectRepository(WarehouseBin) private readonly bins: Repository<WarehouseBin>,
    private readonly scope: WarehouseScope,
    private readonly parts: SparePartService,
    private readonly refs: EquipmentReferences,
    private readonly orders: WorkOrderQueryService,
    private readonly ledger: StockLedger,
    private readonly query: StockQueryService,
    private readonly blind: BlindStock,
    private readonly fulfilment: OrderFulfilment,
  ) {}

  async putIn(ctx: AuthContext, dto: PutInDto): Promise<Sendable<StockDocument>> {
    const { doc, legs } = await this.putInLegs(ctx, dto);
    const claims = await this.fulfilment.check(ctx, dto.warehouse_id, dto.lines);
    const within = claims.length ? (m: EntityManager) => this.fulfilment.fulfil(m, ctx.enterpriseId, claims) : undefined;
    return this.written(ctx, await this.ledger.record(ctx, doc, legs, within));
  }

  /** A put-in checked (warehouse in scope, supplier, order, prices, parts, bins) and turned into ledger legs, unwritten. */
  async putInLegs(ctx: AuthContext, dto: PutInDto): Promise<{ doc: LedgerDocument; legs: Leg[] }> {
    const warehouse = await this.scope.find(ctx, dto.warehouse_id);
    if (dto.supplier_id) await this.refs.partner(ctx, PartnerKind.supplier, dto.supplier_id);
    const doc = await this.document(ctx, dto, dto.supplier_id ?? null);
    dto.lines.forEach((line, i) => {
      if (!PRICE_PATTERN.test(line.unit_price)) throw new BusinessError('inventory.errors.priceFormat', 422, [], { fields: { [lineField(i, 'unit_price')]: 'matches' } });
    });
    const parts = await this.partsOf(ctx, dto.lines);
    await this.checkBins(warehouse, dto.lines.map((l) => l.bin_id), 'bin_id');
    const legs = dto.lines.map((line: PutInLineDto, i): Leg => ({ type: 'putIn', ...this.place(parts, warehouse.id, line, i), quantity: line.quantity, unitPrice: Number(line.unit_price), line: i }));
    return { doc, legs };
  }

  async move(ctx: AuthContext, dto: MoveDto): Promise<Sendable<StockDocument>> {
    const warehouse = await this.scope.find(ctx, dto.warehouse_id);
    const target = dto.kind === 'transfer' ? await this.target(ctx, dto, warehouse) : null;
    const doc = await this.document(ctx, dto, null);
    const parts = await this.partsOf(ctx, dto.lines);
    await this.checkBins(warehouse, dto.lines.map((l) => l.bin_id), 'bin_id');
    if (target) await this.checkBins(target, dto.lines.map((l) => l.to_bin_id), 'to_bin_id');
    const legs = dto.lines.flatMap((line: MoveLineDto, i): Leg[] => {
      const from = { ...this.place(parts, warehouse.id, line, i), line: i };
      if (line.quantity === 0) throw new BusinessError('inventory.errors.zeroQuantity', 422, [], { fields: { [lineField(i, 'quantity')]: 'min' } });
      if (dto.kind !== 'adjust' && line.quantity < 0) throw new BusinessError('common.validation.positive', 422, ['quantity'], { fields: { [lineField(i, 'quantity')]: 'min' } });
      switch (dto.kind) {
        case 'issue':
        case 'scrap':
          return [{ type: dto.kind, ...from, quantity: -line.quantity }];
        case 'return':
        case 'adjust':
          return [{ type: dto.kind, ...from, quantity: line.quantity }];
        case 'transfer': {
          const toBin = line.to_bin_id ?? null;
          if (target?.id === warehouse.id && toBin === from.binId) throw new BusinessError('inventory.errors.sameLocation', 422, [], { fields: { [lineField(i, 'to_bin_id')]: 'notEquals' } });
          return [
            { type: 'transferOut', ...from, quantity: -line.quantity },
            { type: 'transferIn', ...from, warehouseId: (target as Warehouse).id, binId: toBin, quantity: line.quantity },
          ];
        }
      }
    });
    return this.written(ctx, await this.ledger.record(ctx, doc, legs));
  }

  private async target(ctx: AuthContext, dto: MoveDto, from: Warehouse): Promise<Warehouse> {
    if (!dto.to_warehouse_id) throw new BusinessError('inventory.errors.transferTarget', 422, [], { fields: { to_warehouse_id: 'isDefined' } });
    return dto.to_warehouse_id === from.id ? from : this.scope.find(ctx, dto.to_warehouse_id);
  }

  /** A work order is checked (in the caller's scope); other documents carry no id. */
  private async document(ctx: AuthContext, dto: PutInDto | MoveDto, supplierId: number | null): Promise<LedgerDocument> {
    const documentType = dto.document_type ?? 'manual';
    if (documentType === 'workOrder') {
      if (!dto.document_id) throw new BusinessError('common.validation.required', 422, ['document_id'], { fields: { document_id: 'isDefined' } });
      await this.orders.find(ctx, dto.document_id);
    } else if (dto.document_id) throw new BusinessError('common.validation.unknownField', 422, ['document_id'], { fields: { document_id: 'whitelistValidation' } });
    return { documentType, documentId: dto.document_id ?? null, supplierId, reason: dto.reason ?? null };
  }

  /** A batch-tracked part needs its batch; for the others a batch is not kept. */
  private place(parts: Map<number, SparePart>, warehouseId: number, line: { part_id: number; bin_id?: number; batch_no?: string }, i: number): Omit<Leg, 'type' | 'quantity'> {
    const part = parts.get(line.part_id) as SparePart;
    const batch = line.batch_no?.trim() || null;
    if (part.batch_tracking && !batch) throw new BusinessError('inventory.errors.batchRequired', 422, [part.spare_part_code], { fields: { [lineField(i, 'batch_no')]: 'isDefined' } });
    return { part, warehouseId, binId: line.bin_id ?? null, batchNo: part.batch_tracking ? batch : null };
  }

  /** The lines' parts of the caller's enterprise; the first line naming another is "not found" on its part. */
  private async partsOf(ctx: AuthContext, lines: ReadonlyArray<{ part_id: number }>): Promise<Map<number, SparePart>> {
    const parts = await this.parts.findSome(ctx, lines.map((l) => l.part_id));
    const missing = lines.findIndex((l) => !parts.has(l.part_id));
    if (missing >= 0) throw notFoundOn(missing, 'part_id');
    return parts;
  }

  /** Bins of the warehouse; the first line naming another is "not found" on that field. */
  private async checkBins(warehouse: Warehouse, ids: Array<number | undefined>, field: 'bin_id' | 'to_bin_id'): Promise<void> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== undefined))];
    if (!wanted.length) return;
    const found = new Set((await this.bins.find({ select: { id: true }, where: { enterprise_id: warehouse.enterprise_id, warehouse_id: warehouse.id, id: In(wanted) } })).map((b) => b.id));
    const missing = ids.findIndex((id) => id !== undefined && !found.has(id));
    if (missing >= 0) throw notFoundOn(missing, field);
  }

  /** A written document as answered: its number and its rows with their names. */
  /**
   * A document's answer. A counter of a running blind count who moves stock of that warehouse (allowed: a storeroom
   * does not stop) gets no balance after on those rows: it would tell them the on-hand they are counting.
   */
  async written(ctx: AuthContext, rows: Awaited<ReturnType<StockLedger['record']>>): Promise<Sendable<StockDocument>> {
    const [movements, hidden] = await Promise.all([this.query.movementViews(ctx, rows), this.blind.hiddenFrom(ctx)]);
    return { document_no: rows[0]?.document_no ?? '', movements: movements.map((m) => (hidden.includes(m.warehouse_id) ? { ...m, balance_after: null } : m)) };
  }
}
