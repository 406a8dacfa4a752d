import type { Socket as NetSocket } from 'node:net';
import type { Socket } from 'socket.io';

type EngineSocket = Socket['conn'];

/**
 * The packets engine.io flushes to a websocket together leave in one system call. engine.io hands its buffer to the
 * transport as one batch (what queued while the previous write was under way), but ws writes each frame on its own
 * (corking only a frame's header with its body): at thousands of live readings a second one `writev` per push was
 * the api's largest single cost in the ingest bench. The TCP socket is corked for the flush and uncorked after it.
 */
export function batchFlushedWrites(conn: EngineSocket): void {
  const engine = conn as unknown as { flush(): void };
  const flush = engine.flush.bind(conn);
  engine.flush = () => {
    const raw = tcpSocketOf(conn);
    if (!raw || raw.destroyed) return flush();
    raw.cork();
    try {
      flush();
    } finally {
      raw.uncork();
    }
  };
}

/** engine.io's websocket transport holds a ws WebSocket whose `_socket` is the TCP socket; neither exposes cork. */
export function tcpSocketOf(conn: EngineSocket): NetSocket | undefined {
  const transport = conn.transport as unknown as { name?: string; socket?: { _socket?: NetSocket } } | undefined;
  return transport?.name === 'websocket' ? transport.socket?._socket : undefined;
}
