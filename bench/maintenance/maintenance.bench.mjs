// Maintenance benchmark (issue 14): in MariaDB, the demo enterprise with BENCH_EQUIPMENT pieces of equipment and
// BENCH_PLANS daily plans (each over its own BENCH_EQUIPMENT / BENCH_PLANS pieces), then, each as the median of several
// runs with the spread (min–max), beside a bare-SQL baseline:
//   - one day's generation with two runs at once (`PlanGeneration.run` twice concurrently, as two workers reaching the
//     same plans; in one process), and the rerun that must create nothing — beside multi-row INSERTs of as many orders
//     and occurrence rows into scratch copies of the tables;
//   - /plan/calendar for a month of about BENCH_CALENDAR occurrences (the server's answer; the Chromium rendering of the
//     month is not measured here) — beside the bare SQL of its plans and generated days;
//   - /plan/pageList p95 at BENCH_LIST_PLANS plans — beside the bare SQL the service issued (captured, then replayed).
// Needs the compiled server: `npm run build:server && node bench/maintenance/maintenance.bench.mjs`.
// BENCH_DB_URL (default mariadb://root@127.0.0.1:3306/gengyun_bench_mt), BENCH_EQUIPMENT (50000), BENCH_PLANS (10000),
// BENCH_CALENDAR (5000), BENCH_LIST_PLANS (20000), BENCH_RUNS (3), BENCH_REQUESTS (60 list calls per run).
// Each generation run works on a day of its own (today + run), so every run makes the same number of orders.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { seedPlacedEquipment } from '../equipment/seed-placed.mjs';
import { benchNumbers, freshMariaDb, loadServer, startServer } from '../support/server.mjs';

const boot = loadServer();
const { require } = boot;
const { PlanGeneration } = require('@gengyun/maintenance');
const mysql = require('mysql2/promise');

const DB_URL = process.env.BENCH_DB_URL ?? 'mariadb://root@127.0.0.1:3306/gengyun_bench_mt';
const { EQUIPMENT, PLANS, CALENDAR, LIST_PLANS, RUNS, REQUESTS } = benchNumbers({ EQUIPMENT: 50_000, PLANS: 10_000, CALENDAR: 5_000, LIST_PLANS: 20_000, RUNS: 3, REQUESTS: 60 });
const BATCH = 1000;
const ZONE = 'Asia/Shanghai';

const { server, dbName, root } = await freshMariaDb(require, DB_URL);

const { app, base } = await startServer(boot, { DB_URL, RATE_LIMIT_LOGIN_PER_MINUTE: '1000', TIME_ZONE: ZONE });
const { ctx, equipmentIds } = await seedPlacedEquipment(app, require, EQUIPMENT);
const db = await mysql.createConnection(`${server}/${dbName}`);

const post = async (path, body, token) => {
  const res = await (await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })).json();
  if (res.code !== 200) throw new Error(`${path}: ${JSON.stringify(res)}`);
  return res.content;
};
const token = (await post('/login', { account: 'admin', password: 'admin123' })).token;

/** The day `n` days from today on the enterprise's clock, and noon UTC of a day (a moment in it in Shanghai). */
const dayOf = (date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
const today = dayOf(new Date());
const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const moment = (day) => new Date(`${day}T04:00:00.000Z`);

// What every plan needs, through the API: a checklist of two items, an order type, a calendar location.
const item = (await post('/taskItem/add', { name: '检查密封', type: 'passFail', standard: '无泄漏' }, token)).id;
const [[type]] = await db.query('SELECT id FROM equipment_type WHERE enterprise_id = ? ORDER BY id LIMIT 1', [ctx.enterpriseId]);
const template = (await post('/taskTemplate/add', { name: '基准保养', equipment_type_id: type.id, item_ids: [item] }, token)).id;
const levels = [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: 600 * level, completion_minutes: 6000 * level }));
const orderType = (await post('/workOrderType/add', { code: 'PM', name: '保养', levels }, token)).id;
const [[plant]] = await db.query('SELECT id FROM asset_position WHERE enterprise_id = ? AND level = 1', [ctx.enterpriseId]);
const calendarPlace = (await post('/assetPosition/add', { name: '日历区域', parent_id: plant.id }, token)).id;

/** Plans as rows (the form's checks are the API's subject, not this bench's): daily, each over its own pieces. */
async function insertPlans(count, { from = 0, perPlan = 1, enabled = true, location = null, name = '计划', start = today } = {}) {
  const now = new Date();
  for (let done = 0; done < count; done += BATCH) {
    const values = [];
    for (let i = done; i < Math.min(count, done + BATCH); i++) {
      const ids = equipmentIds.slice(((from + i) * perPlan) % equipmentIds.length, (((from + i) * perPlan) % equipmentIds.length) + perPlan);
      values.push([ctx.enterpriseId, now, ctx.adminUserId, now, `${name}${i}`, 'equipment', JSON.stringify(ids), location, null, null, template, orderType, 3, ctx.adminUserId, null, null, 4, 0, start, null, '08:00', '[{"kind":"daily"}]', 'any', 'none', enabled ? 1 : 0, null, null, 1]);
    }
    await db.query(
      'INSERT INTO maintenance_plan (enterprise_id, create_time, create_user_id, update_time, name, coverage, equipment_ids, location_id, equipment_type_id, equipment_model_id, task_template_id, work_order_type_id, priority, person_in_charge_id, handler_ids, pool_id, duration_hours, lead_days, start_date, end_date, due_time, triggers, trigger_mode, holiday_rule, enabled, last_completed, generated_through, version) VALUES ?',
      [values],
    );
  }
}

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const median = (xs) => pct(xs, 50);
const f = (n) => n.toFixed(1);
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const results = { generate: [], generateSql: [], rerun: [], calendar: [], calendarSql: [], list: [], listSql: [] };

// 1. Generation: each run a day of its own; two runs at once, then the rerun that must find everything made.
const perPlan = Math.max(1, Math.floor(EQUIPMENT / PLANS));
let t0 = performance.now();
await insertPlans(PLANS, { perPlan, start: today });
console.log(`seeded ${EQUIPMENT} equipment and ${PLANS} plans (${perPlan} pieces each) in ${((performance.now() - t0) / 1000).toFixed(1)} s; load average before: ${load()}`);
const generation = app.get(PlanGeneration);
await db.query('CREATE TABLE bench_wo LIKE work_order');
await db.query('CREATE TABLE bench_occ LIKE maintenance_plan_occurrence');
let expected = null;
for (let run = 0; run < RUNS; run++) {
  const day = addDays(today, run);
  t0 = performance.now();
  const [a, b] = await Promise.all([generation.run(moment(day), ctx.enterpriseId), generation.run(moment(day), ctx.enterpriseId)]);
  results.generate.push(performance.now() - t0);
  const created = a.created + b.created;
  expected ??= created;
  if (created !== expected) throw new Error(`run ${run} created ${created} orders, the first ${expected}`);
  t0 = performance.now();
  const again = await generation.run(moment(day), ctx.enterpriseId);
  results.rerun.push(performance.now() - t0);
  if (again.created !== 0) throw new Error(`the rerun of ${day} created ${again.created}`);
  // Baseline: as many orders and occurrence rows written with multi-row INSERTs (no rules, no audit, no workflow).
  t0 = performance.now();
  const now = new Date();
  for (let done = 0; done < created; done += BATCH) {
    const orders = [];
    const occurrences = [];
    for (let i = done; i < Math.min(created, done + BATCH); i++) {
      orders.push([ctx.enterpriseId, now, ctx.adminUserId, now, `B${run}-${i}`, '计划', orderType, 'toAssign', null, 3, null, now, now, ctx.adminUserId, 0, 'plan', 1]);
      occurrences.push([ctx.enterpriseId, now, null, now, 1 + (i % PLANS), i, day, i + 1, template]);
    }
    await db.query('INSERT INTO bench_wo (enterprise_id, create_time, create_user_id, update_time, code, title, type_id, status, pool_id, priority, location_id, due_time, response_deadline, person_in_charge_id, parts_cost, source, version) VALUES ?', [orders]);
    await db.query('INSERT INTO bench_occ (enterprise_id, create_time, create_user_id, update_time, plan_id, equipment_id, due_date, work_order_id, task_template_id) VALUES ?', [occurrences]);
  }
  results.generateSql.push(performance.now() - t0);
}
await db.query('UPDATE maintenance_plan SET enabled = 0 WHERE enterprise_id = ?', [ctx.enterpriseId]);

// 2. The calendar: enough daily plans under one location for about BENCH_CALENDAR days next month.
const next = addDays(`${today.slice(0, 8)}01`, 40).slice(0, 8);
const monthStart = `${next}01`;
const monthEnd = addDays(`${addDays(monthStart, 40).slice(0, 8)}01`, -1);
const days = Math.round((Date.parse(monthEnd) - Date.parse(monthStart)) / 86_400_000) + 1;
await insertPlans(Math.ceil(CALENDAR / days), { from: PLANS, location: calendarPlace, name: '日历计划', start: monthStart });
const calendarBody = { start: monthStart, end: monthEnd, location_id: calendarPlace };
let occurrencesShown = 0;
for (let run = -1; run < RUNS; run++) {
  t0 = performance.now();
  const answer = await post('/plan/calendar', calendarBody, token);
  if (run >= 0) results.calendar.push(performance.now() - t0);
  occurrencesShown = answer.rows.length;
  t0 = performance.now();
  const [plans] = await db.query('SELECT * FROM maintenance_plan WHERE enterprise_id = ? AND location_id = ? ORDER BY id', [ctx.enterpriseId, calendarPlace]);
  await db.query('SELECT * FROM maintenance_plan_occurrence WHERE enterprise_id = ? AND plan_id IN (?) AND due_date BETWEEN ? AND ?', [ctx.enterpriseId, plans.map((p) => p.id), monthStart, monthEnd]);
  if (run >= 0) results.calendarSql.push(performance.now() - t0);
}

// 3. The plan list at BENCH_LIST_PLANS plans, beside the SQL it issued, replayed.
const [[{ n: planCount }]] = await db.query('SELECT COUNT(*) AS n FROM maintenance_plan WHERE enterprise_id = ?', [ctx.enterpriseId]);
if (LIST_PLANS > planCount) await insertPlans(LIST_PLANS - planCount, { from: 2 * PLANS, enabled: false, name: '列表计划' });
await db.query('ANALYZE TABLE maintenance_plan, maintenance_plan_occurrence, work_order');
const { DataSource } = require('typeorm');
const dataSource = app.get(DataSource);
const quiet = dataSource.logger;
const statements = [];
const capturing = { ...Object.fromEntries(Object.keys(Object.getPrototypeOf(quiet)).map((k) => [k, () => {}])), logQuery: (query, parameters) => statements.push({ query, parameters }), logQuerySlow() {}, logQueryError() {}, logSchemaBuild() {}, logMigration() {}, log() {} };
const replay = await mysql.createConnection(`${server}/${dbName}`);
const listBody = (i) => ({ pageNumber: 1 + (i % 5), pageSize: 20, ...(i % 3 === 2 ? { keyword: `计划${i % 97}` } : {}) });
async function listRun() {
  const api = [];
  for (let i = 0; i < REQUESTS; i++) {
    t0 = performance.now();
    await post('/plan/pageList', listBody(i), token);
    api.push(performance.now() - t0);
  }
  const sql = [];
  dataSource.logger = capturing;
  for (let i = 0; i < REQUESTS; i++) {
    statements.length = 0;
    await post('/plan/pageList', listBody(i), token);
    const issued = statements.filter((s) => /^SELECT/i.test(s.query) && /maintenance_plan/.test(s.query));
    t0 = performance.now();
    for (const s of issued) await replay.query(s.query, s.parameters);
    sql.push(performance.now() - t0);
  }
  dataSource.logger = quiet;
  return { api: pct(api, 95), sql: pct(sql, 95) };
}
await listRun();
for (let run = 0; run < RUNS; run++) {
  const r = await listRun();
  results.list.push(r.api);
  results.listSql.push(r.sql);
}

const row = (label, xs, target) => {
  const m = median(xs);
  const verdict = target === undefined ? '' : m < target ? 'met' : 'MISSED';
  return `| ${label.padEnd(52)} | ${f(m).padStart(9)} | ${`${f(Math.min(...xs))}–${f(Math.max(...xs))}`.padEnd(20)} | ${target === undefined ? '(baseline)' : `< ${target} ms`} | ${verdict} |`;
};
console.log(`\n${RUNS} runs; medians (ms) with the spread (min–max); load average after: ${load()}`);
console.log(`| ${'measure'.padEnd(52)} | ${'median'.padStart(9)} | ${'spread'.padEnd(20)} | target | |`);
console.log(row(`generate one day: ${expected} orders, two runs at once`, results.generate, 60_000));
console.log(row('  bare SQL: as many orders and occurrence rows', results.generateSql));
console.log(row('  the rerun of that day (creates nothing)', results.rerun));
console.log(row(`/plan/calendar, a month of ${occurrencesShown} occurrences`, results.calendar, 1000));
console.log(row('  bare SQL of its plans and generated days', results.calendarSql));
console.log(row(`/plan/pageList p95 at ${Math.max(LIST_PLANS, planCount)} plans`, results.list, 50));
console.log(row('  bare SQL it issued, replayed (p95)', results.listSql));

await replay.end();
await db.end();
await app.close();
await root.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
await root.end();
process.exit(0);
