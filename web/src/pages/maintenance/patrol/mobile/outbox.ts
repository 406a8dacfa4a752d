import type { PatrolSubmitRequest } from '@gengyun/contracts';
import { ApiError } from '@/api/api-error';

const KEY = 'gengyun.patrol.outbox';

/** Where kept results live: the phone's local storage (a test passes its own). */
export interface OutboxStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const read = (store: OutboxStore): PatrolSubmitRequest[] => {
  try {
    return JSON.parse(store.getItem(KEY) ?? '[]') as PatrolSubmitRequest[];
  } catch {
    return [];
  }
};

/** Results kept on the phone while the connection is down, one entry per point (the latest answers win). */
export const pending = (store: OutboxStore = localStorage): PatrolSubmitRequest[] => read(store);

export function keep(entry: PatrolSubmitRequest, store: OutboxStore = localStorage): void {
  store.setItem(KEY, JSON.stringify([...read(store).filter((e) => e.task_point_id !== entry.task_point_id), entry]));
}

/** A failure the phone should retry later: no answer reached it (the server's refusals are final). */
export const isOffline = (error: unknown): boolean => error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/**
 * Sends what is kept, in order. An entry leaves the phone once the server answered it — accepted or refused; the
 * server takes a repeated submission as the same answers (a failed item opens its order once), so an entry sent twice
 * over a flaky link changes nothing more. Stops at the first entry that still cannot be sent.
 */
export async function drain(send: (entry: PatrolSubmitRequest) => Promise<unknown>, store: OutboxStore = localStorage): Promise<number> {
  let sent = 0;
  for (const entry of read(store)) {
    try {
      await send(entry);
    } catch (error) {
      if (isOffline(error)) break;
    }
    store.setItem(KEY, JSON.stringify(read(store).filter((e) => e.task_point_id !== entry.task_point_id)));
    sent++;
  }
  return sent;
}
