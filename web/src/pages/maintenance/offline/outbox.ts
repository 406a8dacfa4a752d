import { ApiError } from '@/api/api-error';
import { keptStore, type KeptStore } from './kept-store';

export type { KeptStore };

/** A photo or signature taken while offline, kept as a `data:` URL until it can be uploaded for its item. */
export interface KeptFile {
  item_id: number;
  name: string;
  data: string;
}

/** What a kind of kept answers is: its storage key, what one entry answers (one per id, the latest wins), and its request. */
export interface OutboxKind<E extends { files?: KeptFile[] }, S> {
  key: string;
  idOf: (entry: E) => number;
  /** An uploaded file's id joined to its item's answer (one more photo, or the signature). */
  withFile: (entry: E, itemId: number, fileId: number) => E;
  /** The request the entry is sent as, without its kept files. */
  body: (entry: E) => S;
}

/** A failure the phone should retry later: no answer reached it (the server's refusals are final). */
export const isOffline = (error: unknown): boolean => error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/**
 * Answers kept on the phone while the connection is down (the patrol page's results, an order's checklist answers),
 * sent when it returns: never lost, and never sent twice once the server has answered.
 */
export function outbox<E extends { files?: KeptFile[] }, S>(kind: OutboxKind<E, S>) {
  /** The key's entries, one per id (the last kept wins; a list moved in from local storage may repeat an id). */
  const entries = (value: unknown): E[] => {
    const list = Array.isArray(value) ? (value as E[]) : [];
    const last = new Map(list.map((e) => [kind.idOf(e), e]));
    return list.filter((e) => last.get(kind.idOf(e)) === e);
  };
  const read = async (store: KeptStore): Promise<E[]> => entries(await store.read(kind.key));
  const change = (store: KeptStore, fn: (list: E[]) => E[]): Promise<void> => store.change(kind.key, (current) => fn(entries(current)));
  const replace = (store: KeptStore, entry: E): Promise<void> => change(store, (list) => list.map((e) => (kind.idOf(e) === kind.idOf(entry) ? entry : e)));
  /** Drops the entry sent, unless a newer answer replaced it meanwhile (that one waits for the next drain). */
  const drop = (store: KeptStore, sent: E): Promise<void> => change(store, (list) => list.filter((e) => kind.idOf(e) !== kind.idOf(sent) || JSON.stringify(e) !== JSON.stringify(sent)));
  // One drain at a time per store: a page opening as the phone comes back online must not send an entry twice.
  const draining = new Map<KeptStore, Promise<number>>();

  return {
    /** What is kept, one entry per id (the latest answers). */
    pending: (store: KeptStore = keptStore()): Promise<E[]> => read(store),

    keep: (entry: E, store: KeptStore = keptStore()): Promise<void> => change(store, (list) => [...list.filter((e) => kind.idOf(e) !== kind.idOf(entry)), entry]),

    /** Keeps `fn` of what is kept for `id` (nothing yet: undefined), read and written as one step: two photos kept at once both stay. */
    amend: (id: number, fn: (kept: E | undefined) => E, store: KeptStore = keptStore()): Promise<void> =>
      change(store, (list) => {
        const entry = fn(list.find((e) => kind.idOf(e) === id));
        return [...list.filter((e) => kind.idOf(e) !== id), entry];
      }),

    /**
     * Sends what is kept, in order: first an entry's kept files (each uploaded once — its id is written into the entry
     * as soon as the upload answers), then its answers. An entry leaves the phone once the server answered it —
     * accepted or refused; the server takes a repeated answer as the same answer (a failed item opens its order once,
     * files already bound to the row are accepted again), so an entry sent twice over a flaky link changes nothing
     * more. Stops at the first upload or entry that still cannot be sent. A file the server refuses is left out (the
     * answers then go without it, and the server says what is missing). An entry kept again while it is being sent
     * (a newer answer) stays for the next drain.
     */
    drain: (
      send: (body: S) => Promise<unknown>,
      store: KeptStore = keptStore(),
      upload: (file: KeptFile) => Promise<number> = () => Promise.reject(new ApiError('offline', 'network')),
    ): Promise<number> => {
      const running = draining.get(store);
      if (running) return running;
      const run = sendAll(send, store, upload).finally(() => draining.delete(store));
      draining.set(store, run);
      return run;
    },
  };

  async function sendAll(send: (body: S) => Promise<unknown>, store: KeptStore, upload: (file: KeptFile) => Promise<number>): Promise<number> {
    let sent = 0;
    for (const kept of await read(store)) {
      let entry = kept;
      while (entry.files?.length) {
        const [file, ...rest] = entry.files;
        try {
          const id = await upload(file as KeptFile);
          entry = kind.withFile({ ...entry, files: rest }, (file as KeptFile).item_id, id);
        } catch (error) {
          if (isOffline(error)) return sent;
          entry = { ...entry, files: rest };
        }
        await replace(store, entry);
      }
      try {
        await send(kind.body(entry));
      } catch (error) {
        if (isOffline(error)) break;
      }
      await drop(store, entry);
      sent++;
    }
    return sent;
  }
}

/** A file's id added to an answer: one more photo (a list), or the signature (one id). */
export const answerWithFile = <V>(value: V, fileId: number): V | number[] | number => (Array.isArray(value) ? [...(value as number[]), fileId] : fileId);
