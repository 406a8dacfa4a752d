import { io, type Socket } from 'socket.io-client';
import { EventBus, parseUplink, type DomainEventMap } from '@gengyun/core';
import { IngestService, RollupDeriver } from '@gengyun/iot';
import { MeterSweepProcessor } from '../../libs/iot/src/meter/meter-sweeps.processor';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDbKind } from '../support/test-db';
import { newEnterprise, type Actor } from '../support/builders/identity';
import { addMeter, deriveRollups, sleep, waitFor } from './ingest-support';

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

describe(`roll-ups, history, offline detection and live push (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let ingest: IngestService;
  const sockets: Socket[] = [];
  /** Feeds an uplink straight into ingest (the MQTT path is covered in ingest.e2e-spec) and waits until written. */
  const feed = (topic: string, body: unknown): Promise<void> =>
    ingest.accept({ topic: `${topic}/up`, meter: parseUplink(`${topic}/up`)!, payload: Buffer.from(JSON.stringify(body)) });

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await newEnterprise(t)).admin;
    ingest = t.app.get(IngestService);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t.close();
  });

  const rollupsOf = async (meterId: number): Promise<Array<[string, number, number, number, number, number, number, number]>> => {
    const rows: Array<Record<string, string | number>> = await t.db.query(
      "SELECT grain, bucket, min_v, max_v, sum_v, cnt, last_v, last_ts FROM meter_rollup WHERE meter_id = ? AND quantity = 'instant_flow' ORDER BY grain, bucket",
      [meterId],
    );
    return rows.map((r) => [String(r.grain), Number(r.bucket), Number(r.min_v), Number(r.max_v), Number(r.sum_v), Number(r.cnt), Number(r.last_v), Number(r.last_ts)]);
  };
  const marksOf = async (meterId: number): Promise<number[][]> =>
    (await t.db.query('SELECT hour, marks FROM meter_rollup_dirty WHERE meter_id = ? ORDER BY hour', [meterId])).map((r: { hour: string; marks: string }) => [Number(r.hour), Number(r.marks)]);

  it('keeps minute roll-ups per batch and derives hour and day roll-ups (min, max, sum, count, last) from them', async () => {
    const { meter } = await addMeter(t, admin.token, { meter_code: 'FM-R', name: 'r', meter_type: 'flowmeter' });
    const base = Date.UTC(2025, 5, 1, 2, 0, 0); // 10:00 in Asia/Shanghai
    await Promise.all([feed(meter.topic, { ts: base, values: { instant_flow: 1 } }), feed(meter.topic, { ts: base + 20_000, values: { instant_flow: 5 } })]);
    await Promise.all([feed(meter.topic, { ts: base + 70_000, values: { instant_flow: 3 } }), feed(meter.topic, { ts: base + HOUR + 5000, values: { instant_flow: 10 } })]);
    const minutes = [
      ['m', base, 1, 5, 6, 2, 5, base + 20_000],
      ['m', base + MIN, 3, 3, 3, 1, 3, base + 70_000],
      ['m', base + HOUR, 10, 10, 10, 1, 10, base + HOUR + 5000],
    ];
    // Ingest wrote the minutes and marked the two hours it touched; hours and days wait for the sweep.
    expect(await rollupsOf(meter.id)).toEqual(minutes);
    expect((await marksOf(meter.id)).map(([hour]) => hour)).toEqual([base, base + HOUR]);
    expect(await deriveRollups(t)).toBeGreaterThanOrEqual(2);
    const shanghaiDay = Date.UTC(2025, 5, 1) - 8 * HOUR;
    expect(await rollupsOf(meter.id)).toEqual([
      ['d', shanghaiDay, 1, 10, 19, 4, 10, base + HOUR + 5000],
      ['h', base, 1, 5, 9, 3, 3, base + 70_000],
      ['h', base + HOUR, 10, 10, 10, 1, 10, base + HOUR + 5000],
      ...minutes,
    ]);
    expect(await marksOf(meter.id)).toEqual([]);

    // An older reading arriving late updates min/max/count but not "last", in its minute, then its hour and day.
    await feed(meter.topic, { ts: base + 10_000, values: { instant_flow: 0.5 } });
    const [minute] = await t.db.query("SELECT min_v, cnt, last_v FROM meter_rollup WHERE meter_id = ? AND grain = 'm' AND bucket = ? AND quantity = 'instant_flow'", [meter.id, base]);
    expect([Number(minute.min_v), Number(minute.cnt), Number(minute.last_v)]).toEqual([0.5, 3, 5]);
    expect(await marksOf(meter.id)).toEqual([[base, 1]]);
    await deriveRollups(t);
    expect((await rollupsOf(meter.id)).slice(0, 3)).toEqual([
      ['d', shanghaiDay, 0.5, 10, 19.5, 5, 10, base + HOUR + 5000],
      ['h', base, 0.5, 5, 9.5, 4, 3, base + 70_000],
      ['h', base + HOUR, 10, 10, 10, 1, 10, base + HOUR + 5000],
    ]);
    // A second sweep with nothing marked changes nothing.
    await deriveRollups(t);
    expect((await rollupsOf(meter.id)).slice(0, 3).map((r) => r[5])).toEqual([5, 4, 1]);
  });

  it('leaves a mark that was counted again after a sweep read it, for the next sweep', async () => {
    const { meter } = await addMeter(t, admin.token, { meter_code: 'FM-M', name: 'm', meter_type: 'flowmeter' });
    const base = Date.UTC(2025, 5, 2, 4, 0, 0);
    await feed(meter.topic, { ts: base, values: { instant_flow: 2 } });
    // The sweep has read the marks; a reading of the same hour is written before its round runs.
    const deriver = t.app.get(RollupDeriver) as unknown as { withRetry: (round: () => Promise<void>) => Promise<void> };
    const withRetry = deriver.withRetry.bind(deriver);
    const spy = jest.spyOn(deriver, 'withRetry').mockImplementationOnce(async (round) => {
      await feed(meter.topic, { ts: base + 30_000, values: { instant_flow: 4 } });
      return withRetry(round);
    });
    await deriveRollups(t);
    spy.mockRestore();
    expect(await marksOf(meter.id)).toEqual([[base, 2]]);
    await deriveRollups(t);
    expect(await marksOf(meter.id)).toEqual([]);
    expect((await rollupsOf(meter.id)).filter((r) => r[0] === 'h')).toEqual([['h', base, 2, 4, 6, 2, 4, base + 30_000]]);
  });

  it('answers history from raw rows or a roll-up chosen by the range, at most 2,000 points a series', async () => {
    const { meter } = await addMeter(t, admin.token, { meter_code: 'PW-H', name: 'h', meter_type: 'power' });
    const start = Date.UTC(2025, 6, 1, 0, 0, 0);
    const n = 2500;
    for (let i = 0; i < n; i += 500) {
      await Promise.all(Array.from({ length: 500 }, (_, k) => feed(meter.topic, { ts: start + (i + k) * 1000, values: { voltage: 220 + ((i + k) % 60), current: 5 } })));
    }
    const history = (body: object) => t.post('/meter/history', { meterId: meter.id, ...body }, admin.token);
    const raw = await history({ quantities: ['voltage'], start, end: start + 600_000 });
    expect(raw.status).toBe(200);
    expect(raw.body.content.grain).toBe('raw');
    expect(raw.body.content.series[0].points).toHaveLength(601);
    expect(raw.body.content.series[0].points[1]).toEqual([start + 1000, 221]);
    const minute = await history({ quantities: ['voltage', 'current'], start, end: start + n * 1000 });
    expect(minute.body.content.grain).toBe('m');
    const volts = minute.body.content.series[0];
    expect(volts).toMatchObject({ quantity: 'voltage', unit: 'V' });
    expect(volts.points).toHaveLength(Math.ceil(n / 60));
    expect(volts.points[0]).toEqual([start, 249.5, 220, 279]);
    expect(minute.body.content.series[1].points[0]).toEqual([start, 5, 5, 5]);
    await deriveRollups(t);
    const hour = await history({ quantities: ['voltage'], start: new Date(start - 5 * DAY).toISOString(), end: new Date(start + 5 * DAY).toISOString() });
    expect(hour.body.content.grain).toBe('h');
    expect(hour.body.content.series[0].points.map((p: number[]) => p[0])).toEqual([start]);
    const day = await history({ quantities: ['voltage'], start: start - 400 * DAY, end: start + DAY });
    expect(day.body.content.grain).toBe('d');
    expect(day.body.content.series[0].points).toHaveLength(1);
    for (const res of [hour, day, minute]) for (const s of res.body.content.series) expect(s.points.length).toBeLessThanOrEqual(2000);
    expect((await history({ quantities: ['ph'], start, end: start + 1000 })).body.content.key).toBe('iot.meter.errors.quantity');
    expect((await history({ quantities: ['voltage'], start, end: start })).status).toBe(422);
    const other = await newEnterprise(t);
    expect((await t.post('/meter/history', { meterId: meter.id, quantities: ['voltage'], start, end: start + 1000 }, other.admin.token)).status).toBe(404);
  });

  it('marks silent meters offline and back online, with iot.meter.status events and snapshot counts', async () => {
    const events: Array<DomainEventMap['iot.meter.status']> = [];
    const off = t.app.get(EventBus).on('iot.meter.status', (e) => void events.push(e));
    const { meter } = await addMeter(t, admin.token, { meter_code: 'AC-O', name: 'o', meter_type: 'air', offline_after_seconds: 10 });
    await feed(meter.topic, { values: { temperature: 24.5, mode: 1, power: 3.2 } });
    await t.app.get(EventBus).settled();
    expect(events.filter((e) => e.meterId === meter.id).map((e) => e.status)).toEqual(['online']);
    const sweeps = t.app.get(MeterSweepProcessor);
    expect(await sweeps.markOffline(new Date(Date.now() + 5000))).toBe(0);
    expect(await sweeps.markOffline(new Date(Date.now() + 11_000))).toBeGreaterThanOrEqual(1);
    expect(await sweeps.markOffline(new Date(Date.now() + 11_000))).toBe(0);
    await t.app.get(EventBus).settled();
    expect(events.filter((e) => e.meterId === meter.id).map((e) => e.status)).toEqual(['online', 'offline']);
    const snapshot = (await t.post('/monitor/snapshot', {}, admin.token)).body.content;
    expect(snapshot.meters.find((m: { id: number }) => m.id === meter.id)).toMatchObject({ status: 'offline', values: { temperature: { value: 24.5 } } });
    expect(snapshot.counts.offline).toBeGreaterThanOrEqual(1);
    await feed(meter.topic, { values: { temperature: 25 } });
    await t.app.get(EventBus).settled();
    expect(events.filter((e) => e.meterId === meter.id).map((e) => e.status)).toEqual(['online', 'offline', 'online']);
    off();
  });

  it("pushes meter readings over Socket.IO to the meter's enterprise only, throttled per meter with the last value winning", async () => {
    await t.app.listen(0, '127.0.0.1');
    const base = await t.app.getUrl();
    const { meter } = await addMeter(t, admin.token, { meter_code: 'PM-S', name: 's', meter_type: 'pm' });
    const other = await newEnterprise(t);
    const open = async (token: string, mayJoin: boolean): Promise<Array<[string, { meterId?: number; values?: Record<string, number> }]>> => {
      const received: Array<[string, { meterId?: number; values?: Record<string, number> }]> = [];
      const socket = io(base, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      socket.onAny((event: string, payload: { meterId?: number }) => received.push([event, payload]));
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect(await socket.emitWithAck('subscribe', { room: `meter:${meter.id}` })).toEqual(mayJoin ? { ok: true } : { ok: false, reason: 'forbidden' });
      return received;
    };
    const mine = await open(admin.token, true);
    const theirs = await open(other.admin.token, false);
    const began = Date.now();
    await feed(meter.topic, { values: { pm25: 0, pm10: 0 } });
    // The bridge throttles what ingest accepts: 20 readings within about 200 ms, one of them late (an older ts).
    const bus = t.app.get(EventBus);
    const accepted = { enterpriseId: admin.enterpriseId, meterId: meter.id, meterCode: 'PM-S', meterType: 'pm', scope: {} } as const;
    for (let i = 1; i <= 20; i++) {
      bus.emit('iot.reading.accepted', { ...accepted, ts: Date.now(), values: { pm25: i, pm10: 2 * i } });
      if (i === 20) bus.emit('iot.reading.accepted', { ...accepted, ts: Date.now() - 60_000, values: { pm25: -1, pm10: -1 } });
      await sleep(10);
    }
    const elapsed = Date.now() - began;
    const readings = await waitFor(
      () => mine.filter(([event]) => event === 'meter.reading'),
      (list) => list.at(-1)?.[1].values?.pm25 === 20,
    );
    // One send per 200 ms, with one saved up (the throttle's bucket of two), and the held value after the last.
    expect(readings.length).toBeLessThanOrEqual(Math.ceil(elapsed / 200) + 3);
    expect(readings.length).toBeLessThan(8);
    expect(readings.at(-1)![1]).toMatchObject({ meterId: meter.id, meterCode: 'PM-S', meterType: 'pm', values: { pm25: 20, pm10: 40 } });
    expect(mine.some(([event]) => event === 'meter.status')).toBe(true);
    await sleep(300);
    expect(theirs).toEqual([]);
  });
});
