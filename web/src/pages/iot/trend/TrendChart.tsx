import { useEffect, useRef, type ReactElement } from 'react';
import { LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';

use([LineChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, CanvasRenderer]);

export interface TrendChartProps {
  option: EChartsOption;
  dark: boolean;
  height?: number;
}

/**
 * ECharts on a canvas (this module is its own chunk: pages load it with React.lazy). The option is replaced on each
 * change (series by id, so zoom survives live points); the time from setOption to the finished frame is written to
 * `data-render-ms` for benchmarks.
 */
export default function TrendChart({ option, dark, height = 360 }: TrendChartProps): ReactElement {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const instance = init(element, dark ? 'dark' : undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [dark]);

  useEffect(() => {
    const instance = chart.current;
    const element = host.current;
    if (!instance || !element) return;
    const started = performance.now();
    instance.off('finished');
    instance.on('finished', () => {
      element.dataset.renderMs = String(Math.round(performance.now() - started));
      instance.off('finished');
    });
    instance.setOption(option, { replaceMerge: ['series', 'yAxis'], lazyUpdate: true });
  }, [option, dark]);

  return <div ref={host} style={{ width: '100%', height }} data-testid="trend-canvas" />;
}
