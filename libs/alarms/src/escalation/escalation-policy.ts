import type { IntervalUnit } from '../rule/alarm-rule.entity';

/**
 * When escalation steps go out (SPEC: "alarm SMS intervals in seconds between 1st to 4th send then repeating"):
 * step 1 at once when the alarm is raised; step n+1 follows step n after intervals[n-1], and from the 4th
 * interval on the last one repeats, until the alarm is acknowledged or cleared.
 */
export const DEFAULT_INTERVALS: readonly number[] = [60, 300, 900, 1800];
const UNIT_MS: Record<IntervalUnit, number> = { second: 1000, minute: 60_000 };

/** Four positive whole numbers, from JSON text or an array; null when the value is not that. */
export function parseIntervals(value: unknown): number[] | null {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(list) || list.length !== 4) return null;
  const numbers = list.map(Number);
  return numbers.every((n) => Number.isInteger(n) && n > 0) ? numbers : null;
}

/** Milliseconds from step `step` (1-based) to step `step + 1`. */
export function delayAfterStep(intervals: readonly number[], step: number, unit: IntervalUnit): number {
  const list = intervals.length ? intervals : DEFAULT_INTERVALS;
  return list[Math.min(Math.max(step, 1), list.length) - 1] * UNIT_MS[unit];
}

/** Milliseconds from the raise to step `step` (step 1 = 0). */
export function offsetOfStep(intervals: readonly number[], step: number, unit: IntervalUnit): number {
  let total = 0;
  for (let s = 1; s < step; s++) total += delayAfterStep(intervals, s, unit);
  return total;
}
