import { z } from 'zod';
import { day, id, ref, timestamp } from './common';
import { WORK_ORDER_STATUSES } from '../enums/work-orders';
import { PatrolTaskRow } from './maintenance-patrol';

/** A plan order due today on the work bench: a link to the order. */
export const TodayPlanOrder = z
  .object({
    id,
    code: z.string(),
    title: z.string(),
    status: z.enum(WORK_ORDER_STATUSES),
    plan_id: id,
    equipment_id: ref,
    due_time: timestamp.nullable(),
  })
  .meta({ id: 'TodayPlanOrder' });
export type TodayPlanOrder = z.infer<typeof TodayPlanOrder>;

/**
 * `/plan/today`, the work bench's "today's plans": plan orders due today and today's patrol tasks — the caller's, or for
 * planners (supervisors) everything in their scope — each part only with the permission that opens it.
 */
export const TodayPlans = z
  .object({
    day,
    orders: z.array(TodayPlanOrder),
    tasks: z.array(PatrolTaskRow),
    /** Whether planners see everything in scope (orders) and supervisors every task (tasks), rather than their own. */
    all_orders: z.boolean(),
    all_tasks: z.boolean(),
  })
  .meta({ id: 'TodayPlans' });
export type TodayPlans = z.infer<typeof TodayPlans>;
