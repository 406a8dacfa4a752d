// Alarm detection latency: value published → `alarm.raised` on a Socket.IO client of the enterprise.
import { Histogram, openSocket } from './latency.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const HIGH = 100;
const BREACH = { pm25: 200, pm10: 60 };
const NORMAL = { pm25: 10, pm10: 60 };

/** Resolves with the arrival time of the next `name` event of this rule and meter, or null after `ms`. */
function nextEvent(socket, name, ruleId, meterId, ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => (socket.off(name, on), resolve(null)), ms);
    const on = (a) => {
      if (a.ruleId !== ruleId || a.meterId !== meterId) return;
      clearTimeout(timer);
      socket.off(name, on);
      resolve(Date.now());
    };
    socket.on(name, on);
  });
}

/** A device connection that stamps each reading with its publish time, strictly increasing ((meter, ts) is unique). */
async function device(mqtt, url, meter, withLogin) {
  const client = await mqtt.connectAsync(url, {
    ...(withLogin ? { username: meter.login.username, password: meter.login.password } : {}),
    reconnectPeriod: 0,
  });
  let last = 0;
  const send = (values) => {
    last = Math.max(Date.now(), last + 1);
    client.publish(`${meter.login.topic}/up`, JSON.stringify({ ts: last, values }), { qos: 1 });
    return last;
  };
  return { send, end: () => client.endAsync(true) };
}

/**
 * Two rules on two pm meters of their own (`pm25 >= 100`, no deadband, no notifications): a plain threshold rule,
 * and the same for `forSeconds` s. Threshold: `excursions` times, publish one breaching value and time its
 * `alarm.raised`, then publish a normal value and wait for `alarm.cleared`. Duration: `runs` times, publish a
 * breaching value every 200 ms from t0 until `alarm.raised` arrives, and report arrival − t0. One warm-up
 * excursion per rule first (the workers hear of new rules on Redis; it also warms the code paths).
 */
export async function alarmLatency({
  mqtt,
  io,
  url,
  withLogin,
  socketUrl,
  token,
  meters,
  addRule,
  excursions,
  forSeconds,
  runs,
}) {
  const [m1, m2] = meters;
  const common = {
    quantity: 'pm25',
    condition: 'high',
    threshold: HIGH,
    deadband: 0,
    severity: 1,
    notify_sms: false,
    notify_mail: false,
  };
  const threshold = await addRule({ ...common, name: 'bench threshold', meter_id: m1.id });
  const lasting = await addRule({
    ...common,
    name: `bench for ${forSeconds} s`,
    meter_id: m2.id,
    duration_seconds: forSeconds,
  });
  const socket = await openSocket(io, socketUrl, token);
  const d1 = await device(mqtt, url, m1, withLogin);
  const d2 = await device(mqtt, url, m2, withLogin);
  try {
    // A missed alarm (no event within 10 s, or N + 10 s) is counted, not timed; three in a row end that loop.
    const hist = new Histogram();
    let missed = 0;
    for (let i = 0, inRow = 0; i <= excursions && inRow < 3; i++) {
      const raised = nextEvent(socket, 'alarm.raised', threshold.id, m1.id, i === 0 ? 15_000 : 10_000);
      const at = d1.send(BREACH);
      // Warm-up: a worker may not know the new rule yet; breach again each second until it raises.
      const again = i === 0 ? setInterval(() => d1.send(BREACH), 1000) : undefined;
      const arrived = await raised.finally(() => clearInterval(again));
      if (arrived === null) [missed, inRow] = [missed + 1, inRow + 1];
      else if (i > 0) [inRow] = [0, hist.add(arrived - at)];
      const cleared = nextEvent(
        socket,
        'alarm.cleared',
        threshold.id,
        m1.id,
        arrived === null ? 2000 : 10_000,
      );
      d1.send(NORMAL);
      await cleared;
      await sleep(50);
    }
    const delays = [];
    let forMissed = 0;
    for (let i = 0, inRow = 0; i <= runs && inRow < 3; i++) {
      const raised = nextEvent(socket, 'alarm.raised', lasting.id, m2.id, (forSeconds + 10) * 1000);
      let done = false;
      void raised.then(() => (done = true));
      const t0 = d2.send(BREACH);
      while (!done) {
        await sleep(200);
        if (!done) d2.send(BREACH);
      }
      const arrived = await raised;
      if (arrived === null) [forMissed, inRow] = [forMissed + 1, inRow + 1];
      else if (i > 0) [inRow] = [0, delays.push((arrived - t0) / 1000)];
      const cleared = nextEvent(socket, 'alarm.cleared', lasting.id, m2.id, arrived === null ? 2000 : 10_000);
      d2.send(NORMAL);
      await cleared;
    }
    const within = delays.filter((s) => s >= forSeconds && s <= forSeconds + 1).length;
    return {
      alarms: hist.count,
      alarmsMissed: missed,
      alarmP50: hist.pct(50),
      alarmP99: hist.pct(99),
      forSeconds,
      forDelays: delays,
      forWithin: within,
      forMissed,
    };
  } finally {
    socket.disconnect();
    await d1.end();
    await d2.end();
  }
}
