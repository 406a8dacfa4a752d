import type { MqttClient } from 'mqtt';
import { EventBus, MqttClientService, type DomainEventMap } from '@gengyun/core';
import { IngestService } from '@gengyun/iot';
import * as validator from '../../libs/iot/src/ingest/ingest-validator';
import { ReadingWriter } from '../../libs/iot/src/reading/reading-writer';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDbKind } from '../support/test-db';
import { newEnterprise, type Actor } from '../support/builders/identity';
import { addMeter, countRows, deriveRollups, device, type DeviceLogin, sleep, waitFor } from './ingest-support';

/** Resolves when the PUBACK came; fails (rather than hanging) when the broker closed the connection instead. */
async function acknowledged(publish: Promise<unknown>, ms = 5000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no PUBACK within ${ms} ms`)), ms)));
  try {
    await Promise.race([publish, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe(`MQTT ingest with the embedded broker (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let code: string;
  let url: string;
  let flow: { meter: { id: number; topic: string }; credential: DeviceLogin };
  let water: { meter: { id: number; topic: string }; credential: DeviceLogin };
  const clients: MqttClient[] = [];
  const events: Array<DomainEventMap['iot.readings']> = [];
  const connect = async (login: DeviceLogin): Promise<MqttClient> => {
    const c = await device(url, login);
    clients.push(c);
    return c;
  };
  const rows = (meterId: number): Promise<number> => countRows(t, 'SELECT COUNT(*) AS n FROM meter_reading WHERE meter_id = ?', [meterId]);

  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, code } = await newEnterprise(t));
    url = `mqtt://127.0.0.1:${t.app.get(MqttClientService).brokerPort}`;
    flow = await addMeter(t, admin.token, { meter_code: 'FM-1', name: '进水流量计', meter_type: 'flowmeter' });
    water = await addMeter(t, admin.token, { meter_code: 'WQ-1', name: '出水水质', meter_type: 'water' });
    t.app.get(EventBus).on('iot.readings', (e) => void events.push(e));
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    await t.close();
  });

  it('runs ingest in the embedded api and stores a good reading with latest values and an event', async () => {
    expect(t.app.get(IngestService).active).toBe(true);
    expect(flow.credential.topic).toBe(`gy/${code}/flowmeter/FM-1`);
    const c = await connect(flow.credential);
    const ts = Date.now() - 1000;
    await c.publishAsync(`${flow.credential.topic}/up`, JSON.stringify({ ts, values: { instant_flow: 12.5, cumulative: 1000.25, pressure: 0.32 } }), { qos: 1 });
    await waitFor(() => rows(flow.meter.id), (n) => n === 1);
    const [reading] = await t.db.query('SELECT ts, vals FROM meter_reading WHERE meter_id = ?', [flow.meter.id]);
    expect(Number(reading.ts)).toBe(ts);
    expect(JSON.parse(reading.vals)).toEqual({ instant_flow: 12.5, cumulative: 1000.25, pressure: 0.32 });
    const latest = await t.post('/meter/latest', { ids: [flow.meter.id] }, admin.token);
    expect(latest.body.content[0]).toMatchObject({ meterId: flow.meter.id, status: 'online', values: { instant_flow: { value: 12.5, ts } } });
    await waitFor(() => events.filter((e) => e.meterId === flow.meter.id).length, (n) => n === 1);
    expect(events.find((e) => e.meterId === flow.meter.id)).toEqual({
      enterpriseId: admin.enterpriseId,
      meterId: flow.meter.id,
      meterCode: 'FM-1',
      meterType: 'flowmeter',
      scope: { location: null, equipment_type: null },
      readings: [{ ts, values: { instant_flow: 12.5, cumulative: 1000.25, pressure: 0.32 } }],
    });
  });

  it('hands a valid reading to live screens before its batch is written, and acknowledges it only after', async () => {
    const bus = t.app.get(EventBus);
    const live: Array<DomainEventMap['iot.reading.accepted']> = [];
    const off = bus.on('iot.reading.accepted', (e) => void live.push(e));
    // The write waits until the test lets it go (a slow database).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writer = t.app.get(ReadingWriter);
    const write = writer.write.bind(writer);
    const spy = jest.spyOn(writer, 'write').mockImplementation(async (...args) => (await held, write(...args)));
    try {
      const c = await connect(flow.credential);
      const ts = Date.now() - 500;
      let acknowledged = false;
      const publish = c.publishAsync(`${flow.credential.topic}/up`, JSON.stringify({ ts, values: { instant_flow: 42 } }), { qos: 1 }).then(() => (acknowledged = true));
      await waitFor(() => live.filter((e) => e.ts === ts), (seen) => seen.length === 1);
      expect(live.find((e) => e.ts === ts)).toEqual({ enterpriseId: admin.enterpriseId, meterId: flow.meter.id, meterCode: 'FM-1', meterType: 'flowmeter', scope: { location: null, equipment_type: null }, ts, values: { instant_flow: 42 } });
      await sleep(100);
      expect(acknowledged).toBe(false);
      expect(await countRows(t, 'SELECT COUNT(*) AS n FROM meter_reading WHERE meter_id = ? AND ts = ?', [flow.meter.id, ts])).toBe(0);
      release();
      await publish;
      expect(await countRows(t, 'SELECT COUNT(*) AS n FROM meter_reading WHERE meter_id = ? AND ts = ?', [flow.meter.id, ts])).toBe(1);
    } finally {
      release();
      spy.mockRestore();
      off();
    }
  });

  it('ignores a redelivered reading (same meter and ts): one row, roll-ups counted once', async () => {
    const c = await connect(water.credential);
    const ts = Date.UTC(2025, 0, 1, 8, 0, 30);
    const payload = JSON.stringify({ ts, values: { ph: 7.1, cod: 40 } });
    for (let i = 0; i < 3; i++) await c.publishAsync(`${water.credential.topic}/up`, payload, { qos: 1 });
    await waitFor(() => t.app.get(IngestService).stats.pending, (n) => n === 0);
    await sleep(300);
    expect(await rows(water.meter.id)).toBe(1);
    await deriveRollups(t);
    const rollups = await t.db.query("SELECT grain, cnt FROM meter_rollup WHERE meter_id = ? AND quantity = 'ph' ORDER BY grain", [water.meter.id]);
    expect(rollups.map((r: { grain: string; cnt: number }) => [r.grain, Number(r.cnt)])).toEqual([['d', 1], ['h', 1], ['m', 1]]);
  });

  it('dead-letters every kind of bad uplink, counts it, and keeps storing good ones', async () => {
    const ingest = t.app.get(IngestService);
    const before = ingest.stats;
    const c = await connect(flow.credential);
    const up = `${flow.credential.topic}/up`;
    const now = Date.now();
    const bad: Array<[string, string | Buffer]> = [
      ['not_json', '{"values": {"instant_flow": 1'],
      ['bad_shape', JSON.stringify({ values: [1, 2] })],
      ['wrong_type', JSON.stringify({ values: { instant_flow: '12.5' } })],
      ['not_finite', '{"values": {"instant_flow": 1e999}}'],
      ['unknown_quantity', JSON.stringify({ values: { ph: 7 } })],
      ['bad_ts', JSON.stringify({ ts: 'yesterday', values: { instant_flow: 1 } })],
      ['future_ts', JSON.stringify({ ts: now + 10 * 60_000, values: { instant_flow: 1 } })],
      ['too_large', Buffer.alloc(65 * 1024, 32)],
    ];
    let good = 0;
    for (const [, payload] of bad) {
      await c.publishAsync(up, payload, { qos: 1 });
      await c.publishAsync(up, JSON.stringify({ ts: now - 60_000 + good, values: { instant_flow: good } }), { qos: 1 });
      good++;
    }
    // A disabled meter and a topic with no meter (published by the app itself: devices cannot reach it).
    const disabled = await addMeter(t, admin.token, { meter_code: 'PM-OFF', name: '停用', meter_type: 'pm' });
    await t.post('/meter/update', { id: disabled.meter.id, name: '停用', enabled: false }, admin.token);
    const mqtt = t.app.get(MqttClientService);
    await mqtt.publish(`${disabled.credential.topic}/up`, JSON.stringify({ values: { pm25: 10 } }));
    await mqtt.publish(`gy/${code}/pm/NOPE/up`, JSON.stringify({ values: { pm25: 10 } }));
    const expected = [...bad.map(([reason]) => reason), 'disabled_meter', 'unknown_meter'].sort();
    const stored = await waitFor(
      () => t.post('/deadLetter/pageList', { pageSize: 50 }, admin.token),
      (res) => res.body.content?.total === expected.length,
    );
    expect(stored.body.content.rows.map((r: { reason: string }) => r.reason).sort()).toEqual(expected);
    const tooLarge = stored.body.content.rows.find((r: { reason: string }) => r.reason === 'too_large');
    expect(tooLarge).toMatchObject({ payload_size: 65 * 1024, meter_id: null, enterprise_id: admin.enterpriseId });
    expect(tooLarge.payload.length).toBeLessThanOrEqual(2000);
    const after = ingest.stats;
    expect(after.deadLettered - before.deadLettered).toBe(expected.length);
    for (const reason of expected) expect((after.byReason as Record<string, number>)[reason]).toBeGreaterThanOrEqual(1);
    await waitFor(() => countRows(t, 'SELECT COUNT(*) AS n FROM meter_reading WHERE meter_id = ? AND ts < ?', [flow.meter.id, now - 50_000]), (n) => n === good);
    // Another enterprise sees none of them.
    const other = await newEnterprise(t);
    expect((await t.post('/deadLetter/pageList', {}, other.admin.token)).body.content.total).toBe(0);
  });

  it('acknowledges and dead-letters times past the date range, impossible dates and huge values; the device stays connected', async () => {
    const c = await connect(flow.credential);
    let closes = 0;
    c.on('close', () => void closes++);
    const up = `${flow.credential.topic}/up`;
    const bad: Array<[string, string]> = [
      ['bad_ts', '{"ts": 1e16, "values": {"instant_flow": 1}}'],
      ['bad_ts', JSON.stringify({ ts: 8.64e15 + 1, values: { instant_flow: 2 } })],
      ['bad_ts', JSON.stringify({ ts: '2026-02-30T00:00:00Z', values: { instant_flow: 3 } })],
      ['huge_value', '{"values": {"instant_flow": 1e308}}'],
    ];
    for (const [, payload] of bad) await acknowledged(c.publishAsync(up, payload, { qos: 1 }));
    const ts = Date.now() - 3000;
    await acknowledged(c.publishAsync(up, JSON.stringify({ ts, values: { instant_flow: 8 } }), { qos: 1 }));
    expect([closes, c.connected]).toEqual([0, true]);
    const letters: Array<{ reason: string; payload: string }> = await t.db.query('SELECT reason, payload FROM dead_letter WHERE meter_id = ? AND reason IN (?, ?) ORDER BY id', [flow.meter.id, 'bad_ts', 'huge_value']);
    expect(letters.slice(-bad.length).map((l) => [l.reason, l.payload])).toEqual(bad);
    expect(await countRows(t, 'SELECT COUNT(*) AS n FROM meter_reading WHERE meter_id = ? AND ts = ?', [flow.meter.id, ts])).toBe(1);
    const sums: Array<{ sum_v: number }> = await t.db.query('SELECT sum_v FROM meter_rollup WHERE meter_id = ?', [flow.meter.id]);
    expect(sums.every((r) => Number.isFinite(Number(r.sum_v)))).toBe(true);
  });

  it('dead-letters and acknowledges an uplink whose checks throw, instead of dropping the device', async () => {
    const spy = jest.spyOn(validator, 'validatePayload').mockImplementationOnce(() => {
      throw new RangeError('Invalid time value');
    });
    try {
      const c = await connect(flow.credential);
      let closes = 0;
      c.on('close', () => void closes++);
      await acknowledged(c.publishAsync(`${flow.credential.topic}/up`, JSON.stringify({ values: { instant_flow: 5 } }), { qos: 1 }));
      expect([closes, c.connected]).toEqual([0, true]);
      const [letter] = await t.db.query("SELECT detail FROM dead_letter WHERE meter_id = ? AND reason = 'check_failed'", [flow.meter.id]);
      expect(letter.detail).toContain('Invalid time value');
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses devices with wrong credentials, and publishes outside their own topic', async () => {
    await expect(device(url, { ...flow.credential, password: 'wrong' })).rejects.toThrow(/Bad username or password/);
    const c = await connect(water.credential);
    const closed = new Promise<void>((resolve) => c.once('close', () => resolve()));
    const before = await rows(flow.meter.id);
    c.publish(`${flow.credential.topic}/up`, JSON.stringify({ values: { instant_flow: 999 } }), { qos: 0 });
    await closed;
    await sleep(300);
    expect(await rows(flow.meter.id)).toBe(before);
  });

  it('rotating the credential locks out the old password', async () => {
    const rotated = (await t.post('/meter/rotateCredential', { id: water.meter.id }, admin.token)).body.content as DeviceLogin;
    expect(rotated.topic).toBe(water.credential.topic);
    await expect(device(url, water.credential)).rejects.toThrow(/Bad username or password/);
    const c = await connect(rotated);
    await c.publishAsync(`${rotated.topic}/up`, JSON.stringify({ values: { turbidity: 3.2 } }), { qos: 1 });
    await waitFor(() => rows(water.meter.id), (n) => n === 2);
    water.credential = rotated;
  });
});
