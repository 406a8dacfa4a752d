import { ALARM_CONDITIONS, RATE_UNITS, type AlarmCondition, type RateUnit } from '@gengyun/contracts';
/**
 * The pure alarm-rule evaluator (issue #5 item 3): one rule, one meter, one reading at a time.
 * `evaluate(rule, state, reading)` returns the next state and, when the rule's alarm condition starts or ends,
 * a transition. It never reads the clock: every time comes from the reading (`ts`, epoch ms) or the caller.
 *
 * - high / highHigh: breach when value >= threshold; once raised, clears only at value <= threshold - deadband.
 * - low / lowLow: breach when value <= threshold; once raised, clears only at value >= threshold + deadband.
 * - rate: |Δvalue / Δt| per second or minute >= threshold (needs two readings); clears at <= threshold - deadband.
 * - noData: no reading for `noDataMs`, counted on the server's clock from `silenceSince` (the last reading as received,
 *   when the meter was added, when the rule was enabled, when the evaluator started listening); checked by
 *   `evaluateSilence` at `silenceDue`; any reading clears. A no-data alarm has no value (transitions carry null).
 * - `durationMs` ("for N seconds"): the breach must have lasted N seconds, measured from the first breaching
 *   reading of an unbroken run; `repeatCount` ("N times in a row"): N consecutive breaching readings. Both hold
 *   when both are set. A reading that does not breach breaks the run. `evaluateElapsed` raises a duration
 *   breach when its time is up without waiting for another reading.
 */
export { ALARM_CONDITIONS, RATE_UNITS, type AlarmCondition, type RateUnit };

export interface EvaluatedRule {
  condition: AlarmCondition;
  /** Limit of a threshold rule, or the rate limit (absolute, per `rateUnit`). Unused by noData. */
  threshold: number;
  /** >= 0: how far back across the limit a value must go before a raised alarm clears. */
  deadband: number;
  rateUnit: RateUnit;
  /** 0 = raise at once. */
  durationMs: number;
  /** 1 = raise on the first breaching reading. */
  repeatCount: number;
  /** noData only. */
  noDataMs: number;
}

export interface EvalState {
  /** The condition is raised (an alarm is open for it, as far as this evaluator knows). */
  active: boolean;
  /** ts of the first breaching reading of the current unbroken run, or null. */
  breachSince: number | null;
  /** Breaching readings in a row. */
  streak: number;
  lastTs: number | null;
  lastValue: number | null;
}

export interface Reading {
  ts: number;
  value: number;
}

export interface Transition {
  type: 'raise' | 'clear';
  /** The value that raised or cleared; null for noData (silence has no value). */
  value: number | null;
  at: number;
}

export interface EvalResult {
  state: EvalState;
  transition?: Transition;
}

export const initialState = (active = false): EvalState => ({ active, breachSince: null, streak: 0, lastTs: null, lastValue: null });

const RATE_UNIT_MS: Record<RateUnit, number> = { second: 1000, minute: 60_000 };

/** Is the reading beyond the limit (for raising)? null when it cannot be judged (first reading of a rate rule). */
function measure(rule: EvaluatedRule, state: EvalState, reading: Reading): number | null {
  if (rule.condition !== 'rate') return reading.value;
  if (state.lastTs === null || state.lastValue === null) return null;
  const dt = (reading.ts - state.lastTs) / RATE_UNIT_MS[rule.rateUnit];
  return Math.abs((reading.value - state.lastValue) / dt);
}

const breaches = (rule: EvaluatedRule, x: number): boolean =>
  rule.condition === 'low' || rule.condition === 'lowLow' ? x <= rule.threshold : x >= rule.threshold;

/** Back inside the limit by at least the deadband. */
const recovered = (rule: EvaluatedRule, x: number): boolean =>
  rule.condition === 'low' || rule.condition === 'lowLow' ? x >= rule.threshold + rule.deadband : x <= rule.threshold - rule.deadband;

export function evaluate(rule: EvaluatedRule, state: EvalState, reading: Reading): EvalResult {
  if (!Number.isFinite(reading.value) || !Number.isFinite(reading.ts)) return { state };
  // Out of order or repeated: already judged; a late value must not raise or clear anything.
  if (state.lastTs !== null && reading.ts <= state.lastTs) return { state };
  const seen = { lastTs: reading.ts, lastValue: reading.value };

  if (rule.condition === 'noData') {
    const next: EvalState = { ...state, ...seen, active: false, breachSince: null, streak: 0 };
    return state.active ? { state: next, transition: { type: 'clear', value: null, at: reading.ts } } : { state: next };
  }

  const x = measure(rule, state, reading);
  if (x === null) return { state: { ...state, ...seen } };

  if (state.active) {
    if (recovered(rule, x)) {
      return { state: { ...initialState(), ...seen }, transition: { type: 'clear', value: reading.value, at: reading.ts } };
    }
    return { state: { ...state, ...seen } };
  }

  if (!breaches(rule, x)) return { state: { ...state, ...seen, breachSince: null, streak: 0 } };

  const breachSince = state.breachSince ?? reading.ts;
  const streak = state.streak + 1;
  const due = reading.ts - breachSince >= rule.durationMs && streak >= Math.max(1, rule.repeatCount);
  if (!due) return { state: { ...state, ...seen, breachSince, streak } };
  return {
    state: { ...state, ...seen, active: true, breachSince, streak },
    transition: { type: 'raise', value: reading.value, at: reading.ts },
  };
}

/**
 * Time passing without a new reading: a "for N seconds" breach whose last value still stands raises when its N
 * seconds are up (the value is assumed to hold until the next reading says otherwise), at breach start + N s.
 */
export function evaluateElapsed(rule: EvaluatedRule, state: EvalState, now: number): EvalResult {
  if (rule.condition === 'noData' || rule.durationMs <= 0 || state.active || state.breachSince === null || state.lastValue === null) return { state };
  const due = state.breachSince + rule.durationMs;
  if (now < due || state.streak < Math.max(1, rule.repeatCount)) return { state };
  return { state: { ...state, active: true }, transition: { type: 'raise', value: state.lastValue, at: due } };
}

/** When `evaluateElapsed` may next raise, or null when nothing is pending. */
export const elapsedDue = (rule: EvaluatedRule, state: EvalState): number | null =>
  rule.condition === 'noData' || rule.durationMs <= 0 || state.active || state.breachSince === null || state.streak < Math.max(1, rule.repeatCount)
    ? null
    : state.breachSince + rule.durationMs;

/**
 * Where a meter's silence is counted from for a noData rule: the latest of the given instants (epoch ms, server clock;
 * blanks ignored) — its last reading as received, when it was added, when the rule was last enabled, and when this
 * evaluator started listening (silence while nobody listened is not the meter's). A meter that never reported is
 * therefore judged from when its rule was enabled.
 */
export const silenceSince = (...marks: Array<number | null | undefined>): number =>
  Math.max(0, ...marks.filter((m): m is number => typeof m === 'number' && Number.isFinite(m)));

/** When a noData rule raises if nothing arrives: `noDataMs` after `since`; null for other rules. */
export const silenceDue = (rule: EvaluatedRule, since: number): number | null => (rule.condition === 'noData' ? since + rule.noDataMs : null);

/** A noData rule at time `now`: raises when the meter has been silent for `noDataMs` since `since`. Other rules never change here. */
export function evaluateSilence(rule: EvaluatedRule, state: EvalState, now: number, since: number): EvalResult {
  const due = silenceDue(rule, since);
  if (due === null || state.active || now < due) return { state };
  return { state: { ...state, active: true }, transition: { type: 'raise', value: null, at: now } };
}
