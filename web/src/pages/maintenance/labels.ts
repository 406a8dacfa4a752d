import type { HolidayRule, MessageKey, PlanTrigger, TaskItemType, UsageCounter, UsageSource } from '@gengyun/contracts';

/** Label keys of the area's enums, for selects and cells. */
export const ITEM_TYPE_LABELS: Record<TaskItemType, MessageKey> = {
  passFail: 'maintenance.item.types.passFail',
  number: 'maintenance.item.types.number',
  text: 'maintenance.item.types.text',
  singleChoice: 'maintenance.item.types.singleChoice',
  multipleChoice: 'maintenance.item.types.multipleChoice',
  photo: 'maintenance.item.types.photo',
  signature: 'maintenance.item.types.signature',
  meterReading: 'maintenance.item.types.meterReading',
};

export const CYCLE_LABELS: Record<PlanTrigger['kind'], MessageKey> = {
  daily: 'maintenance.plan.triggerKinds.daily',
  weekly: 'maintenance.plan.triggerKinds.weekly',
  monthly: 'maintenance.plan.triggerKinds.monthly',
  yearly: 'maintenance.plan.triggerKinds.yearly',
  interval: 'maintenance.plan.triggerKinds.interval',
  usage: 'maintenance.plan.triggerKinds.usage',
};

export const USAGE_COUNTER_LABELS: Record<UsageCounter, MessageKey> = {
  runHours: 'maintenance.usage.counters.runHours',
  energy: 'maintenance.usage.counters.energy',
  flow: 'maintenance.usage.counters.flow',
  starts: 'maintenance.usage.counters.starts',
};

export const USAGE_UNIT_LABELS: Record<UsageCounter, MessageKey> = {
  runHours: 'maintenance.usage.units.runHours',
  energy: 'maintenance.usage.units.energy',
  flow: 'maintenance.usage.units.flow',
  starts: 'maintenance.usage.units.starts',
};

export const USAGE_SOURCE_LABELS: Record<UsageSource, MessageKey> = {
  meter: 'maintenance.usage.sources.meter',
  manual: 'maintenance.usage.sources.manual',
};

export const HOLIDAY_RULE_LABELS: Record<HolidayRule, MessageKey> = {
  none: 'maintenance.plan.holidayRule.none',
  skip: 'maintenance.plan.holidayRule.skip',
  shift: 'maintenance.plan.holidayRule.shift',
};

export const WEEKDAY_LABELS: readonly MessageKey[] = [1, 2, 3, 4, 5, 6, 7].map((d) => `maintenance.plan.weekday.${d}` as MessageKey);
