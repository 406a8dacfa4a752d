import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ClientEventMap } from '@gengyun/contracts';

/** Test-only stand-in for '@/api/socket': events are fired by hand, reconnects bumped by hand. */
function createSocketMock() {
  const handlers = new Map<string, Set<(payload: never) => void>>();
  const rooms: string[] = [];
  let reconnects = 0;
  let status: 'connecting' | 'connected' | 'disconnected' = 'connected';
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const module = {
    // As the real hook: every mounted hook hears the event (with its latest handler) until it unmounts.
    useSocketEvent: <K extends keyof ClientEventMap>(name: K, handler: (payload: ClientEventMap[K]) => void) => {
      const latest = useRef(handler);
      latest.current = handler;
      useEffect(() => {
        const set = handlers.get(name) ?? new Set();
        handlers.set(name, set);
        const listener = ((payload: ClientEventMap[K]) => latest.current(payload)) as (payload: never) => void;
        set.add(listener);
        return () => void set.delete(listener);
      }, [name]);
    },
    useRoom: (room: string | null) => {
      if (room && !rooms.includes(room)) rooms.push(room);
    },
    useSocketStatus: () => useSyncExternalStore(subscribe, () => status),
    useRoomJoined: (room: string) => rooms.includes(room),
    useReconnects: () => useSyncExternalStore(subscribe, () => reconnects),
  };
  return {
    module,
    rooms,
    emit<K extends keyof ClientEventMap>(name: K, payload: ClientEventMap[K]) {
      handlers.get(name)?.forEach((handler) => (handler as (p: ClientEventMap[K]) => void)(payload));
    },
    reconnect() {
      reconnects += 1;
      listeners.forEach((listener) => listener());
    },
    /** The connection's state as the header and live pages see it (connected unless set). */
    setStatus(next: typeof status) {
      status = next;
      listeners.forEach((listener) => listener());
    },
    /** Between tests: no listeners, no rooms joined, no reconnect yet. */
    reset() {
      handlers.clear();
      rooms.length = 0;
      reconnects = 0;
      status = 'connected';
      listeners.forEach((listener) => listener());
    },
  };
}

/**
 * The test file's stand-in (each file that mocks a module runs in a worker of its own, so one per file):
 *   import { socketMock } from '<…>/test/socket-mock';
 *   vi.mock('@/api/socket', async () => (await import('<…>/test/socket-mock')).socketMock.module);
 * then `socketMock.emit(name, payload)`, `socketMock.reconnect()`, `socketMock.rooms`, `socketMock.reset()`.
 */
export const socketMock = createSocketMock();
