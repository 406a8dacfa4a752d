import { derive, type DerivedState } from './usage-derive';

const MIN = 60_000;
const HOUR = 60 * MIN;
const T0 = Date.UTC(2031, 0, 1, 0, 0, 0);
const fresh: DerivedState = { added: 0, syncedTs: null, lastRaw: null };
const dayOf = (ts: number): string => new Date(ts).toISOString().slice(0, 10);
const series = (values: number[], every = 5 * MIN, from = T0) => values.map((value, i) => ({ ts: from + i * every, value }));

describe('usage counters derived from meter readings', () => {
  it("run hours: time between readings while the first says running, never more than the meter's offline gap", () => {
    // Running (power above 0) for an hour in 5-minute readings, then stopped, then one running reading after a 2-hour silence.
    const readings = [...series([5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0, 0]), { ts: T0 + 14 * 5 * MIN + 2 * HOUR, value: 5 }, { ts: T0 + 14 * 5 * MIN + 2 * HOUR + 5 * MIN, value: 0 }];
    const { state } = derive('running', fresh, readings, 10 * MIN, 0, dayOf);
    // 12 running readings, each followed 5 minutes later (1 h); the silence after a stopped reading adds nothing; the last
    // running reading adds its 5 minutes.
    expect(state.added).toBeCloseTo(1 + 5 / 60, 6);
    // A running reading followed by a silence longer than the gap counts the gap only.
    expect(derive('running', fresh, [{ ts: T0, value: 3 }, { ts: T0 + 3 * HOUR, value: 3 }], 5 * MIN, 0, dayOf).state.added).toBeCloseTo(5 / 60, 6);
  });

  it('starts: a running reading after a stopped one; the first reading ever counts nothing', () => {
    const { state } = derive('starts', fresh, series([4, 0, 3, 3, 0, 0, 7, 0, 2]), 10 * MIN, 0, dayOf);
    expect(state.added).toBe(3);
  });

  it('counters add their increase; a counter that went back (a new meter) adds its new value', () => {
    const { state } = derive('counter', fresh, series([100, 104, 110, 2, 5]), 10 * MIN, 0, dayOf);
    expect(state.added).toBe(10 + 2 + 3);
  });

  it("goes on from where it stopped, skips readings already taken in, and gives each day's last value on the base", () => {
    const first = derive('counter', fresh, series([10, 20], 12 * HOUR), 10 * MIN, 50, dayOf);
    expect(first.state).toEqual({ added: 10, syncedTs: T0 + 12 * HOUR, lastRaw: 20 });
    const next = derive('counter', first.state, [{ ts: T0 + 12 * HOUR, value: 20 }, { ts: T0 + 24 * HOUR, value: 26 }, { ts: T0 + 36 * HOUR, value: 30 }], 10 * MIN, 50, dayOf);
    expect(next.state.added).toBe(20);
    expect([...next.days]).toEqual([['2031-01-02', 70]]);
  });
});
