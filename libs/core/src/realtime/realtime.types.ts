import type { Server, Socket } from 'socket.io';
import type { ClientEventMap, ClientRoom, ServerEventMap, SubscribeAck } from '@gengyun/contracts';
import type { AuthContext } from '../auth/auth-context';
import type { DomainEventMap } from '../events/domain-events';
import type { Push } from './push';

/** Server → browser events, as Socket.IO listener signatures. */
export type ClientEvents = { [K in keyof ClientEventMap]: (payload: ClientEventMap[K]) => void };
/** Browser → server events; each answers through its ack. */
export type ServerEvents = { [K in keyof ServerEventMap]: (payload: ServerEventMap[K], ack?: (answer: SubscribeAck) => void) => void };
/** Between the processes sharing the Redis stream. */
export interface InterServerEvents {
  'gy:push': (push: Push) => void;
  'gy:access': (change: DomainEventMap['access.changed']) => void;
}
export interface SocketData {
  auth: AuthContext;
  /** Kept in memory only, to resolve the session again when its rights change. */
  token: string;
}

export type RealtimeServer = Server<ServerEvents, ClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ServerEvents, ClientEvents, InterServerEvents, SocketData>;

/**
 * A client room as the server names it: every subscribable room lives inside its enterprise
 * (`ent:3:meter:12`), so a client of another enterprise that asks for `meter:12` joins an empty room.
 */
export const tenantRoom = (enterpriseId: number, room: ClientRoom): string => `ent:${enterpriseId}:${room}`;
/** Server-side only: every socket of one session, so revoking a session can close them. */
export const sessionRoom = (sessionId: number): string => `sess:${sessionId}`;
