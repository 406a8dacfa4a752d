import { In, type EntityManager } from 'typeorm';
import { WorkOrderNode, WorkOrderNodeTask } from './work-order-node.entity';

const OPEN = In(['active', 'waiting']);

/** Of these orders, the ids whose workflow run still has a node being worked on or a join waiting. */
export async function openRuns(m: EntityManager, enterpriseId: number, orderIds: readonly number[]): Promise<Set<number>> {
  if (!orderIds.length) return new Set();
  const rows = await m
    .createQueryBuilder(WorkOrderNode, 'n')
    .select('DISTINCT n.work_order_id', 'id')
    .where({ enterprise_id: enterpriseId, work_order_id: In([...orderIds]), state: OPEN })
    .getRawMany<{ id: number | string }>();
  return new Set(rows.map((r) => Number(r.id)));
}

/** The order ended while its run was open: the open nodes stop and their open tasks are dropped. */
export async function stopRun(m: EntityManager, orderId: number, now: Date): Promise<void> {
  await m.update(WorkOrderNodeTask, { work_order_id: orderId, state: 'pending' }, { state: 'dropped', decided_time: now, update_time: now });
  await m.update(WorkOrderNode, { work_order_id: orderId, state: OPEN }, { state: 'stopped', left_time: now, update_time: now });
}
