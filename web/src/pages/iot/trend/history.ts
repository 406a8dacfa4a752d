import { HISTORY_MAX_POINTS, type HistoryAnswer, type HistoryRequest as ContractHistoryRequest, type MessageKey } from '@gengyun/contracts';

/** Quick ranges of the trend charts (test ids `range-<key>`). */
export const RANGES = [
  { key: '1h', ms: 3_600_000, labelKey: 'iot.monitor.trend.ranges.1h' },
  { key: '24h', ms: 86_400_000, labelKey: 'iot.monitor.trend.ranges.24h' },
  { key: '7d', ms: 7 * 86_400_000, labelKey: 'iot.monitor.trend.ranges.7d' },
  { key: '30d', ms: 30 * 86_400_000, labelKey: 'iot.monitor.trend.ranges.30d' },
  { key: '90d', ms: 90 * 86_400_000, labelKey: 'iot.monitor.trend.ranges.90d' },
] as const satisfies ReadonlyArray<{ key: string; ms: number; labelKey: MessageKey }>;
export type RangeKey = (typeof RANGES)[number]['key'];
export const DEFAULT_RANGE: RangeKey = '24h';

/** The server answers at most this many points per series; the chart never holds more either. */
export const MAX_POINTS = HISTORY_MAX_POINTS;
/** /meter/history takes at most 16 quantities. */
export const MAX_QUANTITIES = 16;

export const rangeMs = (key: RangeKey): number => RANGES.find((range) => range.key === key)?.ms ?? RANGES[1].ms;

/** The /meter/history body the trend screens send: comma-separated keys, epoch ms. */
export type HistoryRequest = ContractHistoryRequest & { quantities: string; start: number; end: number };

/** The /meter/history body of a quick range ending now; null when there is nothing to ask. */
export function historyRequest(meterId: number, range: RangeKey, quantities: readonly string[], now: number): HistoryRequest | null {
  const unique = [...new Set(quantities)].slice(0, MAX_QUANTITIES);
  if (!meterId || !unique.length) return null;
  const end = Math.floor(now);
  return { meterId, quantities: unique.join(','), start: end - rangeMs(range), end };
}

/** /meter/history: raw `[ts, value]` rows, or roll-ups `[bucket, avg, min, max]` (minute, hour, day). */
export type { HistoryAnswer };

/** [epoch ms, value] pairs of one quantity, oldest first. */
export type Points = Array<[number, number]>;
export type SeriesByQuantity = Readonly<Record<string, Points>>;

/** Every k-th point so a series holds at most `cap` (the last point is kept: it is the newest). */
export function thin(points: Points, cap = MAX_POINTS): Points {
  if (points.length <= cap) return points;
  const step = Math.ceil(points.length / cap);
  const out = points.filter((_, i) => i % step === 0);
  const last = points[points.length - 1];
  if (out[out.length - 1] !== last) {
    if (out.length >= cap) out[out.length - 1] = last;
    else out.push(last);
  }
  return out;
}

/** The answer as chart series: roll-ups plot their average; non-finite values are left out. */
export function toSeries(answer: HistoryAnswer | undefined): SeriesByQuantity {
  const out: Record<string, Points> = {};
  for (const series of answer?.series ?? []) {
    const points: Points = [];
    for (const row of series.points) {
      const [ts, value] = row;
      if (Number.isFinite(ts) && Number.isFinite(value)) points.push([ts, value]);
    }
    points.sort((a, b) => a[0] - b[0]);
    out[series.quantity] = thin(points);
  }
  return out;
}

/**
 * A live reading appended to the charted quantities: only points newer than a series' last one, points that fell
 * out of the sliding window dropped, and never more than `cap` points (the oldest go). The same object when nothing
 * changed, so the chart does not redraw.
 */
export function appendLive(series: SeriesByQuantity, reading: { ts: number; values: Record<string, number> }, windowStart: number, cap = MAX_POINTS): SeriesByQuantity {
  let changed = false;
  const out: Record<string, Points> = { ...series };
  for (const [quantity, points] of Object.entries(series)) {
    const value = reading.values[quantity];
    if (value === undefined || !Number.isFinite(value)) continue;
    const last = points[points.length - 1];
    if (last && reading.ts <= last[0]) continue;
    let start = 0;
    while (start < points.length && points[start][0] < windowStart) start++;
    const next = points.slice(Math.max(start, points.length + 1 - cap));
    next.push([reading.ts, value]);
    out[quantity] = next;
    changed = true;
  }
  return changed ? out : series;
}
