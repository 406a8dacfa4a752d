import { randomBytes } from 'node:crypto';
import { connectAsync, type MqttClient } from 'mqtt';
import { MqttClientService } from '@gengyun/core';
import { IngestService } from '@gengyun/iot';
import type { TestApp } from '../support/test-app';
import { createTestDatabase, testDbKind, type TestDatabase } from '../support/test-db';
import { newEnterprise } from '../support/builders/identity';
import { addMeter, countRows, deriveRollups, ingestSessionModule, MOSQUITTO_URL, sleep, startAppOn, waitFor } from './ingest-support';

jest.setTimeout(90_000);

/** Kills an app's MQTT connection as a crash would (no DISCONNECT, pending acknowledgements never sent). */
function destroySocket(t: TestApp): void {
  const client = (t.app.get(MqttClientService) as unknown as { client: MqttClient }).client;
  client.options.reconnectPeriod = 0;
  client.stream.destroy();
}

/** Ends a pinned persistent session on the broker so nothing is left queued for it after the suite. */
async function endSession(clientId: string): Promise<void> {
  const c = await connectAsync(MOSQUITTO_URL, { clientId, clean: true, protocolVersion: 5, properties: { sessionExpiryInterval: 0 }, reconnectPeriod: 0 });
  await c.endAsync();
}

/** Publishes n QoS 1 readings (distinct ts), optionally calling `midway` after half. */
async function publish(publisher: MqttClient, topic: string, n: number, midway?: () => Promise<void>): Promise<void> {
  const start = Date.now() - 3_600_000;
  for (let i = 0; i < n; i++) {
    if (i === Math.floor(n / 2) && midway) await midway();
    await publisher.publishAsync(`${topic}/up`, JSON.stringify({ ts: start + i * 1000, values: { energy: i, voltage: 230 } }), { qos: 1 });
    if (i % 50 === 0) await sleep(5);
  }
}

describe(`ingest restarts against Mosquitto lose no acknowledged reading (${testDbKind()})`, () => {
  const tag = randomBytes(4).toString('hex');
  let db: TestDatabase;
  const apps: TestApp[] = [];
  const sessions: string[] = [];
  let publisher: MqttClient;
  /** Each test its own share group: Mosquitto keeps routing a share to offline persistent members of a group. */
  const start = async (clientId: string, group: string): Promise<TestApp> => {
    if (!sessions.includes(clientId)) sessions.push(clientId);
    const t = await startAppOn(db.url, { MQTT_URL: MOSQUITTO_URL }, [ingestSessionModule(clientId, `ingest-test-${tag}-${group}`)]);
    apps.push(t);
    return t;
  };

  beforeAll(async () => {
    db = await createTestDatabase(undefined, { migrated: true });
    publisher = await connectAsync(MOSQUITTO_URL, { reconnectPeriod: 0 });
  });
  afterAll(async () => {
    await publisher?.endAsync();
    for (const t of apps) await t.close().catch(() => undefined);
    for (const id of sessions) await endSession(id).catch(() => undefined);
    await db.drop();
  });

  it('one ingest process stopped mid-stream and started again with the same client id: rows == published', async () => {
    const id = `gy-ingest-t-${tag}-a`;
    let t = await start(id, 'a');
    expect(t.app.get(IngestService).active).toBe(true);
    const { admin } = await newEnterprise(t);
    const { meter } = await addMeter(t, admin.token, { meter_code: 'PW-R1', name: 'r1', meter_type: 'power' });
    const n = 600;
    await publish(publisher, meter.topic, n, async () => {
      destroySocket(t);
      await t.close();
      await sleep(300);
      t = await start(id, 'a');
    });
    const rows = await waitFor(() => countRows(t, 'SELECT COUNT(*) AS n FROM meter_reading WHERE meter_id = ?', [meter.id]), (c) => c === n, 30_000);
    expect(rows).toBe(n);
    await sleep(500);
    expect(await countRows(t, 'SELECT COUNT(*) AS n FROM meter_reading WHERE meter_id = ?', [meter.id])).toBe(n);
    await deriveRollups(t);
    const [cumulative] = await t.db.query("SELECT SUM(cnt) AS n FROM meter_rollup WHERE meter_id = ? AND grain = 'h' AND quantity = 'energy'", [meter.id]);
    expect(Number(cumulative.n)).toBe(n);
    await t.close();
  });

  it('two ingest processes on a shared subscription, one killed (socket destroyed) and restarted: rows == published', async () => {
    const [idA, idB] = [`gy-ingest-t-${tag}-b1`, `gy-ingest-t-${tag}-b2`];
    const a = await start(idA, 'b');
    let b = await start(idB, 'b');
    const { admin } = await newEnterprise(a);
    const { meter } = await addMeter(a, admin.token, { meter_code: 'PW-R2', name: 'r2', meter_type: 'power' });
    const n = 800;
    let storedByB = 0;
    await publish(publisher, meter.topic, n, async () => {
      await sleep(300);
      storedByB = b.app.get(IngestService).stats.stored;
      destroySocket(b);
      await b.close();
    });
    // Mosquitto keeps routing a share to the dead member's persistent session: it comes back with the same id.
    const stillA = await countRows(a, 'SELECT COUNT(*) AS n FROM meter_reading WHERE meter_id = ?', [meter.id]);
    expect(stillA).toBeLessThan(n);
    b = await start(idB, 'b');
    const rows = await waitFor(() => countRows(a, 'SELECT COUNT(*) AS n FROM meter_reading WHERE meter_id = ?', [meter.id]), (c) => c === n, 30_000);
    expect(rows).toBe(n);
    expect(storedByB).toBeGreaterThan(0);
    expect(a.app.get(IngestService).stats.stored).toBeGreaterThan(0);
    await b.close();
    await a.close();
  });
});
