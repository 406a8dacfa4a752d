import { addDays, daysBetween, type LocalDate } from '../cycle/local-date';

export interface CounterPoint {
  day: LocalDate;
  value: number;
}

/** The observed usage rate: units per day between the first and last readings of the window, and what it rests on. */
export interface UsageRate {
  rate: number | null;
  from: LocalDate | null;
  to: LocalDate | null;
  readings: number;
}

/**
 * The rate over the readings of the window (oldest first). A reading lower than the one before (a counter set back by
 * hand, a new meter) starts the basis over from it; fewer than two readings, or all on one day, give no rate.
 */
export function usageRate(points: readonly CounterPoint[]): UsageRate {
  let start = 0;
  for (let i = 1; i < points.length; i += 1) if ((points[i] as CounterPoint).value < (points[i - 1] as CounterPoint).value) start = i;
  const basis = points.slice(start);
  const first = basis[0];
  const last = basis[basis.length - 1];
  if (!first || !last) return { rate: null, from: null, to: null, readings: 0 };
  const days = daysBetween(first.day, last.day);
  return { rate: days > 0 ? (last.value - first.value) / days : null, from: first.day, to: last.day, readings: basis.length };
}

/** The day the counter is expected to reach `dueAt`: today when it has, otherwise at the rate (none without a rising rate). */
export function nextUsageDay(value: number, dueAt: number, rate: number | null, today: LocalDate): LocalDate | null {
  if (value >= dueAt) return today;
  if (rate === null || rate <= 0) return null;
  return addDays(today, Math.ceil((dueAt - value) / rate));
}

/**
 * The forecast days of one piece from its next day to `to`: each step later by the days a step takes at the rate (the
 * forecast assumes each order is completed on its due day, which resets the step).
 */
export function usageDays(first: LocalDate | null, step: number, rate: number | null, to: LocalDate): LocalDate[] {
  if (!first || first > to) return [];
  if (rate === null || rate <= 0) return [first];
  const every = Math.max(1, Math.ceil(step / rate));
  const out: LocalDate[] = [];
  for (let d = first; d <= to; d = addDays(d, every)) out.push(d);
  return out;
}
