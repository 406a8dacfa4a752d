/**
 * Shapes of the maintenance area (issue 14) shared by the server and the web: task item types, plan triggers and the
 * holiday rule. Dates of a plan are calendar days (`YYYY-MM-DD`) on the enterprise's clock.
 */

/** What a checklist item asks for. */
export const TASK_ITEM_TYPES = ['passFail', 'number', 'text', 'singleChoice', 'multipleChoice', 'photo', 'signature', 'meterReading'] as const;
export type TaskItemType = (typeof TASK_ITEM_TYPES)[number];
/** Item types whose answer is one of the item's options. */
export const CHOICE_ITEM_TYPES: readonly TaskItemType[] = ['singleChoice', 'multipleChoice'];

/** Time cycles a plan can run on (SPEC §4 "plan generation"); usage (fixed workload) triggers join this list later. */
export const TIME_CYCLE_KINDS = ['daily', 'weekly', 'monthly', 'yearly', 'interval'] as const;
export type TimeCycleKind = (typeof TIME_CYCLE_KINDS)[number];

/** Monday 1 … Sunday 7 (ISO). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** A day of the month: 1–27 (SPEC §5 "execution day at most 27") or the month's last day. */
export type MonthDay = number | 'last';
/** Fixed intervals count from the planned start date, or float from the last completion. */
export const INTERVAL_ANCHORS = ['start', 'completion'] as const;
export type IntervalAnchor = (typeof INTERVAL_ANCHORS)[number];

export type TimeTrigger =
  | { kind: 'daily' }
  | { kind: 'weekly'; days: Weekday[] }
  | { kind: 'monthly'; day: MonthDay }
  | { kind: 'yearly'; month: number; day: MonthDay }
  | { kind: 'interval'; days: number; anchor: IntervalAnchor };

/**
 * Usage (fixed-workload) counters an equipment accumulates: run hours and starts derived from a running-state or power
 * quantity of its meter, kWh and cumulative flow from the meter's counters — or, for any of them, read by hand.
 */
export const USAGE_COUNTERS = ['runHours', 'energy', 'flow', 'starts'] as const;
export type UsageCounter = (typeof USAGE_COUNTERS)[number];
/** Where a usage trigger's counter comes from: the equipment's live meter, or readings entered by hand only. */
export const USAGE_SOURCES = ['meter', 'manual'] as const;
export type UsageSource = (typeof USAGE_SOURCES)[number];

/** Due each time the counter has grown by `step` since the base (the counter when the last order was completed). */
export type UsageTrigger = { kind: 'usage'; counter: UsageCounter; step: number; source: UsageSource };

/** A plan's trigger condition: time cycles and usage counters, combined by the plan's `trigger_mode`. */
export type PlanTrigger = TimeTrigger | UsageTrigger;

/** How a plan's triggers combine: an occurrence when any one is due, or only when all are due on that day. */
export const TRIGGER_MODES = ['any', 'all'] as const;
export type TriggerMode = (typeof TRIGGER_MODES)[number];

/** What an occurrence falling on a holiday does: nothing, drop it, or move to the next working day. */
export const HOLIDAY_RULES = ['none', 'skip', 'shift'] as const;
export type HolidayRule = (typeof HOLIDAY_RULES)[number];

/** How plans choose their equipment: one by one, or every piece of a type or model under a location. */
export const PLAN_COVERAGES = ['equipment', 'type'] as const;
export type PlanCoverage = (typeof PLAN_COVERAGES)[number];

export const MAINTENANCE_LIMITS = {
  name: 100,
  text: 500,
  unit: 20,
  options: 20,
  option: 50,
  templateItems: 100,
  equipment: 500,
  triggers: 10,
  handlers: 20,
  /** SPEC §9: execution day up to 27, month up to 12. */
  executionDay: 27,
  month: 12,
  intervalDays: 3650,
  /** A usage step's ceiling (the counters' units: hours, kWh, m³, starts). */
  usageStep: 1e9,
  /** The days of readings a usage forecast draws its rate from. */
  usageRateDays: 30,
  leadDays: 365,
  durationHours: 720,
  /** The preview's span. */
  previewDays: 90,
  /** The equipment detail's plan tab: its next days, and how many latest results it lists. */
  equipmentDays: 30,
  equipmentResults: 50,
} as const;

/**
 * A checklist result's answer, by the item's type: `passFail` true (pass) or false (fail); `number` and `meterReading`
 * a number; `text` a text; `singleChoice` one option; `multipleChoice` one or more options; `photo` the file ids of the
 * photos; `signature` the file id of the signature.
 */
export type CheckValue = boolean | number | string | string[] | number[];
/** At most this many photos per item, and this long a text answer. */
export const CHECK_LIMITS = { photos: 9, text: 500 } as const;

/** The files area's business numbers of checklist photos and signatures: an order's checklist row, a patrol point's result. */
export const ANSWER_FILE_OWNERS = { check: 'checkResult', patrol: 'patrolResult' } as const;
export type AnswerFileOwner = (typeof ANSWER_FILE_OWNERS)[keyof typeof ANSWER_FILE_OWNERS];
