// Trend chart in the browser (issue #5: "trend charts of 90 days × 10 quantities render in under 1 s"): the
// product's TrendChart and trend option (web/src/pages/iot/trend), built by Vite into a one-page harness
// (trend-harness/) and opened in Chromium through playwright-core. Per run, a fresh page draws QUANTITIES series
// of POINTS points over 90 days (a 90-day history answer is at most 2,000 points a series) and reports:
//   render     setOption → ECharts' finished frame (the chart's own data-render-ms)
//   mount      before React renders the chart → finished frame (init + option + draw)
//   page       navigation start → finished frame (scripts loaded and parsed as well)
// Prints p50/p95 over RUNS runs, dark theme. `npm run bench:trend-render`; QUANTITIES (10), POINTS (2000), RUNS (10).
// Uses /usr/bin/chromium; never downloads a browser.
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { benchNumbers, repoRoot as root } from '../support/server.mjs';

const { QUANTITIES, POINTS, RUNS } = benchNumbers({ QUANTITIES: 10, POINTS: 2000, RUNS: 10 }, '');

const webRequire = createRequire(join(root, 'web', 'package.json'));
const { build } = await import(webRequire.resolve('vite'));
const react = (await import(webRequire.resolve('@vitejs/plugin-react'))).default;
const outDir = mkdtempSync(join(tmpdir(), 'gengyun-trend-bench-'));
await build({
  configFile: false,
  logLevel: 'warn',
  root: fileURLToPath(new URL('./trend-harness', import.meta.url)),
  base: './',
  plugins: [react()],
  resolve: { alias: { '@gengyun/contracts': join(root, 'libs/contracts/src/index.ts'), '@': join(root, 'web/src') } },
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  try {
    const body = readFileSync(join(outDir, path === '/' ? 'index.html' : path));
    res.writeHead(200, { 'content-type': types[extname(path) || '.html'] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/?quantities=${QUANTITIES}&points=${POINTS}`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
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
  server.close();
}

const pct = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const ms = (v) => `${Math.round(v)} ms`;
console.log(`trend chart: ${QUANTITIES} quantities × ${POINTS} points (90 days), dark theme, ${RUNS} runs, Chromium ${browser.version()}`);
for (const [name, values] of Object.entries(figures)) console.log(`  ${name.padEnd(7)} p50 ${ms(pct(values, 50))}  p95 ${ms(pct(values, 95))}`);
