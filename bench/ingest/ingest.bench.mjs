#!/usr/bin/env node
// Ingest benchmark (not a test). Runs against the compiled server: `npm run build:server` first (or compile into a
// directory of your own and pass it as --dist), then
//   node bench/ingest/ingest.bench.mjs [--seconds 15] [--meters 50] [--rate 5000] [--latency-meters 1000]
//     [--phases a,b,c1,c2] [--excursions 50] [--for-seconds 3] [--for-runs 5] [--soak-minutes 0] [--heap-profile file]
//     [--cpu-profile file]
// (a) a bare mqtt.js subscriber on Mosquitto counting messages — the ceiling of one MQTT connection here;
// (b) embedded mode (one process: aedes + ingest + SQLite, inside the bench process); (c1/c2) scaled mode with
// Mosquitto, MariaDB, Redis, the api inside the bench process and one or two ingest workers, each a `node` process
// on the compiled apps/worker. For each: sustained readings/s with zero loss (rows counted == published), its ratio
// to (a), bytes stored per million readings, publish → Socket.IO `meter.reading` latency p50/p99 at a fixed rate
// (default 5,000/s over 1,000 meters, after a warm-up), alarm detection latency (publish → `alarm.raised`) of a
// threshold rule and a "for N s" rule; (b) also the bench process's RSS and heap (and, with --soak-minutes, a soak
// at --rate). Publishers, broker (b), api, workers and database share this machine's cores, so figures are lower
// bounds.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { alarmLatency } from './alarms.mjs';
import { mariadbBytes, memorySampler, perMillion, sqliteBytes } from './footprint.mjs';
import { pacedLatencyApart, WARM_UP_SECONDS } from './latency.mjs';
import { cpuSampler } from './cpu-profile.mjs';
import { heapSampler } from './heap-profile.mjs';
import { startProbe } from './probe.mjs';
import { hasIngestClientIdEnv, probeWorkers, startWorkers, stopWorkers } from './workers.mjs';

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    seconds: { type: 'string', default: '15' },
    meters: { type: 'string', default: '50' },
    rate: { type: 'string', default: '5000' },
    'latency-meters': { type: 'string', default: '1000' },
    'latency-seconds': { type: 'string', default: '10' },
    excursions: { type: 'string', default: '50' },
    'for-seconds': { type: 'string', default: '3' },
    'for-runs': { type: 'string', default: '5' },
    'soak-minutes': { type: 'string', default: '0' },
    phases: { type: 'string', default: 'a,b,c1,c2' },
    mqtt: { type: 'string', default: 'mqtt://127.0.0.1:1883' },
    mysql: { type: 'string', default: 'mysql://root@127.0.0.1:3306' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
    json: { type: 'string' },
    'heap-profile': { type: 'string' },
    'cpu-profile': { type: 'string' },
  },
});
const dist = resolve(args.dist);
const require = createRequire(join(dist, 'package.json'));
// Sampling starts before the server is created, in the process the embedded server (b) and the api (c) run in.
const benchProbe = startProbe();
const mqtt = require('mqtt');
const { io } = require('socket.io-client');
const core = require(join(dist, 'libs/core/src/index.js'));
const identity = require(join(dist, 'libs/identity/src/index.js'));
const iot = require(join(dist, 'libs/iot/src/index.js'));
const { createApp } = require(join(dist, 'apps/api/src/bootstrap.js'));
const { migrate } = require(join(dist, 'apps/api/src/areas.js'));

const SECONDS = Number(args.seconds);
const METERS = Number(args.meters);
const RATE = Number(args.rate);
const LATENCY_METERS = Number(args['latency-meters']);
const SOAK_MINUTES = Number(args['soak-minutes']);
const tag = randomBytes(3).toString('hex');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const out = (line) => process.stdout.write(`${line}\n`);

function env(extra) {
  const dir = mkdtempSync(join(tmpdir(), 'gy-bench-'));
  return core.AppConfig.fromEnv({
    NODE_ENV: 'development',
    DATA_DIR: dir,
    WEB_DIST: join(dir, 'none'),
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    MQTT_BROKER_PORT: '0',
    ...extra,
  });
}

const VALUES = {
  flowmeter: { instant_flow: 1, pressure: 0.3 },
  water: { ph: 7, cod: 40 },
  air: { temperature: 24, mode: 1 },
  pm: { pm25: 30, pm10: 60 },
  power: { voltage: 230, current: 10 },
};

/**
 * An enterprise with max(METERS, LATENCY_METERS) meters (types in turn) and two pm meters for the alarm rules, an
 * admin session token, the device logins, and a way to add alarm rules (POST /alarmRule/add as the admin).
 */
async function provision(app, baseUrl) {
  const code = `bench${tag}`;
  const ent = await app.get(identity.EnterpriseService).create({ code, name: code });
  const ctx = identity.systemContext(ent.id);
  const role = await app.get(identity.RoleService).add(ctx, { name: 'admin', is_admin: true });
  await app
    .get(identity.UserService)
    .add(ctx, { account: `bench${tag}`, password: 'Passw0rd1', name: 'bench', roleIds: [role.id] });
  const login = await (
    await fetch(`${baseUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: `bench${tag}`, password: 'Passw0rd1' }),
    })
  ).json();
  const types = ['flowmeter', 'water', 'air', 'pm', 'power'];
  const add = async (meterCode, type) => {
    const created = await app
      .get(iot.MeterService)
      .add(ctx, { meter_code: meterCode, name: meterCode, meter_type: type });
    return { id: created.meter.id, type, values: VALUES[type], login: created.credential };
  };
  const meters = [];
  for (let i = 0; i < Math.max(METERS, LATENCY_METERS); i++) meters.push(await add(`B-${i}`, types[i % 5]));
  const alarmMeters = [await add('ALARM-1', 'pm'), await add('ALARM-2', 'pm')];
  const token = login.content.token;
  const addRule = async (dto) => {
    const res = await (
      await fetch(`${baseUrl}/alarmRule/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(dto),
      })
    ).json();
    if (res.code !== 200) throw new Error(`alarmRule/add: ${JSON.stringify(res)}`);
    return res.content;
  };
  return { token, meters, alarmMeters, addRule };
}

/** Most readings published but not yet counted: keeps the backlog inside the broker's queues, so nothing is dropped. */
const MAX_BACKLOG = 5000;

/**
 * Rows stored so far, counted from the minute roll-ups of one quantity of each of `meters` (every reading the bench
 * publishes carries it, a roll-up counts only inserted rows, and ingest writes minutes with each batch — hours and
 * days come later): a few thousand rows to sum, where COUNT(*) over a table of millions takes long enough to hold
 * the publishers back and measure itself.
 */
const storedByRollups = (db, meters) => {
  const where = meters.map(() => '(meter_id = ? AND quantity = ?)').join(' OR ');
  const params = meters.flatMap((m) => [m.id, Object.keys(VALUES[m.type])[0]]);
  return async () =>
    Number(
      (
        await db.query(
          `SELECT COALESCE(SUM(cnt), 0) AS n FROM meter_rollup WHERE grain = 'm' AND (${where})`,
          params,
        )
      )[0].n,
    );
};

/**
 * Publishes from one connection per meter as fast as the consumer keeps up (at most MAX_BACKLOG ahead of what
 * `progress` has seen, at most 100 outstanding QoS 1 publishes per connection), for SECONDS; then waits until
 * every published reading is counted (or 60 s pass without progress). Readings/s = counted (`count`, exact) /
 * elapsed.
 */
async function throughput(url, meters, { progress, count }, withLogin) {
  const clients = await Promise.all(
    meters.map((m) =>
      mqtt.connectAsync(url, {
        ...(withLogin ? { username: m.login.username, password: m.login.password } : {}),
        reconnectPeriod: 0,
      }),
    ),
  );
  const before = await count();
  const progressBefore = await progress();
  let seen = 0;
  let sent = 0;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      seen = (await progress()) - progressBefore;
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
        const p = c
          .publishAsync(`${m.login.topic}/up`, JSON.stringify({ ts: seq++, values: VALUES[m.type] }), {
            qos: 1,
          })
          .finally(() => inflight.delete(p));
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

/**
 * The latency run at RATE over LATENCY_METERS meters, then the alarm measurements (not in phase a). `tail` samples
 * where the latency goes during the latency run: `begin()` opens the window, `end()` answers its figures.
 */
async function liveFigures(url, base, p, withLogin, tail) {
  const common = { mqtt, io, url, withLogin, socketUrl: base, token: p.token };
  // The probes' window opens with the latency's: the meters' online storm before it is reported apart.
  let opened;
  const latency = await pacedLatencyApart(
    dist,
    {
      url,
      withLogin,
      socketUrl: base,
      token: p.token,
      meters: p.meters.slice(0, LATENCY_METERS),
      rate: RATE,
      seconds: Number(args['latency-seconds']),
    },
    () => (opened = tail.begin()),
  );
  if (!opened) throw new Error('the latency run never opened its window');
  await opened;
  const sources = await tail.end();
  const alarms = await alarmLatency({
    ...common,
    meters: p.alarmMeters,
    addRule: p.addRule,
    excursions: Number(args.excursions),
    forSeconds: Number(args['for-seconds']),
    runs: Number(args['for-runs']),
  });
  return { ...latency, ...alarms, sources };
}

/** The bench process's own probe: the embedded server in (b), the api in (c). */
const heap = args['heap-profile'] ? heapSampler(args['heap-profile']) : undefined;
const cpu = args['cpu-profile'] ? cpuSampler(args['cpu-profile']) : undefined;
const inProcess = {
  begin: async () => void (benchProbe.window(), await heap?.start(), await cpu?.start()),
  end: async () => {
    const server = benchProbe.window();
    await heap?.stop();
    await cpu?.stop();
    return { server };
  },
};

const MARIADB_COUNTERS = [
  'Innodb_row_lock_waits',
  'Innodb_row_lock_time',
  'Innodb_log_waits',
  'Innodb_log_writes',
  'Innodb_data_fsyncs',
  'Innodb_deadlocks',
];
async function mariadbCounters(db) {
  const rows = await db.query(
    `SHOW GLOBAL STATUS WHERE Variable_name IN (${MARIADB_COUNTERS.map(() => '?').join(',')})`,
    MARIADB_COUNTERS,
  );
  return Object.fromEntries(rows.map((r) => [r.Variable_name, Number(r.Value)]));
}

/** Phase (c): the api's probe, each worker's (through its preloaded probe) and MariaDB's lock and log counters. */
function scaledTail(db, procs) {
  let before;
  return {
    begin: async () => {
      benchProbe.window();
      await probeWorkers(procs);
      before = await mariadbCounters(db);
    },
    end: async () => {
      const after = await mariadbCounters(db);
      const workers = await probeWorkers(procs);
      const database = Object.fromEntries(
        MARIADB_COUNTERS.map((k) => [k, (after[k] ?? 0) - (before[k] ?? 0)]),
      );
      return { server: benchProbe.window(), workers, database };
    },
  };
}

async function phaseBare() {
  const topic = `bench/${tag}/+/up`;
  // The same session settings as ingest: MQTT 5 with a large Receive Maximum.
  const sub = await mqtt.connectAsync(args.mqtt, {
    reconnectPeriod: 0,
    protocolVersion: 5,
    properties: { receiveMaximum: 65_535 },
  });
  let received = 0;
  sub.on('message', () => received++);
  // QoS 0 on the subscriber's side (the publishers still publish at QoS 1): Mosquitto 2.0.11 as packaged here stalls
  // a QoS 1 subscriber under this flood — MQTT 3.1.1 and 5 alike, with 800 or 5,000 messages in transit, it drops
  // "outgoing messages" and the last few thousand never arrive — so a QoS 1 baseline lost messages in every run on
  // some machines. Without its PUBACKs the ceiling is a little higher, so "× bare" is, if anything, understated.
  await sub.subscribeAsync(topic, { qos: 0 });
  const meters = Array.from({ length: METERS }, (_, i) => ({
    type: 'pm',
    login: { topic: `bench/${tag}/${i}` },
  }));
  const counted = async () => received;
  const result = await throughput(args.mqtt, meters, { progress: counted, count: counted }, false);
  await sub.endAsync(true);
  return result;
}

/** Rows stored, waiting until `expected` more than `before` are there (or 60 s pass without progress). */
async function settle(count, before, expected) {
  let last = -1;
  let still = Date.now();
  for (;;) {
    const n = (await count()) - before;
    if (n >= expected || Date.now() - still > 60_000) return n;
    if (n !== last) [last, still] = [n, Date.now()];
    await sleep(200);
  }
}

async function phaseEmbedded() {
  const dir = mkdtempSync(join(tmpdir(), 'gy-bench-db-'));
  const config = env({ DB_URL: `sqlite:${join(dir, 'bench.sqlite')}` });
  await migrate(config);
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const base = await app.getUrl();
  try {
    const p = await provision(app, base);
    const memory = memorySampler(); // from a started, provisioned server
    const url = `mqtt://127.0.0.1:${app.get(core.MqttClientService).brokerPort}`;
    const db = app.get(require('typeorm').DataSource);
    const count = async () => Number((await db.query('SELECT COUNT(*) AS n FROM meter_reading'))[0].n);
    const bytesBefore = await sqliteBytes(db);
    const burst = p.meters.slice(0, METERS);
    const run = await throughput(url, burst, { progress: storedByRollups(db, burst), count }, true);
    const bytes = perMillion(bytesBefore.file, (await sqliteBytes(db)).file, run.stored);
    const live = await liveFigures(url, base, p, true, inProcess);
    let soak;
    if (SOAK_MINUTES > 0) {
      const from = Date.now();
      const before = await count();
      const r = await pacedLatencyApart(dist, {
        url,
        withLogin: true,
        socketUrl: base,
        token: p.token,
        meters: p.meters.slice(0, LATENCY_METERS),
        rate: RATE,
        seconds: SOAK_MINUTES * 60,
      });
      const stored = await settle(count, before, r.published);
      soak = { ...r, stored, memory: memory.window(from) };
    }
    memory.stop();
    return { ...run, bytes, ...live, memory: memory.window(), soak };
  } finally {
    await app.close();
  }
}

/** The ingest client ids of phase (c)'s workers, and whether the build lets the bench set them (INGEST_CLIENT_ID). */
function workerIds(workers) {
  if (hasIngestClientIdEnv(core))
    return Array.from({ length: workers }, (_, i) => `gy-bench-${tag}-${workers}-w${i}`);
  if (workers > 1)
    throw new Error(
      'this build reads no INGEST_CLIENT_ID: two worker processes on one host would share the client id gy-ingest-{hostname}-worker',
    );
  return [`gy-ingest-${hostname().replace(/[^A-Za-z0-9_.-]/g, '-')}-worker`.slice(0, 64)];
}

async function phaseScaled(workers) {
  const mysql = require('mysql2/promise');
  const name = `gengyun_bench_ingest_${tag}_${workers}`;
  const c = await mysql.createConnection(args.mysql);
  await c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const dbUrl = `${args.mysql.replace(/^mysql:/, 'mariadb:')}/${name}`;
  const config = env({ DB_URL: dbUrl, REDIS_URL: args.redis, MQTT_URL: args.mqtt });
  await migrate(config);
  const api = await createApp(config);
  await api.listen(0, '127.0.0.1');
  const base = await api.getUrl();
  const ids = workerIds(workers);
  let procs = [];
  try {
    const started = startWorkers({
      dist,
      clientIds: ids,
      shareGroup: `bench-${tag}-${workers}`,
      env: { DATA_DIR: config.dataDir, DB_URL: dbUrl, REDIS_URL: args.redis, MQTT_URL: args.mqtt },
      brokerPort: Number(new URL(args.mqtt).port || 1883),
    });
    started.then(
      (w) => (procs = w),
      () => undefined,
    );
    const p = await provision(api, base);
    procs = await started;
    const db = api.get(require('typeorm').DataSource);
    const count = async () => Number((await db.query('SELECT COUNT(*) AS n FROM meter_reading'))[0].n);
    const bytesBefore = await mariadbBytes(db, name);
    const burst = p.meters.slice(0, METERS);
    const run = await throughput(args.mqtt, burst, { progress: storedByRollups(db, burst), count }, false);
    const bytesAfter = await mariadbBytes(db, name);
    const bytes = perMillion(
      bytesBefore.reading + bytesBefore.rollup,
      bytesAfter.reading + bytesAfter.rollup,
      run.stored,
    );
    const bytesRaw = perMillion(bytesBefore.reading, bytesAfter.reading, run.stored);
    return {
      ...run,
      bytes,
      bytesRaw,
      ...(await liveFigures(args.mqtt, base, p, false, scaledTail(db, procs))),
    };
  } finally {
    await stopWorkers(procs);
    await api.close();
    for (const id of ids)
      await (
        await mqtt.connectAsync(args.mqtt, {
          clientId: id,
          clean: true,
          protocolVersion: 5,
          properties: { sessionExpiryInterval: 0 },
        })
      ).endAsync();
    await c.query(`DROP DATABASE \`${name}\``);
    await c.end();
  }
}

const MB = (b) => `${(b / 1048576).toFixed(0)} MB`;
const ms = (x) => (Number.isFinite(x) ? `${x} ms` : '–');
const forCell = (r) =>
  `${r.forWithin}/${r.forDelays.length}` +
  (r.forDelays.length
    ? `, ${Math.min(...r.forDelays).toFixed(2)}–${Math.max(...r.forDelays).toFixed(2)} s`
    : '') +
  (r.forMissed ? ` (${r.forMissed} missed)` : '');
const memoryLine = (m) =>
  `RSS ${MB(m.rss.start)} → ${MB(m.rss.end)} (max ${MB(m.rss.max)}), heap ${MB(m.heap.start)} → ${MB(m.heap.end)} (max ${MB(m.heap.max)}) over ${m.minutes.toFixed(1)} min`;

const f1 = (x) => (x === null || x === undefined || !Number.isFinite(x) ? '–' : x.toFixed(1));
const probeLine = (who, q) =>
  `${who}: event-loop delay p50 ${f1(q.loopP50)} / p99 ${f1(q.loopP99)} / max ${f1(q.loopMax)} ms; ` +
  `GC ${q.gcCount}× (max ${f1(q.gcMaxMs)} ms, ${(q.gcShare * 100).toFixed(1)} % of the time)` +
  (q.batches
    ? `; ${q.batches} batches of ${f1(q.batchSize)}, queued p99 ${f1(q.batchWaitP99)} ms, written p50 ${f1(q.batchWriteP50)} / p99 ${f1(q.batchWriteP99)} ms`
    : '');
/** Where the latency run's time went: the server's (and workers') threads, the database, the bench's publishers. */
function sourceLines(r) {
  const lines = [probeLine(r.sources.workers ? 'api' : 'server', r.sources.server)];
  for (const [i, w] of (r.sources.workers ?? []).entries()) lines.push(probeLine(`worker ${i + 1}`, w));
  if (r.sources.database)
    lines.push(
      `MariaDB during the run: ${Object.entries(r.sources.database)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
  lines.push(`bench publishers' event-loop delay p99 ${f1(r.clientLoopP99)} / max ${f1(r.clientLoopMax)} ms`);
  return lines;
}

const phases = {
  a: ['bare mqtt.js subscriber (Mosquitto)', phaseBare],
  b: ['embedded (aedes + SQLite)', phaseEmbedded],
  c1: ['scaled, 1 worker process (Mosquitto + MariaDB + Redis)', () => phaseScaled(1)],
  c2: ['scaled, 2 worker processes', () => phaseScaled(2)],
};
out(
  `ingest bench: ${METERS} meters, ${SECONDS} s bursts; latency at ${RATE}/s over ${LATENCY_METERS} meters for ${args['latency-seconds']} s ${WARM_UP_SECONDS} s after every meter has reported; ` +
    `${args.excursions} alarm excursions, ${args['for-runs']} "for ${args['for-seconds']} s" runs` +
    (SOAK_MINUTES > 0 ? `; embedded soak ${SOAK_MINUTES} min at ${RATE}/s` : ''),
);
let bare;
const rows = [];
for (const key of args.phases.split(',')) {
  const [label, run] = phases[key];
  const r = await run();
  if (key === 'a') bare = r.perSecond;
  r.ratio = bare && key !== 'a' ? r.perSecond / bare : key === 'a' ? 1 : NaN;
  rows.push([key, label, r]);
  out(
    `${key.padEnd(3)} ${label}: ${Math.round(r.perSecond)} readings/s (${r.stored}/${r.sent} stored, loss ${r.sent - r.stored}, ${r.seconds.toFixed(1)} s)`,
  );
  if (r.events !== undefined) {
    out(
      `    latency: ${Math.round(r.rateSent)}/s published, p50 ${ms(r.p50)}, p99 ${ms(r.p99)} over ${r.events} meter.reading events`,
    );
    if (r.online)
      out(
        `    online storm (before the window): every meter's first reading on the socket after ${r.online.seconds.toFixed(1)} s` +
          `${r.online.missing ? ` (${r.online.missing} never)` : ''}, latency p99 ${ms(r.online.p99)} over ${r.online.events} events` +
          `${r.online.earlier ? ` (${r.online.earlier} pushes of the burst's earlier readings left out)` : ''}`,
      );
    out(
      `    alarm.raised: p50 ${ms(r.alarmP50)}, p99 ${ms(r.alarmP99)} over ${r.alarms} excursions (${r.alarmsMissed} missed); ` +
        `"for ${r.forSeconds} s": ${r.forDelays.map((s) => s.toFixed(2)).join(', ') || '–'} s (${r.forWithin}/${r.forDelays.length} within [${r.forSeconds}, ${r.forSeconds + 1}] s, ${r.forMissed} missed)`,
    );
  }
  if (r.sources) for (const line of sourceLines(r)) out(`    ${line}`);
  if (r.bytes !== undefined)
    out(
      `    bytes stored per million readings: ${MB(r.bytes)}${r.bytesRaw !== undefined ? ` (meter_reading alone ${MB(r.bytesRaw)})` : ''}`,
    );
  if (r.memory) out(`    memory (bench process, embedded server inside): ${memoryLine(r.memory)}`);
  if (r.soak)
    out(
      `    soak: ${r.soak.stored}/${r.soak.published} stored at ${Math.round(r.soak.rateSent)}/s, latency p50 ${ms(r.soak.p50)}, p99 ${ms(r.soak.p99)}; ${memoryLine(r.soak.memory)}`,
    );
}

out('\nsummary');
out(
  '| phase | readings/s (zero loss) | loss | × bare | bytes / 1M readings | latency rate | p50 | p99 | alarm p50 | alarm p99 | for N s (in [N, N+1]) | memory RSS start/end/max |',
);
out('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const [key, label, r] of rows) {
  const live = r.events !== undefined;
  out(
    `| (${key}) ${label} | ${Math.round(r.perSecond)} | ${r.sent - r.stored} | ${Number.isFinite(r.ratio) ? r.ratio.toFixed(2) : '–'} | ${r.bytes !== undefined ? MB(r.bytes) : '–'} | ` +
      `${live ? `${Math.round(r.rateSent)}/s` : '–'} | ${live ? ms(r.p50) : '–'} | ${live ? ms(r.p99) : '–'} | ${live ? ms(r.alarmP50) : '–'} | ${live ? `${ms(r.alarmP99)}${r.alarmsMissed ? ` (${r.alarmsMissed} missed)` : ''}` : '–'} | ` +
      `${live ? forCell(r) : '–'} | ` +
      `${r.memory ? `${MB(r.memory.rss.start)} / ${MB(r.memory.rss.end)} / ${MB(r.memory.rss.max)}` : '–'} |`,
  );
}
if (args.json)
  writeFileSync(
    args.json,
    JSON.stringify({ args, phases: rows.map(([key, label, r]) => ({ key, label, ...r })) }, null, 1),
  );
process.exit(0);
