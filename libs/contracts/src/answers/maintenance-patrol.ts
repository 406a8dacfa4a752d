import { z } from 'zod';
import { day, id, pageOf, ref, tenantColumns, timestamp } from './common';
import { PlanTriggerShape, itemAnswerColumns } from './maintenance';
import { HOLIDAY_RULES, TRIGGER_MODES } from '../enums/maintenance';
import { PATROL_CHECK_IN_METHODS, PATROL_POINT_STATUSES, PATROL_TASK_STATUSES } from '../enums/maintenance-patrol';

const text = z.string().nullable();

/** An inspection point: where it is, what is checked there, and where and when a check-in counts. */
export const PatrolPointRow = z
  .object({
    ...tenantColumns,
    name: z.string(),
    location_id: id,
    equipment_id: ref,
    /** The equipment's type (the point's place in the equipment-type scope). */
    equipment_type_id: ref,
    /** What its QR label encodes (unique in the enterprise). */
    qr_content: z.string(),
    nfc_tag_id: text,
    latitude: z.number(),
    longitude: z.number(),
    /** Metres around the coordinates within which a check-in counts. */
    range_m: z.number().int(),
    /** `HH:mm` on the enterprise's clock; both null: any time. */
    window_start: text,
    window_end: text,
    task_template_id: id,
    /** Set by a supervisor: a check-in out of range is accepted (and marked manual). */
    allow_manual_check_in: z.boolean(),
    enabled: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'PatrolPointRow' });
export type PatrolPointRow = z.infer<typeof PatrolPointRow>;
export const PatrolPointPage = pageOf(PatrolPointRow);

export const PatrolRouteStop = z.object({ point_id: id, position: z.number().int(), offset_minutes: z.number().int() });
export type PatrolRouteStop = z.infer<typeof PatrolRouteStop>;

/** A route: its points in walking order, each expected some minutes after the task starts. */
export const PatrolRouteRow = z
  .object({
    ...tenantColumns,
    name: z.string(),
    /** The location under which all its points lie, the type they share (scopes). */
    location_id: ref,
    equipment_type_id: ref,
    /** Minutes after a point's expected time before it counts as late. */
    tolerance_minutes: z.number().int(),
    remark: text,
    points: z.array(PatrolRouteStop),
    version: z.number().int(),
  })
  .meta({ id: 'PatrolRouteRow' });
export type PatrolRouteRow = z.infer<typeof PatrolRouteRow>;
export const PatrolRoutePage = pageOf(PatrolRouteRow);

/** A route plan: the maintenance plans' triggers, generating a patrol task per due day for a person or a pool. */
export const PatrolPlanRow = z
  .object({
    ...tenantColumns,
    name: z.string(),
    route_id: id,
    location_id: ref,
    equipment_type_id: ref,
    person_in_charge_id: id,
    assignee_id: ref,
    pool_id: ref,
    /** The type of the work orders failed items open. */
    work_order_type_id: id,
    start_date: day,
    end_date: day.nullable(),
    /** When a task starts, `HH:mm`, and how long it lasts. */
    due_time: z.string(),
    duration_minutes: z.number().int(),
    triggers: z.array(PlanTriggerShape),
    trigger_mode: z.enum(TRIGGER_MODES),
    holiday_rule: z.enum(HOLIDAY_RULES),
    enabled: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'PatrolPlanRow' });
export type PatrolPlanRow = z.infer<typeof PatrolPlanRow>;
export const PatrolPlanPage = pageOf(PatrolPlanRow);

/** `/patrolPlan/generate`: tasks made by this run. */
export const PatrolGenerateAnswer = z.object({ created: z.number().int().nonnegative(), plans: z.number().int().nonnegative() }).meta({ id: 'PatrolGenerateAnswer' });

export const PatrolTaskRow = z
  .object({
    ...tenantColumns,
    plan_id: id,
    route_id: id,
    name: z.string(),
    due_date: day,
    start_time: timestamp,
    end_time: timestamp,
    location_id: ref,
    equipment_type_id: ref,
    person_in_charge_id: id,
    assignee_id: ref,
    pool_id: ref,
    status: z.enum(PATROL_TASK_STATUSES),
    late: z.boolean(),
    points_total: z.number().int(),
    points_done: z.number().int(),
    points_missed: z.number().int(),
  })
  .meta({ id: 'PatrolTaskRow' });
export type PatrolTaskRow = z.infer<typeof PatrolTaskRow>;
export const PatrolTaskPage = pageOf(PatrolTaskRow);
export const PatrolTaskList = z.array(PatrolTaskRow).meta({ id: 'PatrolTaskList' });

/** One item's result at a visited point: the item as it was when the task was made, the answer, the order a failure opened. */
export const PatrolResultRow = z
  .object({ ...itemAnswerColumns, task_id: id, task_point_id: id, point_id: id })
  .meta({ id: 'PatrolResultRow' });
export type PatrolResultRow = z.infer<typeof PatrolResultRow>;
export const PatrolResultPage = pageOf(PatrolResultRow);

/** A point of a task: the point's place, when it is expected, and the check-in and results once visited. */
export const PatrolTaskPoint = z
  .object({
    id,
    point_id: id,
    name: z.string(),
    position: z.number().int(),
    location_id: id,
    equipment_id: ref,
    latitude: z.number(),
    longitude: z.number(),
    range_m: z.number().int(),
    expected_time: timestamp,
    status: z.enum(PATROL_POINT_STATUSES),
    late: z.boolean(),
    checked_in_time: timestamp.nullable(),
    checked_in_by: ref,
    check_in_method: z.enum(PATROL_CHECK_IN_METHODS).nullable(),
    /** Metres from the point where the phone said it was (null when it sent no position). */
    distance_m: z.number().nullable(),
    results: z.array(PatrolResultRow),
  })
  .meta({ id: 'PatrolTaskPoint' });
export type PatrolTaskPoint = z.infer<typeof PatrolTaskPoint>;
export const PatrolTaskDetail = PatrolTaskRow.extend({ points: z.array(PatrolTaskPoint) }).meta({ id: 'PatrolTaskDetail' });
export type PatrolTaskDetail = z.infer<typeof PatrolTaskDetail>;

/** A task on the supervisor's live map: its route's points in walking order with their state. */
export const PatrolMapTask = z
  .object({
    id,
    name: z.string(),
    status: z.enum(PATROL_TASK_STATUSES),
    late: z.boolean(),
    start_time: timestamp,
    end_time: timestamp,
    assignee_id: ref,
    assignee_name: z.string(),
    points: z.array(
      z.object({ id, point_id: id, name: z.string(), position: z.number().int(), latitude: z.number(), longitude: z.number(), status: z.enum(PATROL_POINT_STATUSES), late: z.boolean() }),
    ),
  })
  .meta({ id: 'PatrolMapTask' });
export type PatrolMapTask = z.infer<typeof PatrolMapTask>;

/**
 * Where an inspector was last seen today: at a check-in (`checkIn`, the point's name) or by the phone's position sent
 * while walking between points (`phone`, no point), whichever is later.
 */
export const PatrolMapInspector = z
  .object({ user_id: id, name: z.string(), task_id: id, source: z.enum(['checkIn', 'phone']), point_name: z.string(), latitude: z.number(), longitude: z.number(), time: timestamp })
  .meta({ id: 'PatrolMapInspector' });
export type PatrolMapInspector = z.infer<typeof PatrolMapInspector>;

/** `/patrolTask/map`: the day's tasks in the caller's scopes and their inspectors' last positions. */
export const PatrolLiveMap = z.object({ date: day, tasks: z.array(PatrolMapTask), inspectors: z.array(PatrolMapInspector) }).meta({ id: 'PatrolLiveMap' });
export type PatrolLiveMap = z.infer<typeof PatrolLiveMap>;
