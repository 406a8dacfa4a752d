// Publish → Socket.IO latency at a fixed rate, and the histogram it is kept in (1 ms buckets, constant memory, so a
// 30-minute soak does not grow the bench's own heap).
import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class Histogram {
  constructor(maxMs = 120_000) {
    this.buckets = new Uint32Array(maxMs + 1);
    this.count = 0;
  }

  add(ms) {
    this.buckets[Math.max(0, Math.min(this.buckets.length - 1, Math.round(ms)))]++;
    this.count++;
  }

  /** The smallest bucket holding at least p % of the samples; NaN without samples. */
  pct(p) {
    if (!this.count) return NaN;
    const want = Math.max(1, Math.ceil((p / 100) * this.count));
    let seen = 0;
    for (let ms = 0; ms < this.buckets.length; ms++) if ((seen += this.buckets[ms]) >= want) return ms;
    return this.buckets.length - 1;
  }
}

/** A logged-in Socket.IO client of the enterprise (it joins the enterprise room, which gets readings and alarms). */
export async function openSocket(io, socketUrl, token) {
  const socket = io(socketUrl, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise((res, rej) => (socket.once('connect', res), socket.once('connect_error', rej)));
  return socket;
}

/** One MQTT connection per meter, opened 100 at a time so a thousand logins do not arrive in one burst. */
export async function connectMeters(mqtt, url, meters, withLogin) {
  const clients = [];
  for (let i = 0; i < meters.length; i += 100) {
    const chunk = meters.slice(i, i + 100);
    clients.push(
      ...(await Promise.all(
        chunk.map((m) =>
          mqtt.connectAsync(url, {
            ...(withLogin ? { username: m.login.username, password: m.login.password } : {}),
            reconnectPeriod: 0,
          }),
        ),
      )),
    );
  }
  return clients;
}

/** Seconds of steady publishing before latency is recorded, counted from when every meter has reported once. */
export const WARM_UP_SECONDS = 2;
/** The longest wait for every meter's first reading to reach the socket before measuring anyway. */
const MAX_ONLINE_SECONDS = 30;

/**
 * Publishes `rate` readings/s round-robin over `meters` (so each meter sends rate / meters per second), in 10 ms ticks;
 * each reading carries its publish time as `ts`. The server throttles `meter.reading` to 5 per second per meter per
 * process, newest values winning, so the socket sees at most 5 × meters events/s: the latency is that of the readings
 * whose values reach the socket, measured from their own ts to arrival.
 *
 * A fleet's first readings are not the steady state: each meter comes online (a look-up, a status change, a map
 * update) at once. The run is measured in two parts: the *online storm*, from the first publish until every meter's
 * first reading has reached the socket, reported apart (its length and latency p99); then, after WARM_UP_SECONDS of
 * steady publishing, the `seconds` window the latency figures are taken from. `onMeasuring` is called when the window
 * opens (so the server's probes can open theirs at the same moment).
 */
export async function pacedLatency({
  mqtt,
  io,
  url,
  meters,
  withLogin,
  socketUrl,
  token,
  rate,
  seconds,
  onMeasuring = () => {},
}) {
  const socket = await openSocket(io, socketUrl, token);
  const hist = new Histogram();
  const storm = new Histogram();
  const unseen = new Set(meters.map((m) => m.id));
  let measureFrom = Infinity;
  let onlineAt;
  let start = Infinity;
  let earlier = 0;
  socket.on('meter.reading', (e) => {
    // The burst before this run used the same meters with day-old timestamps; a push of one of its last values that
    // reaches the new socket is not this run's latency (it used to fill the storm's p99 with 120-second samples).
    if (e.ts < start) return void earlier++;
    const latency = Date.now() - e.ts;
    if (e.ts >= measureFrom) hist.add(latency);
    else if (onlineAt === undefined) storm.add(latency);
    if (unseen.delete(e.meterId) && unseen.size === 0) onlineAt = Date.now();
  });
  const clients = await connectMeters(mqtt, url, meters, withLogin);
  // The publishers' and the measuring socket's own thread: a late tick here would count as server latency.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  start = Date.now();
  let until = Infinity;
  let sent = 0;
  const lastTs = new Float64Array(meters.length);
  while (Date.now() < until) {
    if (
      measureFrom === Infinity &&
      (onlineAt !== undefined || Date.now() - start > MAX_ONLINE_SECONDS * 1000)
    ) {
      onlineAt ??= Date.now();
      measureFrom = onlineAt + WARM_UP_SECONDS * 1000;
      until = measureFrom + seconds * 1000;
      setTimeout(() => (loop.enable(), onMeasuring()), measureFrom - Date.now());
    }
    const due = Math.floor(((Date.now() - start) * rate) / 1000);
    for (; sent < due; sent++) {
      const k = sent % meters.length;
      lastTs[k] = Math.max(Date.now(), lastTs[k] + 1); // (meter, ts) is the reading's identity
      clients[k].publish(
        `${meters[k].login.topic}/up`,
        JSON.stringify({ ts: lastTs[k], values: meters[k].values }),
        { qos: 1 },
      );
    }
    await sleep(10);
  }
  const publishedFor = (Date.now() - start) / 1000;
  loop.disable();
  await sleep(1500);
  socket.disconnect();
  await Promise.all(clients.map((c) => c.endAsync(true)));
  return {
    published: sent,
    rateSent: sent / publishedFor,
    events: hist.count,
    p50: hist.pct(50),
    p99: hist.pct(99),
    online: {
      seconds: (onlineAt - start) / 1000,
      missing: unseen.size,
      events: storm.count,
      p99: storm.pct(99),
      earlier,
    },
    clientLoopP99: loop.percentile(99) / 1e6,
    clientLoopMax: loop.max / 1e6,
  };
}

/**
 * `pacedLatency` in a child process (latency-child.mjs), so the server under test has the bench's thread to itself;
 * `onMeasuring` is called when its measured window opens.
 */
export function pacedLatencyApart(dist, run, onMeasuring = () => {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(new URL('./latency-child.mjs', import.meta.url))], {
      stdio: ['pipe', 'pipe', 'inherit', 'ipc'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('message', (m) => m?.measuring && onMeasuring());
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`latency run exited with ${code}`)),
    );
    child.stdin.end(JSON.stringify({ dist, run }));
  });
}
