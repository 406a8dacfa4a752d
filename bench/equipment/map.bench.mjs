// Equipment map benchmark (issue #4, "10,000 markers usable within 2 s"): the demo enterprise plus BENCH_ROWS
// equipment placed on the street map and on the demo plant's floor plan, in SQLite in a temp dir; then
// /equipment/mapMarkers (street mode, and plan mode of the plant) called BENCH_REQUESTS times each over HTTP.
// Prints p50/p95 per mode, the marker count and the answer size. Needs the compiled server:
// `npm run build:server && node bench/equipment/map.bench.mjs` (npm run bench:map). BENCH_ROWS (10000), BENCH_REQUESTS (30),
// BENCH_DIST (the compiled server's directory, default dist). Seeding is shared with map-render.bench.mjs (seed-placed.mjs).
import { performance } from 'node:perf_hooks';
import { benchNumbers, dirFromEnv, loadServer, startServer } from '../support/server.mjs';
import { seedPlacedEquipment } from './seed-placed.mjs';

const boot = loadServer(dirFromEnv('BENCH_DIST', 'dist'));
const { require } = boot;

const { ROWS, REQUESTS } = benchNumbers({ ROWS: 10_000, REQUESTS: 30 });
const WARMUP = 3;

const { app, base } = await startServer(boot, { tmpPrefix: 'gengyun-map-bench-' });

const { plantId, seedMs } = await seedPlacedEquipment(app, require, ROWS);
const plant = { id: plantId };
let t0;

const login = await (await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'admin123' }) })).json();
const token = login.content.token;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const f = (n) => n.toFixed(1);

async function measure(label, body) {
  const times = [];
  let bytes = 0;
  let answer;
  for (let i = 0; i < REQUESTS + WARMUP; i++) {
    t0 = performance.now();
    const res = await fetch(`${base}/equipment/mapMarkers`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const text = await res.text();
    const parsed = JSON.parse(text);
    if (i >= WARMUP) times.push(performance.now() - t0);
    if (parsed.code !== 200) throw new Error(text.slice(0, 500));
    bytes = Buffer.byteLength(text);
    answer = parsed.content;
  }
  console.log(
    `${label.padEnd(28)} p50 ${f(pct(times, 50))} ms  p95 ${f(pct(times, 95))} ms  markers ${answer.rows.length} of ${answer.total}${answer.truncated ? ' (truncated)' : ''}  answer ${(bytes / 1024 / 1024).toFixed(2)} MB (${Math.round(bytes / Math.max(1, answer.rows.length))} B/marker)`,
  );
}

console.log(`SQLite, ${ROWS} equipment seeded in ${f(seedMs / 1000)} s (+30 demo); ${REQUESTS} requests per mode after ${WARMUP} warm-up`);
await measure('mapMarkers street (map)', { mode: 'map' });
await measure('mapMarkers plan of plant', { mode: 'plan', position_id: plant.id });
await app.close();
