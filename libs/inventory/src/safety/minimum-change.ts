import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { StockValue } from '../stock/stock.entity';
import { SafetyCrossings, type Crossing } from './safety-crossings';
import { SafetyNotifier } from './safety-notifier';

/**
 * A part's safety minimum changed without a movement: its stock in each warehouse is judged against the new minimum
 * as a movement's would be — a warehouse now below it alerts its manager once, one now at or above it closes its
 * alert so the next drop alerts again.
 */
@Injectable()
export class MinimumChange {
  constructor(
    private readonly crossings: SafetyCrossings,
    private readonly notifier: SafetyNotifier,
  ) {}

  /** In the part's update transaction, after the new minimum is written; the value rows are locked as the ledger locks them. */
  async judge(m: EntityManager, enterpriseId: number, partId: number): Promise<Crossing[]> {
    const qb = m.createQueryBuilder(StockValue, 'v').where('v.enterprise_id = :e AND v.part_id = :part', { e: enterpriseId, part: partId }).orderBy('v.id', 'ASC');
    if (m.connection.options.type !== 'better-sqlite3') qb.setLock('pessimistic_write');
    return this.crossings.track(m, enterpriseId, await qb.getMany());
  }

  /** After the transaction committed: the managers are told (never failing the edit). */
  tell(enterpriseId: number, crossings: readonly Crossing[]): Promise<void> {
    return this.notifier.crossed(enterpriseId, crossings);
  }
}
