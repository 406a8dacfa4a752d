import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthContext } from '@gengyun/core';
import { WarehouseScope } from '../warehouse/warehouse-scope';
import { PartOrder } from './part-order.entity';

export type OrderName = Pick<PartOrder, 'id' | 'supplier_id' | 'create_time'>;

/**
 * What other answers show of the orders they name (a receipt's lines): one read for all of them, of the warehouses
 * the caller may see only — an order outside them, or another enterprise's, is missing from the map and goes
 * undescribed — as a name's look-up must not tell more than the order's own detail would.
 */
@Injectable()
export class NamedOrders {
  constructor(
    @InjectRepository(PartOrder) private readonly orders: Repository<PartOrder>,
    private readonly scope: WarehouseScope,
  ) {}

  async of(ctx: AuthContext, ids: Iterable<number | null>): Promise<ReadonlyMap<number, OrderName>> {
    const list = [...new Set([...ids].filter((id): id is number => id !== null))];
    if (!list.length) return new Map();
    const found = await this.scope
      .apply(this.orders.createQueryBuilder('o').select(['o.id', 'o.supplier_id', 'o.create_time']), ctx)
      .andWhere('o.id IN (:...noIds)', { noIds: list })
      .getMany();
    return new Map(found.map((o) => [o.id, o]));
  }
}
