import type { INestApplicationContext } from '@nestjs/common';
import { io, type Socket } from 'socket.io-client';
import type { ClientEventMap, SubscribeAck } from '@gengyun/contracts';
import { EventBus, RealtimeEmitter, tenantRoom } from '@gengyun/core';
import { SESSIONS, context, resetSessions, startApiNode, startWorkerNode, type Node } from './realtime-nodes';

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

async function until(done: () => boolean, ms = 5000): Promise<void> {
  const limit = Date.now() + ms;
  while (!done()) {
    if (Date.now() > limit) throw new Error('condition not met in time');
    await sleep(50);
  }
}

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
    // A stream of this run's own: other suites sharing the machine's Redis push to enterprises with the same ids.
    const env = { REDIS_URL, REDIS_PREFIX: `gy-rt-${Date.now().toString(36)}` };
    api1 = await startApiNode(env);
    api2 = await startApiNode(env);
    worker = await startWorkerNode(env);
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

  it('delivers an event raised in the worker to the sessions of its audience on every api, and to no one else', async () => {
    const all = await open(api2.url, 'token-ent1');
    const loc1 = await open(api1.url, 'token-ent1-loc1');
    const other = await open(api2.url, 'token-ent2');
    const bus = worker.app.get(EventBus);
    await emitUntil(
      () => bus.emit('probe.thing', { enterpriseId: 1, id: 7, location: 2 }),
      () => all.received.length > 0,
    );
    bus.emit('probe.thing', { enterpriseId: 1, id: 8, location: 1 });
    await until(() => loc1.received.length > 0);
    await sleep(300);
    expect(all.received).toContainEqual(['probe.thing', { id: 8 }]);
    expect(loc1.received).toEqual([['probe.thing', { id: 8 }]]);
    expect(other.received).toEqual([]);
  });

  it('checks subscriptions against what the session may see, inside its own enterprise', async () => {
    const mine = await open(api2.url, 'token-ent1-loc1');
    const other = await open(api1.url, 'token-ent2');
    const ack = (socket: Socket, room: unknown): Promise<SubscribeAck> => socket.emitWithAck('subscribe', { room }) as Promise<SubscribeAck>;
    expect(await ack(mine.socket, 'meter:5')).toEqual({ ok: true });
    expect(await ack(mine.socket, 'meter:150')).toEqual({ ok: false, reason: 'forbidden' });
    expect(await ack(other.socket, 'meter:5')).toEqual({ ok: true });
    expect(await ack(mine.socket, 'ent:2')).toEqual({ ok: false, reason: 'invalidRoom' });
    expect(await ack(mine.socket, 'meter:abc')).toEqual({ ok: false, reason: 'invalidRoom' });

    const emitter = worker.app.get(RealtimeEmitter);
    await emitUntil(
      () => emitter.to(tenantRoom(1, 'meter:5')).emit('probe.thing', { id: 5 }),
      () => mine.received.length > 0,
    );
    await sleep(300);
    expect(mine.received[0]).toEqual(['probe.thing', { id: 5 }]);
    expect(other.received).toEqual([]);

    expect(await mine.socket.emitWithAck('unsubscribe', { room: 'meter:5' })).toEqual({ ok: true });
    mine.received.length = 0;
    emitter.to(tenantRoom(1, 'meter:5')).emit('probe.thing', { id: 6 });
    await sleep(500);
    expect(mine.received).toEqual([]);
  });

  it('re-checks the sockets of users whose rights changed, on every api, within a second', async () => {
    const a = await open(api1.url, 'token-ent1');
    const b = await open(api2.url, 'token-ent1');
    const gone = await open(api2.url, 'token-ent1-loc1');
    const closed = new Promise<void>((resolve) => gone.socket.once('disconnect', () => resolve()));
    SESSIONS['token-ent1'] = context(11, 101, 1, { scopes: { location: [2] } });
    delete SESSIONS['token-ent1-loc1'];
    const began = Date.now();
    worker.app.get(EventBus).emit('access.changed', { enterpriseId: 1 });
    await closed;
    expect(Date.now() - began).toBeLessThan(1000);
    expect(gone.received).toContainEqual(['session.revoked', { reason: 'sessionEnded' }]);
    const bus = worker.app.get(EventBus);
    await emitUntil(
      () => bus.emit('probe.thing', { enterpriseId: 1, id: 21, location: 2 }),
      () => a.received.length > 0 && b.received.length > 0,
    );
    bus.emit('probe.thing', { enterpriseId: 1, id: 22, location: 1 });
    await sleep(500);
    for (const client of [a, b]) expect(client.received.some(([, payload]) => (payload as { id: number }).id === 22)).toBe(false);
    resetSessions();
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
