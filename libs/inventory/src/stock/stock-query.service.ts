import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import type { Page, StockByPartRow, StockByTypeRow, StockMovementRow, StockRow } from '@gengyun/contracts';
import { whereKeyword, type AuthContext, type Sendable } from '@gengyun/core';
import { SparePart } from '../part/spare-part.entity';
import { Warehouse, WarehouseBin } from '../warehouse/warehouse.entity';
import { WarehouseScope, type Caller } from '../warehouse/warehouse-scope';
import { OnOrder } from '../receipt/on-order';
import { BlindStock, excludeHidden } from '../stocktake/blind-stock';
import { toMoney } from '../money';
import { pageViews } from '../page-views';
import { ViewNames } from '../view-names';
import { BinStock } from './bin-stock';
import { NO_BIN, StockBalance, StockMovement, StockValue } from './stock.entity';
import type { StockGroupDto, StockMovementPageDto, StockPageDto } from './stock.dto';

type Movement = Sendable<StockMovementRow>;

interface RawStock {
  part_id: number | string;
  spare_part_code: string;
  part_name: string;
  specification: string | null;
  unit: string | null;
  warehouse_id: number | string;
  warehouse_name: string;
  bin_id: number | string;
  bin_code: string | null;
  batch_no: string;
  on_hand: number | string;
  reserved: number | string;
  avg_cost: number | string | null;
  safety_stock_min: number | string | null;
}

/** Reads of stock and the ledger, always through the warehouse scope. */
@Injectable()
export class StockQueryService {
  constructor(
    @InjectRepository(StockBalance) private readonly balances: Repository<StockBalance>,
    @InjectRepository(StockMovement) private readonly movements: Repository<StockMovement>,
    private readonly scope: WarehouseScope,
    private readonly names: ViewNames,
    private readonly onOrder: OnOrder,
    private readonly blind: BlindStock,
    private readonly binStock: BinStock,
  ) {}

  /** Stock by part and bin (and batch): on hand, reserved, available, and the warehouse's moving-average cost. */
  async stock(ctx: Caller, dto: StockPageDto): Promise<Page<StockRow>> {
    // A bin asked for is one of a warehouse the caller may see ("not found" otherwise), as a warehouse asked for by the groups.
    if (dto.bin_id) await this.binStock.find(ctx, dto.bin_id);
    const qb = this.scope
      .apply(this.balances.createQueryBuilder('b'), ctx)
      .innerJoin(SparePart, 'p', 'p.id = b.part_id')
      .innerJoin(Warehouse, 'w', 'w.id = b.warehouse_id')
      .leftJoin(WarehouseBin, 'bn', 'bn.id = b.bin_id')
      .leftJoin(StockValue, 'v', 'v.enterprise_id = b.enterprise_id AND v.part_id = b.part_id AND v.warehouse_id = b.warehouse_id');
    whereKeyword(qb, dto.keyword ?? dto.keywordSearch, ['p.spare_part_code', 'p.name', 'p.specification']);
    if (dto.warehouse_id) qb.andWhere('b.warehouse_id = :wh', { wh: dto.warehouse_id });
    if (dto.bin_id) qb.andWhere('b.bin_id = :bin', { bin: dto.bin_id });
    else if (dto.no_bin) qb.andWhere('b.bin_id = :noBin', { noBin: NO_BIN });
    if (dto.part_id) qb.andWhere('b.part_id = :part', { part: dto.part_id });
    this.ofType(qb, dto.bom_type);
    if (dto.only_held ?? true) qb.andWhere('b.on_hand > 0');
    await this.blind.exclude(qb, ctx, 'b.warehouse_id', dto.warehouse_id);
    // The count and the page are independent reads: side by side on two connections, the list waits for the longer.
    const counted = qb.clone().getCount();
    const paged = qb
      .select([
        'b.part_id AS part_id',
        'p.spare_part_code AS spare_part_code',
        'p.name AS part_name',
        'p.specification AS specification',
        'p.unit AS unit',
        'b.warehouse_id AS warehouse_id',
        'w.name AS warehouse_name',
        'b.bin_id AS bin_id',
        'bn.code AS bin_code',
        'b.batch_no AS batch_no',
        'b.on_hand AS on_hand',
        'b.reserved AS reserved',
        'v.avg_cost AS avg_cost',
        'p.safety_stock_min AS safety_stock_min',
      ])
      .orderBy('p.spare_part_code', 'ASC')
      .addOrderBy('w.code', 'ASC')
      .addOrderBy('bn.code', 'ASC')
      .addOrderBy('b.batch_no', 'ASC')
      .offset((dto.pageNumber - 1) * dto.pageSize)
      .limit(dto.pageSize)
      .getRawMany<RawStock>();
    const [total, raw] = await Promise.all([counted, paged]);
    return {
      total,
      rows: raw.map((r) => {
        const onHand = Number(r.on_hand);
        const reserved = Number(r.reserved);
        return {
          part_id: Number(r.part_id),
          spare_part_code: r.spare_part_code,
          part_name: r.part_name,
          specification: r.specification,
          unit: r.unit,
          warehouse_id: Number(r.warehouse_id),
          warehouse_name: r.warehouse_name,
          bin_id: Number(r.bin_id) === NO_BIN ? null : Number(r.bin_id),
          bin_code: r.bin_code,
          batch_no: r.batch_no || null,
          on_hand: onHand,
          reserved,
          available: onHand - reserved,
          avg_cost: toMoney(r.avg_cost),
          safety_stock_min: r.safety_stock_min === null ? null : Number(r.safety_stock_min),
        };
      }),
    };
  }

  /**
   * Stock by part (the workspace's `ListIndex`): one row per part held in the caller's warehouses (or the one asked
   * for), summed over its bins and batches.
   */
  async byPart(ctx: Caller, dto: StockGroupDto): Promise<Page<StockByPartRow>> {
    const qb = await this.grouped(ctx, dto);
    whereKeyword(qb, dto.keyword ?? dto.keywordSearch, ['p.spare_part_code', 'p.name', 'p.specification']);
    const counted = qb.clone().select('COUNT(DISTINCT b.part_id)', 'n').getRawOne<{ n: number | string }>();
    const paged = qb
      .select([
        'b.part_id AS part_id',
        'p.spare_part_code AS spare_part_code',
        'p.name AS part_name',
        'p.specification AS specification',
        'p.unit AS unit',
        'p.bom_type AS bom_type',
        'p.safety_stock_min AS safety_stock_min',
        'SUM(b.on_hand) AS on_hand',
        'SUM(b.reserved) AS reserved',
        'COUNT(*) AS places',
      ])
      .groupBy('b.part_id')
      .addGroupBy('p.spare_part_code')
      .addGroupBy('p.name')
      .addGroupBy('p.specification')
      .addGroupBy('p.unit')
      .addGroupBy('p.bom_type')
      .addGroupBy('p.safety_stock_min')
      .orderBy('p.spare_part_code', 'ASC')
      .offset((dto.pageNumber - 1) * dto.pageSize)
      .limit(dto.pageSize)
      .getRawMany<Record<string, string | number | null>>();
    const [count, raw] = await Promise.all([counted, paged]);
    const total = Number(count?.n ?? 0);
    const num = (v: unknown) => Number(v ?? 0);
    const incoming = await this.onOrder.byPart(ctx, raw.map((r) => num(r.part_id)), dto.warehouse_id);
    return {
      total,
      rows: raw.map((r) => ({
        part_id: num(r.part_id),
        spare_part_code: String(r.spare_part_code),
        part_name: String(r.part_name),
        specification: (r.specification as string | null) ?? null,
        unit: (r.unit as string | null) ?? null,
        bom_type: r.bom_type === null || r.bom_type === undefined ? null : num(r.bom_type),
        on_hand: num(r.on_hand),
        reserved: num(r.reserved),
        available: num(r.on_hand) - num(r.reserved),
        places: num(r.places),
        safety_stock_min: r.safety_stock_min === null || r.safety_stock_min === undefined ? null : num(r.safety_stock_min),
        on_order: incoming.get(num(r.part_id)) ?? 0,
      })),
    };
  }

  /** Parts by type (the workspace's `typeIndex`): per BOM type, how many parts are held and how much of them. */
  async byType(ctx: Caller, dto: Omit<StockGroupDto, 'bom_type'>): Promise<StockByTypeRow[]> {
    const raw = await (await this.grouped(ctx, dto))
      .select(['p.bom_type AS bom_type', 'COUNT(DISTINCT b.part_id) AS parts', 'SUM(b.on_hand) AS on_hand', 'SUM(b.reserved) AS reserved'])
      .groupBy('p.bom_type')
      .orderBy('p.bom_type', 'ASC')
      .getRawMany<Record<string, string | number | null>>();
    return raw.map((r) => ({
      bom_type: r.bom_type === null || r.bom_type === undefined ? null : Number(r.bom_type),
      parts: Number(r.parts),
      on_hand: Number(r.on_hand),
      reserved: Number(r.reserved),
      available: Number(r.on_hand) - Number(r.reserved),
    }));
  }

  /** Places holding stock now in the caller's warehouses (the scope), of one warehouse and BOM type when asked. */
  private async grouped(ctx: Caller, dto: { warehouse_id?: number; bom_type?: number }) {
    // A warehouse asked for is one the caller may see (another enterprise's or out of scope: "not found").
    if (dto.warehouse_id) await this.scope.find(ctx, dto.warehouse_id);
    const qb = this.scope.apply(this.balances.createQueryBuilder('b'), ctx).innerJoin(SparePart, 'p', 'p.id = b.part_id').andWhere('b.on_hand > 0');
    if (dto.warehouse_id) qb.andWhere('b.warehouse_id = :wh', { wh: dto.warehouse_id });
    this.ofType(qb, dto.bom_type);
    return this.blind.exclude(qb, ctx, 'b.warehouse_id', dto.warehouse_id);
  }

  /** `bom_type` 0 asks for the parts without a type. */
  private ofType(qb: { andWhere: (where: string, params?: Record<string, unknown>) => unknown }, bomType: number | undefined): void {
    if (bomType === undefined) return;
    if (bomType === 0) qb.andWhere('p.bom_type IS NULL');
    else qb.andWhere('p.bom_type = :bomType', { bomType });
  }

  /** The ledger (in/out-bound records), newest first. */
  async movementPage(ctx: Caller, dto: StockMovementPageDto): Promise<Page<Movement>> {
    return pageViews(this.movementQuery(ctx, dto, await this.blind.hiddenFrom(ctx)), dto, (rows) => this.movementViews(ctx, rows));
  }

  /**
   * The ledger rows the caller may see matching the list's filters, newest first (the list and its export); rows of
   * `hidden` warehouses (open blind counts of the caller's) are left out, asking for one is refused.
   */
  movementQuery(ctx: Caller, dto: Omit<StockMovementPageDto, 'pageNumber' | 'pageSize'>, hidden: readonly number[] = []): SelectQueryBuilder<StockMovement> {
    const qb = excludeHidden(this.scope.apply(this.movements.createQueryBuilder('mv'), ctx), hidden, 'mv.warehouse_id', dto.warehouse_id);
    if (dto.keyword ?? dto.keywordSearch) {
      qb.innerJoin(SparePart, 'p', 'p.id = mv.part_id');
      whereKeyword(qb, dto.keyword ?? dto.keywordSearch, ['p.spare_part_code', 'p.name', 'mv.document_no']);
    }
    if (dto.warehouse_id) qb.andWhere('mv.warehouse_id = :wh', { wh: dto.warehouse_id });
    if (dto.part_id) qb.andWhere('mv.part_id = :part', { part: dto.part_id });
    if (dto.movement_type) qb.andWhere('mv.movement_type = :type', { type: dto.movement_type });
    if (dto.document_type) qb.andWhere('mv.document_type = :doc', { doc: dto.document_type });
    if (dto.direction) qb.andWhere(dto.direction === 'in' ? 'mv.quantity > 0' : 'mv.quantity < 0');
    if (dto.start_time) qb.andWhere('mv.create_time >= :start', { start: dto.start_time });
    if (dto.end_time) qb.andWhere('mv.create_time < :end', { end: dto.end_time });
    return qb.orderBy('mv.id', 'DESC');
  }

  /** Ledger rows with the names of their part, warehouse, bin, supplier and writer. */
  async movementViews(ctx: Pick<AuthContext, 'enterpriseId'>, rows: StockMovement[]): Promise<Movement[]> {
    if (!rows.length) return [];
    const { part, warehouse, bin, supplier, user } = await this.names.of(ctx.enterpriseId, {
      part: rows.map((r) => r.part_id),
      warehouse: rows.map((r) => r.warehouse_id),
      bin: rows.map((r) => r.bin_id),
      supplier: rows.map((r) => r.supplier_id),
      user: rows.map((r) => r.create_user_id),
    });
    return rows.map((r) => ({
      id: r.id,
      create_time: r.create_time,
      create_user_id: r.create_user_id,
      create_user_name: r.create_user_id === null ? null : (user.get(r.create_user_id) ?? null),
      document_no: r.document_no,
      movement_type: r.movement_type,
      part_id: r.part_id,
      spare_part_code: part.get(r.part_id)?.spare_part_code ?? '',
      part_name: part.get(r.part_id)?.name ?? '',
      warehouse_id: r.warehouse_id,
      warehouse_name: warehouse.get(r.warehouse_id) ?? '',
      bin_id: r.bin_id,
      bin_code: r.bin_id === null ? null : (bin.get(r.bin_id) ?? null),
      batch_no: r.batch_no,
      quantity: r.quantity,
      balance_after: r.balance_after,
      unit_cost: r.unit_cost,
      amount: r.amount,
      supplier_id: r.supplier_id,
      supplier_name: r.supplier_id === null ? null : (supplier.get(r.supplier_id) ?? null),
      document_type: r.document_type,
      document_id: r.document_id,
      reason: r.reason,
    }));
  }
}
