import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { BusinessError } from '@gengyun/core';
import { WorkOrder } from './work-order.entity';

/**
 * The conditional write every change of an order makes: only from the version the caller read, raising it. A miss
 * means someone changed the order first: "get the latest data and retry", and the caller's transaction rolls back.
 */
export async function writeAtVersion(
  m: EntityManager,
  enterpriseId: number,
  orderId: number,
  version: number,
  columns: QueryDeepPartialEntity<WorkOrder>,
  now = new Date(),
): Promise<void> {
  // The folded search text follows the title; only the caller knows the code it is folded with.
  if (columns.title !== undefined && columns.search_text === undefined) throw new Error('writeAtVersion: a new title needs its search_text');
  const done = await m
    .createQueryBuilder()
    .update(WorkOrder)
    .set({ ...columns, version: () => 'version + 1', update_time: now })
    .where('id = :id AND enterprise_id = :e AND version = :v', { id: orderId, e: enterpriseId, v: version })
    .execute();
  if (!done.affected) throw BusinessError.conflict('common.errors.staleData');
}
