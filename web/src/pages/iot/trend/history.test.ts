import { appendLive, historyRequest, MAX_POINTS, RANGES, rangeMs, thin, toSeries, type Points } from './history';
import { trendOption, type TrendQuantity } from './chart-option';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('historyRequest', () => {
  it.each([
    ['1h', HOUR],
    ['24h', DAY],
    ['7d', 7 * DAY],
    ['30d', 30 * DAY],
    ['90d', 90 * DAY],
  ] as const)('%s asks for the range ending now', (range, span) => {
    expect(historyRequest(5, range, ['instant_flow', 'pressure'], NOW)).toEqual({ meterId: 5, quantities: 'instant_flow,pressure', start: NOW - span, end: NOW });
  });

  it('sends each quantity once, at most 16, and nothing without quantities or meter', () => {
    const many = Array.from({ length: 20 }, (_, i) => `q${i}`);
    expect(historyRequest(1, '1h', [...many, 'q0'], NOW)?.quantities.split(',')).toHaveLength(16);
    expect(historyRequest(1, '1h', ['a', 'a', 'b'], NOW)?.quantities).toBe('a,b');
    expect(historyRequest(1, '1h', [], NOW)).toBeNull();
    expect(historyRequest(0, '1h', ['a'], NOW)).toBeNull();
  });

  it('offers the five quick ranges in order', () => {
    expect(RANGES.map((r) => r.key)).toEqual(['1h', '24h', '7d', '30d', '90d']);
    expect(rangeMs('90d')).toBe(90 * DAY);
  });
});

describe('toSeries', () => {
  it('plots raw values and roll-up averages, sorted, without non-finite points', () => {
    const series = toSeries({
      grain: 'h',
      series: [
        { quantity: 'a', unit: 'V', points: [[3, 30, 1, 50], [1, 10, 0, 20], [2, Number.NaN, 0, 0]] },
        { quantity: 'b', unit: 'A', points: [] },
      ],
    });
    expect(series).toEqual({ a: [[1, 10], [3, 30]], b: [] });
  });

  it('keeps at most 2,000 points per series, the newest included', () => {
    const points = Array.from({ length: 4999 }, (_, i) => [i, i]);
    const series = toSeries({ grain: 'raw', series: [{ quantity: 'a', unit: '', points }] });
    expect(series.a.length).toBeLessThanOrEqual(MAX_POINTS);
    expect(series.a[series.a.length - 1]).toEqual([4998, 4998]);
    expect(thin(points as Points, 10)).toHaveLength(10);
  });
});

describe('appendLive', () => {
  const base = { a: [[NOW - 2000, 1], [NOW - 1000, 2]] as Points, b: [[NOW - 1000, 5]] as Points };

  it('appends newer points of charted quantities only', () => {
    const next = appendLive(base, { ts: NOW, values: { a: 3, c: 9 } }, NOW - HOUR);
    expect(next.a).toEqual([...base.a, [NOW, 3]]);
    expect(next.b).toBe(base.b);
    expect(next).not.toHaveProperty('c');
  });

  it('returns the same object for old or unrelated readings', () => {
    expect(appendLive(base, { ts: NOW - 1000, values: { a: 3 } }, 0)).toBe(base);
    expect(appendLive(base, { ts: NOW, values: { z: 3 } }, 0)).toBe(base);
    expect(appendLive(base, { ts: NOW, values: { a: Number.NaN } }, 0)).toBe(base);
  });

  it('drops points that left the window and never holds more than the cap', () => {
    expect(appendLive(base, { ts: NOW, values: { a: 3 } }, NOW - 1500).a).toEqual([[NOW - 1000, 2], [NOW, 3]]);
    const full = { a: Array.from({ length: MAX_POINTS }, (_, i) => [i, i]) as Points };
    const next = appendLive(full, { ts: MAX_POINTS, values: { a: 1 } }, 0);
    expect(next.a).toHaveLength(MAX_POINTS);
    expect(next.a[0]).toEqual([1, 1]);
    expect(next.a[MAX_POINTS - 1]).toEqual([MAX_POINTS, 1]);
  });
});

describe('trendOption', () => {
  const quantity = (key: string, unit: string): TrendQuantity => ({ key, name: key, unit, format: (v) => v.toFixed(2) });

  it('draws for speed: no animation, no symbols, LTTB sampling, one axis per unit', () => {
    const option = trendOption([quantity('a', 'V'), quantity('b', 'A'), quantity('c', 'V')], { a: [[1, 1]], b: [], c: [] }, { start: 0, end: 10 }, true);
    expect(option.animation).toBe(false);
    const series = option.series as Array<Record<string, unknown>>;
    expect(series.map((s) => s.yAxisIndex)).toEqual([0, 1, 0]);
    for (const s of series) expect(s).toMatchObject({ type: 'line', sampling: 'lttb', showSymbol: false, animation: false });
    expect((option.yAxis as unknown[]).length).toBe(2);
    expect(option.xAxis).toMatchObject({ type: 'time', min: 0, max: 10 });
    const tooltip = series[0].tooltip as { valueFormatter: (v: number) => string };
    expect(tooltip.valueFormatter(1.234)).toBe('1.23 V');
  });

  it('builds 90 days × 10 quantities at 2,000 points each quickly', () => {
    const quantities = Array.from({ length: 10 }, (_, i) => quantity(`q${i}`, i % 2 ? 'V' : 'A'));
    const series = Object.fromEntries(quantities.map((q) => [q.key, Array.from({ length: MAX_POINTS }, (_, i) => [NOW - 90 * DAY + i * 3_888_000, Math.sin(i)] as [number, number])]));
    const started = performance.now();
    const option = trendOption(quantities, series, { start: NOW - 90 * DAY, end: NOW }, false);
    expect(performance.now() - started).toBeLessThan(50);
    expect((option.series as unknown[]).length).toBe(10);
  });
});
