#!/usr/bin/env node
// Meter simulator: `npm run simulate -- --meters N --rate R [--api URL] [--url mqtt://host:port]`.
// Logs in to a running Gengyun (default the demo admin of `npm start`), creates (or re-keys) N meters of every
// type through the API, then publishes realistic readings, with the occasional excursion, over MQTT with each
// meter's own device login. Credentials are kept in data/simulator-meters.json so a re-run reuses them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import mqtt from 'mqtt';

const { values: args } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://127.0.0.1:3000' },
    url: { type: 'string' },
    account: { type: 'string', default: 'admin' },
    password: { type: 'string', default: 'admin123' },
    meters: { type: 'string', default: '10' },
    rate: { type: 'string' },
    prefix: { type: 'string', default: 'SIM' },
    duration: { type: 'string', default: '0' },
    state: { type: 'string', default: 'data/simulator-meters.json' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  process.stdout.write(`--meters N       meters to simulate (types in turn: flowmeter, water, air, pm, power); default 10
--rate R         readings per second in total; default one per meter per second
--api URL        the running app (default http://127.0.0.1:3000); --account/--password to log in (demo admin)
--url URL        MQTT broker; default the embedded broker's port reported by /monitor/snapshot, else 1883
--duration S     stop after S seconds (0: run until Ctrl-C)
--prefix P       meter code prefix (default SIM); --state FILE where device logins are kept\n`);
  process.exit(0);
}

const TYPES = ['flowmeter', 'water', 'air', 'pm', 'power'];
const N = Number(args.meters);
const RATE = Number(args.rate ?? N);

async function call(path, body, token) {
  const res = await fetch(new URL(path, args.api), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${path}: ${res.status} ${json.msg}`);
  return json.content;
}

/** Meters with their device logins: from the state file, else created, else re-keyed (the password is shown once). */
async function ensureMeters(token) {
  const state = existsSync(args.state) ? JSON.parse(readFileSync(args.state, 'utf8')) : {};
  const key = new URL(args.api).host;
  const known = (state[key] ??= {});
  const meters = [];
  for (let i = 0; i < N; i++) {
    const type = TYPES[i % TYPES.length];
    const code = `${args.prefix}-${type.slice(0, 2).toUpperCase()}-${String(i + 1).padStart(4, '0')}`;
    if (!known[code]) {
      const found = (await call('/meter/pageList', { keyword: code, pageSize: 10 }, token)).rows.find((m) => m.meter_code === code);
      if (found) known[code] = { id: found.id, type, login: await call('/meter/rotateCredential', { id: found.id }, token) };
      else {
        const created = await call('/meter/add', { meter_code: code, name: `模拟${code}`, meter_type: type, offline_after_seconds: 60 }, token);
        known[code] = { id: created.meter.id, type, login: created.credential };
      }
    }
    meters.push({ code, ...known[code] });
  }
  mkdirSync(dirname(args.state), { recursive: true });
  writeFileSync(args.state, JSON.stringify(state, null, 2), { mode: 0o600 });
  return meters;
}

/** A bounded random walk around a nominal value with rare excursions (sensor spikes, process upsets). */
function walker(nominal, spread, { min = 0, max = Infinity, decimals = 2 } = {}) {
  let v = nominal;
  return () => {
    v += (Math.random() - 0.5) * spread * 0.2 + (nominal - v) * 0.05;
    const excursion = Math.random() < 0.01 ? spread * (2 + Math.random() * 3) * (Math.random() < 0.5 ? -1 : 1) : 0;
    return Number(Math.min(max, Math.max(min, v + excursion)).toFixed(decimals));
  };
}

function generator(type) {
  let total = Math.random() * 10_000;
  switch (type) {
    case 'flowmeter': {
      const flow = walker(120, 30, { decimals: 3 });
      const pressure = walker(0.35, 0.05, { decimals: 3 });
      return (dt) => {
        const f = flow();
        total += (f * dt) / 3600;
        return { instant_flow: f, cumulative: Number(total.toFixed(2)), pressure: pressure() };
      };
    }
    case 'water': {
      const [ph, cod, nh3n, turbidity] = [walker(7.2, 0.4, { max: 14 }), walker(45, 10, { decimals: 1 }), walker(3, 1), walker(5, 2, { decimals: 1 })];
      return () => ({ ph: ph(), cod: cod(), nh3n: nh3n(), turbidity: turbidity() });
    }
    case 'air': {
      const [temp, power] = [walker(24, 2, { min: -30, max: 60, decimals: 1 }), walker(3.5, 1.5)];
      const mode = 1 + Math.floor(Math.random() * 2);
      return () => ({ temperature: temp(), mode, power: power() });
    }
    case 'pm': {
      const [pm25, pm10] = [walker(35, 20, { decimals: 0 }), walker(70, 30, { decimals: 0 })];
      return () => ({ pm25: pm25(), pm10: pm10() });
    }
    default: {
      const [voltage, current] = [walker(230, 6, { decimals: 1 }), walker(40, 15)];
      return (dt) => {
        const v = voltage();
        const a = current();
        const kw = (v * a * 0.92) / 1000;
        total += (kw * dt) / 3600;
        return { energy: Number(total.toFixed(2)), voltage: v, current: a, active_power: Number(kw.toFixed(2)) };
      };
    }
  }
}

async function brokerUrl(token) {
  if (args.url) return args.url;
  const snapshot = await call('/monitor/snapshot', {}, token).catch(() => ({}));
  return `mqtt://${new URL(args.api).hostname}:${snapshot.brokerPort ?? 1883}`;
}

async function main() {
  const { token } = await call('/login', { account: args.account, password: args.password });
  const meters = await ensureMeters(token);
  const url = await brokerUrl(token);
  process.stdout.write(`simulating ${meters.length} meters at ${RATE} readings/s → ${url}\n`);
  const devices = await Promise.all(
    meters.map(async (m) => ({ ...m, next: generator(m.type), client: await mqtt.connectAsync(url, { username: m.login.username, password: m.login.password, reconnectPeriod: 2000 }) })),
  );
  let sent = 0;
  let acked = 0;
  let failed = 0;
  let i = 0;
  const perTick = RATE / 20;
  let carry = 0;
  const tick = setInterval(() => {
    carry += perTick;
    for (; carry >= 1; carry--) {
      const d = devices[i++ % devices.length];
      const values = d.next(devices.length / RATE);
      sent++;
      d.client.publishAsync(`${d.login.topic}/up`, JSON.stringify({ ts: Date.now(), values }), { qos: 1 }).then(() => acked++, () => failed++);
    }
  }, 50);
  const report = setInterval(() => process.stdout.write(`sent ${sent}, acknowledged ${acked}, failed ${failed}\n`), 5000);
  const stop = async () => {
    clearInterval(tick);
    clearInterval(report);
    await Promise.all(devices.map((d) => d.client.endAsync()));
    process.stdout.write(`done: sent ${sent}, acknowledged ${acked}, failed ${failed}\n`);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  if (Number(args.duration) > 0) setTimeout(stop, Number(args.duration) * 1000);
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
