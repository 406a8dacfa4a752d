import type { IPublishPacket, MqttClient } from 'mqtt';
import { connectAsync } from 'mqtt';
import { MqttClientService } from '@gengyun/core';
import { IngestService } from '@gengyun/iot';
import { ReadingWriter } from '../../libs/iot/src/reading/reading-writer';
import type { TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { newEnterprise } from '../support/builders/identity';
import { addMeter, countRows, deriveRollups, MOSQUITTO_URL, sleep, startAppOn, waitFor } from './ingest-support';
import { TcpProxy } from './tcp-proxy';

jest.setTimeout(120_000);

const OUTAGE_MS = 4000;
/**
 * Mosquitto drops QoS 1 messages for a client beyond its in-flight window and `max_queued_messages` (defaults 20 and
 * 1,000 on the shared test broker; compose sets 100 and 100,000). The publisher stays this far ahead of ingest's
 * acknowledgements at most, so what the test loses can only be lost by Gengyun.
 */
const MAX_AHEAD = 800;

/**
 * Issue #5 fault test, scaled mode (Mosquitto + MariaDB): the database goes away for a few seconds while readings
 * stream in. The app reaches MariaDB through a TCP forwarder started by the test; cutting it resets every pooled
 * connection (a transaction in flight is rolled back by the server) and refuses new ones, the way a database
 * restart or a network failure looks to the app, while the shared MariaDB server and other suites are untouched.
 * Ingest must hold the PUBACKs, retry the batch with a growing pause (never drop it), and end with exactly the
 * published readings, once each, roll-ups included.
 */
/** Always on MariaDB (the outage is of a database server), whichever database the rest of the run uses. */
describe('a short MariaDB outage loses no acknowledged reading (mariadb + Mosquitto)', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let t: TestApp;
  let publisher: MqttClient;

  beforeAll(async () => {
    db = await createTestDatabase('mariadb', { migrated: true });
    const target = new URL(db.url);
    proxy = await TcpProxy.start(target.hostname, Number(target.port || 3306));
    target.port = String(proxy.port);
    t = await startAppOn(target.toString(), { MQTT_URL: MOSQUITTO_URL });
    publisher = await connectAsync(MOSQUITTO_URL, { reconnectPeriod: 0 });
  });
  afterAll(async () => {
    await publisher?.endAsync();
    proxy?.restore();
    await t?.close().catch(() => undefined);
    await proxy?.close();
    await db?.drop();
  });

  it('rows == published, no duplicates, and no PUBACK before its batch committed', async () => {
    expect(t.app.get(IngestService).active).toBe(true);
    const { admin } = await newEnterprise(t);
    // A streams throughout; B is first heard of during the outage (its meter lookup needs the database too).
    const a = (await addMeter(t, admin.token, { meter_code: 'PW-O1', name: 'o1', meter_type: 'power' })).meter;
    const b = (await addMeter(t, admin.token, { meter_code: 'PW-O2', name: 'o2', meter_type: 'power' })).meter;

    // Every PUBACK the ingest client sends to Mosquitto must follow the commit of its reading.
    const ingest = t.app.get(IngestService);
    const client = (t.app.get(MqttClientService) as unknown as { client: MqttClient }).client;
    let pubacks = 0;
    let early = 0;
    client.on('packetsend', (packet) => {
      if (packet.cmd !== 'puback') return;
      pubacks++;
      const { stored, duplicates, deadLettered } = ingest.stats;
      if (pubacks > stored + duplicates + deadLettered) early++;
    });
    let pubacksDuringOutage = 0;
    let cut = false;
    client.on('packetsend', (packet: { cmd: string } | IPublishPacket) => void (cut && packet.cmd === 'puback' && pubacksDuringOutage++));

    // The writer fails while the database is away: count its attempts.
    const writer = t.app.get(ReadingWriter);
    const write = writer.write;
    let failedWrites = 0;
    writer.write = (async (...args: Parameters<typeof write>) => {
      try {
        return await write.apply(writer, args);
      } catch (error) {
        failedWrites++;
        throw error;
      }
    }) as typeof write;

    const base = Date.now() - 3 * 3_600_000;
    const payload = (i: number): string => JSON.stringify({ ts: base + i * 1000, values: { energy: i, voltage: 230 } });
    const nA = 1500;
    const nB = 150;
    let publishedA = 0;
    let publishedB = 0;
    const room = async (): Promise<void> => {
      while (publishedA + publishedB - pubacks >= MAX_AHEAD) await sleep(20);
    };
    const streamB = async (): Promise<void> => {
      while (publishedB < nB) {
        await room();
        await publisher.publishAsync(`${b.topic}/up`, payload(publishedB), { qos: 1 });
        publishedB++;
        await sleep(10);
      }
    };
    let outage: Promise<void> | undefined;
    let storedAtCut = 0;
    for (let i = 0; i < nA; i++) {
      if (i === 300) {
        await waitFor(() => ingest.stats.pending, (n) => n === 0);
        storedAtCut = ingest.stats.stored;
        cut = true;
        proxy.cut();
        outage = Promise.all([
          streamB(),
          sleep(OUTAGE_MS).then(() => {
            // Still down: nothing stored, nothing acknowledged since the cut.
            expect(ingest.stats.stored).toBe(storedAtCut);
            expect(pubacksDuringOutage).toBe(0);
            cut = false;
            proxy.restore();
          }),
        ]).then(() => undefined);
      }
      await room();
      await publisher.publishAsync(`${a.topic}/up`, payload(i), { qos: 1 });
      publishedA++;
      if (i % 10 === 0) await sleep(20);
    }
    await outage;
    expect(publishedB).toBe(nB);

    for (const [meter, n] of [
      [a, nA],
      [b, nB],
    ] as const) {
      const rows = await waitFor(() => countRows(t, 'SELECT COUNT(*) AS n FROM meter_reading WHERE meter_id = ?', [meter.id]), (c) => c >= n, 60_000);
      expect(rows).toBe(n);
    }
    await waitFor(() => ingest.stats.pending, (n) => n === 0);
    await sleep(500);
    await deriveRollups(t);
    for (const [meter, n] of [
      [a, nA],
      [b, nB],
    ] as const) {
      const [row] = await t.db.query('SELECT COUNT(*) AS n, COUNT(DISTINCT ts) AS d FROM meter_reading WHERE meter_id = ?', [meter.id]);
      expect([Number(row.n), Number(row.d)]).toEqual([n, n]);
      const [rollup] = await t.db.query("SELECT SUM(cnt) AS n FROM meter_rollup WHERE meter_id = ? AND grain = 'h' AND quantity = 'energy'", [meter.id]);
      expect(Number(rollup.n)).toBe(n);
    }
    expect(await countRows(t, 'SELECT COUNT(*) AS n FROM dead_letter')).toBe(0);
    // The outage was real: connections were reset or refused, and batches failed and were retried.
    expect(proxy.counts.refused).toBeGreaterThan(0);
    expect(failedWrites).toBeGreaterThan(0);
    expect(early).toBe(0);
    expect(pubacks).toBe(nA + nB);
  });
});
