import { entRoom, userRoom } from '@gengyun/contracts';
import type { BroadcastOperator } from 'socket.io';
import type { DomainEventMap } from '../events/domain-events';
import { mayReceive, type Push } from './push';
import type { ClientEvents, RealtimeServer, SocketData } from './realtime.types';

type AccessChange = DomainEventMap['access.changed'];

/**
 * Sends events to browsers from any process. In an api process it is the gateway's server, which delivers each push
 * to its own sockets whose sessions are in the audience; scaled out, pushes and access changes also go to the other
 * api processes over the Redis stream (a worker, which has no sockets, only forwards).
 */
export class RealtimeEmitter {
  private server?: RealtimeServer;
  private accessListener?: (change: AccessChange) => void;

  /** `clustered`: other processes share the stream (REDIS_URL set). */
  constructor(private readonly clustered = false) {}

  attach(server: RealtimeServer): void {
    this.server = server;
    if (!this.clustered) return;
    server.on('gy:push', (push) => this.deliver(push));
    server.on('gy:access', (change) => this.accessListener?.(change));
  }

  push(push: Push): void {
    if (!this.server) return;
    this.deliver(push);
    if (this.clustered) this.server.serverSideEmit('gy:push', push);
  }

  /** Tells every api process (this one included) that some users' rights changed. */
  accessChanged(change: AccessChange): void {
    this.accessListener?.(change);
    if (this.clustered) this.server?.serverSideEmit('gy:access', change);
  }

  /** The gateway re-joins its sockets when access changes. */
  onAccessChanged(listener: (change: AccessChange) => void): void {
    this.accessListener = listener;
  }

  to(room: string | string[]): BroadcastOperator<ClientEvents, SocketData> {
    if (!this.server) throw new Error('Realtime server is not started');
    return this.server.to(room);
  }

  /** Closes every socket in a room, on every api process. */
  disconnect(room: string): void {
    this.server?.in(room).disconnectSockets(true);
  }

  /** To this process's sockets in the audience (one emit each, whichever of its rooms they are in). */
  private deliver({ event, data, to }: Push): void {
    const namespace = this.server?.of('/');
    if (!namespace) return;
    const rooms = to.userIds ? to.userIds.map(userRoom) : [entRoom(to.enterpriseId)];
    const sent = new Set<string>();
    for (const room of rooms) {
      for (const id of namespace.adapter.rooms.get(room) ?? []) {
        if (sent.has(id)) continue;
        sent.add(id);
        const socket = namespace.sockets.get(id);
        if (socket?.data.auth && mayReceive(socket.data.auth, to)) socket.emit(event, data as never);
      }
    }
  }
}
