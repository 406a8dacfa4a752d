import { z } from 'zod';
import { WORK_ORDER_STATUSES } from '../enums/work-orders';
import { WORK_ORDER_TODO_KINDS } from '../enums/work-orders-screens';
import { pageOf } from './common';
import { WorkOrderRow } from './work-orders';

const count = z.number().int().min(0);

/** `/workOrder/overview`: counts over the orders the caller may see (their scopes and their own). */
export const WorkOrderOverview = z
  .object({
    /** One entry per status, in the status machine's order (zero counts included). */
    by_status: z.array(z.object({ status: z.enum(WORK_ORDER_STATUSES), count })),
    /** In status "overdue": nobody took them up before the response deadline. */
    overdue: count,
    /** Work not yet reported done whose due time has passed (any status before pending confirmation). */
    past_due: count,
    /** Waiting in the pools the caller belongs to. */
    my_pool: count,
    /** The caller's to-dos (`/workOrder/todo`'s total). */
    my_todo: count,
  })
  .meta({ id: 'WorkOrderOverview' });
export type WorkOrderOverview = z.infer<typeof WorkOrderOverview>;

/** A to-do: the order, and why it waits for the caller. */
export const WorkOrderTodoRow = WorkOrderRow.extend({ todo: z.enum(WORK_ORDER_TODO_KINDS) }).meta({ id: 'WorkOrderTodoRow' });
export type WorkOrderTodoRow = z.infer<typeof WorkOrderTodoRow>;
export const WorkOrderTodoPage = pageOf(WorkOrderTodoRow);
