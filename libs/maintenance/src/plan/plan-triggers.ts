import { INTERVAL_ANCHORS, MAINTENANCE_LIMITS as LIMITS, USAGE_COUNTERS, USAGE_SOURCES, type MonthDay, type PlanTrigger, type TimeTrigger, type UsageCounter, type UsageSource, type UsageTrigger, type Weekday } from '@gengyun/contracts';
import { BusinessError } from '@gengyun/core';

const refuse = (key: 'maintenance.errors.executionDay' | 'maintenance.errors.month' | 'maintenance.errors.trigger' | 'maintenance.errors.weekdays' | 'maintenance.errors.triggerRequired' | 'maintenance.errors.usageStep'): never => {
  throw new BusinessError(key, 422, [], { fields: { triggers: key.split('.').pop() as string } });
};

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** SPEC §5 "execution day at most 27": a day 1–27, or the month's last day. */
function monthDay(v: unknown): MonthDay {
  if (v === 'last') return v;
  if (!isInt(v) || v < 1) return refuse('maintenance.errors.trigger');
  if (v > LIMITS.executionDay) return refuse('maintenance.errors.executionDay');
  return v;
}

/** A usage trigger: a known counter and source, and a step above 0 (a finite number within the ceiling). */
function usage(t: Record<string, unknown>): UsageTrigger {
  if (!(USAGE_COUNTERS as readonly unknown[]).includes(t.counter)) return refuse('maintenance.errors.trigger');
  const source = t.source ?? 'meter';
  if (!(USAGE_SOURCES as readonly unknown[]).includes(source)) return refuse('maintenance.errors.trigger');
  if (typeof t.step !== 'number' || !Number.isFinite(t.step) || t.step <= 0 || t.step > LIMITS.usageStep) return refuse('maintenance.errors.usageStep');
  return { kind: 'usage', counter: t.counter as UsageCounter, step: t.step, source: source as UsageSource };
}

/** One trigger as sent (JSON), checked field by field; anything else in it is dropped. Usage triggers only where allowed. */
function trigger(raw: unknown, allowUsage: boolean): PlanTrigger {
  if (typeof raw !== 'object' || raw === null) return refuse('maintenance.errors.trigger');
  const t = raw as Record<string, unknown>;
  switch (t.kind) {
    case 'daily':
      return { kind: 'daily' };
    case 'weekly': {
      if (!Array.isArray(t.days) || !t.days.length) return refuse('maintenance.errors.weekdays');
      if (!t.days.every((d) => isInt(d) && d >= 1 && d <= 7)) return refuse('maintenance.errors.trigger');
      return { kind: 'weekly', days: [...new Set(t.days as Weekday[])].sort() };
    }
    case 'monthly':
      return { kind: 'monthly', day: monthDay(t.day) };
    case 'yearly': {
      if (!isInt(t.month) || t.month < 1) return refuse('maintenance.errors.trigger');
      if (t.month > LIMITS.month) return refuse('maintenance.errors.month');
      return { kind: 'yearly', month: t.month, day: monthDay(t.day) };
    }
    case 'interval': {
      if (!isInt(t.days) || t.days < 1 || t.days > LIMITS.intervalDays) return refuse('maintenance.errors.trigger');
      if (!(INTERVAL_ANCHORS as readonly unknown[]).includes(t.anchor)) return refuse('maintenance.errors.trigger');
      return { kind: 'interval', days: t.days, anchor: t.anchor as 'start' | 'completion' };
    }
    case 'usage':
      return allowUsage ? usage(t) : refuse('maintenance.errors.trigger');
    default:
      return refuse('maintenance.errors.trigger');
  }
}

/**
 * A plan's triggers (SPEC "plan trigger condition must be set"), each within SPEC §5's limits. Usage (fixed-workload)
 * triggers are for maintenance plans (`usage: true`); patrol plans keep to time cycles.
 */
export function checkTriggers(raw: unknown, options: { usage?: boolean } = {}): PlanTrigger[] {
  if (!Array.isArray(raw) || !raw.length) return refuse('maintenance.errors.triggerRequired');
  if (raw.length > LIMITS.triggers) return refuse('maintenance.errors.trigger');
  return raw.map((t) => trigger(t, options.usage ?? false));
}

export const isUsage = (t: PlanTrigger): t is UsageTrigger => t.kind === 'usage';
export const usageTriggers = (triggers: readonly PlanTrigger[]): UsageTrigger[] => triggers.filter(isUsage);
export const timeTriggers = (triggers: readonly PlanTrigger[]): TimeTrigger[] => triggers.filter((t): t is TimeTrigger => !isUsage(t));

/** Whether a plan's next due day floats on its last completion (such a plan has one order ahead at a time). */
export const floats = (triggers: readonly PlanTrigger[]): boolean => triggers.some((t) => t.kind === 'interval' && t.anchor === 'completion');
