import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ClientEventMap, ClientRoom, ServerEventMap, SubscribeAck } from '@gengyun/contracts';
import { createStore, useStore } from '@/app/create-store';
import { currentToken, sessionStore } from '@/app/session-store';

type Listener<K extends keyof ClientEventMap> = (payload: ClientEventMap[K]) => void;
type ServerEvents = { [K in keyof ServerEventMap]: (payload: ServerEventMap[K], ack: (answer: SubscribeAck) => void) => void };
type ClientEvents = { [K in keyof ClientEventMap]: Listener<K> };
type AppSocket = Socket<ClientEvents, ServerEvents>;

export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';
/** Connection state for the header and for pages that show "live" or "reconnecting". */
export const socketStatusStore = createStore<SocketStatus>('idle');
export const useSocketStatus = (): SocketStatus => useStore(socketStatusStore);

/** Bumped on every (re)connect after the first: pages refetch their snapshot then, not only new events. */
export const reconnectStore = createStore(0);
export const useReconnects = (): number => useStore(reconnectStore);

let socket: AppSocket | null = null;
const rooms = new Map<ClientRoom, number>();

/** Rooms the server has confirmed joining on the current connection (pushes to them now arrive). */
export const joinedRoomsStore = createStore<ReadonlySet<ClientRoom>>(new Set());
/** Whether the server has confirmed this tab in `room`. */
export const useRoomJoined = (room: ClientRoom): boolean => useStore(joinedRoomsStore).has(room);
const setJoined = (room: ClientRoom, joined: boolean): void =>
  joinedRoomsStore.set((current) => {
    if (current.has(room) === joined) return current;
    const next = new Set(current);
    if (joined) next.add(room);
    else next.delete(room);
    return next;
  });
const subscribe = (s: AppSocket, room: ClientRoom): void => {
  s.emit('subscribe', { room }, (ack) => {
    if (ack?.ok && rooms.has(room)) setJoined(room, true);
  });
};

/** One WebSocket per logged-in tab, authenticated with the session token; closed when the session ends. */
export function getSocket(): AppSocket | null {
  const token = currentToken();
  if (!token) return null;
  if (socket) return socket;
  const created: AppSocket = io({ transports: ['websocket'], auth: { token } });
  let connectedBefore = false;
  socketStatusStore.set('connecting');
  created.on('connect', () => {
    socketStatusStore.set('connected');
    for (const room of rooms.keys()) subscribe(created, room);
    if (connectedBefore) reconnectStore.set(reconnectStore.get() + 1);
    connectedBefore = true;
  });
  created.on('disconnect', () => {
    socketStatusStore.set('disconnected');
    joinedRoomsStore.set(new Set());
  });
  created.on('session.revoked', () => closeSocket());
  socket = created;
  return created;
}

export function closeSocket(): void {
  socket?.disconnect();
  socket = null;
  rooms.clear();
  joinedRoomsStore.set(new Set());
  socketStatusStore.set('idle');
}

sessionStore.subscribe(() => {
  if (!currentToken()) closeSocket();
});

/** Calls `handler` for each event of that name while the component is mounted. */
export function useSocketEvent<K extends keyof ClientEventMap>(name: K, handler: Listener<K>): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const s = getSocket();
    if (!s) return undefined;
    const listener = ((payload: ClientEventMap[K]) => latest.current(payload)) as ClientEvents[K];
    s.on(name, listener as never);
    return () => {
      s.off(name, listener as never);
    };
  }, [name]);
}

/** Joins one of the enterprise's rooms (e.g. `meter:12`, `alarms`) while mounted; shared rooms are counted. */
export function useRoom(room: ClientRoom | null): void {
  useEffect(() => {
    const s = room ? getSocket() : null;
    if (!s || !room) return undefined;
    const holders = rooms.get(room) ?? 0;
    rooms.set(room, holders + 1);
    if (holders === 0 && s.connected) subscribe(s, room);
    return () => {
      const left = (rooms.get(room) ?? 1) - 1;
      if (left > 0) rooms.set(room, left);
      else {
        rooms.delete(room);
        setJoined(room, false);
        s.emit('unsubscribe', { room }, () => undefined);
      }
    };
  }, [room]);
}
