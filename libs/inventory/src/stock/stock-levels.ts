import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { SparePart } from '../part/spare-part.entity';
import { WarehouseScope, type Caller } from '../warehouse/warehouse-scope';
import { StockBalance, StockValue } from './stock.entity';
import { BlindStock } from '../stocktake/blind-stock';

/** How much of each part the caller's warehouses hold: what the parts catalogue shows beside each part. */
@Injectable()
export class StockLevels {
  constructor(
    @InjectRepository(StockBalance) private readonly balances: Repository<StockBalance>,
    private readonly scope: WarehouseScope,
    private readonly blind: BlindStock,
  ) {}

  async onHandByPart(ctx: Caller, partIds: readonly number[]): Promise<Map<number, number>> {
    if (!partIds.length) return new Map();
    const qb = this.scope
      .apply(this.balances.createQueryBuilder('b'), ctx)
      .select('b.part_id', 'part_id')
      .addSelect('SUM(b.on_hand)', 'on_hand')
      .andWhere('b.part_id IN (:...partIds)', { partIds })
      .groupBy('b.part_id');
    await this.blind.exclude(qb, ctx, 'b.warehouse_id');
    const rows = await qb.getRawMany<{ part_id: number | string; on_hand: number | string | null }>();
    return new Map(rows.map((r) => [Number(r.part_id), Number(r.on_hand ?? 0)]));
  }

  /** Narrows a parts query (alias `p`) to those whose on-hand in the caller's warehouses is below their minimum. */
  async belowMinimum(qb: SelectQueryBuilder<SparePart>, ctx: Caller): Promise<void> {
    const visible = await this.scope.visibleIds(ctx);
    if (visible && !visible.length) {
      qb.andWhere('p.safety_stock_min > 0');
      return;
    }
    const inVisible = visible ? ' AND sb.warehouse_id IN (:...belowWarehouses)' : '';
    qb.andWhere(
      `p.safety_stock_min IS NOT NULL AND p.safety_stock_min > COALESCE((SELECT SUM(sb.on_hand) FROM inventory_stock_balance sb WHERE sb.enterprise_id = p.enterprise_id AND sb.part_id = p.id${inVisible}), 0)`,
      visible ? { belowWarehouses: visible } : {},
    );
  }

  /** Drops a deleted part's empty balance and value rows (a part with ledger rows is never deleted). */
  async forget(m: EntityManager, enterpriseId: number, partId: number): Promise<void> {
    await m.delete(StockBalance, { enterprise_id: enterpriseId, part_id: In([partId]) });
    await m.delete(StockValue, { enterprise_id: enterpriseId, part_id: partId });
  }
}
