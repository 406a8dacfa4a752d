import { Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { ExtendedError } from 'socket.io';
import { entRoom, isClientRoom, userRoom, type SubscribeAck } from '@gengyun/contracts';
import { SESSION_RESOLVER, type SessionResolver } from '../auth/auth-context';
import { REALTIME_COALESCING } from './realtime.coalesce-rules';
import { SocketWriteCoalescer } from './realtime.coalescer';
import { RealtimeEmitter } from './realtime.emitter';
import { sessionRoom, tenantRoom, type RealtimeServer, type RealtimeSocket } from './realtime.types';

/**
 * Socket.IO on the api's HTTP server (ARCHITECTURE §6). The handshake token (`auth.token` or `?token=`) is
 * resolved by the identity area's SessionResolver before the socket is admitted; a refused socket gets a
 * `connect_error` "unauthorized" (data.type 402, as the HTTP envelope) and is closed. An admitted socket joins
 * `ent:{enterpriseId}`, `user:{userId}` and its session's room, and may subscribe to its enterprise's rooms. A socket
 * that cannot keep up gets its readings, statuses and alarm changes coalesced (`SocketWriteCoalescer`).
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit<RealtimeServer>, OnGatewayConnection<RealtimeSocket> {
  private readonly logger = new Logger('Realtime');
  private sessions?: SessionResolver;

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly emitter: RealtimeEmitter,
  ) {}

  afterInit(server: RealtimeServer): void {
    this.emitter.attach(server);
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
    new SocketWriteCoalescer(socket.conn, REALTIME_COALESCING);
    // Plain listeners rather than @SubscribeMessage: the HTTP pipeline (envelope, validation pipe) is global
    // and would wrap or refuse these small acks.
    socket.on('subscribe', (payload, ack) => ack?.(this.move(socket, payload, 'join')));
    socket.on('unsubscribe', (payload, ack) => ack?.(this.move(socket, payload, 'leave')));
  }

  private async authenticate(socket: RealtimeSocket): Promise<ExtendedError | undefined> {
    const fromAuth: unknown = socket.handshake.auth?.token;
    const fromQuery: unknown = socket.handshake.query?.token;
    const token = typeof fromAuth === 'string' ? fromAuth : typeof fromQuery === 'string' ? fromQuery : '';
    if (!token) return unauthorized();
    const auth = await this.resolver().resolve(token);
    if (!auth) return unauthorized();
    socket.data.auth = auth;
    return undefined;
  }

  private move(socket: RealtimeSocket, payload: unknown, how: 'join' | 'leave'): SubscribeAck {
    const room: unknown = typeof payload === 'object' && payload !== null ? (payload as { room?: unknown }).room : undefined;
    if (!isClientRoom(room)) return { ok: false, reason: 'invalidRoom' };
    const name = tenantRoom(socket.data.auth.enterpriseId, room);
    void (how === 'join' ? socket.join(name) : socket.leave(name));
    return { ok: true };
  }

  /** Looked up across the app: the identity area provides it, and core must not import an area. */
  private resolver(): SessionResolver {
    this.sessions ??= this.moduleRef.get<SessionResolver>(SESSION_RESOLVER, { strict: false });
    return this.sessions;
  }
}

const unauthorized = (): ExtendedError => Object.assign(new Error('unauthorized'), { data: { type: 402 } });
