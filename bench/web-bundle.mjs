// `npm run bench:web` (issue 12, item 12 "a faster first load"): prints, beside the targets,
//   1. the gzip size of the JavaScript a browser needs for the login page and for the shell's home, from the Vite
//      manifest of web/dist (a chunk and everything it imports statically), and which heavy libraries each reaches;
//   2. Chromium timings over BENCH_RUNS (5) cold runs, each a freshly launched browser with an empty profile against
//      the compiled server serving web/dist (demo enterprise, SQLite):
//        login usable  navigation start → the login form's submit button rendered and painted (the app has mounted:
//                      its handlers are attached), with the scripts the page loaded by then;
//        home usable   the click on the submit button → the shell's menu and the home page rendered and painted.
//      Median and spread (min–max) of each.
// Needs the compiled server and the built web (`npm run build`, which the npm script runs first). BENCH_RUNS,
// BENCH_DIST (compiled server, default dist), BENCH_WEB_DIST (built web, default web/dist), BENCH_TIMINGS=0 for
// the sizes only. Uses /usr/bin/chromium; never downloads a browser. Prints figures; never fails the build.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const WEB_DIST = resolve(process.env.BENCH_WEB_DIST ?? join(root, 'web', 'dist'));
const DIST = resolve(process.env.BENCH_DIST ?? join(root, 'dist'));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGETS = { loginKb: 250, loginMs: 1000, homeMs: 1000 };
const HEAVY = /antd|icons|i18next|tanstack|query-core|socket\.io|engine\.io|echarts|zrender|leaflet/i;

const manifestPath = join(WEB_DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('web/dist/.vite/manifest.json missing: run `npm run build:web` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** A chunk and everything it imports statically (what loads before it can run). */
const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
};
/** The manifest key of a chunk by its source path or its file name (a group chunk such as `shell-*.js`). */
const find = (pattern) => Object.keys(manifest).find((k) => pattern.test(k) || pattern.test(manifest[k].file));
const gzipOf = (keys) => [...keys].reduce((sum, k) => sum + gzipSync(readFileSync(join(WEB_DIST, manifest[k].file))).length, 0);
/** The libraries a set of chunks holds, from the source paths Vite names chunks after and their imports. */
const librariesIn = (keys) => {
  const found = new Set();
  for (const key of keys) {
    const text = readFileSync(join(WEB_DIST, manifest[key].file), 'utf8');
    if (/\bL\.Map\b|leaflet-container/.test(text)) found.add('leaflet');
    if (/echarts\.init|zrender/.test(text)) found.add('echarts');
    if (/engine\.io|socket\.io/.test(text)) found.add('socket.io-client');
    if (/No QueryClient set/.test(text)) found.add('tanstack-query');
    if (/alarm\.live\.silence/.test(text)) found.add('whole label catalogue');
  }
  return [...found];
};

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = closure(entry);
const page = (pattern) => {
  const key = find(pattern);
  return key ? new Set([...initial, ...closure(key)]) : initial;
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const loginChunks = page(/pages\/login\/LoginPage/);
const rows = [
  ['entry (index.html)', initial],
  ['login page', loginChunks],
  ['shell first render (home)', new Set([...page(/app\/SessionGuard/), ...page(/app\/AdminShell|assets\/shell-/), ...page(/pages\/personal\/HomePage/)])],
];
console.log('first-load JavaScript (gzip)');
for (const [label, keys] of rows) {
  const libraries = librariesIn(keys);
  console.log(`  ${label.padEnd(30)} ${kb(gzipOf(keys)).padStart(10)}  ${String(keys.size).padStart(3)} chunks${libraries.length ? `  has: ${libraries.join(', ')}` : ''}`);
}
const all = Object.keys(manifest).filter((k) => manifest[k].file.endsWith('.js'));
console.log(`  ${'all chunks'.padEnd(30)} ${kb(gzipOf(all)).padStart(10)}  ${String(all.length).padStart(3)} chunks`);
const loginBytes = gzipOf(loginChunks);
console.log(`  target: login page ≤ ${TARGETS.loginKb} KB gzip → ${loginBytes / 1024 <= TARGETS.loginKb ? 'met' : 'NOT met'} (${kb(loginBytes)})`);

if (process.env.BENCH_TIMINGS === '0') process.exit(0);
await timings();

async function timings() {
  const { chromium } = await import('playwright-core');
  const require = createRequire(join(DIST, 'apps/api/src/bootstrap.js'));
  const { createApp } = require('./bootstrap.js');
  const { migrate } = require('./areas.js');
  const { seedDemo } = require('./seed.js');
  const { AppConfig } = require('@gengyun/core');
  const dataDir = mkdtempSync(join(tmpdir(), 'gengyun-web-bench-'));
  const config = AppConfig.fromEnv({
    NODE_ENV: 'production',
    DB_URL: `sqlite:${join(dataDir, 'bench.sqlite')}`,
    DATA_DIR: dataDir,
    WEB_DIST,
    LOG_LEVEL: 'silent',
    MQTT_BROKER_PORT: '0',
    SEED_DEMO: 'true',
    PORT: '0',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
  });
  await migrate(config);
  const app = await createApp(config);
  await seedDemo(app);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;

  /** Installed before the app's scripts: when the login form and, after the submit click, the home are painted. */
  const probe = () => {
    const marks = (window.__gyBench = {});
    const painted = (name) => requestAnimationFrame(() => setTimeout(() => (marks[name] ??= performance.now()), 0));
    const check = () => {
      if (!marks.loginSeen && document.querySelector('[data-testid=login-submit]')) {
        marks.loginSeen = performance.now();
        painted('login');
      }
      if (marks.submit !== undefined && !marks.homeSeen && document.querySelector('[data-testid=home-greeting]') && document.querySelector('[data-testid=menu] li')) {
        marks.homeSeen = performance.now();
        painted('home');
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true });
    document.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('[data-testid=login-submit]')) marks.submit ??= performance.now();
    }, true);
  };

  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
    await context.addInitScript(probe);
    const tab = await context.newPage();
    await tab.goto(`${base}/login`);
    await tab.waitForFunction(() => window.__gyBench.login !== undefined);
    const login = await tab.evaluate(() => window.__gyBench.login);
    const scripts = await tab.evaluate((until) =>
      performance.getEntriesByType('resource').filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js')).filter((r) => r.startTime < until).map((r) => ({ name: r.name.split('/').pop(), bytes: r.encodedBodySize })),
    login);
    await tab.getByTestId('login-account').fill('admin');
    await tab.getByTestId('login-password').fill('admin123');
    await tab.getByTestId('login-submit').click();
    await tab.waitForFunction(() => window.__gyBench.home !== undefined, undefined, { timeout: 30_000 });
    const { home, submit } = await tab.evaluate(() => window.__gyBench);
    runs.push({ login, home: home - submit, scripts });
    await browser.close();
  }
  await app.close();

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const line = (label, values, target) =>
    console.log(`  ${label.padEnd(30)} median ${seconds(median(values))}  spread ${seconds(Math.min(...values))}–${seconds(Math.max(...values))}  target ≤ ${seconds(target)} → ${median(values) <= target ? 'met' : 'NOT met'}`);
  console.log(`\nChromium, ${RUNS} cold runs (fresh browser and profile each), 1366×768`);
  line('login form usable', runs.map((r) => r.login), TARGETS.loginMs);
  line('home usable after submit', runs.map((r) => r.home), TARGETS.homeMs);
  console.log(`  runs (login / home): ${runs.map((r) => `${Math.round(r.login)} / ${Math.round(r.home)} ms`).join(', ')}`);
  const loaded = runs[0].scripts;
  const heavy = loaded.filter((s) => HEAVY.test(s.name));
  console.log(`  scripts loaded before the login form was usable: ${loaded.length}, ${kb(loaded.reduce((sum, s) => sum + s.bytes, 0))} transferred${heavy.length ? `; named after a heavy library: ${heavy.map((s) => s.name).join(', ')}` : ''}`);
}
