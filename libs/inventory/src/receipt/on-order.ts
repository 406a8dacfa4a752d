import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { WarehouseScope, type Caller } from '../warehouse/warehouse-scope';
import { StockReceiptLine } from './receipt.entity';

const PENDING = "EXISTS (SELECT 1 FROM inventory_receipt pr WHERE pr.id = rl.receipt_id AND pr.status = 'pending')";

/** What pending receipts announce and is not on hand yet ("on order", incoming): beside stock and in reorder suggestions. */
@Injectable()
export class OnOrder {
  constructor(
    @InjectRepository(StockReceiptLine) private readonly lines: Repository<StockReceiptLine>,
    private readonly scope: WarehouseScope,
  ) {}

  /** Per part, over the caller's warehouses (or the one asked for). */
  async byPart(ctx: Caller, partIds: readonly number[], warehouseId?: number): Promise<Map<number, number>> {
    if (!partIds.length) return new Map();
    const qb = this.scope
      .apply(this.lines.createQueryBuilder('rl'), ctx)
      .select('rl.part_id', 'part_id')
      .addSelect('SUM(rl.quantity)', 'quantity')
      .andWhere('rl.part_id IN (:...onOrderParts)', { onOrderParts: [...partIds] })
      .andWhere(PENDING)
      .groupBy('rl.part_id');
    if (warehouseId) qb.andWhere('rl.warehouse_id = :onOrderWh', { onOrderWh: warehouseId });
    const rows = await qb.getRawMany<{ part_id: number | string; quantity: number | string | null }>();
    return new Map(rows.map((r) => [Number(r.part_id), Number(r.quantity ?? 0)]));
  }

  /** Per part × warehouse (`partId|warehouseId`), for pairs already in the caller's scope. */
  async byPlace(enterpriseId: number, partIds: readonly number[], warehouseIds: readonly number[]): Promise<Map<string, number>> {
    if (!partIds.length || !warehouseIds.length) return new Map();
    const rows = await this.lines
      .createQueryBuilder('rl')
      .select('rl.part_id', 'part_id')
      .addSelect('rl.warehouse_id', 'warehouse_id')
      .addSelect('SUM(rl.quantity)', 'quantity')
      .where('rl.enterprise_id = :e', { e: enterpriseId })
      .andWhere('rl.part_id IN (:...parts)', { parts: [...new Set(partIds)] })
      .andWhere('rl.warehouse_id IN (:...warehouses)', { warehouses: [...new Set(warehouseIds)] })
      .andWhere(PENDING)
      .groupBy('rl.part_id')
      .addGroupBy('rl.warehouse_id')
      .getRawMany<{ part_id: number | string; warehouse_id: number | string; quantity: number | string | null }>();
    return new Map(rows.map((r) => [`${Number(r.part_id)}|${Number(r.warehouse_id)}`, Number(r.quantity ?? 0)]));
  }
}
