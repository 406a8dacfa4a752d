// Trend chart in the browser (issue #5: "trend charts of 90 days × 10 quantities render in under 1 s"): the
// product's TrendChart and trend option (web/src/pages/iot/trend), built by Vite into a one-page harness
// (trend-harness/) and opened in Chromium through playwright-core. Per run, a fresh page draws QUANTITIES series
// of POINTS points over 90 days (a 90-day history answer is at most 2,000 points a series) and reports:
//   render     setOption → ECharts' finished frame (the chart's own data-render-ms)
//   mount      before React renders the chart → finished frame (init + option + draw)
//   page       navigation start → finished frame (scripts loaded and parsed as well)
// Prints p50/p95 over RUNS runs, dark theme. `npm run bench:trend-render`; QUANTITIES (10), POINTS (2000), RUNS (10).
// Uses /usr/bin/chromium; never downloads a browser.
import { benchNumbers } from '../support/server.mjs';
import { launchChromium, serveHarness } from './harness.mjs';

const { QUANTITIES, POINTS, RUNS } = benchNumbers({ QUANTITIES: 10, POINTS: 2000, RUNS: 10 }, '');

const { base, close } = await serveHarness(new URL('./trend-harness/', import.meta.url));
const url = `${base}?quantities=${QUANTITIES}&points=${POINTS}`;
const browser = await launchChromium();
const figures = { render: [], mount: [], page: [] };
try {
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url);
    await page.waitForFunction(() => document.body.dataset.finished, null, { timeout: 30_000 });
    const marks = await page.evaluate(() => ({ ...document.body.dataset }));
    figures.render.push(Number(marks.renderMs));
    figures.mount.push(Number(marks.finished) - Number(marks.started));
    figures.page.push(Number(marks.finished));
    await page.close();
  }
} finally {
  await browser.close();
  close();
}

const pct = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const ms = (v) => `${Math.round(v)} ms`;
console.log(`trend chart: ${QUANTITIES} quantities × ${POINTS} points (90 days), dark theme, ${RUNS} runs, Chromium ${browser.version()}`);
for (const [name, values] of Object.entries(figures)) console.log(`  ${name.padEnd(7)} p50 ${ms(pct(values, 50))}  p95 ${ms(pct(values, 95))}`);
