// Equipment list paging benchmark (issue #4): 100,000 equipment rows in MariaDB, then ~200 calls of
// /equipment/pageList with a keyword and a type filter, beside the bare SQL the service issues.
// Needs the compiled server: `npm run build:server && node bench/equipment/paging.bench.mjs`.
// BENCH_DB_URL (default mariadb://root@127.0.0.1:3306/gengyun_bench), BENCH_ROWS (100000), BENCH_REQUESTS (200).
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const require = createRequire(new URL('../../dist/apps/api/src/bootstrap.js', import.meta.url));
const { createApp } = require('./bootstrap.js');
const { AppConfig, runMigrations } = require('@gengyun/core');
const { IdentitySeeder } = require('@gengyun/identity');
const { EquipmentSeeder } = require('@gengyun/equipment');
const mysql = require('mysql2/promise');

const DB_URL = process.env.BENCH_DB_URL ?? 'mariadb://root@127.0.0.1:3306/gengyun_bench';
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const BATCH = 2000;

const server = DB_URL.replace(/^mariadb:/, 'mysql:').replace(/\/[^/]+$/, '');
const dbName = DB_URL.split('/').pop();
const admin = await mysql.createConnection(server);
await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
await admin.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
await admin.end();

const dataDir = mkdtempSync(join(tmpdir(), 'gengyun-bench-'));
const config = AppConfig.fromEnv({ NODE_ENV: 'production', DB_URL, DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web'), LOG_LEVEL: 'silent', MQTT_BROKER_PORT: '0', SEED_DEMO: 'false', PORT: '0' });
await runMigrations(config);
const app = await createApp(config);
await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;

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
    values.push([ctx.enterpriseId, new Date(), ctx.adminUserId, new Date(), `B${String(i).padStart(7, '0')}`, `${type.name}-${i}`, type.id, rooms[i % rooms.length].id, 1 + (i % 6 === 2 ? 1 : 0), 1 + (i % 3), `规格 DN${50 + (i % 200)} 功率${i % 90}kW`]);
  }
  await db.query('INSERT INTO equipment (enterprise_id, create_time, create_user_id, update_time, asset_code, asset_name, type_id, position_id, status, running_status_id, specification) VALUES ?', [values]);
}
const seedMs = performance.now() - t0;
await db.query('ANALYZE TABLE equipment');

const login = await (await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'admin123' }) })).json();
const token = login.content.token;
const pump = types.find((t) => t.name === '泵') ?? types[0];
const body = (i) => ({ keyword: `DN${60 + (i % 40)} `, type_id: pump.id, pageNumber: 1 + (i % 5), pageSize: 20 });
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const api = [];
let total = 0;
for (let i = 0; i < REQUESTS + 10; i++) {
  t0 = performance.now();
  const res = await (await fetch(`${base}/equipment/pageList`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body(i)) })).json();
  if (res.code !== 200) throw new Error(JSON.stringify(res));
  total = res.content.total;
  if (i >= 10) api.push(performance.now() - t0);
}

// The SQL the service issues (page query + count), as TypeORM builds it for this filter.
const sql = [];
for (let i = 0; i < REQUESTS + 10; i++) {
  const b = body(i);
  const like = `%${b.keyword}%`;
  const where = `e.enterprise_id = ? AND e.type_id IN (?) AND (e.asset_code LIKE ? ESCAPE '!' OR e.asset_name LIKE ? ESCAPE '!' OR e.specification LIKE ? ESCAPE '!')`;
  const params = [ctx.enterpriseId, [pump.id], like, like, like];
  t0 = performance.now();
  await db.query(`SELECT e.* FROM equipment e WHERE ${where} ORDER BY e.id DESC LIMIT 20 OFFSET ${(b.pageNumber - 1) * 20}`, params);
  await db.query(`SELECT COUNT(DISTINCT(e.id)) AS cnt FROM equipment e WHERE ${where}`, params);
  if (i >= 10) sql.push(performance.now() - t0);
}
const [plan] = await db.query(`EXPLAIN SELECT e.id FROM equipment e WHERE e.enterprise_id = ? AND e.type_id IN (?) ORDER BY e.id DESC LIMIT 20`, [ctx.enterpriseId, [pump.id]]);

const f = (n) => n.toFixed(1);
console.log(`rows seeded: ${ROWS} in ${f(seedMs / 1000)} s; matching rows per request ≈ ${total}`);
console.log(`/equipment/pageList  p50 ${f(pct(api, 50))} ms  p95 ${f(pct(api, 95))} ms  (${api.length} requests)`);
console.log(`bare SQL (page+count) p50 ${f(pct(sql, 50))} ms  p95 ${f(pct(sql, 95))} ms`);
console.log(`index used for the type filter: ${plan[0]?.key ?? 'none'}`);
await db.end();
await app.close();
