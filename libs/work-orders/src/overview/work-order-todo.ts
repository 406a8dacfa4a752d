import { Brackets, type SelectQueryBuilder, type WhereExpressionBuilder } from 'typeorm';
import { Permission as P, WORK_ORDER_TODO_STATUSES as ST, type WorkOrderTodoKind } from '@gengyun/contracts';
import { holdsAny, type AuthContext } from '@gengyun/core';
import type { WorkOrder } from '../order/work-order.entity';

export type TodoViewer = Pick<AuthContext, 'enterpriseId' | 'userId' | 'isAdmin' | 'permissions'>;

/** Which kinds of to-do the caller's permissions admit (docs/decisions/work-orders-screens.md). */
export const todoKinds = (ctx: TodoViewer): WorkOrderTodoKind[] => {
  const kinds: WorkOrderTodoKind[] = [];
  if (holdsAny(ctx, P.workOrder.handle)) kinds.push('accept', 'work', 'grab');
  if (holdsAny(ctx, P.workOrder.review)) kinds.push('review');
  kinds.push('evaluate');
  return kinds;
};

const HANDLES = 'EXISTS (SELECT 1 FROM work_order_handler th WHERE th.work_order_id = o.id AND th.user_id = :todoMe)';
const IN_MY_POOL = 'o.pool_id IN (SELECT tp.pool_id FROM work_order_pool_member tp WHERE tp.enterprise_id = :todoEnterprise AND tp.user_id = :todoMe)';

/** Orders of the caller's pools waiting to be grabbed that they do not handle already. */
export const waitingInMyPools = (w: WhereExpressionBuilder): WhereExpressionBuilder =>
  w.where('o.status IN (:...todoGrab)', { todoGrab: ST.grab }).andWhere(IN_MY_POOL).andWhere(`NOT ${HANDLES}`);

/** One kind's condition on the order `o` (the caller is `:todoMe`). */
function condition(kind: WorkOrderTodoKind, ctx: TodoViewer): Brackets {
  switch (kind) {
    case 'accept':
      return new Brackets((w) => w.where('o.status IN (:...todoAccept)', { todoAccept: ST.accept }).andWhere('o.accepted_time IS NULL').andWhere(HANDLES));
    case 'work':
      return new Brackets((w) =>
        w
          .where(HANDLES)
          .andWhere(new Brackets((s) => s.where('o.status IN (:...todoWork)', { todoWork: ST.work }).orWhere("(o.status = 'overdue' AND o.accepted_time IS NOT NULL)"))),
      );
    case 'grab':
      return new Brackets(waitingInMyPools);
    case 'review':
      return new Brackets((w) => w.where('o.status IN (:...todoReview)', { todoReview: ST.review }));
    case 'evaluate':
      return new Brackets((w) =>
        holdsAny(ctx, P.workOrder.review)
          ? w.where('o.status IN (:...todoEvaluate)', { todoEvaluate: ST.evaluate })
          : w.where('o.status IN (:...todoEvaluate)', { todoEvaluate: ST.evaluate }).andWhere('o.create_user_id = :todoMe'),
      );
  }
}

/** Narrows the caller's visible orders to their to-dos: any of the kinds they may have, or the one asked for. */
export function whereTodo(qb: SelectQueryBuilder<WorkOrder>, ctx: TodoViewer, only?: WorkOrderTodoKind): SelectQueryBuilder<WorkOrder> {
  const kinds = todoKinds(ctx).filter((kind) => !only || kind === only);
  qb.setParameters({ todoMe: ctx.userId, todoEnterprise: ctx.enterpriseId });
  if (!kinds.length) return qb.andWhere('1 = 0');
  return qb.andWhere(new Brackets((w) => kinds.forEach((kind) => w.orWhere(condition(kind, ctx)))));
}

/** The first kind a listed order matches, in the order of `WORK_ORDER_TODO_KINDS` (the row's in-place action). */
export function kindOf(
  order: Pick<WorkOrder, 'status' | 'accepted_time' | 'pool_id' | 'create_user_id'>,
  handlerIds: readonly number[],
  myPools: ReadonlySet<number>,
  ctx: TodoViewer,
): WorkOrderTodoKind {
  const kinds = todoKinds(ctx);
  const handles = handlerIds.includes(ctx.userId);
  const is = (list: readonly string[]): boolean => list.includes(order.status);
  const matches: Record<WorkOrderTodoKind, boolean> = {
    accept: handles && is(ST.accept) && !order.accepted_time,
    work: handles && (is(ST.work) || (order.status === 'overdue' && !!order.accepted_time)),
    grab: !handles && is(ST.grab) && order.pool_id !== null && myPools.has(order.pool_id),
    review: is(ST.review),
    evaluate: is(ST.evaluate) && (holdsAny(ctx, P.workOrder.review) || order.create_user_id === ctx.userId),
  };
  return kinds.find((kind) => matches[kind]) ?? 'work';
}
