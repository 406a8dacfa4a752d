// Work-order benchmark (issue 13): 100,000 orders over 20 types and a location tree (5 sites × 10 areas × 10 rooms)
// in MariaDB, then, each as the median of several runs with the spread (min–max):
//   - /workOrder/pageList p95 for the administrator and for a user scoped to one site and 5 types, beside the bare
//     SQL the service issued for the same request (captured, then replayed);
//   - transitions (/workOrder/act accept then start, on distinct orders) p95 with 20 concurrent users, each acting
//     once a second (the target), and the same 20 firing back to back (stress: how long requests queue);
//   - grab → the other dispatchers' sockets receiving `workOrder.changed` p95;
//   - then one accept and one start alone, each statement they sent with its time (where a transition's time goes).
// Needs the compiled server: `npm run build:server && node bench/work-orders/work-orders.bench.mjs`.
// BENCH_DB_URL (default mariadb://root@127.0.0.1:3306/gengyun_bench_wo), BENCH_ROWS (100000), BENCH_RUNS (5),
// BENCH_REQUESTS (60 list calls per run), BENCH_GRABS (20 per run); BENCH_KEEP_DB=1 keeps the database for a look.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { benchNumbers, freshMariaDb, loadServer, startServer } from '../support/server.mjs';

const boot = loadServer();
const { require } = boot;
const { foldedFields } = boot.core;
const { DataScope, Permission } = require('@gengyun/contracts');
const { MenuService, RoleService, UserService, IdentitySeeder, systemContext } = require('@gengyun/identity');
const { DataSource } = require('typeorm');
const mysql = require('mysql2/promise');
const { io } = require('socket.io-client');
const { floorPlanPng } = require('../../../libs/equipment/src/location/plan-png.js');

const DB_URL = process.env.BENCH_DB_URL ?? 'mariadb://root@127.0.0.1:3306/gengyun_bench_wo';
const { ROWS, RUNS, REQUESTS, GRABS } = benchNumbers({ ROWS: 100_000, RUNS: 5, REQUESTS: 60, GRABS: 20 });
const WORKERS = 20;
/** How often one person acts in the paced run. */
const PACE_MS = 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const DISPATCHERS = 5;
const BATCH = 2000;
const STATUSES = ['toAssign', 'toAccept', 'toRepair', 'processing', 'suspended', 'pendingConfirmation', 'toEvaluate', 'completed', 'closed', 'cancelled'];

const { server, dbName, root } = await freshMariaDb(require, DB_URL);

const { app, base } = await startServer(boot, { DB_URL, RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
const ctx = await app.get(IdentitySeeder).seedDemo();
const db = await mysql.createConnection(`${server}/${dbName}`);

const post = async (path, body, token) => {
  const res = await (await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })).json();
  if (res.code !== 200) throw new Error(`${path}: ${JSON.stringify(res)}`);
  return res.content;
};
const signIn = async (account, password) => (await post('/login', { account, password })).token;
const adminToken = await signIn('admin', 'admin123');

// The location tree and the types, through the API (as a user would build them).
const form = new FormData();
form.append('business_no', 'assetPosition');
form.append('files', new Blob([floorPlanPng(96, 54)], { type: 'image/png' }), 'plan.png');
const uploaded = await (await fetch(`${base}/addFile`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form })).json();
const sites = [];
const rooms = [];
for (let s = 0; s < 5; s++) {
  const site = (await post('/assetPosition/add', { name: `厂区${s}`, code: `S${s}`, plan_file_id: uploaded.content }, adminToken)).id;
  sites.push({ id: site, rooms: [] });
  for (let a = 0; a < 10; a++) {
    const area = (await post('/assetPosition/add', { name: `区域${s}-${a}`, parent_id: site }, adminToken)).id;
    for (let r = 0; r < 10; r++) {
      const room = (await post('/assetPosition/add', { name: `房间${s}-${a}-${r}`, parent_id: area }, adminToken)).id;
      rooms.push({ id: room, site: s });
      sites[s].rooms.push(room);
    }
  }
}
const levels = [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: 600 * level, completion_minutes: 6000 * level }));
const types = [];
for (let i = 0; i < 20; i++) types.push((await post('/workOrderType/add', { code: `T${i}`, name: `类型${i}`, levels }, adminToken)).id);

/** A user with one role granting these permission codes and data scopes, signed in. */
let roleSeq = 0;
async function user(account, codes, scopes = {}) {
  const system = systemContext(ctx.enterpriseId);
  const role = await app.get(RoleService).add(system, { name: `bench-${++roleSeq}` });
  const menuIds = await app.get(MenuService).idsForCodes(codes);
  await app.get(RoleService).grant(system, { id: role.id, menuIds, scopes });
  await app.get(UserService).add(system, { account, password: 'Bench1234', name: account, roleIds: [role.id] });
  const [[row]] = await db.query('SELECT id FROM `user` WHERE account = ? AND enterprise_id = ?', [account, ctx.enterpriseId]);
  return { id: row.id, token: await signIn(account, 'Bench1234') };
}
const work = [Permission.workOrder.list, Permission.workOrder.handle];
const scoped = await user('bench-scoped', [Permission.workOrder.list], { [DataScope.location]: [sites[0].id], [DataScope.workOrderType]: types.slice(0, 5) });
const workers = [];
for (let i = 0; i < WORKERS; i++) workers.push(await user(`bench-worker${i}`, work));
const dispatchers = [];
for (let i = 0; i < DISPATCHERS; i++) dispatchers.push(await user(`bench-dispatcher${i}`, work));
const pool = (await post('/workOrderPool/add', { name: 'bench-pool', member_ids: dispatchers.map((d) => d.id) }, adminToken)).id;

// 100,000 orders in bulk: statuses spread over the machine; the last rows are kept for the measured actions.
// Per worker: 5 orders per run (and the warm-up) back to back, as many paced, one for the profile.
const perWorker = (RUNS + 1) * 10 + 1;
const reservedAccept = WORKERS * perWorker;
const reservedGrab = (RUNS + 1) * GRABS;
let t0 = performance.now();
const handlerRows = [];
const now = new Date();
for (let done = 0; done < ROWS; done += BATCH) {
  const values = [];
  for (let i = done; i < Math.min(ROWS, done + BATCH); i++) {
    const room = rooms[i % rooms.length];
    const tail = ROWS - 1 - i;
    let status = STATUSES[i % STATUSES.length];
    let person = ctx.adminUserId;
    let poolId = null;
    if (tail < reservedAccept) {
      status = 'toAccept';
      person = workers[tail % WORKERS].id;
      handlerRows.push([ctx.enterpriseId, now, now, i + 1, person]);
    } else if (tail < reservedAccept + reservedGrab) {
      status = 'toAssign';
      poolId = pool;
    }
    const [code, title] = [`WO-B${String(i).padStart(7, '0')}`, `工单${i} 水泵检修`];
    values.push([ctx.enterpriseId, now, ctx.adminUserId, now, code, title, foldedFields(code, title), types[i % types.length], status, poolId, 1 + (i % 5), room.id, new Date(now.getTime() + 86_400_000), new Date(now.getTime() + 3_600_000), person, 0, 'manual', 1]);
  }
  await db.query('INSERT INTO work_order (enterprise_id, create_time, create_user_id, update_time, code, title, search_text, type_id, status, pool_id, priority, location_id, due_time, response_deadline, person_in_charge_id, parts_cost, source, version) VALUES ?', [values]);
}
for (let i = 0; i < handlerRows.length; i += BATCH) {
  await db.query('INSERT INTO work_order_handler (enterprise_id, create_time, update_time, work_order_id, user_id) VALUES ?', [handlerRows.slice(i, i + BATCH)]);
}
const seedMs = performance.now() - t0;
await db.query('ANALYZE TABLE work_order, work_order_handler');
const [[{ first }]] = await db.query('SELECT MIN(id) AS first FROM work_order WHERE enterprise_id = ?', [ctx.enterpriseId]);
const orderId = (i) => first + i;

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const median = (xs) => pct(xs, 50);
const f = (n) => n.toFixed(1);

// Every statement the app sends while one request runs, to replay the bare SQL of the same page.
const dataSource = app.get(DataSource);
const quiet = dataSource.logger;
const statements = [];
const capturing = { ...Object.fromEntries(Object.keys(Object.getPrototypeOf(quiet)).map((k) => [k, () => {}])), logQuery: (query, parameters) => statements.push({ query, parameters }), logQuerySlow() {}, logQueryError() {}, logSchemaBuild() {}, logMigration() {}, log() {} };
const replay = [await mysql.createConnection(`${server}/${dbName}`), await mysql.createConnection(`${server}/${dbName}`)];

const listBody = (i) => ({ pageNumber: 1 + (i % 5), pageSize: 20, ...(i % 3 === 1 ? { status: ['processing', 'suspended'] } : {}), ...(i % 3 === 2 ? { keyword: `工单${i % 97}` } : {}) });

async function listRun(token) {
  const api = [];
  const browse = [];
  for (let i = 0; i < REQUESTS; i++) {
    t0 = performance.now();
    await post('/workOrder/pageList', listBody(i), token);
    api.push(performance.now() - t0);
    if (!listBody(i).keyword) browse.push(api.at(-1));
  }
  const sql = [];
  dataSource.logger = capturing;
  for (let i = 0; i < REQUESTS; i++) {
    statements.length = 0;
    await post('/workOrder/pageList', listBody(i), token);
    const issued = statements.filter((s) => /^SELECT/i.test(s.query) && !/\bsession\b|\buser_session\b/i.test(s.query)).map((s) => ({ ...s }));
    const pair = /COUNT\(/i.test(issued[1]?.query ?? '') ? issued.slice(0, 2) : issued.slice(0, 1);
    t0 = performance.now();
    await Promise.all(pair.map((s, k) => replay[k].query(s.query, s.parameters)));
    for (const s of issued.slice(pair.length)) await replay[0].query(s.query, s.parameters);
    sql.push(performance.now() - t0);
  }
  dataSource.logger = quiet;
  return { api: pct(api, 95), sql: pct(sql, 95), browse: pct(browse, 95) };
}

/** 20 users at once, each accepting then starting its own orders (distinct orders, 10 actions per user per run). */
async function actRun(run) {
  const times = [];
  await Promise.all(
    workers.map(async (w, k) => {
      for (let j = 0; j < 5; j++) {
        const n = run * 5 + j;
        // The worker's n-th reserved order: tails k, k+20, k+40… (row index ROWS-1-tail).
        const id = orderId(ROWS - 1 - (k + WORKERS * n));
        t0 = performance.now();
        let s = performance.now();
        const accepted = await post('/workOrder/act', { id, version: 1, action: 'accept' }, w.token);
        times.push(performance.now() - s);
        s = performance.now();
        await post('/workOrder/act', { id, version: accepted.version, action: 'start' }, w.token);
        times.push(performance.now() - s);
      }
    }),
  );
  return pct(times, 95);
}

/**
 * The same 20 users acting as people do: each one action a second (accept, then start a second later), starting at
 * random moments, so the server sees ~20 actions/s from 20 concurrent users rather than 20 clients firing back to
 * back (the stress run above, which measures how long 20 requests queue behind each other on 2 cores). Uses the
 * second half of each worker's reserved orders.
 */
async function pacedActRun(run) {
  const times = [];
  await Promise.all(
    workers.map(async (w, k) => {
      await sleep(Math.random() * PACE_MS);
      for (let j = 0; j < 5; j++) {
        const n = (RUNS + 1) * 5 + run * 5 + j;
        const id = orderId(ROWS - 1 - (k + WORKERS * n));
        let s = performance.now();
        const accepted = await post('/workOrder/act', { id, version: 1, action: 'accept' }, w.token);
        times.push(performance.now() - s);
        await sleep(PACE_MS - (performance.now() - s));
        s = performance.now();
        await post('/workOrder/act', { id, version: accepted.version, action: 'start' }, w.token);
        times.push(performance.now() - s);
        await sleep(PACE_MS - (performance.now() - s));
      }
    }),
  );
  return pct(times, 95);
}

// Dispatchers' sockets: each grab by one is timed until every other dispatcher's socket has the change.
const sockets = await Promise.all(
  dispatchers.map(
    (d) =>
      new Promise((resolve, reject) => {
        const socket = io(base, { auth: { token: d.token }, transports: ['websocket'], reconnection: false, forceNew: true });
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      }),
  ),
);
const waiting = new Map();
sockets.forEach((socket, k) =>
  socket.on('workOrder.changed', (order) => {
    const wait = waiting.get(`${k}:${order.id}`);
    if (wait && order.status === 'toRepair') wait();
  }),
);
async function grabRun(run) {
  const times = [];
  for (let g = 0; g < GRABS; g++) {
    const id = orderId(ROWS - 1 - (reservedAccept + run * GRABS + g));
    const grabber = g % DISPATCHERS;
    const start = performance.now();
    const seen = sockets.map((_, k) => (k === grabber ? null : new Promise((resolve) => waiting.set(`${k}:${id}`, () => resolve(performance.now() - start)))));
    await post('/workOrder/act', { id, version: 1, action: 'grab' }, dispatchers[grabber].token);
    times.push(...(await Promise.all(seen.filter(Boolean))));
  }
  return pct(times, 95);
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
console.log(`orders seeded: ${ROWS} over ${types.length} types and ${rooms.length} rooms in ${(seedMs / 1000).toFixed(1)} s; load average before: ${load()}`);
const results = { admin: [], adminSql: [], adminBrowse: [], scoped: [], scopedSql: [], scopedBrowse: [], act: [], paced: [], grab: [] };
// One warm-up run of each, not counted.
await listRun(adminToken);
await listRun(scoped.token);
await actRun(RUNS);
await pacedActRun(RUNS);
await grabRun(RUNS);
for (let run = 0; run < RUNS; run++) {
  const a = await listRun(adminToken);
  results.admin.push(a.api);
  results.adminSql.push(a.sql);
  results.adminBrowse.push(a.browse);
  const s = await listRun(scoped.token);
  results.scoped.push(s.api);
  results.scopedSql.push(s.sql);
  results.scopedBrowse.push(s.browse);
  results.act.push(await actRun(run));
  results.paced.push(await pacedActRun(run));
  results.grab.push(await grabRun(run));
}
const [plans] = await (async () => {
  statements.length = 0;
  dataSource.logger = capturing;
  await post('/workOrder/pageList', listBody(0), scoped.token);
  dataSource.logger = quiet;
  const page = statements.find((s) => /FROM `work_order`/.test(s.query) && /LIMIT/i.test(s.query));
  return page ? replay[0].query(`EXPLAIN ${page.query}`, page.parameters) : [[]];
})();

/**
 * One accept and one start by one user with nothing else running: each statement the request sent, with its time
 * (driver call to answer), and the request's time outside them (routing, checks, the answer, the push).
 */
async function profileAct() {
  const runner = dataSource.createQueryRunner();
  const proto = Object.getPrototypeOf(runner);
  await runner.release();
  const query = proto.query;
  const timed = [];
  proto.query = async function (sql, parameters, structured) {
    const start = performance.now();
    try {
      return await query.call(this, sql, parameters, structured);
    } finally {
      timed.push({ ms: performance.now() - start, sql: sql.replace(/\s+/g, ' ').slice(0, 110) });
    }
  };
  const id = orderId(ROWS - 1 - WORKERS * (RUNS + 1) * 10);
  const lines = [];
  try {
    let version = 1;
    for (const action of ['accept', 'start']) {
      timed.length = 0;
      const start = performance.now();
      version = (await post('/workOrder/act', { id, version, action }, workers[0].token)).version;
      const total = performance.now() - start;
      const inSql = timed.reduce((sum, s) => sum + s.ms, 0);
      lines.push(`${action}: ${f(total)} ms, ${timed.length} statements ${f(inSql)} ms, outside them ${f(total - inSql)} ms`);
      for (const s of timed) lines.push(`  ${f(s.ms).padStart(6)} ms  ${s.sql}`);
    }
  } finally {
    proto.query = query;
  }
  return lines;
}
const profile = await profileAct();

const row = (label, xs, target) => {
  const m = median(xs);
  const verdict = target === undefined ? '' : m < target ? 'met' : 'MISSED';
  return `| ${label.padEnd(44)} | ${f(m).padStart(7)} | ${f(Math.min(...xs))}–${f(Math.max(...xs))}`.padEnd(72) + ` | ${target === undefined ? '(baseline)' : `< ${target} ms`} | ${verdict} |`;
};
console.log(`\n${RUNS} runs; each figure is the median of the runs' p95 (ms) with the spread (min–max); load average after: ${load()}`);
console.log('| measure                                      | p95 med | spread           | target | |');
console.log(row('/workOrder/pageList, administrator', results.admin, 50));
console.log(row('  bare SQL of the same pages', results.adminSql));
console.log(row('  its pages without a keyword', results.adminBrowse));
console.log(row('/workOrder/pageList, one site and 5 types', results.scoped, 50));
console.log(row('  bare SQL of the same pages', results.scopedSql));
console.log(row('  its pages without a keyword', results.scopedBrowse));
console.log(row(`/workOrder/act, ${WORKERS} users, one action/s each`, results.paced, 30));
console.log(row(`  ${WORKERS} clients back to back (stress)`, results.act));
console.log(row(`grab → ${DISPATCHERS - 1} other dispatchers' sockets`, results.grab, 500));
console.log(`scoped page query plan: ${plans.map((p) => `${p.table}: key ${p.key ?? 'none'}, rows ${p.rows ?? '?'}, ${p.Extra ?? ''}`).join('; ')}`);
console.log(`\none transition, alone:\n${profile.join('\n')}`);

sockets.forEach((s) => s.close());
await Promise.all(replay.map((c) => c.end()));
await db.end();
await app.close();
if (!process.env.BENCH_KEEP_DB) await root.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
await root.end();
process.exit(0);
