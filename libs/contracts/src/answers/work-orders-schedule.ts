import { z } from 'zod';
import { WORK_ORDER_STATUSES } from '../enums/work-orders';
import { id, ref, timestamp } from './common';

/** One order on the schedule: its due time (and planned start when work started), its people and state. */
export const WorkOrderScheduleItem = z
  .object({
    id,
    code: z.string(),
    title: z.string(),
    status: z.enum(WORK_ORDER_STATUSES),
    priority: z.number().int(),
    version: z.number().int(),
    due_time: timestamp,
    started_time: timestamp.nullable(),
    person_in_charge_id: id,
    person_in_charge_name: z.string(),
    handler_ids: z.array(id),
    handler_names: z.array(z.string()),
    overdue: z.boolean(),
    ended: z.boolean(),
  })
  .meta({ id: 'WorkOrderScheduleItem' });
export type WorkOrderScheduleItem = z.infer<typeof WorkOrderScheduleItem>;

/** The orders of one person (handler, or person in charge when nobody handles it). */
export const WorkOrderScheduleLane = z.object({ user_id: ref, user_name: z.string(), items: z.array(WorkOrderScheduleItem) });
export type WorkOrderScheduleLane = z.infer<typeof WorkOrderScheduleLane>;
export const WorkOrderSchedule = z.object({ lanes: z.array(WorkOrderScheduleLane) }).meta({ id: 'WorkOrderSchedule' });
export type WorkOrderSchedule = z.infer<typeof WorkOrderSchedule>;
