import type { Socket } from 'socket.io';
import { batchFlushedWrites, FLUSH_GAP_MS } from './realtime.write-batch';

/** An engine.io connection on a websocket whose flushes are counted, with the TCP socket's cork state. */
function fakeConnection() {
  const raw = { destroyed: false, corked: 0, cork: () => void raw.corked++, uncork: () => void raw.corked-- };
  const conn = { flushes: [] as number[], transport: { name: 'websocket', socket: { _socket: raw } }, flush: () => void conn.flushes.push(raw.corked) };
  batchFlushedWrites(conn as unknown as Socket['conn']);
  return conn;
}

describe('batchFlushedWrites', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('flushes at once, corked, when the last flush is a gap ago', () => {
    const conn = fakeConnection();
    conn.flush();
    expect(conn.flushes).toEqual([1]);
    jest.advanceTimersByTime(FLUSH_GAP_MS);
    conn.flush();
    expect(conn.flushes).toEqual([1, 1]);
  });

  it('holds flushes asked for within the gap and makes them one at its end', () => {
    const conn = fakeConnection();
    conn.flush();
    conn.flush();
    conn.flush();
    jest.advanceTimersByTime(FLUSH_GAP_MS - 1);
    conn.flush();
    expect(conn.flushes).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(conn.flushes).toHaveLength(2);
    jest.advanceTimersByTime(FLUSH_GAP_MS * 10);
    expect(conn.flushes).toHaveLength(2);
  });

  it('leaves a connection without a websocket (polling) as it is', () => {
    const conn = fakeConnection();
    conn.transport.name = 'polling';
    conn.flush();
    conn.flush();
    expect(conn.flushes).toEqual([0, 0]);
  });
});
