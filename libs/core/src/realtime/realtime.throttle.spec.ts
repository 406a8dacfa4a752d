import { KeyedThrottle } from './realtime.throttle';

/** A hand-driven clock and timers; every timer fires `lateMs` after it is due (a busy event loop). */
function driven(lateMs: number): { now: () => number; runUntil: (until: number) => void; restore: () => void } {
  let now = 0;
  const timers: Array<{ at: number; run: () => void }> = [];
  const nowSpy = jest.spyOn(Date, 'now').mockImplementation(() => now);
  const timerSpy = jest.spyOn(global, 'setTimeout').mockImplementation(((run: () => void, ms: number) => {
    timers.push({ at: now + ms + lateMs, run });
    timers.sort((a, b) => a.at - b.at);
    return { unref: () => undefined };
  }) as unknown as typeof setTimeout);
  return {
    now: () => now,
    runUntil: (until) => {
      while (timers.length && timers[0].at <= until) {
        const next = timers.shift()!;
        now = next.at;
        next.run();
      }
      now = Math.max(now, until);
    },
    restore: () => {
      nowSpy.mockRestore();
      timerSpy.mockRestore();
    },
  };
}

interface Sent {
  v: number;
  at: number;
  arrived: number;
}

function run(arrivals: number[], lateMs: number): Sent[] {
  const clock = driven(lateMs);
  const sent: Sent[] = [];
  try {
    const t = new KeyedThrottle<Omit<Sent, 'at'>>(200, (e) => sent.push({ ...e, at: clock.now() }), (_older, newer) => newer);
    arrivals.forEach((arrives, i) => {
      clock.runUntil(arrives);
      t.push(1, { v: i + 1, arrived: arrives });
    });
    clock.runUntil(Infinity);
  } finally {
    clock.restore();
  }
  return sent;
}

const mostInOneSecond = (sent: Sent[]): number => Math.max(...sent.map((e) => sent.filter((o) => o.at >= e.at && o.at < e.at + 1000).length));

describe('KeyedThrottle', () => {
  it('holds a fast source to 5 sends a second, the last value winning', () => {
    const arrivals = Array.from({ length: 300 }, (_, i) => i * 10); // 100 a second for 3 s
    const sent = run(arrivals, 3);
    expect(sent.at(-1)!.v).toBe(300);
    expect(sent.length).toBeLessThanOrEqual(Math.floor(3000 / 200) + 2);
    expect(mostInOneSecond(sent)).toBeLessThanOrEqual(6);
    expect(sent.map((e) => e.v)).toEqual([...sent.map((e) => e.v)].sort((a, b) => a - b));
  });

  it('passes a source reporting at 5 a second through as it reports, however its jitter, bursts and timers fall', () => {
    // Every 200 ms with up to ±40 ms of jitter, a burst of three readings early on (held back by the network, then
    // delivered together), and timers firing 10 ms late; for many phases of the source.
    const jitter = [0, -40, 35, -20, 40, -35, 10, -5, 25, -30];
    for (let phase = 0; phase < 200; phase += 7) {
      const arrivals = Array.from({ length: 150 }, (_, i) => 1000 + phase + i * 200 + jitter[i % jitter.length]);
      arrivals[3] = arrivals[4] = arrivals[5];
      const sent = run(arrivals, 10);
      const lags = sent.map((e) => e.at - e.arrived).sort((a, b) => a - b);
      expect(lags[Math.floor(lags.length / 2)]).toBe(0);
      expect(lags.at(-1)).toBeLessThanOrEqual(2 * 200 + 10);
      expect(sent.length).toBeGreaterThanOrEqual(140);
      expect(mostInOneSecond(sent)).toBeLessThanOrEqual(6);
      // Every reading goes out, alone or merged into a later one, within two slots.
      arrivals.forEach((arrived, i) => expect(sent.find((e) => e.v >= i + 1)!.at - arrived).toBeLessThanOrEqual(2 * 200 + 10));
    }
  });

  it('sends a held value an interval after the key may send again, when no newer value comes to take it along', () => {
    const sent = run([0, 5, 10, 50], 0);
    expect(sent.map((e) => e.v)).toEqual([1, 2, 4]);
    expect(sent[2].at).toBeGreaterThanOrEqual(200);
    expect(sent[2].at).toBeLessThanOrEqual(2 * 200 + 10);
  });
});
