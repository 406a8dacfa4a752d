import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { PartOrder } from '../order/part-order.entity';
import { WarehouseScope, type Caller } from '../warehouse/warehouse-scope';
import { StockReceiptLine } from './receipt.entity';

const PENDING = "EXISTS (SELECT 1 FROM inventory_receipt pr WHERE pr.id = rl.receipt_id AND pr.status = 'pending')";
/** What an open order still waits for beyond what pending receipts naming it announce (clamped at zero per order). */
const UNANNOUNCED =
  "po.quantity - po.received - COALESCE((SELECT SUM(al.quantity) FROM inventory_receipt_line al JOIN inventory_receipt ar ON ar.id = al.receipt_id WHERE al.enterprise_id = po.enterprise_id AND al.order_id = po.id AND ar.status = 'pending'), 0)";
type Sum = { part_id: number | string; warehouse_id?: number | string; quantity: number | string | null };

/**
 * What is coming and not on hand yet ("on order", incoming): the lines of pending receipts, and what open orders still
 * wait for (quantity − received) less what pending receipts naming them already announce — goods announced for an
 * order count once. Answered beside stock and subtracted in the reorder suggestions.
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
        .andWhere(`${alias}.part_id IN (:...onOrderParts)`, { onOrderParts: [...partIds] });
      if (warehouseId) qb.andWhere(`${alias}.warehouse_id = :onOrderWh`, { onOrderWh: warehouseId });
      return qb;
    };
    const rows = [
      ...(await narrow(this.lines.createQueryBuilder('rl'), 'rl').addSelect('SUM(rl.quantity)', 'quantity').andWhere(PENDING).groupBy('rl.part_id').getRawMany<Sum>()),
      ...(await narrow(this.orders.createQueryBuilder('po'), 'po').addSelect(UNANNOUNCED, 'quantity').andWhere("po.status = 'open'").getRawMany<Sum>()),
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
        .andWhere(`${alias}.warehouse_id IN (:...warehouses)`, { warehouses: [...new Set(warehouseIds)] });
    const rows = [
      ...(await narrow(this.lines.createQueryBuilder('rl'), 'rl').addSelect('SUM(rl.quantity)', 'quantity').andWhere(PENDING).groupBy('rl.part_id').addGroupBy('rl.warehouse_id').getRawMany<Sum>()),
      ...(await narrow(this.orders.createQueryBuilder('po'), 'po').addSelect(UNANNOUNCED, 'quantity').andWhere("po.status = 'open'").getRawMany<Sum>()),
    ];
    return summed(rows, (r) => `${Number(r.part_id)}|${Number(r.warehouse_id)}`);
  }
}

/** Rows are a receipt sum or one order each, so clamping a row at zero clamps each order. */
function summed<K>(rows: readonly Sum[], key: (r: Sum) => K): Map<K, number> {
  const out = new Map<K, number>();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + Math.max(0, Number(r.quantity ?? 0)));
  return out;
}
