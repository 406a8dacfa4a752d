/** `/workOrder/schedule`: orders due or planned in [start, end), optionally of one person (handler or in charge). */
export type WorkOrderScheduleRequest = { start: string; end: string; user_id?: number };

/** `/workOrder/reschedule`: the order's new due time, at the version the caller saw. */
export type WorkOrderRescheduleRequest = { id: number; version: number; due_time: string };

/** `/workOrder/batchDispatch`: unassigned orders (to assign, returned, overdue) each assigned, all or none. */
export type WorkOrderBatchDispatchRequest = {
  orders: Array<{ id: number; version: number }>;
  handler_ids: number[];
  note?: string;
};

/**
 * `/workOrder/distributable`: the list's filters (`WorkOrderPageRequest`) over what batch distribution would take —
 * these statuses (a status filter only narrows them) and no order an open workflow run holds.
 */
/** The statuses the batch distribution page lists: orders nobody is working on. */
export const UNASSIGNED_STATUSES = ['toAssign', 'returned', 'overdue'] as const;
