// Equipment map in the browser (issue #4, "with 10,000 equipment markers the map is usable within 2 s, status
// changes coalesced"): the compiled server serving the built web, the demo enterprise plus BENCH_ROWS placed
// equipment (seed-placed.mjs, as map.bench.mjs), Chromium through playwright-core. Per mode (street map, the demo
// plant's floor plan) and per run, a fresh logged-in browser context opens /gengyun/eqpt/map and measures:
//   first drawn  navigation start → the first MarkerSync frame with markers or clusters in the DOM
//   markers API  navigation start → the /equipment/mapMarkers answer received (Resource Timing)
//   zoom / pan   wheel zoom-in by one level, then a 335 px drag → the last marker frame it caused (animation included)
//   500 faults   500 `alarm.raised` pushed at once over Socket.IO for meters of 500 placed equipment (the page's
//                live status source, live-faults.ts) → the last marker frame; with how many frames drew them.
// The frames are read from the map container's data-renders / data-markers-drawn / data-clusters-drawn
// (MarkerSync). Prints p50/p95 over BENCH_RUNS runs and the markers/clusters drawn.
// Needs the compiled server and the built web: `npm run build && node bench/equipment/map-render.bench.mjs`
// (npm run bench:map-render). BENCH_ROWS (10000), BENCH_RUNS (5), BENCH_DIST (compiled server, default dist),
// BENCH_WEB_DIST (built web, default web/dist). Uses /usr/bin/chromium; never downloads a browser.
import { chromium } from 'playwright-core';
import { benchNumbers, dirFromEnv, loadServer, startServer } from '../support/server.mjs';
import { seedPlacedEquipment } from './seed-placed.mjs';

const WEB_DIST = dirFromEnv('BENCH_WEB_DIST', 'web', 'dist');
const boot = loadServer(dirFromEnv('BENCH_DIST', 'dist'));
const { require } = boot;
const { EventBus } = boot.core;

const { ROWS, RUNS } = benchNumbers({ ROWS: 10_000, RUNS: 5 });
const CHANGES = 500;
/** No marker frame for this long after an action: the map has settled. */
const QUIET_MS = 600;

const { app, base } = await startServer(boot, { tmpPrefix: 'gengyun-map-render-bench-', WEB_DIST });

const { ctx, db, plantId, equipmentIds, seedMs } = await seedPlacedEquipment(app, require, ROWS);
// One meter on every (ROWS / 500)th placed equipment, so the faults spread over the whole map.
const step = Math.max(1, Math.floor(equipmentIds.length / CHANGES));
const faulty = equipmentIds.filter((_, i) => i % step === 0).slice(0, CHANGES);
const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
for (let done = 0; done < faulty.length; done += 250) {
  const chunk = faulty.slice(done, done + 250);
  await db.query(
    `INSERT INTO meter (enterprise_id, create_time, update_time, meter_code, name, meter_type, topic, equipment_id, enabled, offline_after_seconds, status) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
    chunk.flatMap((equipmentId, i) => [ctx.enterpriseId, now, now, `MAPM${done + i}`, `表-${done + i}`, 'power', `bench/map/${done + i}`, equipmentId, 1, 300, 'never']),
  );
}
const meters = await db.query("SELECT id, meter_code FROM meter WHERE enterprise_id = ? AND meter_code LIKE 'MAPM%'", [ctx.enterpriseId]);
const bus = app.get(EventBus);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const viewport = { width: 1366, height: 768 };

// Logged in once through the login page; every run starts a fresh context (cold cache) with that session.
const loginContext = await browser.newContext({ viewport, locale: 'zh-CN' });
const loginPage = await loginContext.newPage();
await loginPage.goto(`${base}/login`);
await loginPage.getByTestId('login-account').fill('admin');
await loginPage.getByTestId('login-password').fill('admin123');
await loginPage.getByTestId('login-submit').click();
await loginPage.waitForURL(/\/gengyun/);
const storageState = await loginContext.storageState();
await loginContext.close();

/** In the page before the app: every MarkerSync frame, with page time, wall time and what it drew. */
const recordFrames = () => {
  window.__mapFrames = [];
  new MutationObserver((records) => {
    for (const record of records) {
      const el = record.target;
      window.__mapFrames.push({ t: performance.now(), wall: Date.now(), markers: Number(el.dataset.markersDrawn), clusters: Number(el.dataset.clustersDrawn), faults: el.querySelectorAll('.gy-marker-fault').length });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-renders'] });
};

const frames = (page) => page.evaluate(() => window.__mapFrames);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits until frames after `since` have stopped for QUIET_MS; answers them (none if the action drew nothing). */
async function settle(page, since, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  let count = -1;
  let stableSince = Date.now();
  for (;;) {
    const all = await frames(page);
    if (all.length !== count) {
      count = all.length;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= QUIET_MS) {
      return all.slice(since);
    }
    if (Date.now() > until) throw new Error(`map frames did not settle in ${timeoutMs} ms`);
    await sleep(100);
  }
}

async function run(path, runNo) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', storageState });
  await context.addInitScript(recordFrames);
  const page = await context.newPage();
  const socket = { connected: false, alarms: 0 };
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const text = String(payload);
      if (text.startsWith('40')) socket.connected = true;
      if (text.includes('"alarm.raised"')) socket.alarms++;
    }),
  );
  await page.goto(`${base}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__mapFrames?.some((f) => f.markers + f.clusters > 0), null, { timeout: 60_000, polling: 50 });
  const loaded = await settle(page, 0);
  const first = (await frames(page)).find((f) => f.markers + f.clusters > 0);
  const drawn = loaded.at(-1);
  const answer = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => e.name.endsWith('/equipment/mapMarkers'))?.responseEnd ?? NaN);

  const box = await page.locator('.gy-map').boundingBox();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const actOn = async (act) => {
    const since = (await frames(page)).length;
    const t0 = await page.evaluate(() => performance.now());
    await act();
    const after = await settle(page, since);
    return after.length ? after.at(-1).t - t0 : NaN;
  };
  await page.mouse.move(cx, cy);
  const zoom = await actOn(() => page.mouse.wheel(0, -50));
  const pan = await actOn(async () => {
    await page.mouse.move(cx - 150, cy - 75);
    await page.mouse.down();
    await page.mouse.move(cx + 150, cy + 75, { steps: 10 });
    await page.mouse.up();
  });

  const until = Date.now() + 10_000;
  while (!socket.connected && Date.now() < until) await sleep(50);
  const since = (await frames(page)).length;
  const wall0 = Date.now();
  const at = new Date().toISOString();
  meters.forEach((meter, i) =>
    bus.emit('alarm.raised', {
      enterpriseId: ctx.enterpriseId,
      alarm: { id: runNo * 1_000_000 + i + 1, ruleId: 1, ruleName: 'bench', meterId: meter.id, meterCode: meter.meter_code, quantity: null, condition: 'bench', severity: 1, status: 'raised', count: 1, value: null, raiseTime: at, lastTime: at, ackUserName: null },
    }),
  );
  const statusFrames = await settle(page, since);
  const faults = {
    ms: statusFrames.length ? statusFrames.at(-1).wall - wall0 : NaN,
    frames: statusFrames.length,
    received: socket.alarms,
    faultIconsBefore: (await frames(page))[since - 1]?.faults ?? 0,
    faultIconsAfter: statusFrames.at(-1)?.faults ?? 0,
  };
  await context.close();
  return { first: first.t, answer, drawn, zoom, pan, faults };
}

const pct = (xs, p) => {
  const ok = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return ok.length ? ok[Math.min(ok.length - 1, Math.floor((p / 100) * ok.length))] : NaN;
};
const f = (n) => (Number.isFinite(n) ? `${Math.round(n)}` : '-');
const line = (label, xs) => `${label} p50 ${f(pct(xs, 50))} ms  p95 ${f(pct(xs, 95))} ms`;

async function measure(label, path) {
  const results = [];
  for (let i = 0; i < RUNS; i++) results.push(await run(path, results.length + (label === 'street' ? 0 : RUNS)));
  const last = results.at(-1);
  console.log(`${label.padEnd(7)} ${path}`);
  console.log(`  ${line('first drawn ', results.map((r) => r.first))}  drawn ${last.drawn.markers} markers + ${last.drawn.clusters} clusters`);
  console.log(`  ${line('markers API ', results.map((r) => r.answer))}  (answer received, from navigation start)`);
  console.log(`  ${line('zoom settled', results.map((r) => r.zoom))}`);
  console.log(`  ${line('pan settled ', results.map((r) => r.pan))}`);
  console.log(
    `  ${line(`${CHANGES} faults  `, results.map((r) => r.faults.ms))}  in ${results.map((r) => r.faults.frames).join('/')} frames; pushes received ${results.map((r) => r.faults.received).join('/')}; fault icons drawn ${last.faults.faultIconsBefore} → ${last.faults.faultIconsAfter}`,
  );
}

console.log(`SQLite, ${ROWS} placed equipment seeded in ${(seedMs / 1000).toFixed(1)} s (+30 demo), ${meters.length} with a meter; ${RUNS} runs per mode, fresh browser context each; viewport ${viewport.width}×${viewport.height}`);
try {
  await measure('street', '/gengyun/eqpt/map');
  await measure('plan', `/gengyun/eqpt/map?position=${plantId}`);
} finally {
  await browser.close();
  await app.close();
}
