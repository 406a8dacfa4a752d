import { z } from 'zod';
import { day, id, pageOf, ref, tenantColumns, timestamp } from './common';
import { WORK_ORDER_STATUSES } from '../enums/work-orders';
import { HOLIDAY_RULES, INTERVAL_ANCHORS, PLAN_COVERAGES, TASK_ITEM_TYPES, TRIGGER_MODES } from '../enums/maintenance';

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
  })
  .meta({ id: 'PlanOccurrence' });
export type PlanOccurrence = z.infer<typeof PlanOccurrence>;
export const PlanPreview = z.object({ from: day, to: day, occurrences: z.array(PlanOccurrence) }).meta({ id: 'PlanPreview' });
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
