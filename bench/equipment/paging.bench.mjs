// Equipment list paging benchmark (issue #4): 100,000 equipment rows in MariaDB, then ~200 calls of
// /equipment/pageList with a keyword and a type filter, as the administrator and as a user with location and
// type data scopes, beside the bare SQL the service issued for the same request (captured, then replayed).
// Needs the compiled server: `npm run build:server && node bench/equipment/paging.bench.mjs`.
// BENCH_DB_URL (default mariadb://root@127.0.0.1:3306/gengyun_bench), BENCH_ROWS (100000), BENCH_REQUESTS (200).
import { performance } from 'node:perf_hooks';
import { benchNumbers, freshMariaDb, loadServer, startServer } from '../support/server.mjs';

const boot = loadServer();
const { require } = boot;
const { foldedFields } = boot.core;
const { DataScope } = require('@gengyun/contracts');
const { MenuService, RoleService, UserService, systemContext } = require('@gengyun/identity');
const { DataSource } = require('typeorm');
const { IdentitySeeder } = require('@gengyun/identity');
const { EquipmentSeeder } = require('@gengyun/equipment');
const mysql = require('mysql2/promise');

const DB_URL = process.env.BENCH_DB_URL ?? 'mariadb://root@127.0.0.1:3306/gengyun_bench';
const { ROWS, REQUESTS } = benchNumbers({ ROWS: 100_000, REQUESTS: 200 });
const BATCH = 2000;

const { server, dbName, root: admin } = await freshMariaDb(require, DB_URL);
await admin.end();

const { app, base } = await startServer(boot, { DB_URL });

const ctx = await app.get(IdentitySeeder).seedDemo();
await app.get(EquipmentSeeder).seed(ctx);
const db = await mysql.createConnection(`${server}/${dbName}`);
const [types] = await db.query('SELECT id, name FROM equipment_type WHERE enterprise_id = ?', [ctx.enterpriseId]);
const [rooms] = await db.query('SELECT id FROM asset_position WHERE enterprise_id = ? AND level = 3', [ctx.enterpriseId]);

let t0 = performance.now();
for (let done = 0; done < ROWS; done += BATCH) {
  const values = [];
  for (let i = done; i < Math.min(ROWS, done + BATCH); i++) {
    const type = types[i % types.length];
    const [code, name, spec] = [`B${String(i).padStart(7, '0')}`, `${type.name}-${i}`, `规格 DN${50 + (i % 200)} 功率${i % 90}kW`];
    values.push([ctx.enterpriseId, new Date(), ctx.adminUserId, new Date(), code, name, type.id, rooms[i % rooms.length].id, 1 + (i % 6 === 2 ? 1 : 0), 1 + (i % 3), spec, foldedFields(code, name, spec)]);
  }
  await db.query('INSERT INTO equipment (enterprise_id, create_time, create_user_id, update_time, asset_code, asset_name, type_id, position_id, status, running_status_id, specification, search_text) VALUES ?', [values]);
}
const seedMs = performance.now() - t0;
await db.query('ANALYZE TABLE equipment');

const signIn = async (account, password) => {
  const res = await (await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password }) })).json();
  return res.content.token;
};
const pump = types.find((t) => t.name === '泵') ?? types[0];
const [[plant]] = await db.query('SELECT id FROM asset_position WHERE enterprise_id = ? AND level = 1 ORDER BY id LIMIT 1', [ctx.enterpriseId]);

/** A user whose role grants the list and, as data scopes, the whole location tree and the pump type. */
async function scopedUser() {
  const system = systemContext(ctx.enterpriseId);
  const role = await app.get(RoleService).add(system, { name: 'bench-scoped' });
  const menuIds = await app.get(MenuService).idsForCodes(['equipment:equipment:list']);
  await app.get(RoleService).grant(system, { id: role.id, menuIds, scopes: { [DataScope.location]: [plant.id], [DataScope.equipmentType]: [pump.id] } });
  await app.get(UserService).add(system, { account: 'bench-scoped', password: 'Bench1234', name: 'bench-scoped', roleIds: [role.id] });
  return signIn('bench-scoped', 'Bench1234');
}

const body = (i) => ({ keyword: `DN${60 + (i % 40)} `, type_id: pump.id, pageNumber: 1 + (i % 5), pageSize: 20 });
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const call = async (token, b) => {
  const res = await (await fetch(`${base}/equipment/pageList`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(b) })).json();
  if (res.code !== 200) throw new Error(JSON.stringify(res));
  return res.content;
};

// Every statement the app sends to the database while one request runs, in order.
const dataSource = app.get(DataSource);
const quiet = dataSource.logger;
const statements = [];
dataSource.logger = { ...Object.fromEntries(Object.keys(Object.getPrototypeOf(quiet)).map((k) => [k, () => {}])), logQuery: (query, parameters) => statements.push({ query, parameters }), logQuerySlow() {}, logQueryError() {}, logSchemaBuild() {}, logMigration() {}, log() {} };
async function capture(token, b) {
  statements.length = 0;
  await call(token, b);
  return statements.filter((s) => /\bequipment\b/.test(s.query) && /^SELECT/i.test(s.query)).map((s) => ({ ...s }));
}

const replay = [await mysql.createConnection(`${server}/${dbName}`), await mysql.createConnection(`${server}/${dbName}`)];
async function measure(label, token) {
  const api = [];
  const sql = [];
  let matching = 0;
  for (let i = 0; i < REQUESTS + 10; i++) {
    t0 = performance.now();
    matching += (await call(token, body(i))).total;
    if (i >= 10) api.push(performance.now() - t0);
  }
  for (let i = 0; i < REQUESTS + 10; i++) {
    const issued = await capture(token, body(i));
    // As the service runs them: a page of ids beside its COUNT (side by side), or every matching id in one scan;
    // then the page's rows by id.
    const pair = /COUNT\(/i.test(issued[1]?.query ?? '') ? issued.slice(0, 2) : issued.slice(0, 1);
    t0 = performance.now();
    await Promise.all(pair.map((s, k) => replay[k].query(s.query, s.parameters)));
    for (const s of issued.slice(pair.length)) await replay[0].query(s.query, s.parameters);
    if (i >= 10) sql.push(performance.now() - t0);
  }
  const issued = await capture(token, body(0));
  const [plan] = await replay[0].query(`EXPLAIN ${issued[0].query}`, issued[0].parameters);
  const f = (n) => n.toFixed(1);
  console.log(`${label}: /equipment/pageList p50 ${f(pct(api, 50))} ms  p95 ${f(pct(api, 95))} ms  (${api.length} requests, ≈${Math.round(matching / (REQUESTS + 10))} matching rows each)`);
  console.log(`${label}: bare SQL issued (ids, then rows) p50 ${f(pct(sql, 50))} ms  p95 ${f(pct(sql, 95))} ms; page query plan: key ${plan[0]?.key ?? 'none'}, ${plan[0]?.Extra ?? ''}`);
  console.log(`${label}: statements per request: ${issued.length} on equipment tables`);
}

console.log(`rows seeded: ${ROWS} in ${(seedMs / 1000).toFixed(1)} s`);
await measure('administrator', await signIn('admin', 'admin123'));
await measure('scoped user', await scopedUser());
dataSource.logger = quiet;
await Promise.all(replay.map((c) => c.end()));
await db.end();
await app.close();
