import type { Socket as NetSocket } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { entRoom, type ClientEventMap } from '@gengyun/contracts';
import { RealtimeEmitter, type RealtimeSocket } from '@gengyun/core';
import { FLUSH_GAP_MS, tcpSocketOf } from '../../libs/core/src/realtime/realtime.write-batch';
import { startApiNode, type Node } from './realtime-nodes';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const reading = (meterId: number, ts: number): ClientEventMap['meter.reading'] => ({ meterId, meterCode: `M-${meterId}`, meterType: 'power', ts, values: { p: ts } });

/** The TCP socket's writes from now on, each as the number of chunks it carried. */
function countWrites(raw: NetSocket): number[] {
  const writes: number[] = [];
  const net = raw as NetSocket & { _write: NetSocket['_write']; _writev: NonNullable<NetSocket['_writev']> };
  const [write, writev] = [net._write.bind(net), net._writev.bind(net)];
  net._write = (chunk, encoding, cb) => (writes.push(1), write(chunk, encoding, cb));
  net._writev = (chunks, cb) => (writes.push(chunks.length), writev(chunks, cb));
  return writes;
}

describe('pushes flushed together leave a websocket in one write', () => {
  let api: Node<never> & { url: string };
  let socket: Socket;
  let raw: NetSocket;
  const received: number[] = [];
  const emitter = (): RealtimeEmitter => (api.app as unknown as { get(t: typeof RealtimeEmitter): RealtimeEmitter }).get(RealtimeEmitter);
  const receivedAll = async (count: number): Promise<void> => {
    const until = Date.now() + 10_000;
    while (received.length < count && Date.now() < until) await sleep(10);
  };

  beforeAll(async () => {
    api = (await startApiNode({})) as unknown as Node<never> & { url: string };
    socket = io(api.url, { auth: { token: 'token-ent1' }, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.on('meter.reading', (e: ClientEventMap['meter.reading']) => void received.push(e.ts));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const [server] = (await emitter().to(entRoom(1)).fetchSockets()) as unknown as RealtimeSocket[];
    raw = tcpSocketOf(server!.conn)!;
  });
  afterAll(async () => {
    socket?.disconnect();
    await api.close();
  });

  it('sends 50 pushes emitted at once in two writes of the TCP socket (the first alone, the rest queued behind it), in order', async () => {
    expect(raw).toBeDefined();
    const writes = countWrites(raw);

    for (let i = 1; i <= 50; i++) emitter().to(entRoom(1)).emit('meter.reading', reading(i, i));
    await receivedAll(50);

    expect(received).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    // Without the batching each push was its own write (50): the first goes at once, the 49 queued behind it together.
    expect(writes.length).toBeLessThanOrEqual(2);
    expect(writes.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(50);
    expect(raw.writableCorked).toBe(0);

    // A push on its own goes out promptly.
    await sleep(FLUSH_GAP_MS * 4);
    const before = writes.length;
    emitter().to(entRoom(1)).emit('meter.reading', reading(1, 51));
    await receivedAll(51);
    expect(received.at(-1)).toBe(51);
    expect(writes.length).toBe(before + 1);
  });

  it('gathers a stream of pushes into one write per flush gap, however often they come', async () => {
    const writes = countWrites(raw);
    const from = received.length;
    const sent = 300;
    const began = performance.now();
    // A push on each of 300 turns of the event loop: without the gap each would find the transport free and leave in a
    // write of its own.
    for (let i = 1; i <= sent; i++) {
      emitter().to(entRoom(1)).emit('meter.reading', reading(1, 1000 + i));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const took = performance.now() - began;
    await receivedAll(from + sent);

    expect(received.slice(from)).toEqual(Array.from({ length: sent }, (_, i) => 1000 + i + 1));
    expect(writes.length).toBeLessThanOrEqual(Math.ceil(took / FLUSH_GAP_MS) + 2);
  });
});
