import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { BusinessError, type AuthContext } from '@gengyun/core';
import { lineField } from '../stock/stock-ledger.service';
import { WarehouseScope } from '../warehouse/warehouse-scope';
import { PartOrder } from './part-order.entity';

/** What a put-in brings in against one order (lines naming the same order summed). */
export interface OrderClaim {
  orderId: number;
  quantity: number;
}

type Named = { part_id: number; quantity: number; order_id?: number };

/**
 * A put-in line (or a pending receipt's, fulfilled on confirmation) naming the order it fulfils: the order is checked with the rest of the put-in (one of the caller's
 * warehouses — another's or another enterprise's is "not found" —, the put-in's part and warehouse, still open), and
 * taken in the put-in's transaction, so an order closed or cancelled in between refuses the whole document.
 */
@Injectable()
export class OrderFulfilment {
  constructor(
    @InjectRepository(PartOrder) private readonly orders: Repository<PartOrder>,
    private readonly scope: WarehouseScope,
  ) {}

  async check(ctx: AuthContext, warehouseId: number, lines: readonly Named[]): Promise<OrderClaim[]> {
    const ids = [...new Set(lines.flatMap((l) => (l.order_id === undefined ? [] : [l.order_id])))];
    if (!ids.length) return [];
    const found = await this.scope.apply(this.orders.createQueryBuilder('o'), ctx).andWhere('o.id IN (:...poIds)', { poIds: ids }).getMany();
    const order = new Map(found.map((o) => [o.id, o]));
    const claims = new Map<number, number>();
    for (const [i, line] of lines.entries()) {
      if (line.order_id === undefined) continue;
      const o = order.get(line.order_id);
      const field = { fields: { [lineField(i, 'order_id')]: 'exists' } };
      if (!o) throw new BusinessError('common.errors.notFound', 404, [], field);
      if (o.part_id !== line.part_id || o.warehouse_id !== warehouseId) throw new BusinessError('inventory.order.mismatch', 422, await this.names(o), { fields: { [lineField(i, 'order_id')]: 'matches' } });
      if (o.status !== 'open') throw new BusinessError('inventory.order.notOpen', 409, [], field);
      claims.set(o.id, (claims.get(o.id) ?? 0) + line.quantity);
    }
    return [...claims].map(([orderId, quantity]) => ({ orderId, quantity }));
  }

  /**
   * Inside the put-in's transaction: received grows by what came in (conditionally on the order being open), then
   * the order closes once received reaches the quantity. Two statements, because MySQL reads a column already
   * assigned earlier in the same SET while SQLite reads the old value.
   */
  async fulfil(m: EntityManager, enterpriseId: number, claims: readonly OrderClaim[]): Promise<void> {
    for (const claim of [...claims].sort((a, b) => a.orderId - b.orderId)) {
      const taken = await m
        .createQueryBuilder()
        .update(PartOrder)
        .set({ received: () => 'received + :got', version: () => 'version + 1', update_time: new Date() })
        .where("id = :id AND enterprise_id = :e AND status = 'open'", { id: claim.orderId, e: enterpriseId, got: claim.quantity })
        .execute();
      if (!taken.affected) throw BusinessError.conflict('inventory.order.notOpen');
      await m.createQueryBuilder().update(PartOrder).set({ status: 'received' }).where("id = :id AND status = 'open' AND received >= quantity", { id: claim.orderId }).execute();
    }
  }

  private async names(o: PartOrder): Promise<string[]> {
    const [row] = (await this.orders.query(
      'SELECT p.spare_part_code AS code, w.name AS name FROM inventory_spare_part p, inventory_warehouse w WHERE p.id = ? AND w.id = ?',
      [o.part_id, o.warehouse_id],
    )) as Array<{ code: string; name: string }>;
    return [row?.code ?? '', row?.name ?? ''];
  }
}
