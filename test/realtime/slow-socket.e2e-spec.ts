import type { Socket as NetSocket } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { entRoom, type AlarmPush, type ClientEventMap } from '@gengyun/contracts';
import { ALARM_COALESCING } from '@gengyun/alarms';
import { PushRoutes, RealtimeEmitter, type RealtimeSocket } from '@gengyun/core';
import { METER_COALESCING } from '@gengyun/iot';
import { BACKLOG_LIMIT, coalescerOf } from '../../libs/core/src/realtime/realtime.coalescer';
import { startApiNode, type Node } from './realtime-nodes';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const METERS = 20;
const ROUNDS = 400;
/** About 4 KB per reading, so a stalled client fills the kernel buffers quickly. */
const QUANTITIES = Array.from({ length: 300 }, (_, i) => `q${i}`);

const alarm = (id: number, status: AlarmPush['status']): AlarmPush => ({
  id,
  ruleId: 1,
  ruleName: 'High flow',
  meterId: 1,
  meterCode: 'M-1',
  quantity: 'instant_flow',
  condition: 'high',
  severity: 3,
  status,
  count: 1,
  value: 101,
  raiseTime: '2025-06-01T00:00:00.000Z',
  lastTime: '2025-06-01T00:00:00.000Z',
  ackUserName: null,
});

describe('a socket that cannot keep up gets coalesced updates', () => {
  let api: Node<never> & { url: string };
  let socket: Socket;
  beforeAll(async () => {
    api = (await startApiNode({})) as unknown as Node<never> & { url: string };
    // The platform alone knows no area's events: give it the iot and alarms areas' coalescing, as their modules do.
    Object.assign((api.app as unknown as { get(t: typeof PushRoutes): PushRoutes }).get(PushRoutes).coalescing, METER_COALESCING, ALARM_COALESCING);
  });
  afterAll(async () => {
    socket?.disconnect();
    await api.close();
  });

  it('holds one pending reading per meter and every alarm id while the client stalls, then delivers the latest of each', async () => {
    socket = io(api.url, { auth: { token: 'token-ent1' }, transports: ['websocket'], reconnection: false, forceNew: true });
    const latest = new Map<number, number>();
    const alarms = new Map<number, string>();
    let readings = 0;
    const trouble: string[] = [];
    socket.on('meter.reading', (e: ClientEventMap['meter.reading']) => {
      readings++;
      latest.set(e.meterId, e.values.q0!);
    });
    for (const name of ['alarm.raised', 'alarm.acknowledged', 'alarm.cleared'] as const) socket.on(name, (a: AlarmPush) => void alarms.set(a.id, `${name}:${a.status}`));
    socket.on('disconnect', (reason) => void trouble.push(`disconnect ${reason}`));
    socket.on('connect_error', (error) => void trouble.push(`connect_error ${error.message}`));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

    const emitter = (api.app as unknown as { get(t: typeof RealtimeEmitter): RealtimeEmitter }).get(RealtimeEmitter);
    const [server] = (await emitter.to(entRoom(1)).fetchSockets()) as unknown as RealtimeSocket[];
    const conn = server!.conn;
    const wsBuffered = (): number => (conn.transport as unknown as { socket: { bufferedAmount: number } }).socket.bufferedAmount;
    const reading = (meterId: number, round: number): ClientEventMap['meter.reading'] => ({
      meterId,
      meterCode: `M-${meterId}`,
      meterType: 'power',
      ts: 1_750_000_000_000 + round,
      values: Object.fromEntries(QUANTITIES.map((q, i) => [q, round * 1000 + i])),
    });

    // The client stops reading its TCP socket: the server's kernel and user-space buffers fill up.
    const raw = (socket.io.engine.transport as unknown as { ws: { _socket: NetSocket } }).ws._socket;
    raw.pause();
    let maxEngine = 0;
    let maxHeld = 0;
    let maxBytes = 0;
    let sentBytes = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      for (let m = 1; m <= METERS; m++) {
        const payload = reading(m, round);
        sentBytes += JSON.stringify(payload).length;
        emitter.to(entRoom(1)).emit('meter.reading', payload);
      }
      // Alarm 1 moves raised → acknowledged → cleared during the stall; alarms 2..41 are raised once each.
      if (round === 100) emitter.to(entRoom(1)).emit('alarm.raised', alarm(1, 'raised'));
      if (round === 200) emitter.to(entRoom(1)).emit('alarm.acknowledged', alarm(1, 'acknowledged'));
      if (round === 300) emitter.to(entRoom(1)).emit('alarm.cleared', alarm(1, 'cleared'));
      if (round > 300 && round <= 340) emitter.to(entRoom(1)).emit('alarm.raised', alarm(round - 299, 'raised'));
      maxEngine = Math.max(maxEngine, (conn as unknown as { writeBuffer: unknown[] }).writeBuffer.length);
      maxHeld = Math.max(maxHeld, coalescerOf(conn)?.held ?? 0);
      maxBytes = Math.max(maxBytes, wsBuffered());
      if (round % 20 === 0) await sleep(5);
    }
    expect(maxEngine).toBeLessThanOrEqual(BACKLOG_LIMIT + METERS + 41);
    expect(maxHeld).toBeLessThanOrEqual(METERS + 41);
    // What waits in the WebSocket stays a small part of what was emitted (about 33 MB).
    expect(maxBytes).toBeLessThan(sentBytes / 10);
    expect(maxHeld).toBeGreaterThan(0); // the stall did back the socket up

    raw.resume();
    const until = Date.now() + 10_000;
    while ([...Array(METERS).keys()].some((i) => latest.get(i + 1) !== ROUNDS * 1000) || alarms.size < 41) {
      if (Date.now() > until) throw new Error(`not caught up: ${JSON.stringify([...latest])} alarms ${alarms.size}`);
      await sleep(50);
    }
    expect(readings).toBeLessThan(METERS * ROUNDS / 2);
    expect(alarms.get(1)).toBe('alarm.cleared:cleared');
    expect([...alarms.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 41 }, (_, i) => i + 1));
    expect(trouble).toEqual([]);
    expect(socket.connected).toBe(true);

    // Caught up: the socket is back to one packet per event.
    const before = readings;
    emitter.to(entRoom(1)).emit('meter.reading', reading(1, ROUNDS + 1));
    emitter.to(entRoom(1)).emit('meter.reading', reading(1, ROUNDS + 2));
    await sleep(200);
    expect(readings - before).toBe(2);
    expect(coalescerOf(conn)?.held).toBe(0);
  });
});
