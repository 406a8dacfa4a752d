import type { TriggerMode, UsageForecast } from '@gengyun/contracts';
import type { LocalDate } from '../cycle/local-date';
import { usageDays } from './usage-forecast';

/**
 * The forecast usage days of a plan up to `to`, each with the pieces expected then. Mode any: every trigger's days
 * (a day a time cycle already gives is left to it, since that order resets the step too). Mode all: the days of the
 * piece's slowest trigger, each moved to the first cycle day on or after it when the plan has time cycles.
 */
export function usageOccurrenceDays(forecast: readonly UsageForecast[], mode: TriggerMode, cycleDays: readonly LocalDate[] | null, to: LocalDate): Map<LocalDate, number[]> {
  const byPiece = new Map<number, UsageForecast[]>();
  for (const f of forecast) byPiece.set(f.equipment_id, [...(byPiece.get(f.equipment_id) ?? []), f]);
  const out = new Map<LocalDate, number[]>();
  const cycle = cycleDays ? [...cycleDays].sort() : null;
  for (const [piece, rows] of byPiece) {
    let days: LocalDate[];
    if (mode === 'all') {
      if (rows.some((r) => r.next_due === null)) continue;
      const slowest = rows.reduce((a, b) => ((b.next_due as string) > (a.next_due as string) ? b : a));
      const own = usageDays(slowest.next_due, slowest.step, slowest.rate_per_day, to);
      days = cycle ? [...new Set(own.map((d) => cycle.find((c) => c >= d)).filter((d): d is LocalDate => !!d))] : own;
    } else {
      days = [...new Set(rows.flatMap((r) => usageDays(r.next_due, r.step, r.rate_per_day, to)))].filter((d) => !cycle?.includes(d));
    }
    for (const d of days) out.set(d, [...(out.get(d) ?? []), piece]);
  }
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}
