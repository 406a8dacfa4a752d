import { z } from 'zod';
import { timestamp } from './common';

/** The deadline that applies to an order now (see `workOrderSlaClock`): the list shows the time left from it. */
export const WorkOrderSlaClock = z
  .object({
    kind: z.enum(['response', 'completion']),
    /** When the span began (the order's creation). */
    start: timestamp,
    deadline: timestamp,
    /** Set while the order is suspended: the time left stands still from then. */
    paused_since: timestamp.nullable(),
  })
  .meta({ id: 'WorkOrderSlaClock' });
export type WorkOrderSlaClock = z.infer<typeof WorkOrderSlaClock>;

/** What an order's row carries about its deadlines, besides the deadlines themselves. */
export const workOrderSlaColumns = {
  /** When the order was suspended; cleared on resume, when the deadlines move on by the time it stood. */
  suspended_time: timestamp.nullable(),
  /** When the sweep marked it overdue (its response deadline passed with nobody on it); it is marked once. */
  overdue_time: timestamp.nullable(),
  /** When the sweep found the work still in progress past its completion deadline; the status stays. */
  late_time: timestamp.nullable(),
  /** The running deadline, or null when none applies (drafts, finished or ended orders). */
  sla: WorkOrderSlaClock.nullable(),
};
