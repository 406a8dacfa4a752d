import type { Socket as NetSocket } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { entRoom, type ClientEventMap } from '@gengyun/contracts';
import { RealtimeEmitter, type RealtimeSocket } from '@gengyun/core';
import { tcpSocketOf } from '../../libs/core/src/realtime/realtime.write-batch';
import { startApiNode, type Node } from './realtime-nodes';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const reading = (meterId: number, ts: number): ClientEventMap['meter.reading'] => ({ meterId, meterCode: `M-${meterId}`, meterType: 'power', ts, values: { p: ts } });

describe('pushes flushed together leave a websocket in one write', () => {
  let api: Node<never> & { url: string };
  let socket: Socket;
  beforeAll(async () => {
    api = (await startApiNode({})) as unknown as Node<never> & { url: string };
  });
  afterAll(async () => {
    socket?.disconnect();
    await api.close();
  });

  it('sends 50 pushes emitted at once in two writes of the TCP socket (the first alone, the rest queued behind it), in order', async () => {
    socket = io(api.url, { auth: { token: 'token-ent1' }, transports: ['websocket'], reconnection: false, forceNew: true });
    const received: number[] = [];
    socket.on('meter.reading', (e: ClientEventMap['meter.reading']) => void received.push(e.ts));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const emitter = (api.app as unknown as { get(t: typeof RealtimeEmitter): RealtimeEmitter }).get(RealtimeEmitter);
    const [server] = (await emitter.to(entRoom(1)).fetchSockets()) as unknown as RealtimeSocket[];
    const conn = server!.conn;
    const raw = tcpSocketOf(conn)!;
    expect(raw).toBeDefined();

    const writes: number[] = [];
    const net = raw as NetSocket & { _write: NetSocket['_write']; _writev: NonNullable<NetSocket['_writev']> };
    const [write, writev] = [net._write.bind(net), net._writev.bind(net)];
    net._write = (chunk, encoding, cb) => (writes.push(1), write(chunk, encoding, cb));
    net._writev = (chunks, cb) => (writes.push(chunks.length), writev(chunks, cb));

    for (let i = 1; i <= 50; i++) emitter.to(entRoom(1)).emit('meter.reading', reading(i, i));
    const until = Date.now() + 10_000;
    while (received.length < 50 && Date.now() < until) await sleep(20);

    expect(received).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    // Without the batching each push was its own write (50): the first goes at once, the 49 queued behind it together.
    expect(writes.length).toBeLessThanOrEqual(2);
    expect(writes.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(50);
    expect(raw.writableCorked).toBe(0);

    // A push on its own goes out promptly.
    const before = writes.length;
    emitter.to(entRoom(1)).emit('meter.reading', reading(1, 51));
    while (received.length < 51 && Date.now() < until) await sleep(10);
    expect(received.at(-1)).toBe(51);
    expect(writes.length).toBe(before + 1);
  });
});
