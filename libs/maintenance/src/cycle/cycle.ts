import type { HolidayRule, MonthDay, PlanTrigger, TimeTrigger, TriggerMode } from '@gengyun/contracts';
import { addDays, dateOf, daysBetween, daysInMonth, isoWeekday, maxDate, parts, type LocalDate } from './local-date';

/** The plan's span and what has happened: occurrences are never before `start` nor after `end`. */
export interface PlanSpan {
  start: LocalDate;
  end?: LocalDate | null;
  /** The day the plan's last order was completed: floating intervals count from it. */
  lastCompleted?: LocalDate | null;
}

/** The enterprise's days off and what a plan does on one. */
export interface HolidayCalendar {
  holidays: ReadonlySet<LocalDate>;
  rule: HolidayRule;
}

export interface Occurrence {
  /** The day the work is due, after the holiday rule. */
  due: LocalDate;
  /** The day the cycle gave (differs from `due` when a holiday shifted it). */
  planned: LocalDate;
}

/**
 * How far before a window a cycle's days are read, so that a day shifted past a run of holidays into the window is
 * still found (the longest public holiday runs about nine days; a month is ample).
 */
const SHIFT_REACH_DAYS = 31;
/** A shift never walks further than this: a calendar with a year of holidays ends the search rather than looping. */
const SHIFT_LIMIT_DAYS = 366;

const monthDay = (year: number, month: number, day: MonthDay): LocalDate =>
  dateOf(year, month, day === 'last' ? daysInMonth(year, month) : Math.min(day, daysInMonth(year, month)));

/** Days a time trigger falls on within [from, to] (both inclusive), not before the plan's start. */
function cycleDays(trigger: TimeTrigger, span: PlanSpan, from: LocalDate, to: LocalDate): LocalDate[] {
  const out: LocalDate[] = [];
  const first = maxDate(from, span.start);
  switch (trigger.kind) {
    case 'daily':
      for (let d = first; d <= to; d = addDays(d, 1)) out.push(d);
      return out;
    case 'weekly': {
      const days = new Set<number>(trigger.days);
      for (let d = first; d <= to; d = addDays(d, 1)) if (days.has(isoWeekday(d))) out.push(d);
      return out;
    }
    case 'monthly': {
      const { year, month } = parts(first);
      for (let y = year, m = month; ; m === 12 ? ((y += 1), (m = 1)) : (m += 1)) {
        const d = monthDay(y, m, trigger.day);
        if (dateOf(y, m, 1) > to) return out;
        if (d >= first && d <= to) out.push(d);
      }
    }
    case 'yearly': {
      for (let y = parts(first).year; dateOf(y, 1, 1) <= to; y += 1) {
        const d = monthDay(y, trigger.month, trigger.day);
        if (d >= first && d <= to) out.push(d);
      }
      return out;
    }
    case 'interval': {
      const anchor = trigger.anchor === 'completion' && span.lastCompleted ? addDays(span.lastCompleted, trigger.days) : span.start;
      // Floating intervals are forecast as if each order were completed on its due day.
      const steps = Math.max(0, Math.ceil(daysBetween(anchor, first) / trigger.days));
      for (let d = addDays(anchor, steps * trigger.days); d <= to; d = addDays(d, trigger.days)) out.push(d);
      return out;
    }
  }
}

/** The next working day from `date` on (itself when it is one), or null past the search limit. */
function nextWorkingDay(date: LocalDate, holidays: ReadonlySet<LocalDate>): LocalDate | null {
  for (let d = date, i = 0; i <= SHIFT_LIMIT_DAYS; d = addDays(d, 1), i += 1) if (!holidays.has(d)) return d;
  return null;
}

/**
 * Days the time triggers combine to (any one of them, or all of them on the same day), sorted. Usage triggers give no
 * days here: they are per piece of equipment and read counters (`usage/`), and generation combines them with these.
 */
function combined(triggers: readonly PlanTrigger[], mode: TriggerMode, span: PlanSpan, from: LocalDate, to: LocalDate): LocalDate[] {
  const sets = triggers.filter((t): t is TimeTrigger => t.kind !== 'usage').map((t) => new Set(cycleDays(t, span, from, to)));
  if (!sets.length) return [];
  const days = mode === 'any' ? new Set(sets.flatMap((s) => [...s])) : new Set([...(sets[0] as Set<LocalDate>)].filter((d) => sets.every((s) => s.has(d))));
  return [...days].filter((d) => !span.end || d <= span.end).sort();
}

/**
 * A plan's occurrences whose due day (after the holiday rule) falls within [from, to], oldest first. The same inputs
 * always give the same days, which is what makes generation idempotent and the preview honest.
 */
export function occurrences(
  triggers: readonly PlanTrigger[],
  mode: TriggerMode,
  span: PlanSpan,
  calendar: HolidayCalendar,
  from: LocalDate,
  to: LocalDate,
): Occurrence[] {
  if (from > to) return [];
  const reach = calendar.rule === 'shift' ? addDays(from, -SHIFT_REACH_DAYS) : from;
  const out: Occurrence[] = [];
  const seen = new Set<LocalDate>();
  for (const planned of combined(triggers, mode, span, reach, to)) {
    let due: LocalDate | null = planned;
    if (calendar.holidays.has(planned)) {
      if (calendar.rule === 'skip') continue;
      if (calendar.rule === 'shift') due = nextWorkingDay(planned, calendar.holidays);
    }
    // Two planned days shifted onto one working day are one occurrence: the work is done once.
    if (!due || due < from || due > to || seen.has(due)) continue;
    seen.add(due);
    out.push({ due, planned });
  }
  return out;
}

/** The day an occurrence's order is created: its due day less the plan's lead time. */
export const generationDay = (due: LocalDate, leadDays: number): LocalDate => addDays(due, -leadDays);
