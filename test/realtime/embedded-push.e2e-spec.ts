import type { INestApplicationContext } from '@nestjs/common';
import { io, type Socket } from 'socket.io-client';
import { EventBus } from '@gengyun/core';
import { SESSIONS, context, resetSessions, startApiNode, type Node } from './realtime-nodes';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('live push in embedded mode (one process, no Redis)', () => {
  let api: Node<INestApplicationContext> & { url: string };
  const sockets: Socket[] = [];
  beforeAll(async () => {
    api = await startApiNode({});
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
    resetSessions();
  });
  afterAll(() => api.close());

  const open = async (token: string): Promise<{ socket: Socket; events: Array<[string, unknown]> }> => {
    const events: Array<[string, unknown]> = [];
    const socket = io(api.url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    socket.onAny((event: string, payload: unknown) => events.push([event, payload]));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return { socket, events };
  };

  it('delivers an event only to the sessions in its audience: enterprise, permission and data scope', async () => {
    const all = await open('token-ent1');
    const loc1 = await open('token-ent1-loc1');
    const none = await open('token-ent1-none');
    const other = await open('token-ent2');
    const bus = api.app.get(EventBus);
    bus.emit('probe.thing', { enterpriseId: 1, id: 1, location: 1 });
    bus.emit('probe.thing', { enterpriseId: 1, id: 2, location: 2 });
    bus.emit('probe.thing', { enterpriseId: 1, id: 3, location: null });
    bus.emit('probe.thing', { enterpriseId: 1, id: 4, location: 1, userIds: [102] });
    await bus.settled();
    await sleep(200);
    expect(all.events).toEqual([['probe.thing', { id: 1 }], ['probe.thing', { id: 2 }], ['probe.thing', { id: 3 }]]);
    expect(loc1.events).toEqual([['probe.thing', { id: 1 }], ['probe.thing', { id: 4 }]]);
    expect(none.events).toEqual([]);
    expect(other.events).toEqual([]);
  });

  it("sends a task's progress to its user only", async () => {
    const mine = await open('token-ent2');
    const bystander = await open('token-ent1');
    const bus = api.app.get(EventBus);
    bus.emit('job.progress', { enterpriseId: 2, userId: 202, id: 'export-1', queue: 'exports', progress: 50, status: 1 });
    await bus.settled();
    await sleep(200);
    expect(mine.events).toEqual([['job.progress', { id: 'export-1', queue: 'exports', progress: 50, status: 1 }]]);
    expect(bystander.events).toEqual([]);
  });

  it('refuses a subscription its owner does not allow, and leaves rooms a narrowed session may no longer join', async () => {
    const { socket, events } = await open('token-ent1');
    expect(await socket.emitWithAck('subscribe', { room: 'meter:150' })).toEqual({ ok: true });
    expect(await socket.emitWithAck('subscribe', { room: 'dashboard:1' })).toEqual({ ok: false, reason: 'forbidden' });
    const loc1 = await open('token-ent1-loc1');
    expect(await loc1.socket.emitWithAck('subscribe', { room: 'meter:150' })).toEqual({ ok: false, reason: 'forbidden' });
    expect(await loc1.socket.emitWithAck('subscribe', { room: 'meter:5' })).toEqual({ ok: true });

    SESSIONS['token-ent1'] = context(11, 101, 1, { scopes: { location: [1] } });
    api.app.get(EventBus).emit('access.changed', { enterpriseId: 1, userIds: [101] });
    const bus = api.app.get(EventBus);
    await bus.settled();
    await sleep(200);
    bus.emit('probe.thing', { enterpriseId: 1, id: 7, location: 2 });
    bus.emit('probe.thing', { enterpriseId: 1, id: 8, location: 1 });
    await bus.settled();
    await sleep(200);
    expect(events).toEqual([['probe.thing', { id: 8 }]]);
    expect(await socket.emitWithAck('subscribe', { room: 'meter:150' })).toEqual({ ok: false, reason: 'forbidden' });
  });

  it('tells and closes a socket whose session is gone when rights are checked again', async () => {
    const { socket, events } = await open('token-ent1-loc1');
    const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    delete SESSIONS['token-ent1-loc1'];
    api.app.get(EventBus).emit('access.changed', { enterpriseId: 1 });
    await closed;
    expect(events).toEqual([['session.revoked', { reason: 'sessionEnded' }]]);
  });

  it('keeps other listeners running when one fails', async () => {
    const bus = api.app.get(EventBus);
    const seen: number[] = [];
    const offBad = bus.on('probe.thing', () => {
      throw new Error('listener bug');
    });
    const offGood = bus.on('probe.thing', (e) => void seen.push(e.id));
    expect(() => bus.emit('probe.thing', { enterpriseId: 1, id: 9, location: null })).not.toThrow();
    await bus.settled();
    offBad();
    offGood();
    expect(seen).toEqual([9]);
  });
});
