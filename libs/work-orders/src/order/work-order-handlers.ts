import type { EntityManager } from 'typeorm';
import type { AuthContext } from '@gengyun/core';
import { WorkOrderHandler } from './work-order.entity';

type Writer = Pick<AuthContext, 'enterpriseId' | 'userId'>;

/** Makes `userIds` the order's handlers, inside the change's transaction. */
export async function replaceHandlers(m: EntityManager, ctx: Writer, orderId: number, userIds: readonly number[]): Promise<void> {
  await m.delete(WorkOrderHandler, { enterprise_id: ctx.enterpriseId, work_order_id: orderId });
  await addHandlers(m, ctx, [{ orderId, userIds }]);
}

/** The handlers of orders that have none yet (new orders), with one statement for them all. */
export async function addHandlers(m: EntityManager, ctx: Writer, orders: ReadonlyArray<{ orderId: number; userIds: readonly number[] }>): Promise<void> {
  const now = new Date();
  const rows = orders.flatMap(({ orderId, userIds }) =>
    [...new Set(userIds)].map((user_id) => ({ enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, create_time: now, update_time: now, work_order_id: orderId, user_id })),
  );
  if (rows.length) await m.insert(WorkOrderHandler, rows);
}
