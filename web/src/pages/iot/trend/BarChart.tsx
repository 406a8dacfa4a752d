import { useEffect, useRef, type ReactElement } from 'react';
import { BarChart as Bars } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([Bars, GridComponent, TooltipComponent, CanvasRenderer]);

export interface BarChartProps {
  /** [label, count] pairs, in display order. */
  bars: ReadonlyArray<readonly [string, number]>;
  dark: boolean;
  height?: number;
}

/** Horizontal bars of counts people compare (own chunk, loaded lazily). */
export default function BarChart({ bars, dark, height = 220 }: BarChartProps): ReactElement {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const chart = init(element, dark ? 'dark' : undefined);
    chart.setOption({
      backgroundColor: 'transparent',
      animation: false,
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', inverse: true, data: bars.map(([label]) => label) },
      series: [{ type: 'bar', data: bars.map(([, count]) => count), barMaxWidth: 18, label: { show: true, position: 'right' } }],
    });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.dispose();
    };
  }, [bars, dark]);
  return <div ref={host} style={{ width: '100%', height }} />;
}
