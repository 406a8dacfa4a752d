import { z } from 'zod';
import { day, id, pageOf, ref, tenantColumns, timestamp } from './common';
import { WORK_ORDER_STATUSES } from '../enums/work-orders';
import { HOLIDAY_RULES, INTERVAL_ANCHORS, PLAN_COVERAGES, TASK_ITEM_TYPES, TRIGGER_MODES, USAGE_COUNTERS, USAGE_SOURCES } from '../enums/maintenance';

const text = z.string().nullable();
const monthDay = z.union([z.number().int(), z.literal('last')]);

export const TaskItemRow = z
  .object({
    ...tenantColumns,
    name: z.string(),
    type: z.enum(TASK_ITEM_TYPES),
    standard: text,
    method: text,
    lower_limit: z.number().nullable(),
    upper_limit: z.number().nullable(),
    unit: text,
    options: z.array(z.string()),
    failing_options: z.array(z.string()),
    meter_quantity: text,
    failure_opens_order: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'TaskItemRow' });
export type TaskItemRow = z.infer<typeof TaskItemRow>;
export const TaskItemPage = pageOf(TaskItemRow);

export const TaskTemplateRow = z
  .object({
    ...tenantColumns,
    name: z.string(),
    /** The type sent, or the model's type when only a model was. */
    equipment_type_id: ref,
    equipment_model_id: ref,
    remark: text,
    item_ids: z.array(id),
    version: z.number().int(),
  })
  .meta({ id: 'TaskTemplateRow' });
export type TaskTemplateRow = z.infer<typeof TaskTemplateRow>;
export const TaskTemplatePage = pageOf(TaskTemplateRow);
/** `/taskTemplate/detail`: the template with its items, in order. */
export const TaskTemplateDetail = TaskTemplateRow.extend({ items: z.array(TaskItemRow) }).meta({ id: 'TaskTemplateDetail' });
export type TaskTemplateDetail = z.infer<typeof TaskTemplateDetail>;

export const PlanTriggerShape = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('daily') }),
    z.object({ kind: z.literal('weekly'), days: z.array(z.number().int()) }),
    z.object({ kind: z.literal('monthly'), day: monthDay }),
    z.object({ kind: z.literal('yearly'), month: z.number().int(), day: monthDay }),
    z.object({ kind: z.literal('interval'), days: z.number().int(), anchor: z.enum(INTERVAL_ANCHORS) }),
    z.object({ kind: z.literal('usage'), counter: z.enum(USAGE_COUNTERS), step: z.number(), source: z.enum(USAGE_SOURCES) }),
  ])
  .meta({ id: 'PlanTrigger' });

export const PlanRow = z
  .object({
    ...tenantColumns,
    name: z.string(),
    coverage: z.enum(PLAN_COVERAGES),
    equipment_ids: z.array(id),
    /** The plan's place in the data scopes: the location under which all it covers lies, its type when it has one. */
    location_id: ref,
    equipment_type_id: ref,
    equipment_model_id: ref,
    task_template_id: id,
    work_order_type_id: id,
    priority: z.number().int(),
    person_in_charge_id: id,
    handler_ids: z.array(id),
    pool_id: ref,
    duration_hours: z.number().int(),
    lead_days: z.number().int(),
    start_date: day,
    end_date: day.nullable(),
    due_time: z.string(),
    triggers: z.array(PlanTriggerShape),
    trigger_mode: z.enum(TRIGGER_MODES),
    holiday_rule: z.enum(HOLIDAY_RULES),
    enabled: z.boolean(),
    /** The day its last generated order was completed (floating intervals count from it). */
    last_completed: day.nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'PlanRow' });
export type PlanRow = z.infer<typeof PlanRow>;
export const PlanPage = pageOf(PlanRow);

/** One day a plan falls due, for each piece of equipment it covers then, and the order made for it if any. */
export const PlanOccurrence = z
  .object({
    plan_id: z.number().int().nonnegative(),
    due: day,
    /** The cycle's day when a holiday moved it. */
    planned: day,
    /** When the order is (or was) created: the due day less the lead time. */
    generate_on: day,
    due_time: timestamp,
    equipment_ids: z.array(id),
    /** A day forecast from the usage rate (the pieces whose counter is expected to reach its step then). */
    usage: z.boolean().optional(),
  })
  .meta({ id: 'PlanOccurrence' });
export type PlanOccurrence = z.infer<typeof PlanOccurrence>;

/**
 * Where a usage trigger stands for one piece of equipment, and the forecast of its next due day with its basis: the
 * rate observed over `period_from`–`period_to` from `readings` counter readings (null when too few to tell).
 */
export const UsageForecast = z
  .object({
    equipment_id: id,
    equipment_name: z.string(),
    counter: z.enum(USAGE_COUNTERS),
    source: z.enum(USAGE_SOURCES),
    step: z.number(),
    /** The counter now, and where it stood when the last order was completed (null: no reading yet). */
    value: z.number().nullable(),
    base: z.number().nullable(),
    /** The counter value at which the next order falls due. */
    due_at: z.number().nullable(),
    /** Counter units per day. */
    rate_per_day: z.number().nullable(),
    period_from: day.nullable(),
    period_to: day.nullable(),
    readings: z.number().int().nonnegative(),
    next_due: day.nullable(),
    /** An order made on this counter is still open (the next waits for its completion). */
    open: z.boolean(),
  })
  .meta({ id: 'UsageForecast' });
export type UsageForecast = z.infer<typeof UsageForecast>;

export const PlanPreview = z.object({ from: day, to: day, occurrences: z.array(PlanOccurrence), usage: z.array(UsageForecast).optional() }).meta({ id: 'PlanPreview' });
export type PlanPreview = z.infer<typeof PlanPreview>;

/** `/plan/generate`: orders made by this run (others were already there). */
export const PlanGenerateAnswer = z.object({ created: z.number().int().nonnegative(), plans: z.number().int().nonnegative() }).meta({ id: 'PlanGenerateAnswer' });
export type PlanGenerateAnswer = z.infer<typeof PlanGenerateAnswer>;

export const HolidayRow = z.object({ date: day, name: text }).meta({ id: 'HolidayRow' });
export type HolidayRow = z.infer<typeof HolidayRow>;
export const HolidayYear = z.object({ year: z.number().int(), days: z.array(HolidayRow) }).meta({ id: 'HolidayYear' });
export type HolidayYear = z.infer<typeof HolidayYear>;

/** A day of a plan on the maintenance calendar: forecast (what it will generate) and the orders already generated for it. */
export const CalendarOccurrence = z
  .object({
    plan_id: id,
    plan_name: z.string(),
    person_in_charge_id: id,
    due: day,
    planned: day,
    generate_on: day,
    due_time: timestamp,
    /** The equipment it covers now (forecast days), or that orders were generated for. */
    equipment_ids: z.array(id),
    /** Orders generated for this day, with their status (those the caller may see). */
    orders: z.array(z.object({ id, equipment_id: z.number().int().nonnegative(), status: z.enum(WORK_ORDER_STATUSES), overdue: z.boolean() })),
    /** Forecast from the usage rate rather than a time cycle. */
    usage: z.boolean().optional(),
  })
  .meta({ id: 'CalendarOccurrence' });
export type CalendarOccurrence = z.infer<typeof CalendarOccurrence>;
export const MaintenanceCalendar = z.object({ rows: z.array(CalendarOccurrence) }).meta({ id: 'MaintenanceCalendar' });
export type MaintenanceCalendar = z.infer<typeof MaintenanceCalendar>;

/**
 * The columns of an answered checklist row, on an order or at a patrol point: the item as it was when the row was
 * written, the answer recorded (null until then), whether it failed, the repair order a failure opened, and for a meter
 * reading the equipment meter's latest value of the item's quantity (what the field pages pre-fill; null when no meter
 * of the equipment the caller may see reports it).
 */
export const itemAnswerColumns = {
  ...tenantColumns,
  item_id: id,
  position: z.number().int(),
  name: z.string(),
  type: z.enum(TASK_ITEM_TYPES),
  standard: text,
  lower_limit: z.number().nullable(),
  upper_limit: z.number().nullable(),
  unit: text,
  options: z.array(z.string()),
  failing_options: z.array(z.string()),
  failure_opens_order: z.boolean(),
  value: z.union([z.boolean(), z.number(), z.string(), z.array(z.string()), z.array(z.number())]).nullable(),
  failed: z.boolean().nullable(),
  recorded_by: ref,
  recorded_time: timestamp.nullable(),
  repair_order_id: ref,
  live_value: z.number().nullable(),
};

/** One checklist item on a generated order (issue 14). */
export const CheckResultRow = z
  .object({ ...itemAnswerColumns, work_order_id: id })
  .meta({ id: 'CheckResultRow' });
export type CheckResultRow = z.infer<typeof CheckResultRow>;
export const CheckResultList = z.array(CheckResultRow).meta({ id: 'CheckResultList' });

/** One recorded inspection answer about a piece of equipment: an item of its plan order's checklist, or of a patrol point on it. */
export const EquipmentInspectionResult = z
  .object({
    source: z.enum(['order', 'patrol']),
    /** The checklist result or patrol result row. */
    id,
    work_order_id: ref,
    task_id: ref,
    point_id: ref,
    name: z.string(),
    type: z.enum(TASK_ITEM_TYPES),
    unit: text,
    value: z.union([z.boolean(), z.number(), z.string(), z.array(z.string()), z.array(z.number())]).nullable(),
    failed: z.boolean().nullable(),
    recorded_time: timestamp,
  })
  .meta({ id: 'EquipmentInspectionResult' });
export type EquipmentInspectionResult = z.infer<typeof EquipmentInspectionResult>;

/** `/plan/equipment`: the equipment detail's plan tab — plans covering it, their next days for it, its latest results. */
export const EquipmentPlans = z
  .object({
    plans: z.array(PlanRow),
    from: day,
    to: day,
    occurrences: z.array(PlanOccurrence),
    results: z.array(EquipmentInspectionResult),
  })
  .meta({ id: 'EquipmentPlans' });
export type EquipmentPlans = z.infer<typeof EquipmentPlans>;

/** A counter reading of a piece of equipment: entered by hand (who, when), or the meter-derived counter at a day's end. */
export const UsageReadingRow = z
  .object({
    id,
    equipment_id: id,
    counter: z.enum(USAGE_COUNTERS),
    value: z.number(),
    source: z.enum(USAGE_SOURCES),
    read_day: day,
    read_time: timestamp,
    create_user_id: ref,
  })
  .meta({ id: 'UsageReadingRow' });
export type UsageReadingRow = z.infer<typeof UsageReadingRow>;
export const UsageReadingList = z.array(UsageReadingRow).meta({ id: 'UsageReadingList' });
