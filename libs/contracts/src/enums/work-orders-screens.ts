import type { WorkOrderAction, WorkOrderStatus } from './work-orders';

/**
 * Why an order is on the caller's to-do list (`/workOrder/todo`, docs/decisions/work-orders-screens.md):
 * - `accept`: they handle it and have not accepted it yet (to accept or transferred to them);
 * - `work`: they handle it (or are in charge of it) and it waits for them to start, resume or finish;
 * - `grab`: it waits in a pool they belong to;
 * - `review`: it waits for approval, confirmation, review or archiving, and they may review;
 * - `evaluate`: it waits for an evaluation, and they raised it or may review.
 */
export const WORK_ORDER_TODO_KINDS = ['accept', 'work', 'grab', 'review', 'evaluate'] as const;
export type WorkOrderTodoKind = (typeof WORK_ORDER_TODO_KINDS)[number];

/** The statuses each kind of to-do covers (the overdue ones are still to take up: accepted or grabbed). */
export const WORK_ORDER_TODO_STATUSES = {
  accept: ['toAccept', 'transferred', 'overdue'],
  work: ['toRepair', 'rejected', 'processing', 'suspended'],
  grab: ['toAssign', 'overdue'],
  review: ['pendingReview', 'pendingConfirmation', 'toReview', 'toConfirm', 'toArchive'],
  evaluate: ['toEvaluate'],
} as const satisfies Record<WorkOrderTodoKind, readonly WorkOrderStatus[]>;

/** The action a to-do's row offers in place (the others open the handler page). */
export const todoAction = (kind: WorkOrderTodoKind, status: WorkOrderStatus): WorkOrderAction | null => {
  if (kind === 'accept') return 'accept';
  if (kind === 'grab') return 'grab';
  if (kind === 'work' && (status === 'toRepair' || status === 'rejected')) return 'start';
  return null;
};
