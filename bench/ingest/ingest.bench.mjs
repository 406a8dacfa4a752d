#!/usr/bin/env node
// Ingest benchmark (not a test). Runs against the compiled server: `npm run build:server` first, then
//   node bench/ingest/ingest.bench.mjs [--seconds 15] [--meters 50] [--rate 200] [--phases a,b,c1,c2]
// (a) a bare mqtt.js subscriber on Mosquitto counting messages — the ceiling of one MQTT connection here;
// (b) embedded mode (one process: aedes + ingest + SQLite); (c1/c2) scaled mode with Mosquitto, MariaDB, Redis and
// one or two in-process workers. For each: sustained readings/s with zero loss (rows counted == published), its
// ratio to (a), and publish → Socket.IO `meter.reading` latency p50/p99 at a fixed rate. Publishers, broker (b),
// workers and database client share this machine's cores, so figures are lower bounds.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    seconds: { type: 'string', default: '15' },
    meters: { type: 'string', default: '50' },
    rate: { type: 'string', default: '200' },
    'latency-seconds': { type: 'string', default: '10' },
    phases: { type: 'string', default: 'a,b,c1,c2' },
    mqtt: { type: 'string', default: 'mqtt://127.0.0.1:1883' },
    mysql: { type: 'string', default: 'mysql://root@127.0.0.1:3306' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});
const dist = resolve(args.dist);
const require = createRequire(join(dist, 'package.json'));
const mqtt = require('mqtt');
const { io } = require('socket.io-client');
const { Global, Module } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const core = require(join(dist, 'libs/core/src/index.js'));
const identity = require(join(dist, 'libs/identity/src/index.js'));
const iot = require(join(dist, 'libs/iot/src/index.js'));
const { createApp } = require(join(dist, 'apps/api/src/bootstrap.js'));
const { WorkerModule } = require(join(dist, 'apps/worker/src/worker.module.js'));

const SECONDS = Number(args.seconds);
const METERS = Number(args.meters);
const RATE = Number(args.rate);
const tag = randomBytes(3).toString('hex');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const out = (line) => process.stdout.write(`${line}\n`);

function env(extra) {
  const dir = mkdtempSync(join(tmpdir(), 'gy-bench-'));
  return core.AppConfig.fromEnv({ NODE_ENV: 'development', DATA_DIR: dir, WEB_DIST: join(dir, 'none'), LOG_LEVEL: 'error', SEED_DEMO: 'false', MQTT_BROKER_PORT: '0', ...extra });
}

function sessionModule(clientId, shareGroup) {
  class BenchSession {}
  Global()(BenchSession);
  Module({ providers: [{ provide: core.INGEST_SESSION, useValue: { clientId, shareGroup } }], exports: [core.INGEST_SESSION] })(BenchSession);
  return BenchSession;
}

/** An enterprise with METERS meters (types in turn), an admin session token, and the device logins. */
async function provision(app, baseUrl) {
  const code = `bench${tag}`;
  const ent = await app.get(identity.EnterpriseService).create({ code, name: code });
  const ctx = identity.systemContext(ent.id);
  const role = await app.get(identity.RoleService).add(ctx, { name: 'admin', is_admin: true });
  await app.get(identity.UserService).add(ctx, { account: `bench${tag}`, password: 'Passw0rd1', name: 'bench', roleIds: [role.id] });
  const login = await (await fetch(`${baseUrl}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: `bench${tag}`, password: 'Passw0rd1' }) })).json();
  const types = ['flowmeter', 'water', 'air', 'pm', 'power'];
  const meters = [];
  for (let i = 0; i < METERS; i++) {
    const created = await app.get(iot.MeterService).add(ctx, { meter_code: `B-${i}`, name: `B-${i}`, meter_type: types[i % 5] });
    meters.push({ id: created.meter.id, type: created.meter.meter_type, login: created.credential });
  }
  return { token: login.content.token, meters };
}

const VALUES = { flowmeter: { instant_flow: 1, pressure: 0.3 }, water: { ph: 7, cod: 40 }, air: { temperature: 24, mode: 1 }, pm: { pm25: 30, pm10: 60 }, power: { voltage: 230, current: 10 } };

/** Most readings published but not yet counted: keeps the backlog inside the broker's queues, so nothing is dropped. */
const MAX_BACKLOG = 5000;

/**
 * Publishes from one connection per meter as fast as the consumer keeps up (at most MAX_BACKLOG ahead of what
 * `count` has seen, at most 100 outstanding QoS 1 publishes per connection), for SECONDS; then waits until every
 * published reading is counted (or 60 s pass without progress). Readings/s = counted / elapsed.
 */
async function throughput(url, meters, count, withLogin) {
  const clients = await Promise.all(meters.map((m) => mqtt.connectAsync(url, { ...(withLogin ? { username: m.login.username, password: m.login.password } : {}), reconnectPeriod: 0 })));
  const before = await count();
  let seen = 0;
  let sent = 0;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      seen = (await count()) - before;
      await sleep(50);
    }
  })();
  const began = Date.now();
  const until = began + SECONDS * 1000;
  let seq = Date.now() - 86_400_000;
  await Promise.all(
    clients.map(async (c, i) => {
      const m = meters[i];
      const inflight = new Set();
      while (Date.now() < until) {
        if (sent - seen > MAX_BACKLOG) {
          await sleep(5);
          continue;
        }
        const p = c.publishAsync(`${m.login.topic}/up`, JSON.stringify({ ts: seq++, values: VALUES[m.type] }), { qos: 1 }).finally(() => inflight.delete(p));
        inflight.add(p);
        sent++;
        if (inflight.size >= 100) await Promise.race(inflight);
      }
      await Promise.all(inflight);
    }),
  );
  let last = seen;
  let still = Date.now();
  while (seen < sent && Date.now() - still < 60_000) {
    await sleep(50);
    if (seen !== last) [last, still] = [seen, Date.now()];
  }
  const seconds = (Date.now() - began) / 1000;
  polling = false;
  await poller;
  const stored = (await count()) - before;
  await Promise.all(clients.map((c) => c.endAsync(true)));
  return { sent, stored, seconds, perSecond: stored / seconds };
}

/** Publishes at RATE for the latency window; percentiles of publish → `meter.reading` on a socket. */
async function latency(url, meters, socketUrl, token, withLogin) {
  const socket = io(socketUrl, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise((res, rej) => (socket.once('connect', res), socket.once('connect_error', rej)));
  const samples = [];
  socket.on('meter.reading', (e) => samples.push(Date.now() - e.ts));
  const clients = await Promise.all(meters.map((m) => mqtt.connectAsync(url, { ...(withLogin ? { username: m.login.username, password: m.login.password } : {}), reconnectPeriod: 0 })));
  const until = Date.now() + Number(args['latency-seconds']) * 1000;
  let i = 0;
  while (Date.now() < until) {
    const k = i++ % meters.length;
    clients[k].publish(`${meters[k].login.topic}/up`, JSON.stringify({ ts: Date.now(), values: VALUES[meters[k].type] }), { qos: 1 });
    await sleep(1000 / RATE);
  }
  await sleep(1500);
  socket.disconnect();
  await Promise.all(clients.map((c) => c.endAsync(true)));
  samples.sort((a, b) => a - b);
  const pct = (p) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? NaN;
  return { events: samples.length, p50: pct(50), p99: pct(99) };
}

async function phaseBare() {
  const topic = `bench/${tag}/+/up`;
  // The same session settings as ingest: MQTT 5 with a large Receive Maximum.
  const sub = await mqtt.connectAsync(args.mqtt, { reconnectPeriod: 0, protocolVersion: 5, properties: { receiveMaximum: 65_535 } });
  let received = 0;
  sub.on('message', () => received++);
  await sub.subscribeAsync(topic, { qos: 1 });
  const meters = Array.from({ length: METERS }, (_, i) => ({ type: 'pm', login: { topic: `bench/${tag}/${i}` } }));
  const result = await throughput(args.mqtt, meters, async () => received, false);
  await sub.endAsync(true);
  return result;
}

async function phaseEmbedded() {
  const dir = mkdtempSync(join(tmpdir(), 'gy-bench-db-'));
  const config = env({ DB_URL: `sqlite:${join(dir, 'bench.sqlite')}` });
  await core.runMigrations(config);
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const base = await app.getUrl();
  try {
    const { token, meters } = await provision(app, base);
    const url = `mqtt://127.0.0.1:${app.get(core.MqttClientService).brokerPort}`;
    const db = app.get(require('typeorm').DataSource);
    const count = async () => Number((await db.query('SELECT COUNT(*) AS n FROM meter_reading'))[0].n);
    return { ...(await throughput(url, meters, count, true)), ...(await latency(url, meters, base, token, true)) };
  } finally {
    await app.close();
  }
}

async function phaseScaled(workers) {
  const mysql = require('mysql2/promise');
  const name = `gengyun_bench_ingest_${tag}_${workers}`;
  const c = await mysql.createConnection(args.mysql);
  await c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const dbUrl = `${args.mysql.replace(/^mysql:/, 'mariadb:')}/${name}`;
  const config = env({ DB_URL: dbUrl, REDIS_URL: args.redis, MQTT_URL: args.mqtt });
  await core.runMigrations(config);
  const api = await createApp(config);
  await api.listen(0, '127.0.0.1');
  const base = await api.getUrl();
  const group = `bench-${tag}-${workers}`;
  const sessions = Array.from({ length: workers }, (_, i) => `gy-bench-${tag}-${workers}-w${i}`);
  const contexts = [];
  try {
    for (const id of sessions) {
      const ctx = await NestFactory.createApplicationContext({ module: class BenchWorker {}, imports: [WorkerModule.forRoot(config), sessionModule(id, group)] }, { logger: ['error'] });
      await ctx.init();
      contexts.push(ctx);
    }
    const { token, meters } = await provision(api, base);
    const db = api.get(require('typeorm').DataSource);
    const count = async () => Number((await db.query('SELECT COUNT(*) AS n FROM meter_reading'))[0].n);
    await sleep(1000);
    return { ...(await throughput(args.mqtt, meters, count, false)), ...(await latency(args.mqtt, meters, base, token, false)) };
  } finally {
    for (const ctx of contexts) await ctx.close();
    await api.close();
    for (const id of sessions) await (await mqtt.connectAsync(args.mqtt, { clientId: id, clean: true, protocolVersion: 5, properties: { sessionExpiryInterval: 0 } })).endAsync();
    await c.query(`DROP DATABASE \`${name}\``);
    await c.end();
  }
}

const phases = { a: ['bare mqtt.js subscriber (Mosquitto)', phaseBare], b: ['embedded (aedes + SQLite)', phaseEmbedded], c1: ['scaled, 1 worker (Mosquitto + MariaDB + Redis)', () => phaseScaled(1)], c2: ['scaled, 2 workers', () => phaseScaled(2)] };
out(`ingest bench: ${METERS} meters, ${SECONDS} s bursts, latency at ${RATE}/s for ${args['latency-seconds']} s`);
let bare;
for (const key of args.phases.split(',')) {
  const [label, run] = phases[key];
  const r = await run();
  if (key === 'a') bare = r.perSecond;
  const loss = r.sent - r.stored;
  out(
    `${key.padEnd(3)} ${label}: ${Math.round(r.perSecond)} readings/s (${r.stored}/${r.sent} stored, loss ${loss}, ${r.seconds.toFixed(1)} s)` +
      (bare && key !== 'a' ? `, ${(r.perSecond / bare).toFixed(2)}× bare` : '') +
      (r.events !== undefined ? `; latency p50 ${r.p50} ms, p99 ${r.p99} ms over ${r.events} pushes` : ''),
  );
}
process.exit(0);
