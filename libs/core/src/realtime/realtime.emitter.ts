import type { BroadcastOperator } from 'socket.io';
import type { ClientEvents, RealtimeServer, SocketData } from './realtime.types';

/**
 * Sends typed events to rooms, from any process: in the api it is the gateway's server; in the worker a
 * Socket.IO server with no HTTP attached, writing to the same Redis stream the api processes read.
 */
export class RealtimeEmitter {
  private server?: RealtimeServer;

  attach(server: RealtimeServer): void {
    this.server = server;
  }

  to(room: string | string[]): BroadcastOperator<ClientEvents, SocketData> {
    if (!this.server) throw new Error('Realtime server is not started');
    return this.server.to(room);
  }

  /** Closes every socket in a room, on every api process. */
  disconnect(room: string): void {
    this.server?.in(room).disconnectSockets(true);
  }
}
