import type { LocalDate } from '../cycle/local-date';
import type { Derivation } from './usage-quantities';

const HOUR_MS = 3_600_000;

/** How far a counter has taken in a meter's readings. */
export interface DerivedState {
  /** What the counter grew by. */
  added: number;
  /** The last reading taken in (ms), and its raw value: power (running when above zero) or the meter's counter. */
  syncedTs: number | null;
  lastRaw: number | null;
}

/**
 * Takes in a meter's readings (oldest first, each later than `state.syncedTs`): run hours add the time between two
 * readings while the first says running, never more than `gapMs` (a silent meter is not counted as running); starts
 * count a reading that runs after one that did not; counters add their increase, and a counter that went back (a
 * replaced or reset meter) adds its new value. `dayOf` gives each reading's day: the counter at each day's last
 * reading is returned, as the day's snapshot for the forecast (`base` plus what was added up to then).
 */
export function derive(
  how: Derivation,
  state: DerivedState,
  readings: ReadonlyArray<{ ts: number; value: number }>,
  gapMs: number,
  base: number,
  dayOf: (ts: number) => LocalDate,
): { state: DerivedState; days: Map<LocalDate, number> } {
  let { added, syncedTs, lastRaw } = state;
  const days = new Map<LocalDate, number>();
  for (const r of readings) {
    if (syncedTs !== null && r.ts <= syncedTs) continue;
    if (lastRaw !== null && syncedTs !== null) {
      if (how === 'running' && lastRaw > 0) added += Math.min(r.ts - syncedTs, gapMs) / HOUR_MS;
      if (how === 'starts' && lastRaw <= 0 && r.value > 0) added += 1;
      if (how === 'counter') added += r.value >= lastRaw ? r.value - lastRaw : r.value;
    }
    syncedTs = r.ts;
    lastRaw = r.value;
    days.set(dayOf(r.ts), base + added);
  }
  return { state: { added, syncedTs, lastRaw }, days };
}
