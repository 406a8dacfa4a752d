import { MeterWalk, excursionOn } from './demo-walks';

/** A seeded generator (mulberry32), so a failure replays. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A day of readings at the given interval: what the demo rules watch never breaches outside an excursion. */
function run(type: ConstructorParameters<typeof MeterWalk>[0], dt: number, seconds: number) {
  const random = seeded(7);
  const walk = new MeterWalk(type, 1, {}, { quantity: 'ph', level: 9.5 }, random);
  return Array.from({ length: Math.round(seconds / dt) }, () => walk.next(dt, false, random));
}

describe('demo meter walks', () => {
  it.each([0.2, 2])('stay inside the demo alarm rules at %s s intervals (flow, pressure, pH, COD, PM2.5 per minute)', (dt) => {
    const flow = run('flowmeter', dt, 20_000);
    expect(Math.max(...flow.map((v) => v.instant_flow ?? 0))).toBeLessThan(1500);
    expect(Math.min(...flow.map((v) => v.pressure ?? 0))).toBeGreaterThan(0.1);
    const water = run('water', dt, 20_000);
    expect(Math.max(...water.map((v) => v.ph ?? 0))).toBeLessThan(9);
    expect(Math.max(...water.map((v) => v.cod ?? 0))).toBeLessThan(500);
    const pm = run('pm', dt, 20_000).map((v) => v.pm25 ?? 0);
    const perMinute = pm.slice(1).map((v, i) => (Math.abs(v - (pm[i] ?? 0)) / dt) * 60);
    expect(Math.max(...perMinute)).toBeLessThan(50);
  });

  it('keeps totals growing from the last stored values', () => {
    const random = seeded(3);
    const flow = new MeterWalk('flowmeter', 1, { cumulative: 1000, instant_flow: 100 }, undefined, random);
    const power = new MeterWalk('power', 1, { energy: 500 }, undefined, random);
    const totals = Array.from({ length: 50 }, () => [flow.next(2, false, random).cumulative, power.next(2, false, random).energy]);
    expect(totals[0]?.[0]).toBeGreaterThan(1000);
    expect(totals[totals.length - 1]?.[1]).toBeGreaterThan(500.1);
    for (let i = 1; i < totals.length; i++) {
      expect(totals[i]?.[0]).toBeGreaterThanOrEqual(totals[i - 1]?.[0] ?? 0);
      expect(totals[i]?.[1]).toBeGreaterThanOrEqual(totals[i - 1]?.[1] ?? 0);
    }
  });

  it('drives the excursion quantity past the pH rule within seconds, then lets it fall back', () => {
    const random = seeded(11);
    const walk = new MeterWalk('water', 1, {}, { quantity: 'ph', level: 9.5 }, random);
    const during = Array.from({ length: 15 }, () => walk.next(0.2, true, random).ph ?? 0);
    expect(during.findIndex((ph) => ph >= 9)).toBeGreaterThan(-1);
    expect(during.findIndex((ph) => ph >= 9)).toBeLessThan(15);
    const after = Array.from({ length: 100 }, () => walk.next(0.2, false, random).ph ?? 0);
    expect(after[after.length - 1]).toBeLessThan(8.8);
  });

  it('times excursions from the first one, every period, for their length', () => {
    const timing = { firstMs: 60_000, everyMs: 600_000, lengthMs: 90_000 };
    expect([0, 59_999, 60_000, 149_999, 150_000, 659_999, 660_000, 749_999, 750_000].map((t) => excursionOn(t, timing))).toEqual([false, false, true, true, false, false, true, true, false]);
  });
});
