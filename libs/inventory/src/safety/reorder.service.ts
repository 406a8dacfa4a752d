import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { MessageKey, Page, ReorderSuggestionRow } from '@gengyun/contracts';
import { Translator, whereKeyword, type AuthContext } from '@gengyun/core';
import { writeSheet } from '@gengyun/files';
import { seesPartPrice } from '../cost/cost-display';
import { SparePart } from '../part/spare-part.entity';
import { Warehouse } from '../warehouse/warehouse.entity';
import { WarehouseScope, type Caller } from '../warehouse/warehouse-scope';
import { StockValue } from '../stock/stock.entity';
import { OnOrder } from '../receipt/on-order';
import { BlindStock } from '../stocktake/blind-stock';
import type { ReorderPageDto } from './reorder.dto';

interface RawSuggestion {
  part_id: number | string;
  spare_part_code: string;
  part_name: string;
  specification: string | null;
  unit: string | null;
  warehouse_id: number | string;
  warehouse_name: string;
  on_hand: number | string;
  safety_stock_min: number | string;
  safety_stock_max: number | string | null;
}

/** An export holds at most this many rows (the list's filters narrow it). */
const EXPORT_LIMIT = 10000;

const COLUMNS: Array<[MessageKey, (r: ReorderSuggestionRow) => string | number | null]> = [
  ['inventory.reorder.partCode', (r) => r.spare_part_code],
  ['inventory.reorder.partName', (r) => r.part_name],
  ['inventory.reorder.specification', (r) => r.specification],
  ['inventory.reorder.unit', (r) => r.unit],
  ['inventory.reorder.warehouse', (r) => r.warehouse_name],
  ['inventory.reorder.onHand', (r) => r.on_hand],
  ['inventory.part.safetyMin', (r) => r.safety_stock_min],
  ['inventory.part.safetyMax', (r) => r.safety_stock_max],
  ['inventory.reorder.onOrder', (r) => r.on_order],
  ['inventory.reorder.suggested', (r) => r.suggested],
];

/**
 * Reorder suggestions (issue 15 item 5): each part whose on-hand in a warehouse the caller may see is below its
 * safety minimum, with what to order to bring it back to its maximum. A warehouse counts for a part once it has held
 * it (its value row exists): parts are not expected in every store.
 */
@Injectable()
export class ReorderService {
  constructor(
    @InjectRepository(StockValue) private readonly values: Repository<StockValue>,
    @InjectRepository(SparePart) private readonly parts: Repository<SparePart>,
    private readonly scope: WarehouseScope,
    private readonly translator: Translator,
    private readonly onOrder: OnOrder,
    private readonly blind: BlindStock,
  ) {}

  async page(ctx: Caller, dto: ReorderPageDto): Promise<Page<ReorderSuggestionRow>> {
    const qb = await this.below(ctx, dto);
    const total = await qb.clone().getCount();
    const rows = await this.rows(ctx, qb.offset((dto.pageNumber - 1) * dto.pageSize).limit(dto.pageSize));
    return { total, rows };
  }

  /** How many part × warehouse pairs the caller may see are below their minimum (the work bench card). */
  async count(ctx: Caller): Promise<number> {
    return (await this.below(ctx, {})).getCount();
  }

  /**
   * The whole filtered list as one xlsx sheet, headed in the caller's language; with the "spare parts" cost display
   * also each part's price and what the suggested quantity costs at it (the columns are left out without it).
   */
  async export(ctx: AuthContext, dto: ReorderPageDto): Promise<Buffer> {
    const rows = await this.rows(ctx, (await this.below(ctx, dto)).limit(EXPORT_LIMIT));
    const columns = seesPartPrice(ctx) ? [...COLUMNS, ...(await this.costColumns(ctx, rows))] : COLUMNS;
    const headers = await Promise.all(columns.map(([key]) => this.translator.t(key, ctx.lang, [], ctx.enterpriseId)));
    const sheet = await this.translator.t('menu.bom.reorder', ctx.lang, [], ctx.enterpriseId);
    return writeSheet(sheet, headers, rows.map((r) => columns.map(([, cell]) => cell(r))));
  }

  private async costColumns(ctx: AuthContext, rows: ReorderSuggestionRow[]): Promise<typeof COLUMNS> {
    const ids = [...new Set(rows.map((r) => r.part_id))];
    const parts = ids.length ? await this.parts.find({ select: { id: true, price: true }, where: { enterprise_id: ctx.enterpriseId, id: In(ids) } }) : [];
    const price = new Map(parts.map((p) => [p.id, p.price === null ? null : Number(p.price)]));
    const money = (value: number | null | undefined) => (value === null || value === undefined ? null : value.toFixed(2));
    return [
      ['inventory.part.price', (r) => money(price.get(r.part_id))],
      ['inventory.reorder.suggestedAmount', (r) => money(price.get(r.part_id) === null || price.get(r.part_id) === undefined ? null : (price.get(r.part_id) as number) * r.suggested)],
    ];
  }

  private async below(ctx: Caller, dto: Partial<Pick<ReorderPageDto, 'warehouse_id' | 'keyword' | 'keywordSearch'>>): Promise<SelectQueryBuilder<StockValue>> {
    if (dto.warehouse_id) await this.scope.find(ctx, dto.warehouse_id);
    const qb = this.scope
      .apply(this.values.createQueryBuilder('v'), ctx)
      .innerJoin(SparePart, 'p', 'p.id = v.part_id AND p.enterprise_id = v.enterprise_id')
      .innerJoin(Warehouse, 'w', 'w.id = v.warehouse_id AND w.enterprise_id = v.enterprise_id')
      .andWhere('p.safety_stock_min IS NOT NULL AND v.on_hand < p.safety_stock_min');
    whereKeyword(qb, dto.keyword ?? dto.keywordSearch, ['p.spare_part_code', 'p.name', 'p.specification']);
    if (dto.warehouse_id) qb.andWhere('v.warehouse_id = :wh', { wh: dto.warehouse_id });
    return this.blind.exclude(qb, ctx, 'v.warehouse_id', dto.warehouse_id);
  }

  /** Pending receipts count as on order: what is suggested is what is still missing once they arrive. */
  private async rows(ctx: Caller, qb: SelectQueryBuilder<StockValue>): Promise<ReorderSuggestionRow[]> {
    const raw = await qb
      .select([
        'v.part_id AS part_id',
        'p.spare_part_code AS spare_part_code',
        'p.name AS part_name',
        'p.specification AS specification',
        'p.unit AS unit',
        'v.warehouse_id AS warehouse_id',
        'w.name AS warehouse_name',
        'v.on_hand AS on_hand',
        'p.safety_stock_min AS safety_stock_min',
        'p.safety_stock_max AS safety_stock_max',
      ])
      .orderBy('w.code', 'ASC')
      .addOrderBy('p.spare_part_code', 'ASC')
      .getRawMany<RawSuggestion>();
    const incoming = await this.onOrder.byPlace(ctx.enterpriseId, raw.map((r) => Number(r.part_id)), raw.map((r) => Number(r.warehouse_id)));
    return raw.map((r) => {
      const onHand = Number(r.on_hand);
      const min = Number(r.safety_stock_min);
      const max = r.safety_stock_max === null ? null : Number(r.safety_stock_max);
      const onOrder = incoming.get(`${Number(r.part_id)}|${Number(r.warehouse_id)}`) ?? 0;
      return {
        part_id: Number(r.part_id),
        spare_part_code: r.spare_part_code,
        part_name: r.part_name,
        specification: r.specification,
        unit: r.unit,
        warehouse_id: Number(r.warehouse_id),
        warehouse_name: r.warehouse_name,
        on_hand: onHand,
        safety_stock_min: min,
        safety_stock_max: max,
        on_order: onOrder,
        suggested: Math.max(0, (max ?? min) - onHand - onOrder),
      };
    });
  }
}
