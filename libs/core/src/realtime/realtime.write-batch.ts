import type { Socket as NetSocket } from 'node:net';
import type { Socket } from 'socket.io';

type EngineSocket = Socket['conn'];

/**
 * The least time between two flushes of one connection. Under a stream of pushes every flush costs a system call
 * and wakes the reader however few packets it carries; holding the next flush this long lets one `writev` carry what a
 * few milliseconds bring (at 5,000 readings a second the api's thread spent a tenth of its time in `writev`), and a
 * push after a quiet moment still leaves at once.
 */
export const FLUSH_GAP_MS = 5;

/**
 * The packets engine.io flushes to a websocket together leave in one system call. engine.io hands its buffer to the
 * transport as one batch (what queued while the previous write was under way), but ws writes each frame on its own
 * (corking only a frame's header with its body): at thousands of live readings a second one `writev` per push was
 * the api's largest single cost in the ingest bench. The TCP socket is corked for the flush and uncorked after it, and
 * a flush coming sooner than `gapMs` after the previous one waits for the rest of the gap.
 */
export function batchFlushedWrites(conn: EngineSocket, gapMs = FLUSH_GAP_MS): void {
  const engine = conn as unknown as { flush(): void };
  const flush = engine.flush.bind(conn);
  let last = -Infinity;
  let later: NodeJS.Timeout | undefined;
  engine.flush = () => {
    const raw = tcpSocketOf(conn);
    if (!raw || raw.destroyed) return flush();
    const wait = last + gapMs - performance.now();
    if (wait > 0) {
      later ??= setTimeout(() => {
        later = undefined;
        engine.flush();
      }, wait);
      return;
    }
    last = performance.now();
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
