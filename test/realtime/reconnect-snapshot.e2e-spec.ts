import { io, type Socket } from 'socket.io-client';
import { Permission, type AlarmPush } from '@gengyun/contracts';
import { EventBus, parseUplink } from '@gengyun/core';
import { IngestService } from '@gengyun/iot';
import { MeterSweepProcessor } from '../../libs/iot/src/meter/meter-sweeps.processor';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDbKind } from '../support/test-db';
import { newEnterprise, newUser, type Actor } from '../support/builders/identity';
import { addMeter, sleep, waitFor } from '../ingest/ingest-support';

type Received = Array<[string, { id?: number; meterId?: number }]>;
interface Snapshot {
  counts: Record<string, number>;
  meters: Array<Record<string, unknown>>;
  alarms: { open: number; unacknowledged: number; rows: AlarmPush[] } | null;
}

describe(`reconnect snapshot and enterprise isolation over Socket.IO (${testDbKind()})`, () => {
  let t: TestApp;
  let url: string;
  let a: Actor;
  let b: Actor;
  let meter: { id: number; meter_code: string; topic: string };
  let ingest: IngestService;
  /** Enterprise B's socket, subscribed to A's meter room and to its alarms room for the whole suite. */
  let intruder: { socket: Socket; received: Received };
  const sockets: Socket[] = [];

  const feed = (values: Record<string, number>): Promise<void> =>
    ingest.accept({ topic: `${meter.topic}/up`, meter: parseUplink(`${meter.topic}/up`)!, payload: Buffer.from(JSON.stringify({ ts: Date.now(), values })) });
  const open = async (token: string, options: Record<string, unknown> = {}): Promise<{ socket: Socket; received: Received }> => {
    const received: Received = [];
    const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true, ...options });
    sockets.push(socket);
    socket.onAny((event: string, payload: { id?: number }) => received.push([event, payload]));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return { socket, received };
  };
  const alarmOpen = async (): Promise<{ rows: Array<{ id: number; status: string }>; total: number }> =>
    (await t.post('/alarm/pageList', { status: 'open' }, a.token)).body.content;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    url = await t.app.getUrl();
    ingest = t.app.get(IngestService);
    a = (await newEnterprise(t)).admin;
    b = (await newEnterprise(t)).admin;
    ({ meter } = await addMeter(t, a.token, { meter_code: 'FM-RC', name: 'reconnect', meter_type: 'flowmeter', offline_after_seconds: 10 }));
    const rule = await t.post('/alarmRule/add', { name: 'High flow', meter_id: meter.id, quantity: 'instant_flow', condition: 'high', threshold: 100, deadband: 5, severity: 3, notify_sms: false }, a.token);
    expect(rule.status).toBe(200);
    intruder = await open(b.token);
    // Enterprise B asks for A's meter room: refused, as any meter it may not see.
    expect(await intruder.socket.emitWithAck('subscribe', { room: `meter:${meter.id}` })).toEqual({ ok: false, reason: 'forbidden' });
    expect(await intruder.socket.emitWithAck('subscribe', { room: 'alarms' })).toEqual({ ok: true });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t.close();
  });

  it('gives a reconnecting client the latest values, open alarms and counts within 1 s', async () => {
    const mine = await open(a.token);
    expect(await mine.socket.emitWithAck('subscribe', { room: `meter:${meter.id}` })).toEqual({ ok: true });
    await feed({ instant_flow: 10, pressure: 0.3 });
    await waitFor(() => mine.received.filter(([e]) => e === 'meter.reading').length, (n) => n >= 1);

    // The network drops; meanwhile the meter reports a breach (an alarm is raised) and a new pressure.
    mine.socket.io.reconnection(false);
    const dropped = new Promise<void>((resolve) => mine.socket.once('disconnect', () => resolve()));
    mine.socket.io.engine.close();
    await dropped;
    mine.received.length = 0;
    await feed({ instant_flow: 130, pressure: 0.41 });
    const raised = await waitFor(alarmOpen, (page) => page.total === 1);
    await t.app.get(EventBus).settled();
    expect(mine.socket.connected).toBe(false);

    // Back online: the client loads the snapshot as soon as it is connected again (what the web does).
    const began = Date.now();
    const state = new Promise<{ body: Snapshot; at: number }>((resolve, reject) => {
      mine.socket.once('connect', () => {
        t.post('/monitor/snapshot', {}, a.token).then((res) => resolve({ body: res.body.content, at: Date.now() }), reject);
      });
    });
    mine.socket.io.reconnection(true);
    mine.socket.connect();
    const { body, at } = await state;
    expect(at - began).toBeLessThan(1000);
    expect(body.counts).toEqual({ total: 1, online: 1, offline: 0, never: 0, disabled: 0 });
    expect(body.meters).toHaveLength(1);
    expect(body.meters[0]).toMatchObject({ id: meter.id, status: 'online', values: { instant_flow: { value: 130 }, pressure: { value: 0.41 } } });
    expect(body.alarms).toMatchObject({ open: 1, unacknowledged: 1 });
    expect(body.alarms?.rows).toHaveLength(1);
    expect(body.alarms?.rows[0]).toMatchObject({ id: raised.rows[0]!.id, meterId: meter.id, status: 'raised', value: 130, ruleName: 'High flow' });
    // Nothing missed is replayed as events: the snapshot is the state.
    expect(mine.received.filter(([e]) => e.startsWith('alarm.'))).toEqual([]);

    // Another enterprise's snapshot shows none of it.
    const theirs = (await t.post('/monitor/snapshot', {}, b.token)).body.content;
    expect(theirs.meters).toEqual([]);
    expect(theirs.alarms).toEqual({ open: 0, unacknowledged: 0, rows: [] });
    // A monitor user who may not list alarms gets the meters without them.
    const watcher = await newUser(t, a.enterpriseId, { permissions: [Permission.monitor.view] });
    const watched = (await t.post('/monitor/snapshot', {}, watcher.token)).body.content as Snapshot;
    expect([watched.meters.length, watched.alarms]).toEqual([1, null]);
  });

  it("never delivers one enterprise's readings, statuses or alarm events to another's socket", async () => {
    const mine = await open(a.token);
    expect(await mine.socket.emitWithAck('subscribe', { room: `meter:${meter.id}` })).toEqual({ ok: true });
    expect(await mine.socket.emitWithAck('subscribe', { room: 'alarms' })).toEqual({ ok: true });
    const [alarm] = (await alarmOpen()).rows;
    expect((await t.post('/alarm/acknowledge', { id: alarm!.id, note: 'on it' }, a.token)).status).toBe(200);
    await feed({ instant_flow: 50 });
    await waitFor(alarmOpen, (page) => page.total === 0); // cleared by the reading back under threshold − deadband
    await feed({ instant_flow: 140 });
    await waitFor(alarmOpen, (page) => page.total === 1);
    expect(await t.app.get(MeterSweepProcessor).markOffline(new Date(Date.now() + 11_000))).toBeGreaterThanOrEqual(1);
    await t.app.get(EventBus).settled();

    const names = await waitFor(
      () => new Set(mine.received.map(([e]) => e)),
      (seen) => ['meter.reading', 'meter.status', 'alarm.acknowledged', 'alarm.cleared', 'alarm.raised', 'alarm.count'].every((e) => seen.has(e)),
    );
    expect(names.size).toBeGreaterThanOrEqual(6);
    expect(mine.received.filter(([e]) => e === 'meter.status').map(([, p]) => p.meterId)).toContain(meter.id);
    await sleep(300);
    expect(intruder.socket.connected).toBe(true);
    expect(intruder.received).toEqual([]);
  });
});
