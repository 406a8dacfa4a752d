import { useSyncExternalStore } from 'react';
import type { ClientEventMap } from '@gengyun/contracts';

/** Test-only stand-in for '@/api/socket': events are fired by hand, reconnects bumped by hand. */
export function createSocketMock() {
  const handlers = new Map<string, Set<(payload: never) => void>>();
  const rooms: string[] = [];
  let reconnects = 0;
  const listeners = new Set<() => void>();
  const module = {
    useSocketEvent: <K extends keyof ClientEventMap>(name: K, handler: (payload: ClientEventMap[K]) => void) => {
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set);
      // The latest handler of each mounted hook: replace by identity of the hook slot is overkill here.
      set.clear();
      set.add(handler as (payload: never) => void);
    },
    useRoom: (room: string | null) => {
      if (room && !rooms.includes(room)) rooms.push(room);
    },
    useSocketStatus: () => 'connected' as const,
    useRoomJoined: (room: string) => rooms.includes(room),
    useReconnects: () =>
      useSyncExternalStore(
        (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        () => reconnects,
      ),
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
  };
}
