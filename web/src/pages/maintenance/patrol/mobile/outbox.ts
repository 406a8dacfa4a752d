import type { CheckValue, PatrolSubmitRequest } from '@gengyun/contracts';
import { ApiError } from '@/api/api-error';

const KEY = 'gengyun.patrol.outbox';

/** Where kept results live: the phone's local storage (a test passes its own). */
export interface OutboxStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A photo or signature taken while offline, kept as a `data:` URL until it can be uploaded for its item. */
export interface KeptFile {
  item_id: number;
  name: string;
  data: string;
}

/** A point's answers kept on the phone, with the files still to upload (their ids join the item's answer). */
export type KeptSubmission = PatrolSubmitRequest & { files?: KeptFile[] };

const read = (store: OutboxStore): KeptSubmission[] => {
  try {
    return JSON.parse(store.getItem(KEY) ?? '[]') as KeptSubmission[];
  } catch {
    return [];
  }
};
const write = (store: OutboxStore, entries: readonly KeptSubmission[]): void => store.setItem(KEY, JSON.stringify(entries));
const replace = (store: OutboxStore, entry: KeptSubmission): void => write(store, read(store).map((e) => (e.task_point_id === entry.task_point_id ? entry : e)));
const drop = (store: OutboxStore, taskPointId: number): void => write(store, read(store).filter((e) => e.task_point_id !== taskPointId));

/** Results kept on the phone while the connection is down, one entry per point (the latest answers win). */
export const pending = (store: OutboxStore = localStorage): KeptSubmission[] => read(store);

export function keep(entry: KeptSubmission, store: OutboxStore = localStorage): void {
  write(store, [...read(store).filter((e) => e.task_point_id !== entry.task_point_id), entry]);
}

/** A failure the phone should retry later: no answer reached it (the server's refusals are final). */
export const isOffline = (error: unknown): boolean => error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/** An uploaded file's id in its item's answer: one more photo, or the signature. */
const withFile = (entry: KeptSubmission, itemId: number, fileId: number): KeptSubmission => ({
  ...entry,
  results: entry.results.map((r) => {
    if (r.item_id !== itemId) return r;
    const value: CheckValue = Array.isArray(r.value) ? [...(r.value as number[]), fileId] : fileId;
    return { ...r, value };
  }),
});

/**
 * Sends what is kept, in order: first an entry's kept files (each uploaded once — its id is written into the entry as
 * soon as the upload answers), then its answers. An entry leaves the phone once the server answered it — accepted or
 * refused; the server takes a repeated submission as the same answers (a failed item opens its order once, files
 * already bound to the row are accepted again), so an entry sent twice over a flaky link changes nothing more. Stops at
 * the first upload or entry that still cannot be sent. A file the server refuses is left out (the answers then go
 * without it, and the server says what is missing).
 */
export async function drain(
  send: (entry: PatrolSubmitRequest) => Promise<unknown>,
  store: OutboxStore = localStorage,
  upload: (file: KeptFile) => Promise<number> = () => Promise.reject(new ApiError('offline', 'network')),
): Promise<number> {
  let sent = 0;
  for (const kept of read(store)) {
    let entry = kept;
    while (entry.files?.length) {
      const [file, ...rest] = entry.files;
      try {
        const id = await upload(file as KeptFile);
        entry = withFile({ ...entry, files: rest }, (file as KeptFile).item_id, id);
      } catch (error) {
        if (isOffline(error)) return sent;
        entry = { ...entry, files: rest };
      }
      replace(store, entry);
    }
    try {
      await send({ task_point_id: entry.task_point_id, results: entry.results });
    } catch (error) {
      if (isOffline(error)) break;
    }
    drop(store, entry.task_point_id);
    sent++;
  }
  return sent;
}
