import type { MqttClient } from 'mqtt';
import { MqttClientService } from '@gengyun/core';
import { IngestService } from '@gengyun/iot';
import { ReadingWriter } from '../../libs/iot/src/reading/reading-writer';
import type { TestApp } from '../support/test-app';
import { createTestDatabase, testDbKind, type TestDatabase } from '../support/test-db';
import { newEnterprise } from '../support/builders/identity';
import { addMeter, deriveRollups, device, type DeviceLogin, sleep, startAppOn, waitFor } from './ingest-support';

jest.setTimeout(90_000);

type Write = ReadingWriter['write'];

/**
 * A crash of the single embedded process (aedes + ingest + database) in the middle of a stream.
 *
 * What a crash means for durability: every transaction that committed is on disk, the one being written is not
 * (SQLite rolls back an uncommitted transaction when its connection goes away, like it recovers from its WAL after
 * a kill), the in-memory batch buffer and aedes' in-memory sessions are gone, and no packet leaves the process any
 * more. The simulation, in one Jest process:
 *  1. the writer is switched to "doomed": the next batch runs all its statements inside a real transaction and then
 *     stops before COMMIT (the process "dies" between the last statement and COMMIT), so nothing written after
 *     that point can ever be committed, while uplinks keep arriving and pile up in the buffer;
 *  2. the crash itself: every connection the broker holds is destroyed (no further PUBACK can reach a device), and
 *     the data source is destroyed (the open transaction is rolled back, the buffer can no longer be written);
 *  3. the dead app is then torn down with its writer failing, which only frees the test's resources: its
 *     sockets are gone, so nothing it does afterwards is observable by a device.
 * A device records which readings were PUBACKed (mqtt.js calls a QoS 1 publish back on PUBACK only). A new app
 * then starts on the same database file, and every acknowledged reading must be there. The devices finally
 * republish what was never acknowledged (what a device does after reconnecting), and the stored totals and
 * roll-ups must equal what was published: the batch that died is not half-applied.
 */
describe(`embedded broker: a crash mid-stream loses no acknowledged reading (${testDbKind()})`, () => {
  let db: TestDatabase;
  const apps: TestApp[] = [];
  const clients: MqttClient[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(undefined, { migrated: true });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true).catch(() => undefined)));
    for (const t of apps) await t.close().catch(() => undefined);
    await db.drop();
  });

  it('every reading a device saw acknowledged is in meter_reading after a restart on the same database', async () => {
    const t = await startAppOn(db.url);
    apps.push(t);
    const { admin } = await newEnterprise(t);
    const meters: Array<{ id: number; credential: DeviceLogin }> = [];
    for (const code of ['PW-C1', 'PW-C2', 'PW-C3']) {
      const { meter, credential } = await addMeter(t, admin.token, { meter_code: code, name: code, meter_type: 'power' });
      meters.push({ id: meter.id, credential });
    }

    // --- the writer, with a switch that makes the next batch die before COMMIT ---
    const writer = t.app.get(ReadingWriter);
    const unbound: Write = writer.write;
    let doomed = false;
    let crashed = false;
    let dying: { items: number } | undefined;
    let releaseDead!: (error: Error) => void;
    const deadEnd = new Promise<never>((_, reject) => (releaseDead = reject));
    deadEnd.catch(() => undefined);
    const dyingWriter = Object.create(writer, {
      db: {
        value: {
          // The batch's statements run inside a real transaction, which is then never committed.
          transaction: (work: (m: unknown) => Promise<unknown>) =>
            t.db.transaction(async (m) => {
              await work(m);
              return deadEnd;
            }),
        },
      },
    }) as ReadingWriter;
    writer.write = ((items, now) => {
      if (crashed) return Promise.reject(new Error('process is dead'));
      if (!doomed) return unbound.call(writer, items, now);
      dying = { items: items.length };
      return unbound.call(dyingWriter, items, now);
    }) as Write;

    // --- three devices stream QoS 1 readings, at most 100 unacknowledged each ---
    const url = `mqtt://127.0.0.1:${t.app.get(MqttClientService).brokerPort}`;
    const perMeter = 1500;
    const base = Date.now() - 6 * 3_600_000;
    const acked = meters.map(() => new Set<number>());
    const sent = meters.map(() => 0);
    const payload = (i: number): string => JSON.stringify({ ts: base + i * 1000, values: { energy: i, voltage: 230 } });
    let ackedTotal = 0;
    const stream = async (k: number, c: MqttClient): Promise<void> => {
      let inFlight = 0;
      for (let i = 0; i < perMeter && !crashed; i++) {
        while (inFlight >= 100 && !crashed) await sleep(2);
        if (crashed) break;
        inFlight++;
        sent[k]++;
        c.publish(`${meters[k].credential.topic}/up`, payload(i), { qos: 1 }, (error) => {
          inFlight--;
          if (error || crashed) return;
          acked[k].add(i);
          ackedTotal++;
        });
        if (i % 20 === 0) await sleep(1);
      }
    };
    const devices = await Promise.all(meters.map((m) => device(url, m.credential)));
    clients.push(...devices);
    const streaming = Promise.all(devices.map((c, k) => stream(k, c)));

    // Let a good part of the stream commit, then doom the next batch and let more uplinks arrive behind it.
    await waitFor(() => ackedTotal, (n) => n >= 1200, 30_000);
    doomed = true;
    await waitFor(() => dying, (d) => d !== undefined, 10_000);
    await sleep(400);

    // --- the crash ---
    const aedes = (t.app.get(MqttClientService) as unknown as { broker: { aedes: { clients: Record<string, { conn: { destroy(): void } }> } } }).broker.aedes;
    for (const client of Object.values(aedes.clients)) client.conn.destroy();
    crashed = true;
    const buffered = t.app.get(IngestService).stats.pending;
    await t.db.destroy();
    releaseDead(new Error('process is dead'));
    await streaming;
    const ackedAtCrash = acked.map((s) => new Set(s));
    const publishedAtCrash = sent.reduce((a, b) => a + b, 0);
    await t.close().catch(() => undefined);

    const totalAcked = ackedAtCrash.reduce((n, s) => n + s.size, 0);
    // The crash cut the stream: some readings were sent but never acknowledged (the dying batch and what queued).
    expect(totalAcked).toBeGreaterThan(0);
    expect(dying!.items).toBeGreaterThan(0);
    expect(buffered).toBeGreaterThan(0);
    expect(publishedAtCrash - totalAcked).toBeGreaterThanOrEqual(dying!.items);

    // --- restart on the same database ---
    const again = await startAppOn(db.url);
    apps.push(again);
    for (const [k, m] of meters.entries()) {
      const rows: Array<{ ts: string | number }> = await again.db.query('SELECT ts FROM meter_reading WHERE meter_id = ?', [m.id]);
      const stored = new Set(rows.map((r) => Number(r.ts)));
      const missing = [...ackedAtCrash[k]].filter((i) => !stored.has(base + i * 1000));
      expect({ meter: m.id, acknowledged: ackedAtCrash[k].size, missing: missing.length }).toEqual({ meter: m.id, acknowledged: ackedAtCrash[k].size, missing: 0 });
      expect(stored.size).toBeGreaterThanOrEqual(ackedAtCrash[k].size);
    }

    // --- the devices reconnect and send what was never acknowledged: everything is stored exactly once ---
    const againUrl = `mqtt://127.0.0.1:${again.app.get(MqttClientService).brokerPort}`;
    for (const [k, m] of meters.entries()) {
      const c = await device(againUrl, m.credential);
      clients.push(c);
      const unacked = [...Array(perMeter).keys()].filter((i) => !ackedAtCrash[k].has(i));
      await Promise.all(unacked.map((i) => c.publishAsync(`${m.credential.topic}/up`, payload(i), { qos: 1 })));
    }
    await deriveRollups(again);
    for (const m of meters) {
      const [row] = await again.db.query('SELECT COUNT(*) AS n, COUNT(DISTINCT ts) AS d FROM meter_reading WHERE meter_id = ?', [m.id]);
      expect([Number(row.n), Number(row.d)]).toEqual([perMeter, perMeter]);
      const [rollup] = await again.db.query("SELECT SUM(cnt) AS n FROM meter_rollup WHERE meter_id = ? AND grain = 'h' AND quantity = 'energy'", [m.id]);
      expect(Number(rollup.n)).toBe(perMeter);
    }
  });
});
