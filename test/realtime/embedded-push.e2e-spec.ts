import type { INestApplicationContext } from '@nestjs/common';
import { io, type Socket } from 'socket.io-client';
import { EventBus } from '@gengyun/core';
import { startApiNode, type Node } from './realtime-nodes';

describe('live push in embedded mode (one process, no Redis)', () => {
  let api: Node<INestApplicationContext> & { url: string };
  const sockets: Socket[] = [];
  beforeAll(async () => {
    api = await startApiNode({});
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await api.close();
  });

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

  it('maps domain events to the user and enterprise rooms of this process', async () => {
    const mine = await open('token-ent1');
    const other = await open('token-ent2');
    const bus = api.app.get(EventBus);
    bus.emit('message.created', { enterpriseId: 1, userId: 101, id: 3, title: 'Work order assigned', unread: 4 });
    bus.emit('job.progress', { enterpriseId: 2, userId: 202, id: 'export-1', queue: 'exports', progress: 50, status: 1 });
    await bus.settled();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mine.events).toEqual([['message.new', { id: 3, title: 'Work order assigned', unread: 4 }]]);
    expect(other.events).toEqual([['job.progress', { id: 'export-1', queue: 'exports', progress: 50, status: 1 }]]);
  });

  it('keeps other listeners running when one fails', async () => {
    const bus = api.app.get(EventBus);
    const seen: number[] = [];
    const offBad = bus.on('notice.published', () => {
      throw new Error('listener bug');
    });
    const offGood = bus.on('notice.published', (e) => void seen.push(e.id));
    expect(() => bus.emit('notice.published', { enterpriseId: 1, id: 9, title: 't' })).not.toThrow();
    await bus.settled();
    offBad();
    offGood();
    expect(seen).toEqual([9]);
  });
});
