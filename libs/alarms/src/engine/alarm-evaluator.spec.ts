import { elapsedDue, evaluate, evaluateElapsed, evaluateSilence, initialState, silenceDue, silenceSince, type EvalState, type EvaluatedRule, type Transition } from './alarm-evaluator';

const rule = (over: Partial<EvaluatedRule> = {}): EvaluatedRule => ({
  condition: 'high',
  threshold: 100,
  deadband: 0,
  rateUnit: 'second',
  durationMs: 0,
  repeatCount: 1,
  noDataMs: 0,
  ...over,
});

/** Feeds [ts, value] pairs; returns every transition as [type, ts] and the final state. */
function run(r: EvaluatedRule, points: Array<[number, number]>, start: EvalState = initialState()): { transitions: Array<[Transition['type'], number]>; state: EvalState } {
  let state = start;
  const transitions: Array<[Transition['type'], number]> = [];
  for (const [ts, value] of points) {
    const out = evaluate(r, state, { ts, value });
    state = out.state;
    if (out.transition) transitions.push([out.transition.type, out.transition.at]);
  }
  return { transitions, state };
}
const series = (values: number[], stepMs = 1000, t0 = 0): Array<[number, number]> => values.map((v, i) => [t0 + i * stepMs, v]);

describe('alarm evaluator: thresholds', () => {
  it('high raises at the limit, not below it', () => {
    expect(run(rule(), series([99.9, 99.99])).transitions).toEqual([]);
    expect(run(rule(), series([99, 100])).transitions).toEqual([['raise', 1000]]);
  });

  it('highHigh behaves as high (its own limit and severity)', () => {
    expect(run(rule({ condition: 'highHigh', threshold: 150 }), series([120, 151, 149.9])).transitions).toEqual([['raise', 1000], ['clear', 2000]]);
  });

  it('low and lowLow raise at or under the limit', () => {
    expect(run(rule({ condition: 'low', threshold: 10 }), series([11, 10, 12])).transitions).toEqual([['raise', 1000], ['clear', 2000]]);
    expect(run(rule({ condition: 'lowLow', threshold: 5 }), series([6, 4, 4, 6])).transitions).toEqual([['raise', 1000], ['clear', 3000]]);
  });

  it('raises once while the breach lasts', () => {
    expect(run(rule(), series([101, 105, 130, 101])).transitions).toEqual([['raise', 0]]);
  });

  it('ignores repeated, out-of-order and non-finite readings', () => {
    const first = run(rule(), [[1000, 101]]);
    expect(first.transitions).toEqual([['raise', 1000]]);
    expect(run(rule(), [[1000, 50], [500, 40], [2000, Number.NaN]], first.state).transitions).toEqual([]);
  });
});

describe('alarm evaluator: deadband (no flapping)', () => {
  const r = rule({ threshold: 100, deadband: 5 });

  it('a value hovering at the limit raises once and does not clear inside the deadband', () => {
    const hovering = series([100, 99.5, 100.2, 98, 100, 96, 99.9, 95.1]);
    expect(run(r, hovering).transitions).toEqual([['raise', 0]]);
  });

  it('clears only after crossing back by the deadband, then raises again at the limit', () => {
    expect(run(r, series([100, 97, 95, 99, 100])).transitions).toEqual([['raise', 0], ['clear', 2000], ['raise', 4000]]);
  });

  it('low rules clear above limit + deadband', () => {
    const low = rule({ condition: 'low', threshold: 10, deadband: 2 });
    expect(run(low, series([10, 11, 11.9, 12])).transitions).toEqual([['raise', 0], ['clear', 3000]]);
  });

  it('without a deadband a hovering value flaps (the reason the deadband exists)', () => {
    expect(run(rule(), series([100, 99.9, 100, 99.9])).transitions).toHaveLength(4);
  });
});

describe('alarm evaluator: "for N seconds"', () => {
  const r = rule({ durationMs: 5000 });

  it('fires between N and N+1 s of sustained breach, never before N (readings every 250 ms)', () => {
    const t0 = 10_000;
    const points = series(Array.from({ length: 40 }, () => 120), 250, t0);
    const { transitions } = run(r, points);
    expect(transitions).toHaveLength(1);
    const elapsed = transitions[0][1] - t0;
    expect(elapsed).toBeGreaterThanOrEqual(5000);
    expect(elapsed).toBeLessThan(6000);
  });

  it('fires between N and N+1 s with readings every second, and with irregular gaps', () => {
    expect(run(r, series([120, 120, 120, 120, 120, 120, 120])).transitions).toEqual([['raise', 5000]]);
    const irregular: Array<[number, number]> = [[0, 120], [700, 120], [2300, 120], [4999, 120], [5400, 120]];
    expect(run(r, irregular).transitions).toEqual([['raise', 5400]]);
  });

  it('a reading back under the limit restarts the clock', () => {
    const points = series([120, 120, 120, 120, 90, 120, 120, 120, 120, 120, 120]);
    expect(run(r, points).transitions).toEqual([['raise', 10_000]]);
  });

  it('a breach shorter than N never fires', () => {
    expect(run(r, series([120, 120, 120, 120, 120, 90, 90])).transitions).toEqual([]);
  });

  it('raises at exactly N s when no further reading arrives, with the last value, and only once', () => {
    const { state } = run(r, [[1000, 130], [2000, 125]]);
    expect(elapsedDue(r, state)).toBe(6000);
    expect(evaluateElapsed(r, state, 5999).transition).toBeUndefined();
    const due = evaluateElapsed(r, state, 6000);
    expect(due.transition).toEqual({ type: 'raise', value: 125, at: 6000 });
    expect(elapsedDue(r, due.state)).toBeNull();
    expect(evaluateElapsed(r, due.state, 9000).transition).toBeUndefined();
    expect(evaluate(r, due.state, { ts: 7000, value: 140 }).transition).toBeUndefined();
  });

  it('has nothing pending once the value is back under the limit, nor for rules without a duration', () => {
    expect(elapsedDue(r, run(r, [[1000, 130], [2000, 90]]).state)).toBeNull();
    expect(evaluateElapsed(r, run(r, [[1000, 130], [2000, 90]]).state, 60_000).transition).toBeUndefined();
    const instant = rule();
    expect(elapsedDue(instant, run(instant, [[1000, 90]]).state)).toBeNull();
    const repeat = rule({ durationMs: 5000, repeatCount: 3 });
    expect(elapsedDue(repeat, run(repeat, [[1000, 130], [2000, 130]]).state)).toBeNull();
  });
});

describe('alarm evaluator: "N times in a row"', () => {
  const r = rule({ repeatCount: 3 });

  it('fires on the Nth consecutive breaching reading', () => {
    expect(run(r, series([120, 120, 120, 120])).transitions).toEqual([['raise', 2000]]);
  });

  it('an interruption resets the count', () => {
    expect(run(r, series([120, 120, 90, 120, 120, 90, 120, 120, 120])).transitions).toEqual([['raise', 8000]]);
  });

  it('with a duration too, both must hold', () => {
    const both = rule({ repeatCount: 3, durationMs: 10_000 });
    expect(run(both, series([120, 120, 120, 120], 5000)).transitions).toEqual([['raise', 10_000]]);
    const fewReadings = rule({ repeatCount: 5, durationMs: 1000 });
    expect(run(fewReadings, series([120, 120, 120, 120, 120], 2000)).transitions).toEqual([['raise', 8000]]);
  });
});

describe('alarm evaluator: rate of change', () => {
  it('per second: |Δ|/Δt over the limit raises; the first reading only sets the base', () => {
    const r = rule({ condition: 'rate', threshold: 10, rateUnit: 'second' });
    expect(run(r, [[0, 500]]).transitions).toEqual([]);
    expect(run(r, [[0, 0], [1000, 5], [2000, 16]]).transitions).toEqual([['raise', 2000]]);
    expect(run(r, [[0, 100], [500, 94]]).transitions).toEqual([['raise', 500]]);
  });

  it('per minute', () => {
    const r = rule({ condition: 'rate', threshold: 60, rateUnit: 'minute' });
    expect(run(r, [[0, 0], [1000, 0.9]]).transitions).toEqual([]);
    expect(run(r, [[0, 0], [1000, 1]]).transitions).toEqual([['raise', 1000]]);
  });

  it('clears when the rate falls under limit - deadband', () => {
    const r = rule({ condition: 'rate', threshold: 10, deadband: 4, rateUnit: 'second' });
    expect(run(r, [[0, 0], [1000, 10], [2000, 17], [3000, 23]]).transitions).toEqual([['raise', 1000], ['clear', 3000]]);
  });
});

describe('alarm evaluator: no data', () => {
  const r = rule({ condition: 'noData', noDataMs: 30_000 });

  it('raises once exactly N seconds after the silence began, with no value; any reading clears (also without a value)', () => {
    const since = 1000;
    expect(silenceDue(r, since)).toBe(31_000);
    expect(evaluateSilence(r, initialState(), 30_999, since).transition).toBeUndefined();
    const silent = evaluateSilence(r, initialState(), 31_000, since);
    expect(silent.transition).toEqual({ type: 'raise', value: null, at: 31_000 });
    expect(evaluateSilence(r, silent.state, 60_000, since).transition).toBeUndefined();
    expect(evaluate(r, silent.state, { ts: 61_000, value: 4 }).transition).toEqual({ type: 'clear', value: null, at: 61_000 });
  });

  it('silence counts from the latest of: last reading, meter added, rule enabled, evaluator started', () => {
    const lastReading = 5_000;
    const ruleEnabled = 50_000;
    expect(silenceSince(lastReading, null, ruleEnabled, 2_000)).toBe(ruleEnabled);
    // a meter that never reported, on a rule enabled after the process started: judged from the rule's enabling
    expect(silenceDue(r, silenceSince(null, 1_000, ruleEnabled, 2_000))).toBe(80_000);
    // a meter that reported after the rule was enabled: judged from its reading
    expect(silenceDue(r, silenceSince(90_000, 1_000, ruleEnabled, 2_000))).toBe(120_000);
    expect(silenceSince(undefined, null, Number.NaN)).toBe(0);
  });

  it('threshold rules ignore silence', () => {
    expect(silenceDue(rule(), 0)).toBeNull();
    expect(evaluateSilence(rule(), initialState(), 1e9, 0).transition).toBeUndefined();
  });
});

describe('alarm evaluator: state seeded from an open alarm', () => {
  it('an evaluator that starts active (open alarm found) clears when the value recovers', () => {
    expect(run(rule({ deadband: 1 }), series([99.5, 98]), initialState(true)).transitions).toEqual([['clear', 1000]]);
  });
});
