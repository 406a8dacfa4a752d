import { Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { ExtendedError } from 'socket.io';
import { entRoom, isClientRoom, userRoom, type ClientRoom, type SubscribeAck } from '@gengyun/contracts';
import { SESSION_RESOLVER, type SessionResolver } from '../auth/auth-context';
import type { DomainEventMap } from '../events/domain-events';
import { PushRoutes } from './push-routes';
import { SocketWriteCoalescer } from './realtime.coalescer';
import { batchFlushedWrites } from './realtime.write-batch';
import { RealtimeEmitter } from './realtime.emitter';
import { RoomGuards } from './room-guards';
import { sessionRoom, tenantRoom, type RealtimeServer, type RealtimeSocket } from './realtime.types';

/** A reason a client reads in `session.revoked` when its rights were checked again and its session is gone. */
const SESSION_ENDED = 'sessionEnded';

/**
 * Socket.IO on the api's HTTP server (ARCHITECTURE §6). The handshake token (`auth.token` or `?token=`) is
 * resolved by the identity area's SessionResolver before the socket is admitted; a refused socket gets a
 * `connect_error` "unauthorized" (data.type 402, as the HTTP envelope) and is closed. An admitted socket joins
 * `ent:{enterpriseId}`, `user:{userId}` and its session's room; pushes reach it only when its session is in their
 * audience, and it may subscribe to the rooms their owners' checks allow. When rights change it is resolved again:
 * re-joined to what it may still see, or told and closed. A socket that cannot keep up gets coalesced events.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit<RealtimeServer>, OnGatewayConnection<RealtimeSocket> {
  private readonly logger = new Logger('Realtime');
  private sessions?: SessionResolver;
  private server?: RealtimeServer;

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly emitter: RealtimeEmitter,
    private readonly routes: PushRoutes,
    private readonly guards: RoomGuards,
  ) {}

  afterInit(server: RealtimeServer): void {
    this.server = server;
    this.emitter.attach(server);
    this.emitter.onAccessChanged((change) => void this.recheck(change).catch((error: unknown) => this.logger.warn(`access re-check failed: ${String(error)}`)));
    server.use((socket, next) => {
      this.authenticate(socket).then(next, (error: unknown) => {
        this.logger.warn(`handshake check failed: ${String(error)}`);
        next(unauthorized());
      });
    });
  }

  handleConnection(socket: RealtimeSocket): void {
    const { auth } = socket.data;
    void socket.join([entRoom(auth.enterpriseId), userRoom(auth.userId), sessionRoom(auth.sessionId)]);
    batchFlushedWrites(socket.conn);
    new SocketWriteCoalescer(socket.conn, this.routes.coalescing);
    // Plain listeners rather than @SubscribeMessage: the HTTP pipeline (envelope, validation pipe) is global
    // and would wrap or refuse these small acks.
    socket.on('subscribe', (payload, ack) => void this.join(socket, payload).then((answer) => ack?.(answer)));
    socket.on('unsubscribe', (payload, ack) => ack?.(this.leave(socket, payload)));
  }

  private async authenticate(socket: RealtimeSocket): Promise<ExtendedError | undefined> {
    const fromAuth: unknown = socket.handshake.auth?.token;
    const fromQuery: unknown = socket.handshake.query?.token;
    const token = typeof fromAuth === 'string' ? fromAuth : typeof fromQuery === 'string' ? fromQuery : '';
    if (!token) return unauthorized();
    const auth = await this.resolver().resolve(token);
    if (!auth) return unauthorized();
    socket.data.auth = auth;
    socket.data.token = token;
    return undefined;
  }

  private async join(socket: RealtimeSocket, payload: unknown): Promise<SubscribeAck> {
    const room = roomOf(payload);
    if (!room) return { ok: false, reason: 'invalidRoom' };
    if (!(await this.guards.allows(socket.data.auth, room))) return { ok: false, reason: 'forbidden' };
    await socket.join(tenantRoom(socket.data.auth.enterpriseId, room));
    return { ok: true };
  }

  private leave(socket: RealtimeSocket, payload: unknown): SubscribeAck {
    const room = roomOf(payload);
    if (!room) return { ok: false, reason: 'invalidRoom' };
    void socket.leave(tenantRoom(socket.data.auth.enterpriseId, room));
    return { ok: true };
  }

  /** Resolves this process's affected sockets again: new rights, rooms they may no longer join left, or closed. */
  private async recheck({ enterpriseId, userIds }: DomainEventMap['access.changed']): Promise<void> {
    const namespace = this.server?.of('/');
    if (!namespace) return;
    const rooms = userIds ? userIds.map(userRoom) : [entRoom(enterpriseId)];
    const ids = new Set(rooms.flatMap((room) => [...(namespace.adapter.rooms.get(room) ?? [])]));
    await Promise.all(
      [...ids].map(async (id) => {
        const socket = namespace.sockets.get(id);
        if (!socket) return;
        const auth = await this.resolver().resolve(socket.data.token);
        if (!auth) {
          socket.emit('session.revoked', { reason: SESSION_ENDED });
          socket.disconnect(true);
          return;
        }
        socket.data.auth = auth;
        const prefix = `ent:${auth.enterpriseId}:`;
        for (const name of socket.rooms) {
          const room = name.startsWith(prefix) ? name.slice(prefix.length) : '';
          if (isClientRoom(room) && !(await this.guards.allows(auth, room))) await socket.leave(name);
        }
      }),
    );
  }

  /** Looked up across the app: the identity area provides it, and core must not import an area. */
  private resolver(): SessionResolver {
    this.sessions ??= this.moduleRef.get<SessionResolver>(SESSION_RESOLVER, { strict: false });
    return this.sessions;
  }
}

const roomOf = (payload: unknown): ClientRoom | null => {
  const room: unknown = typeof payload === 'object' && payload !== null ? (payload as { room?: unknown }).room : undefined;
  return isClientRoom(room) ? room : null;
};

const unauthorized = (): ExtendedError => Object.assign(new Error('unauthorized'), { data: { type: 402 } });
