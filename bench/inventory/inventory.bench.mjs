// Inventory benchmark (issue 15): 20,000 parts, 10 warehouses of 10 bins and 1,000,000 ledger rows in MariaDB (with
// balances and values that agree with them), then, each as the median of several runs with the spread (min–max):
//   - the stock-by-part list (/stock/byPart) and the stock page (/stock/pageList) p95 for a storekeeper limited to one
//     warehouse, beside the bare SQL the service issued for the same requests (captured, then replayed);
//   - ledger writes: documents per second sustained by 20 concurrent writers (/stock/putIn and /stock/move issue and
//     transfer, through the API) — and afterwards no balance below zero and on-hand = Σ ledger for the places written.
// Needs the compiled server: `npm run build:server && node bench/inventory/inventory.bench.mjs`.
// BENCH_DB_URL (default mariadb://root@127.0.0.1:3306/gengyun_bench_inv), BENCH_PARTS (20000), BENCH_ROWS (1000000),
// BENCH_RUNS (5), BENCH_REQUESTS (60 list calls per run), BENCH_SECONDS (10 s of writing per run).
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { benchNumbers, freshMariaDb, loadServer, startServer } from '../support/server.mjs';

const boot = loadServer();
const { require } = boot;
const { DataScope, Permission } = require('@gengyun/contracts');
const { MenuService, RoleService, UserService, IdentitySeeder, systemContext } = require('@gengyun/identity');
const { DataSource } = require('typeorm');
const mysql = require('mysql2/promise');

const DB_URL = process.env.BENCH_DB_URL ?? 'mariadb://root@127.0.0.1:3306/gengyun_bench_inv';
const { PARTS, ROWS, RUNS, REQUESTS, SECONDS } = benchNumbers({ PARTS: 20_000, ROWS: 1_000_000, RUNS: 5, REQUESTS: 60, SECONDS: 10 });
const WAREHOUSES = 10;
const BINS = 10;
const WRITERS = 20;
const BATCH = 5000;

const { server, dbName, root } = await freshMariaDb(require, DB_URL);

const { app, base } = await startServer(boot, { DB_URL, RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
const ctx = await app.get(IdentitySeeder).seedDemo();
const e = ctx.enterpriseId;
const db = await mysql.createConnection(`${server}/${dbName}`);

const post = async (path, body, token) => {
  const res = await (await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })).json();
  if (res.code !== 200) throw Object.assign(new Error(`${path}: ${JSON.stringify(res)}`), { key: res.content?.key });
  return res.content;
};
const signIn = async (account, password) => (await post('/login', { account, password })).token;
const adminToken = await signIn('admin', 'admin123');

// Warehouses and bins through the API, as a storekeeper would set them up.
const warehouses = [];
for (let w = 0; w < WAREHOUSES; w++) {
  const row = await post('/warehouse/add', { code: `WH${w}`, name: `仓库${w}`, bins: Array.from({ length: BINS }, (_, b) => ({ code: `B${w}-${b}` })) }, adminToken);
  warehouses.push({ id: row.id, bins: row.bins.map((b) => b.id) });
}

let roleSeq = 0;
async function user(account, codes, scopes = {}) {
  const system = systemContext(e);
  const role = await app.get(RoleService).add(system, { name: `bench-${++roleSeq}` });
  await app.get(RoleService).grant(system, { id: role.id, menuIds: await app.get(MenuService).idsForCodes(codes), scopes });
  await app.get(UserService).add(system, { account, password: 'Bench1234', name: account, roleIds: [role.id] });
  return { token: await signIn(account, 'Bench1234') };
}
const keeper = await user('bench-keeper', [Permission.stock.list, Permission.stock.putIn, Permission.stock.move], { [DataScope.warehouse]: [warehouses[0].id] });
const writers = [];
for (let i = 0; i < WRITERS; i++) writers.push(await user(`bench-writer${i}`, [Permission.stock.list, Permission.stock.putIn, Permission.stock.move]));

// Parts, the ledger, and balances and values that agree with it, in bulk. Each part is held at 5 places.
let t0 = performance.now();
const now = new Date();
for (let done = 0; done < PARTS; done += BATCH) {
  const values = [];
  for (let i = done; i < Math.min(PARTS, done + BATCH); i++) values.push([e, now, now, `P${String(i).padStart(6, '0')}`, `备件${i} 轴承`, 1 + (i % 4), `${10 + (i % 90)}.50`, i % 7 === 0 ? 20 : null, 1]);
  await db.query('INSERT INTO inventory_spare_part (enterprise_id, create_time, update_time, spare_part_code, name, bom_type, price, safety_stock_min, version) VALUES ?', [values]);
}
const [[{ firstPart }]] = await db.query('SELECT MIN(id) AS firstPart FROM inventory_spare_part WHERE enterprise_id = ?', [e]);
const PLACES = 5;
const placeOf = (part, k) => {
  const w = warehouses[(part + k * 3) % WAREHOUSES];
  return { warehouse: w.id, bin: w.bins[(part + k) % BINS] };
};
const held = new Map();
for (let done = 0; done < ROWS; done += BATCH) {
  const values = [];
  for (let i = done; i < Math.min(ROWS, done + BATCH); i++) {
    const part = i % PARTS;
    const k = Math.floor(i / PARTS) % PLACES;
    const at = placeOf(part, k);
    const key = `${part}|${k}`;
    const before = held.get(key) ?? 0;
    // In first, then mostly small issues, never below zero.
    const quantity = before < 5 ? 50 : -1 - (i % 3);
    held.set(key, before + quantity);
    values.push([e, now, now, `IO-B${i}`, quantity > 0 ? 'putIn' : 'issue', firstPart + part, at.warehouse, at.bin, null, quantity, before + quantity, '10.0000', (quantity * 10).toFixed(2), quantity > 0 ? 'purchase' : 'manual']);
  }
  await db.query('INSERT INTO inventory_stock_movement (enterprise_id, create_time, update_time, document_no, movement_type, part_id, warehouse_id, bin_id, batch_no, quantity, balance_after, unit_cost, amount, document_type) VALUES ?', [values]);
}
const balanceRows = [];
const valueSums = new Map();
for (const [key, onHand] of held) {
  const [part, k] = key.split('|').map(Number);
  const at = placeOf(part, k);
  balanceRows.push([e, now, now, firstPart + part, at.warehouse, at.bin, '', onHand, 0]);
  const vkey = `${part}|${at.warehouse}`;
  valueSums.set(vkey, (valueSums.get(vkey) ?? 0) + onHand);
}
for (let i = 0; i < balanceRows.length; i += BATCH) {
  await db.query('INSERT INTO inventory_stock_balance (enterprise_id, create_time, update_time, part_id, warehouse_id, bin_id, batch_no, on_hand, reserved) VALUES ?', [balanceRows.slice(i, i + BATCH)]);
}
const valueRows = [...valueSums].map(([key, onHand]) => {
  const [part, warehouse] = key.split('|').map(Number);
  return [e, now, now, firstPart + part, warehouse, onHand, '10.0000'];
});
for (let i = 0; i < valueRows.length; i += BATCH) {
  await db.query('INSERT INTO inventory_stock_value (enterprise_id, create_time, update_time, part_id, warehouse_id, on_hand, avg_cost) VALUES ?', [valueRows.slice(i, i + BATCH)]);
}
const seedMs = performance.now() - t0;
await db.query('ANALYZE TABLE inventory_spare_part, inventory_stock_movement, inventory_stock_balance, inventory_stock_value');

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const median = (xs) => pct(xs, 50);
const f = (n) => n.toFixed(1);

// Every statement the app sends while one request runs, to replay the bare SQL of the same page.
const dataSource = app.get(DataSource);
const quiet = dataSource.logger;
const statements = [];
const capturing = { ...Object.fromEntries(Object.keys(Object.getPrototypeOf(quiet)).map((k) => [k, () => {}])), logQuery: (query, parameters) => statements.push({ query, parameters }), logQuerySlow() {}, logQueryError() {}, logSchemaBuild() {}, logMigration() {}, log() {} };
const replay = await mysql.createConnection(`${server}/${dbName}`);

const listBody = (i) => ({ warehouse_id: warehouses[0].id, pageNumber: 1 + (i % 5), pageSize: 20, ...(i % 3 === 2 ? { keyword: `P00${i % 97}` } : {}) });

async function listRun(path) {
  const api = [];
  for (let i = 0; i < REQUESTS; i++) {
    t0 = performance.now();
    await post(path, listBody(i), keeper.token);
    api.push(performance.now() - t0);
  }
  const sql = [];
  dataSource.logger = capturing;
  for (let i = 0; i < REQUESTS; i++) {
    statements.length = 0;
    await post(path, listBody(i), keeper.token);
    const issued = statements.filter((s) => /^SELECT/i.test(s.query) && !/\bsession\b|\buser_session\b|\brole_scope\b|\bmenu\b/i.test(s.query)).map((s) => ({ ...s }));
    t0 = performance.now();
    for (const s of issued) await replay.query(s.query, s.parameters);
    sql.push(performance.now() - t0);
  }
  dataSource.logger = quiet;
  return { api: pct(api, 95), sql: pct(sql, 95) };
}

/** 20 writers for SECONDS: each loops put-in, issue and transfer documents on its own parts; refusals are counted. */
async function writeRun(run) {
  const deadline = performance.now() + SECONDS * 1000;
  let documents = 0;
  let refused = 0;
  const touched = new Set();
  await Promise.all(
    writers.map(async (w, k) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const part = firstPart + ((run * WRITERS + k) * 37 + (n % 11)) % PARTS;
        const from = warehouses[k % WAREHOUSES];
        const to = warehouses[(k + 1) % WAREHOUSES];
        touched.add(part);
        try {
          if (n % 3 === 0) await post('/stock/putIn', { warehouse_id: from.id, document_type: 'purchase', lines: [{ part_id: part, bin_id: from.bins[0], quantity: 5, unit_price: '12.5' }] }, w.token);
          else if (n % 3 === 1) await post('/stock/move', { kind: 'issue', warehouse_id: from.id, lines: [{ part_id: part, bin_id: from.bins[0], quantity: 2 }] }, w.token);
          else await post('/stock/move', { kind: 'transfer', warehouse_id: from.id, to_warehouse_id: to.id, lines: [{ part_id: part, bin_id: from.bins[0], to_bin_id: to.bins[0], quantity: 1 }] }, w.token);
          documents++;
        } catch (error) {
          if (error.key !== 'inventory.errors.insufficientStock') throw error;
          refused++;
        }
      }
    }),
  );
  return { perSecond: documents / SECONDS, refused, touched };
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
console.log(`seeded ${PARTS} parts, ${WAREHOUSES} warehouses × ${BINS} bins, ${ROWS} ledger rows, ${balanceRows.length} balances in ${(seedMs / 1000).toFixed(1)} s; load average before: ${load()}`);
const results = { byPart: [], byPartSql: [], stock: [], stockSql: [], writes: [] };
let refusedTotal = 0;
const touched = new Set();
// One warm-up run of each, not counted.
await listRun('/stock/byPart');
await listRun('/stock/pageList');
for (let run = 0; run < RUNS; run++) {
  const a = await listRun('/stock/byPart');
  results.byPart.push(a.api);
  results.byPartSql.push(a.sql);
  const s = await listRun('/stock/pageList');
  results.stock.push(s.api);
  results.stockSql.push(s.sql);
  const w = await writeRun(run);
  results.writes.push(w.perSecond);
  refusedTotal += w.refused;
  for (const p of w.touched) touched.add(p);
}

// The invariants after the writing: no balance below zero; on-hand = Σ ledger at every place of the parts written.
const [[{ negative }]] = await db.query('SELECT COUNT(*) AS negative FROM inventory_stock_balance WHERE enterprise_id = ? AND (on_hand < 0 OR reserved > on_hand)', [e]);
const ids = [...touched];
const [mismatch] = await db.query(
  `SELECT b.id FROM inventory_stock_balance b WHERE b.enterprise_id = ? AND b.part_id IN (?) AND b.on_hand <> (SELECT COALESCE(SUM(m.quantity), 0) FROM inventory_stock_movement m WHERE m.enterprise_id = b.enterprise_id AND m.part_id = b.part_id AND m.warehouse_id = b.warehouse_id AND COALESCE(m.bin_id, 0) = b.bin_id AND COALESCE(m.batch_no, '') = b.batch_no)`,
  [e, ids.length ? ids : [0]],
);

const row = (label, xs, target, unit = 'ms', higherIsBetter = false) => {
  const m = median(xs);
  const verdict = target === undefined ? '' : (higherIsBetter ? m >= target : m < target) ? 'met' : 'MISSED';
  return `| ${label.padEnd(52)} | ${f(m).padStart(7)} | ${f(Math.min(...xs))}–${f(Math.max(...xs))}`.padEnd(82) + ` | ${target === undefined ? '(baseline)' : `${higherIsBetter ? '≥' : '<'} ${target} ${unit}`} | ${verdict} |`;
};
console.log(`\n${RUNS} runs; list figures are the median of the runs' p95 (ms), writes the median documents/s, each with the spread (min–max); load average after: ${load()}`);
console.log('| measure                                              |  median | spread           | target | |');
console.log(row('/stock/byPart, one warehouse (warehouse-limited user)', results.byPart, 50));
console.log(row('  bare SQL of the same pages', results.byPartSql));
console.log(row('/stock/pageList, one warehouse (warehouse-limited)', results.stock, 50));
console.log(row('  bare SQL of the same pages', results.stockSql));
console.log(row(`ledger documents/s, ${WRITERS} concurrent writers (API)`, results.writes, 200, 'docs/s', true));
console.log(`after writing: ${Number(negative)} balances below zero or over-reserved, ${mismatch.length} places where on-hand ≠ Σ ledger; ${refusedTotal} documents refused as insufficient stock`);

await replay.end();
await db.end();
await app.close();
await root.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
await root.end();
process.exit(Number(negative) || mismatch.length ? 1 : 0);
