import type { EChartsOption, LineSeriesOption, YAXisComponentOption } from 'echarts';
import { formatInEnterpriseZone } from '@/app/time-zone';
import type { SeriesByQuantity } from './history';

/** A charted quantity: translated name, unit and how its values read in the tooltip. */
export interface TrendQuantity {
  key: string;
  name: string;
  unit: string;
  format: (value: number) => string;
}

const AXIS_OFFSET = 56;
const DAY_MS = 86_400_000;

/**
 * The trend chart's option: one line per quantity, one value axis per unit (alternating left and right), a time
 * axis over the window. Built for many points: no animation, no symbols, LTTB sampling of what is on screen,
 * progressive rendering for long series — 10 quantities × 2,000 points draw in well under a second.
 */
export function trendOption(quantities: readonly TrendQuantity[], series: SeriesByQuantity, window: { start: number; end: number }, dark: boolean): EChartsOption {
  const units = [...new Set(quantities.map((q) => q.unit))];
  const yAxis: YAXisComponentOption[] = units.map((unit, i) => ({
    type: 'value',
    name: unit,
    position: i % 2 === 0 ? 'left' : 'right',
    offset: Math.floor(i / 2) * AXIS_OFFSET,
    scale: true,
    axisLine: { show: true },
    splitLine: { show: i === 0 },
  }));
  const lines: LineSeriesOption[] = quantities.map((q) => ({
    type: 'line',
    id: q.key,
    name: q.name,
    yAxisIndex: Math.max(0, units.indexOf(q.unit)),
    data: series[q.key] ?? [],
    showSymbol: false,
    symbol: 'none',
    sampling: 'lttb',
    animation: false,
    progressive: 1000,
    progressiveThreshold: 3000,
    lineStyle: { width: 1.5 },
    emphasis: { disabled: true },
    tooltip: { valueFormatter: (value) => (typeof value === 'number' ? `${q.format(value)} ${q.unit}`.trim() : String(value ?? '')) },
  }));
  const left = Math.ceil(units.length / 2);
  const right = Math.floor(units.length / 2);
  return {
    backgroundColor: 'transparent',
    darkMode: dark,
    animation: false,
    tooltip: { trigger: 'axis', axisPointer: { type: 'line' }, confine: true },
    legend: { type: 'scroll', top: 0 },
    grid: { top: 40, bottom: 56, left: 24 + Math.max(1, left) * AXIS_OFFSET - AXIS_OFFSET / 2, right: 24 + right * AXIS_OFFSET },
    // Labels and the tooltip's time in the enterprise's time zone (ECharts would use the browser's).
    xAxis: {
      type: 'time',
      min: window.start,
      max: window.end,
      axisLabel: { formatter: (value: number) => formatInEnterpriseZone(value, window.end - window.start > DAY_MS ? 'MM-DD HH:mm' : 'HH:mm') },
      axisPointer: { label: { formatter: ({ value }: { value: unknown }) => formatInEnterpriseZone(Number(value), 'YYYY-MM-DD HH:mm:ss') } },
    },
    yAxis: yAxis.length ? yAxis : [{ type: 'value' }],
    dataZoom: [
      { type: 'inside', xAxisIndex: 0 },
      { type: 'slider', xAxisIndex: 0, height: 18, bottom: 8 },
    ],
    series: lines,
  };
}
