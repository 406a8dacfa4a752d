import { createStore, get, update, type UseStore } from 'idb-keyval';

/**
 * Where kept answers live, a list per key: `change` reads and writes a key's list as one step (nothing else changes it
 * in between), so an answer kept while a drain runs is never lost.
 */
export interface KeptStore {
  read(key: string): Promise<unknown>;
  change(key: string, fn: (current: unknown) => unknown[]): Promise<void>;
}

/** The phone's IndexedDB database for kept answers (photos and signatures included: far more room than local storage). */
export const KEPT_DATABASE = { name: 'gengyun-offline', store: 'kept' } as const;

const parsed = (text: string | null): unknown[] => {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

/**
 * Kept answers in IndexedDB. What an earlier version kept in local storage under the same key moves in when the key is
 * next used (before what IndexedDB already holds, being older), and leaves local storage once written here; should two
 * reads move it at once, the outbox keeps one entry per id.
 */
export function indexedStore(legacy: Pick<Storage, 'getItem' | 'removeItem'> | null, db: UseStore = createStore(KEPT_DATABASE.name, KEPT_DATABASE.store)): KeptStore {
  const migrated = async (key: string): Promise<void> => {
    const old = legacy?.getItem(key) ?? null;
    if (old === null) return;
    await update(key, (current: unknown) => [...parsed(old), ...(Array.isArray(current) ? current : [])], db);
    legacy?.removeItem(key);
  };
  return {
    read: async (key) => {
      await migrated(key);
      return get(key, db);
    },
    change: async (key, fn) => {
      await migrated(key);
      await update(key, (current: unknown) => fn(current), db);
    },
  };
}

/** Kept answers in a `Storage` (local storage where a browser has no IndexedDB; tests). */
export function storageStore(storage: Pick<Storage, 'getItem' | 'setItem'>): KeptStore {
  return {
    read: (key) => Promise.resolve(parsed(storage.getItem(key))),
    change: (key, fn) => Promise.resolve(storage.setItem(key, JSON.stringify(fn(parsed(storage.getItem(key)))))),
  };
}

let phone: KeptStore | undefined;

/** The phone's store: IndexedDB, or local storage in a browser without it. */
export function keptStore(): KeptStore {
  phone ??= typeof indexedDB === 'undefined' ? storageStore(localStorage) : indexedStore(typeof localStorage === 'undefined' ? null : localStorage);
  return phone;
}
