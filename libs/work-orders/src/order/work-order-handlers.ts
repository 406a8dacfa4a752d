import type { EntityManager } from 'typeorm';
import type { AuthContext } from '@gengyun/core';
import { WorkOrderHandler } from './work-order.entity';

/** Makes `userIds` the order's handlers, inside the change's transaction. */
export async function replaceHandlers(m: EntityManager, ctx: Pick<AuthContext, 'enterpriseId' | 'userId'>, orderId: number, userIds: readonly number[]): Promise<void> {
  await m.delete(WorkOrderHandler, { enterprise_id: ctx.enterpriseId, work_order_id: orderId });
  const unique = [...new Set(userIds)];
  if (unique.length) {
    await m.insert(
      WorkOrderHandler,
      unique.map((user_id) => ({ enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, create_time: new Date(), update_time: new Date(), work_order_id: orderId, user_id })),
    );
  }
}
