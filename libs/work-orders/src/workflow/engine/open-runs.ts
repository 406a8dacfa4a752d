import { In, type EntityManager } from 'typeorm';
import { WorkOrder } from '../../order/work-order.entity';
import { WorkOrderNode, WorkOrderNodeTask } from './work-order-node.entity';

const OPEN = In(['active', 'waiting']);

/**
 * The one rule of "held by an open run", as SQL on the order aliased `alias`: a node of its run is being worked on or a
 * join is waiting. The refusals (`openRuns`) and the batch distribution's list (which must not offer what it would
 * refuse) both read it from here.
 */
export const openRunCondition = (alias: string): string =>
  `EXISTS (SELECT 1 FROM work_order_node run_node WHERE run_node.work_order_id = ${alias}.id AND run_node.state IN ('active', 'waiting'))`;

/** Of these orders, the ids whose workflow run still has a node being worked on or a join waiting. */
export async function openRuns(m: EntityManager, enterpriseId: number, orderIds: readonly number[]): Promise<Set<number>> {
  if (!orderIds.length) return new Set();
  const rows = await m
    .createQueryBuilder(WorkOrder, 'o')
    .select('o.id', 'id')
    .where({ enterprise_id: enterpriseId, id: In([...orderIds]) })
    .andWhere(openRunCondition('o'))
    .getRawMany<{ id: number | string }>();
  return new Set(rows.map((r) => Number(r.id)));
}

/** The order ended while its run was open: the open nodes stop and their open tasks are dropped. */
export async function stopRun(m: EntityManager, orderId: number, now: Date): Promise<void> {
  await m.update(WorkOrderNodeTask, { work_order_id: orderId, state: 'pending' }, { state: 'dropped', decided_time: now, update_time: now });
  await m.update(WorkOrderNode, { work_order_id: orderId, state: OPEN }, { state: 'stopped', left_time: now, update_time: now });
}
