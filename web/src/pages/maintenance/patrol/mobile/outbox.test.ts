import { ApiError } from '@/api/api-error';
import { createStore } from 'idb-keyval';
import { indexedStore } from '../../offline/kept-store';
import { drain, keep, pending, type KeptStore } from './outbox';

let stores = 0;
/** A fresh IndexedDB database of kept answers for each test. */
const memory = (): KeptStore => indexedStore(null, createStore(`outbox-test-${++stores}`, 'kept'));
const entry = (id: number, value: boolean) => ({ task_point_id: id, results: [{ item_id: 1, value }] });

describe('patrol outbox', () => {
  it('keeps one entry per point, the latest answers, also kept at once', async () => {
    const store = memory();
    await keep(entry(1, true), store);
    await Promise.all([keep(entry(2, true), store), keep(entry(1, false), store)]);
    expect(await pending(store)).toEqual([entry(2, true), entry(1, false)]);
  });

  it('sends each once; stops while offline and keeps the rest; a refusal is not retried', async () => {
    const store = memory();
    for (const e of [entry(1, true), entry(2, true), entry(3, true)]) await keep(e, store);
    const sent: number[] = [];
    const offlineAt2 = (e: { task_point_id: number }): Promise<void> => {
      if (e.task_point_id === 2) return Promise.reject(new ApiError('down', 'network'));
      sent.push(e.task_point_id);
      return Promise.resolve();
    };
    expect(await drain(offlineAt2, store)).toBe(1);
    expect((await pending(store)).map((e) => e.task_point_id)).toEqual([2, 3]);
    const refusing = (e: { task_point_id: number }): Promise<void> => {
      sent.push(e.task_point_id);
      return e.task_point_id === 2 ? Promise.reject(new ApiError('请先在巡检点打卡', 'business')) : Promise.resolve();
    };
    expect(await drain(refusing, store)).toBe(2);
    expect(await pending(store)).toEqual([]);
    expect(sent).toEqual([1, 2, 3]);
    expect(await drain(refusing, store)).toBe(0);
  });

  it('uploads kept photos and the signature once each, their ids joining the answers, before the answers go', async () => {
    const store = memory();
    const photo = (n: number) => ({ item_id: 3, name: `p${n}.jpg`, data: `data:image/jpeg;base64,${n}` });
    await keep({ task_point_id: 1, results: [{ item_id: 3, value: [40] }, { item_id: 4, value: null as unknown as number }], files: [photo(1), photo(2), { item_id: 4, name: 'signature.png', data: 'data:image/png;base64,x' }] }, store);
    const uploaded: string[] = [];
    let online = 1;
    const upload = (file: { name: string }): Promise<number> => {
      if (online-- <= 0) return Promise.reject(new ApiError('down', 'network'));
      uploaded.push(file.name);
      return Promise.resolve(100 + uploaded.length);
    };
    const sent: unknown[] = [];
    const send = (e: unknown): Promise<void> => {
      sent.push(e);
      return Promise.resolve();
    };
    expect(await drain(send, store, upload)).toBe(0);
    // The first upload's id is kept in the entry: it is not uploaded again.
    expect((await pending(store))[0]).toMatchObject({ results: [{ item_id: 3, value: [40, 101] }, { item_id: 4, value: null }], files: [photo(2), { item_id: 4 }] });
    online = 10;
    expect(await drain(send, store, upload)).toBe(1);
    expect(uploaded).toEqual(['p1.jpg', 'p2.jpg', 'signature.png']);
    expect(sent).toEqual([{ task_point_id: 1, results: [{ item_id: 3, value: [40, 101, 102] }, { item_id: 4, value: 103 }] }]);
    expect(await pending(store)).toEqual([]);
  });
});
