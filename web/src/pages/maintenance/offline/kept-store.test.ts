import { createStore, get } from 'idb-keyval';
import { checkOutbox, type KeptAnswer } from '../check/check-outbox';
import { indexedStore } from './kept-store';

const KEY = 'gengyun.check.outbox';
let stores = 0;
const fresh = () => createStore(`kept-test-${++stores}`, 'kept');

/** A local storage of the phone's 5 MB: a write past it throws, as browsers do. */
const fiveMegabytes = (): Storage => {
  const data = new Map<string, string>();
  const size = () => [...data.values()].reduce((n, v) => n + v.length * 2, 0);
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => {
      const before = data.get(k);
      data.set(k, v);
      if (size() > 5 * 1024 * 1024) {
        if (before === undefined) data.delete(k);
        else data.set(k, before);
        throw new DOMException('quota', 'QuotaExceededError');
      }
    },
  };
};
/** A phone photo as a data URL, about 300 KB. */
const photo = (itemId: number, n: number) => ({ item_id: itemId, name: `p${n}.jpg`, data: `data:image/jpeg;base64,${String(n).padStart(6, '0')}${'A'.repeat(300_000)}` });

describe('kept answers on the phone (IndexedDB)', () => {
  it('keeps dozens of photos offline, far past what local storage holds, and reads them back whole', async () => {
    const store = indexedStore(null, fresh());
    const entries: KeptAnswer[] = Array.from({ length: 4 }, (_, row) => ({ id: row + 1, work_order_id: 9, value: [], files: Array.from({ length: 15 }, (_, n) => photo(row + 1, row * 15 + n)) }));
    for (const e of entries) await checkOutbox.keep(e, store);
    const kept = await checkOutbox.pending(store);
    expect(kept.flatMap((e) => e.files ?? [])).toHaveLength(60);
    expect(kept).toEqual(entries);
    // The same sixty photos do not fit the phone's local storage.
    expect(() => fiveMegabytes().setItem(KEY, JSON.stringify(entries))).toThrow();
  });

  it('moves what an earlier version kept in local storage into IndexedDB on first use, once, and sends it', async () => {
    const legacy = fiveMegabytes();
    const old: KeptAnswer[] = [{ id: 1, work_order_id: 3, value: [], files: [photo(1, 1)] }, { id: 2, work_order_id: 3, value: true }];
    legacy.setItem(KEY, JSON.stringify(old));
    legacy.setItem('other', 'stays');
    const db = fresh();
    const store = indexedStore(legacy, db);
    await checkOutbox.keep({ id: 5, work_order_id: 4, value: false }, store);
    expect(await checkOutbox.pending(store)).toEqual([...old, { id: 5, work_order_id: 4, value: false }]);
    expect(legacy.getItem(KEY)).toBeNull();
    expect(legacy.getItem('other')).toBe('stays');
    expect(await get(KEY, db)).toHaveLength(3);
    // A later page load finds nothing left to move and keeps what IndexedDB holds.
    expect(await checkOutbox.pending(indexedStore(legacy, db))).toHaveLength(3);
    const sent: unknown[] = [];
    const uploads: string[] = [];
    const n = await checkOutbox.drain((body) => Promise.resolve(sent.push(body)), store, (file) => Promise.resolve(uploads.push(file.name) + 100));
    expect([n, uploads, sent]).toEqual([3, ['p1.jpg'], [{ id: 1, value: [101] }, { id: 2, value: true }, { id: 5, value: false }]]);
    expect(await checkOutbox.pending(store)).toEqual([]);
  });

  it('two photos kept at once both stay with their row', async () => {
    const store = indexedStore(null, fresh());
    const add = (n: number) => checkOutbox.amend(1, (e) => ({ id: 1, work_order_id: 3, value: [], files: [...(e?.files ?? []), photo(1, n)] }), store);
    await Promise.all([add(1), add(2), add(3)]);
    expect((await checkOutbox.pending(store))[0]?.files?.map((f) => f.name)).toEqual(['p1.jpg', 'p2.jpg', 'p3.jpg']);
  });
});
