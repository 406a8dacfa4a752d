import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { Permission } from '@gengyun/contracts';
import { BusinessError, holdsAny, type AuthContext } from '@gengyun/core';
import { Stocktake, StocktakeLine } from './stocktake.entity';

/** Who reads stock; `permissions` is missing for a caller kept by a task (then they are no approver). */
export type StockReader = Pick<AuthContext, 'enterpriseId' | 'userId' | 'isAdmin'> & { permissions?: ReadonlySet<string> };

const OPEN_STATES = ['draft', 'counting', 'finished'];

type Pair = { warehouse_id: number | string; user_id: number | string };

/** The key of a warehouse × user pair in `BlindStock.counting`'s answer. */
export const countingKey = (warehouseId: number, userId: number): string => `${warehouseId}|${userId}`;

/**
 * A blind count keeps on-hand from its counters until it is approved — also on the stock pages, not only in the count:
 * while a blind count of a warehouse is open (draft, counting or finished), its person and everyone who has counted a
 * line of it, unless they approve counts, cannot read that warehouse's stock. A list asking for that warehouse is
 * refused with the reason; a list over all the caller's warehouses leaves it out (stock, stock by part and type, the
 * ledger and its export — whose rows carry the balance they left —, reorder suggestions, the catalogue's on-hand).
 */
@Injectable()
export class BlindStock {
  constructor(@InjectRepository(Stocktake) private readonly counts: Repository<Stocktake>) {}

  async hiddenFrom(reader: StockReader): Promise<number[]> {
    if (reader.isAdmin || (reader.permissions && holdsAny({ isAdmin: false, permissions: reader.permissions }, Permission.stocktake.approve))) return [];
    const rows = await this.counts
      .createQueryBuilder('st')
      .select('DISTINCT st.warehouse_id', 'warehouse_id')
      .where('st.enterprise_id = :blindE AND st.blind = 1 AND st.state IN (:...blindOpen)', { blindE: reader.enterpriseId, blindOpen: OPEN_STATES })
      .andWhere('(st.person_user_id = :blindMe OR EXISTS (SELECT 1 FROM inventory_stocktake_line bl WHERE bl.stocktake_id = st.id AND bl.count_user_id = :blindMe))', { blindMe: reader.userId })
      .getRawMany<{ warehouse_id: number | string }>();
    return rows.map((r) => Number(r.warehouse_id));
  }

  /**
   * Of these warehouse × user pairs (as `countingKey`s), those whose user counts an open blind count of the warehouse
   * (its person or a line's counter). Approval is not looked at: the users are not the caller, who checks their rights.
   */
  async counting(enterpriseId: number, pairs: ReadonlyArray<{ warehouseId: number; userId: number }>): Promise<Set<string>> {
    if (!pairs.length) return new Set();
    const open = () =>
      this.counts
        .createQueryBuilder('st')
        .where('st.enterprise_id = :blindE AND st.blind = 1 AND st.state IN (:...blindOpen)', { blindE: enterpriseId, blindOpen: OPEN_STATES })
        .andWhere('st.warehouse_id IN (:...blindWh)', { blindWh: [...new Set(pairs.map((p) => p.warehouseId))] });
    const users = [...new Set(pairs.map((p) => p.userId))];
    const [persons, counters] = await Promise.all([
      open().select('st.warehouse_id', 'warehouse_id').addSelect('st.person_user_id', 'user_id').andWhere('st.person_user_id IN (:...blindUsers)', { blindUsers: users }).getRawMany<Pair>(),
      open()
        .innerJoin(StocktakeLine, 'bl', 'bl.stocktake_id = st.id')
        .select('st.warehouse_id', 'warehouse_id')
        .addSelect('bl.count_user_id', 'user_id')
        .distinct(true)
        .andWhere('bl.count_user_id IN (:...blindUsers)', { blindUsers: users })
        .getRawMany<Pair>(),
    ]);
    const found = new Set([...persons, ...counters].map((r) => countingKey(Number(r.warehouse_id), Number(r.user_id))));
    return new Set(pairs.map((p) => countingKey(p.warehouseId, p.userId)).filter((k) => found.has(k)));
  }

  /** Refuses a list of a hidden warehouse; otherwise leaves the hidden ones out (`column` holds the warehouse id). */
  async exclude<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, reader: StockReader, column: string, asked?: number): Promise<SelectQueryBuilder<T>> {
    return excludeHidden(qb, await this.hiddenFrom(reader), column, asked);
  }
}

/** The same rule with the hidden warehouses known (an export job applies those its asker had). */
export function excludeHidden<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, hidden: readonly number[], column: string, asked?: number): SelectQueryBuilder<T> {
  if (!hidden.length) return qb;
  if (asked !== undefined && hidden.includes(asked)) throw new BusinessError('inventory.stocktake.blindStockHidden', 403);
  return qb.andWhere(`${column} NOT IN (:...blindHidden)`, { blindHidden: [...hidden] });
}
