import type { CheckValue, HolidayRule, PlanCoverage, PlanTrigger, TaskItemType, TriggerMode, UsageCounter } from '../enums/maintenance';

/** Request bodies of the maintenance area (the DTOs implement them; the web's forms send them). */

/** `/taskItem/add`, `/taskItem/update` (with the id). */
export type TaskItemRequest = {
  name: string;
  type: TaskItemType;
  /** What a good result is ("no leak", "0.2–0.4 MPa"). */
  standard?: string;
  /** How to check it. */
  method?: string;
  /** `number` and `meterReading`: the accepted range (either end may be open) and the unit. */
  lower_limit?: number | null;
  upper_limit?: number | null;
  unit?: string;
  /** `singleChoice` and `multipleChoice`: the answers offered; the failing ones are listed in `failing_options`. */
  options?: string[];
  failing_options?: string[];
  /** `meterReading`: the quantity of the equipment's meter read (`flow`, `kwh`…), pre-filled with its live value. */
  meter_quantity?: string;
  /** A failed answer (or a number outside the limits) opens a work order. */
  failure_opens_order?: boolean;
};

/** `/taskTemplate/add`, `/taskTemplate/update` (with the id): for a device type or model (at least one). */
export type TaskTemplateRequest = {
  name: string;
  equipment_type_id?: number | null;
  equipment_model_id?: number | null;
  /** The checklist, in order. */
  item_ids: number[];
  remark?: string;
};

/** `/plan/add`, `/plan/update` (with the id and version). */
export type PlanRequest = {
  name: string;
  /** `equipment`: the pieces in `equipment_ids`; `type`: every piece of the type or model under the location, found at each generation. */
  coverage: PlanCoverage;
  equipment_ids?: number[];
  equipment_type_id?: number | null;
  equipment_model_id?: number | null;
  location_id?: number | null;
  task_template_id: number;
  work_order_type_id: number;
  /** 1–5, as work orders have it; 3 unless sent. */
  priority?: number;
  person_in_charge_id: number;
  handler_ids?: number[];
  pool_id?: number | null;
  /** Hours from the due time to the order's deadline. */
  duration_hours: number;
  /** Days before the due day that the order is created. */
  lead_days?: number;
  /** The planned start date and an optional end date, `YYYY-MM-DD`. */
  start_date: string;
  end_date?: string | null;
  /** The due time of day, `HH:mm`, on the enterprise's clock; 08:00 unless sent. */
  due_time?: string;
  triggers: PlanTrigger[];
  trigger_mode?: TriggerMode;
  holiday_rule?: HolidayRule;
  enabled?: boolean;
};

/** `/plan/preview`: a saved plan's next days, or a draft's (the form's values) before it is saved. */
export type PlanPreviewRequest = { id?: number; plan?: PlanRequest; days?: number };

/** `/holiday/save`: the days off of a year, replacing the year's list. */
export type HolidayYearRequest = { year: number; days: Array<{ date: string; name?: string }> };

/** `/plan/calendar`: planned and generated work of the plans in scope between two days (at most 62 days), narrowed by the filters. */
export type MaintenanceCalendarRequest = { start: string; end: string; plan_id?: number; person_id?: number; location_id?: number; equipment_type_id?: number };

/** `/usageReading/add`: a counter reading of a piece of equipment entered by hand; it becomes the counter's value. */
export type UsageReadingRequest = { equipment_id: number; counter: UsageCounter; value: number };
/** `/usageReading/list`: a piece of equipment's latest counter readings (of one counter, or all). */
export type UsageReadingListRequest = { equipment_id: number; counter?: UsageCounter };

/** `/plan/moveOccurrence`: one not-yet-generated day of a plan dragged to another day (only that occurrence moves). */
export type PlanMoveRequest = { plan_id: number; from: string; to: string };

/** `/checkResult/record`: one item's result on a generated order (its row id), checked against the item's type and limits. */
export type CheckResultRequest = {
  id: number;
  value: CheckValue;
};
