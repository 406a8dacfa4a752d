import type { Occurrence } from '../cycle/cycle';
import type { LocalDate } from '../cycle/local-date';

export interface Move {
  from_date: LocalDate;
  to_date: LocalDate;
}

/**
 * A plan's occurrences in [from, to] once its moves apply: a moved day leaves its place and stands on its new day
 * (`planned` keeps the day the cycle gave), whichever side of the window either day is on. Sorted by due day.
 */
export function withMoves(found: readonly Occurrence[], moves: readonly Move[], from: LocalDate, to: LocalDate): Occurrence[] {
  const away = new Set(moves.map((m) => m.from_date));
  const kept = found.filter((o) => !away.has(o.due));
  const taken = new Set(kept.map((o) => o.due));
  const arrived = moves.filter((m) => m.to_date >= from && m.to_date <= to && !taken.has(m.to_date)).map((m) => ({ due: m.to_date, planned: m.from_date }));
  return [...kept, ...arrived].sort((a, b) => a.due.localeCompare(b.due));
}
