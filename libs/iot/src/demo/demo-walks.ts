import type { MeterType } from '@gengyun/core';

/** A source of numbers in [0, 1) (Math.random, or a seeded one in tests). */
export type Random = () => number;

/**
 * One quantity's bounded random walk. Per second it moves by up to ±volatility/2 and is pulled back toward its
 * target by `pull` of the distance, so a reading's change per second stays bounded whatever the interval — the
 * demo's rate-of-change rule (PM2.5 per minute) is never tripped by a fast feed.
 */
interface WalkSpec {
  nominal: number;
  volatility: number;
  pull: number;
  min: number;
  max: number;
  decimals: number;
}

const walk = (nominal: number, volatility: number, opts: Partial<Omit<WalkSpec, 'nominal' | 'volatility'>> = {}): WalkSpec => ({
  nominal,
  volatility,
  pull: 0.05,
  min: 0,
  max: Number.MAX_SAFE_INTEGER,
  decimals: 2,
  ...opts,
});

const round = (value: number, decimals: number): number => Number(value.toFixed(decimals));

class Walk {
  constructor(
    private readonly spec: WalkSpec,
    private value: number,
  ) {}

  next(dtSeconds: number, random: Random, target = this.spec.nominal, pull = this.spec.pull): number {
    const { volatility, min, max, decimals } = this.spec;
    this.value += (random() - 0.5) * volatility * dtSeconds + (target - this.value) * Math.min(1, pull * dtSeconds);
    this.value = Math.min(max, Math.max(min, this.value));
    return round(this.value, decimals);
  }
}

/**
 * What each demo meter reports: walks per measured quantity, and the totals (`cumulative`, `energy`) integrated
 * from them. `scale` sets one meter of a pair apart from the other (inflow and outflow, inlet and outlet).
 */
const WALKS: Record<MeterType, (scale: number) => Record<string, WalkSpec>> = {
  flowmeter: (s) => ({ instant_flow: walk(120 * s, 6, { decimals: 3 }), pressure: walk(0.35, 0.01, { min: 0.15, max: 0.6, decimals: 3 }) }),
  water: (s) => ({
    ph: walk(7.2, 0.04, { min: 6, max: 14 }),
    cod: walk(180 * s, 4, { min: 5, decimals: 1 }),
    nh3n: walk(15 * s, 0.3, { min: 0.2 }),
    turbidity: walk(40 * s, 1, { min: 0.5, decimals: 1 }),
  }),
  air: (s) => ({ temperature: walk(24 + 2 * s, 0.1, { min: -30, max: 60, decimals: 1 }), power: walk(3.5 * s, 0.2, { min: 0.5 }) }),
  pm: (s) => ({ pm25: walk(35 * s, 0.8, { pull: 0.02, min: 5 }), pm10: walk(70 * s, 1.2, { pull: 0.02, min: 10 }) }),
  power: (s) => ({ voltage: walk(230, 1, { min: 180, max: 260, decimals: 1 }), current: walk(40 * s, 1, { min: 1 }) }),
};

/** A quantity driven to a level while an excursion lasts (a slug of alkaline discharge at the inlet). */
export interface Excursion {
  quantity: string;
  level: number;
}

/** One demo meter's readings over time, continuing from its last stored values (totals never go backwards). */
export class MeterWalk {
  private readonly walks = new Map<string, Walk>();
  private totals: Record<string, number> = {};

  constructor(
    readonly type: MeterType,
    scale: number,
    last: Record<string, number>,
    private readonly excursion?: Excursion,
    random: Random = Math.random,
  ) {
    for (const [key, spec] of Object.entries(WALKS[type](scale))) {
      this.walks.set(key, new Walk(spec, Number.isFinite(last[key]) ? (last[key] as number) : spec.nominal));
    }
    if (type === 'flowmeter') this.totals = { cumulative: last.cumulative ?? round(8_000 + random() * 4_000, 2) };
    if (type === 'power') this.totals = { energy: last.energy ?? round(50_000 + random() * 20_000, 2) };
  }

  /** The values `dtSeconds` after the previous reading; `excursing` drives the excursion's quantity to its level. */
  next(dtSeconds: number, excursing: boolean, random: Random = Math.random): Record<string, number> {
    const values: Record<string, number> = {};
    for (const [key, w] of this.walks) {
      const driven = excursing && this.excursion?.quantity === key;
      values[key] = driven ? w.next(dtSeconds, random, this.excursion!.level, 1) : w.next(dtSeconds, random);
    }
    if (this.type === 'flowmeter') values.cumulative = this.add('cumulative', ((values.instant_flow ?? 0) * dtSeconds) / 3600);
    if (this.type === 'air') values.mode = 1;
    if (this.type === 'power') {
      values.active_power = round(((values.voltage ?? 0) * (values.current ?? 0) * 0.92) / 1000, 2);
      values.energy = this.add('energy', (values.active_power * dtSeconds) / 3600);
    }
    return values;
  }

  private add(key: string, amount: number): number {
    this.totals[key] = (this.totals[key] ?? 0) + amount;
    return round(this.totals[key], 2);
  }
}

/** Whether an excursion is on `elapsedMs` after the feed started: from `firstMs`, for `lengthMs` every `everyMs`. */
export function excursionOn(elapsedMs: number, timing: { firstMs: number; everyMs: number; lengthMs: number }): boolean {
  if (elapsedMs < timing.firstMs) return false;
  return (elapsedMs - timing.firstMs) % timing.everyMs < timing.lengthMs;
}
