import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { PartOrder } from '../order/part-order.entity';
import { WarehouseScope, type Caller } from '../warehouse/warehouse-scope';
import { StockReceiptLine } from './receipt.entity';

const PENDING = "EXISTS (SELECT 1 FROM inventory_receipt pr WHERE pr.id = rl.receipt_id AND pr.status = 'pending')";
type Sum = { part_id: number | string; warehouse_id?: number | string; quantity: number | string | null };

/**
 * What is coming and not on hand yet ("on order", incoming): the lines of pending receipts and what open orders still
 * wait for (quantity − received). Answered beside stock and subtracted in the reorder suggestions.
 */
@Injectable()
export class OnOrder {
  constructor(
    @InjectRepository(StockReceiptLine) private readonly lines: Repository<StockReceiptLine>,
    @InjectRepository(PartOrder) private readonly orders: Repository<PartOrder>,
    private readonly scope: WarehouseScope,
  ) {}

  /** Per part, over the caller's warehouses (or the one asked for). */
  async byPart(ctx: Caller, partIds: readonly number[], warehouseId?: number): Promise<Map<number, number>> {
    if (!partIds.length) return new Map();
    const narrow = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string): SelectQueryBuilder<T> => {
      this.scope
        .apply(qb, ctx)
        .select(`${alias}.part_id`, 'part_id')
        .andWhere(`${alias}.part_id IN (:...onOrderParts)`, { onOrderParts: [...partIds] })
        .groupBy(`${alias}.part_id`);
      if (warehouseId) qb.andWhere(`${alias}.warehouse_id = :onOrderWh`, { onOrderWh: warehouseId });
      return qb;
    };
    const rows = [
      ...(await narrow(this.lines.createQueryBuilder('rl'), 'rl').addSelect('SUM(rl.quantity)', 'quantity').andWhere(PENDING).getRawMany<Sum>()),
      ...(await narrow(this.orders.createQueryBuilder('po'), 'po').addSelect('SUM(po.quantity - po.received)', 'quantity').andWhere("po.status = 'open'").getRawMany<Sum>()),
    ];
    return summed(rows, (r) => Number(r.part_id));
  }

  /** Per part × warehouse (`partId|warehouseId`), for pairs already in the caller's scope. */
  async byPlace(enterpriseId: number, partIds: readonly number[], warehouseIds: readonly number[]): Promise<Map<string, number>> {
    if (!partIds.length || !warehouseIds.length) return new Map();
    const narrow = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string): SelectQueryBuilder<T> =>
      qb
        .select(`${alias}.part_id`, 'part_id')
        .addSelect(`${alias}.warehouse_id`, 'warehouse_id')
        .where(`${alias}.enterprise_id = :e`, { e: enterpriseId })
        .andWhere(`${alias}.part_id IN (:...parts)`, { parts: [...new Set(partIds)] })
        .andWhere(`${alias}.warehouse_id IN (:...warehouses)`, { warehouses: [...new Set(warehouseIds)] })
        .groupBy(`${alias}.part_id`)
        .addGroupBy(`${alias}.warehouse_id`);
    const rows = [
      ...(await narrow(this.lines.createQueryBuilder('rl'), 'rl').addSelect('SUM(rl.quantity)', 'quantity').andWhere(PENDING).getRawMany<Sum>()),
      ...(await narrow(this.orders.createQueryBuilder('po'), 'po').addSelect('SUM(po.quantity - po.received)', 'quantity').andWhere("po.status = 'open'").getRawMany<Sum>()),
    ];
    return summed(rows, (r) => `${Number(r.part_id)}|${Number(r.warehouse_id)}`);
  }
}

function summed<K>(rows: readonly Sum[], key: (r: Sum) => K): Map<K, number> {
  const out = new Map<K, number>();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + Math.max(0, Number(r.quantity ?? 0)));
  return out;
}
