// The product's TrendChart and trend option, fed `quantities` series of `points` points over 90 days (what
// /meter/history answers for a 90-day range: at most 2,000 points a series). Marks on document.body:
// data-started (performance.now() before React renders) and data-finished (ECharts' first finished frame).
import { createRoot } from 'react-dom/client';
import TrendChart from '@/pages/iot/trend/TrendChart';
import { trendOption, type TrendQuantity } from '@/pages/iot/trend/chart-option';
import type { Points } from '@/pages/iot/trend/history';

const params = new URLSearchParams(location.search);
const quantityCount = Number(params.get('quantities') ?? 10);
const pointCount = Number(params.get('points') ?? 2000);
const dark = params.get('dark') !== '0';
const end = Date.now();
const start = end - 90 * 86_400_000;
const units = ['m³/h', 'MPa', 'mg/L', 'pH', '°C', 'kW', 'V', 'A', 'kWh', 'NTU'];
const quantities: TrendQuantity[] = Array.from({ length: quantityCount }, (_, i) => ({
  key: `q${i}`,
  name: `Q${i}`,
  unit: units[i % 4],
  format: (value) => value.toFixed(2),
}));
const series = Object.fromEntries(
  quantities.map((q, i): [string, Points] => [
    q.key,
    Array.from({ length: pointCount }, (_, k) => [start + (k * (end - start)) / (pointCount - 1), 50 + 20 * Math.sin(k / 40 + i) + 5 * Math.sin(k * 1.7)]),
  ]),
);

document.body.dataset.started = String(performance.now());
const finished = new MutationObserver(() => {
  const canvas = document.querySelector<HTMLElement>('[data-testid="trend-canvas"]');
  if (!canvas?.dataset.renderMs) return;
  document.body.dataset.renderMs = canvas.dataset.renderMs;
  document.body.dataset.finished = String(performance.now());
  finished.disconnect();
});
finished.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-render-ms'] });
createRoot(document.getElementById('root')!).render(<TrendChart option={trendOption(quantities, series, { start, end }, dark)} dark={dark} height={480} />);
