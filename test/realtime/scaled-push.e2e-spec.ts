import type { INestApplicationContext } from '@nestjs/common';
import { io, type Socket } from 'socket.io-client';
import type { ClientEventMap, SubscribeAck } from '@gengyun/contracts';
import { EventBus, RealtimeEmitter, tenantRoom } from '@gengyun/core';
import { startApiNode, startWorkerNode, type Node } from './realtime-nodes';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

type Received = Array<[keyof ClientEventMap, unknown]>;

function connect(url: string, token?: string): { socket: Socket; received: Received } {
  const received: Received = [];
  const socket = io(url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false, forceNew: true });
  socket.onAny((event: keyof ClientEventMap, payload: unknown) => received.push([event, payload]));
  return { socket, received };
}

const connected = (socket: Socket): Promise<void> =>
  new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

/** Emits until `done` holds (the api's stream reader starts asynchronously), at most `ms`. */
async function emitUntil(emit: () => void, done: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error('event not received in time');
    emit();
    await sleep(150);
  }
}

describe('live push across processes (Redis Streams adapter)', () => {
  let api1: Node<INestApplicationContext> & { url: string };
  let api2: Node<INestApplicationContext> & { url: string };
  let worker: Node<INestApplicationContext>;
  const sockets: Socket[] = [];
  const open = async (url: string, token: string): Promise<{ socket: Socket; received: Received }> => {
    const client = connect(url, token);
    sockets.push(client.socket);
    await connected(client.socket);
    return client;
  };

  beforeAll(async () => {
    api1 = await startApiNode({ REDIS_URL });
    api2 = await startApiNode({ REDIS_URL });
    worker = await startWorkerNode({ REDIS_URL });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await worker?.close();
    await api1?.close();
    await api2?.close();
  });

  it('refuses a handshake with a bad or missing token', async () => {
    for (const token of ['not-a-session', undefined]) {
      const { socket, received } = connect(api2.url, token);
      sockets.push(socket);
      const error = await new Promise<Error & { data?: unknown }>((resolve) => socket.once('connect_error', resolve));
      expect(error.message).toBe('unauthorized');
      expect(error.data).toEqual({ type: 402 });
      expect(socket.connected).toBe(false);
      expect(received).toEqual([]);
    }
  });

  it('accepts the token from the query string too', async () => {
    const socket = io(api1.url, { query: { token: 'token-ent1' }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    await connected(socket);
    expect(socket.connected).toBe(true);
  });

  it('delivers a domain event emitted in the worker to its enterprise on another api, and to no one else', async () => {
    const mine = await open(api2.url, 'token-ent1');
    const other = await open(api2.url, 'token-ent2');
    const bus = worker.app.get(EventBus);
    await emitUntil(
      () => bus.emit('notice.published', { enterpriseId: 1, id: 7, title: 'Maintenance window' }),
      () => mine.received.length > 0,
    );
    await sleep(300);
    expect(mine.received[0]).toEqual(['notice.published', { id: 7, title: 'Maintenance window' }]);
    expect(other.received).toEqual([]);
  });

  it('lets a client subscribe only to valid rooms, inside its own enterprise', async () => {
    const mine = await open(api2.url, 'token-ent1');
    const other = await open(api1.url, 'token-ent2');
    const ack = (socket: Socket, room: unknown): Promise<SubscribeAck> => socket.emitWithAck('subscribe', { room }) as Promise<SubscribeAck>;
    expect(await ack(mine.socket, 'meter:5')).toEqual({ ok: true });
    expect(await ack(other.socket, 'meter:5')).toEqual({ ok: true });
    expect(await ack(mine.socket, 'ent:2')).toEqual({ ok: false, reason: 'invalidRoom' });
    expect(await ack(mine.socket, 'meter:abc')).toEqual({ ok: false, reason: 'invalidRoom' });

    const emitter = worker.app.get(RealtimeEmitter);
    await emitUntil(
      () => emitter.to(tenantRoom(1, 'meter:5')).emit('notice.published', { id: 5, title: 'meter room' }),
      () => mine.received.length > 0,
    );
    await sleep(300);
    expect(mine.received[0]).toEqual(['notice.published', { id: 5, title: 'meter room' }]);
    expect(other.received).toEqual([]);

    expect(await mine.socket.emitWithAck('unsubscribe', { room: 'meter:5' })).toEqual({ ok: true });
    mine.received.length = 0;
    emitter.to(tenantRoom(1, 'meter:5')).emit('notice.published', { id: 6, title: 'after leaving' });
    await sleep(500);
    expect(mine.received).toEqual([]);
  });

  it('tells and disconnects the sockets of a revoked session, on any api', async () => {
    const a = await open(api1.url, 'token-ent1');
    const b = await open(api2.url, 'token-ent1');
    const bystander = await open(api1.url, 'token-ent2');
    const closed = (s: Socket): Promise<void> => new Promise((resolve) => s.once('disconnect', () => resolve()));
    const both = Promise.all([closed(a.socket), closed(b.socket)]);
    worker.app.get(EventBus).emit('session.revoked', { enterpriseId: 1, userId: 101, sessionId: 11, reason: 'logout' });
    await both;
    expect(a.received).toContainEqual(['session.revoked', { reason: 'logout' }]);
    expect(bystander.socket.connected).toBe(true);
  });
});
