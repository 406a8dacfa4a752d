import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectAsync, type MqttClient } from 'mqtt';
import type { TestApp } from '../support/test-app';
import { createTestDatabase, testDbKind, type TestDatabase } from '../support/test-db';
import { newEnterprise } from '../support/builders/identity';
import { addMeter, countRows, deriveRollups, MOSQUITTO_URL, sleep, startAppOn, waitFor } from './ingest-support';

jest.setTimeout(150_000);

const root = join(__dirname, '..', '..');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Worker {
  child: ChildProcess;
  output: string[];
}

/**
 * Two scaled-mode workers (`apps/worker/src/main.ts`, each a real `node` process) split one stream from the real
 * Mosquitto through a shared subscription; one is SIGKILLed mid-stream — no DISCONNECT, no pending PUBACK sent,
 * its buffer gone — and started again under the same client id. Every published reading must be stored exactly
 * once, and the roll-ups must count each once.
 */
describe(`scaled ingest: a worker process killed with SIGKILL mid-stream loses nothing (${testDbKind()})`, () => {
  const tag = randomBytes(4).toString('hex');
  const group = `ingest-kill-${tag}`;
  const ids = [`gy-ingest-t-${tag}-w1`, `gy-ingest-t-${tag}-w2`];
  let db: TestDatabase;
  let t: TestApp;
  let publisher: MqttClient | undefined;
  const workers: Worker[] = [];

  /** Boots one worker as apps/worker does and resolves once its ingest has subscribed. */
  const startWorker = (clientId: string): Promise<Worker> => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gengyun-worker-'));
    const child = spawn(process.execPath, ['-r', join(root, 'test/support/ts-register.js'), join(root, 'apps/worker/src/main.ts')], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        DB_URL: db.url,
        DATA_DIR: dataDir,
        REDIS_URL,
        REDIS_PREFIX: `gy-t-${tag}`,
        MQTT_URL: MOSQUITTO_URL,
        INGEST_CLIENT_ID: clientId,
        INGEST_SHARE_GROUP: group,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const worker = { child, output: [] as string[] };
    workers.push(worker);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`worker ${clientId} did not start:\n${worker.output.join('').slice(-3000)}`)), 60_000);
      const onData = (chunk: Buffer): void => {
        worker.output.push(chunk.toString());
        if (worker.output.join('').includes('MQTT ingest started')) {
          clearTimeout(timer);
          resolve(worker);
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`worker ${clientId} exited (${code ?? signal}):\n${worker.output.join('').slice(-3000)}`));
      });
    });
  };

  const stop = async (w: Worker, signal: NodeJS.Signals): Promise<void> => {
    if (w.child.exitCode !== null || w.child.signalCode !== null) return;
    const exited = new Promise((resolve) => w.child.once('exit', resolve));
    w.child.kill(signal);
    await exited;
  };

  beforeAll(async () => {
    db = await createTestDatabase(undefined, { migrated: true });
    t = await startAppOn(db.url);
  });
  afterAll(async () => {
    await publisher?.endAsync().catch(() => undefined);
    for (const w of workers) await stop(w, 'SIGTERM').catch(() => undefined);
    // End the pinned persistent sessions so nothing is left queued for them on the shared broker.
    for (const clientId of ids) {
      const c = await connectAsync(MOSQUITTO_URL, { clientId, clean: true, protocolVersion: 5, properties: { sessionExpiryInterval: 0 }, reconnectPeriod: 0 }).catch(() => undefined);
      await c?.endAsync();
    }
    await t?.close();
    await db.drop();
  });

  it('rows in meter_reading == published, roll-ups count each reading once', async () => {
    const { admin } = await newEnterprise(t);
    const meters: Array<{ id: number; topic: string }> = [];
    for (const code of ['PW-K1', 'PW-K2', 'PW-K3']) {
      const { meter } = await addMeter(t, admin.token, { meter_code: code, name: code, meter_type: 'power' });
      meters.push({ id: meter.id, topic: meter.topic });
    }
    const [, second] = await Promise.all([startWorker(ids[0]), startWorker(ids[1])]);
    publisher = await connectAsync(MOSQUITTO_URL, { reconnectPeriod: 0 });

    const perMeter = 400;
    const total = perMeter * meters.length;
    const base = Date.now() - 3 * 3_600_000;
    const inMeters = 'SELECT COUNT(*) AS n FROM meter_reading WHERE meter_id IN (?, ?, ?)';
    const meterIds = meters.map((m) => m.id);
    let restarting: Promise<Worker> | undefined;
    let storedAtKill = -1;
    for (let i = 0; i < perMeter; i++) {
      if (i === Math.floor(perMeter * 0.4)) {
        storedAtKill = await countRows(t, inMeters, meterIds);
        await stop(second, 'SIGKILL');
      }
      // Restart under the same id while the stream goes on: its session kept the share routed to it meanwhile.
      if (i === Math.floor(perMeter * 0.6)) restarting = startWorker(ids[1]);
      await Promise.all(meters.map((m) => publisher!.publishAsync(`${m.topic}/up`, JSON.stringify({ ts: base + i * 1000, values: { energy: i, voltage: 230 } }), { qos: 1 })));
      if (i % 20 === 0) await sleep(5);
    }
    await restarting;
    expect(storedAtKill).toBeGreaterThan(0);
    expect(storedAtKill).toBeLessThan(total);

    const rows = await waitFor(() => countRows(t, inMeters, meterIds), (n) => n >= total, 40_000);
    expect(rows).toBe(total);
    await sleep(1000);
    expect(await countRows(t, inMeters, meterIds)).toBe(total);
    await deriveRollups(t);
    for (const m of meters) {
      const [row] = await t.db.query('SELECT COUNT(*) AS n, COUNT(DISTINCT ts) AS d FROM meter_reading WHERE meter_id = ?', [m.id]);
      expect([Number(row.n), Number(row.d)]).toEqual([perMeter, perMeter]);
      const grains: Array<{ grain: string; n: string | number }> = await t.db.query(
        "SELECT grain, SUM(cnt) AS n FROM meter_rollup WHERE meter_id = ? AND quantity = 'energy' GROUP BY grain ORDER BY grain",
        [m.id],
      );
      expect(grains.map((g) => [g.grain, Number(g.n)])).toEqual([
        ['d', perMeter],
        ['h', perMeter],
        ['m', perMeter],
      ]);
    }
  });
});
