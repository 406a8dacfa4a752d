import { DataScope } from '@gengyun/contracts';
import type { TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { P, addPart, addWarehouse, member, ok, putIn, stockOf, withTwoStores, world, type Warehouse, type World } from './support';

type BinRow = { bin_id: number | null; bin_code: string | null; parts: number; places: number; on_hand: number; reserved: number; available: number };

/** Bin-level views of a warehouse (issue 15 item 2): what each bin holds, and one bin's places, through the warehouse scope. */
describe(`inventory stock by bin (${testDbKind()})`, () => {
  let t: TestApp, w: World, store: Warehouse, other: Warehouse;
  withTwoStores((s) => ({ t, w, store, other } = s));

  const call = (path: string, body: Record<string, unknown>, who = w.admin) => t.post(path, body, who.token);
  const binOf = (wh: Warehouse, i: number) => wh.bins[i]?.id as number;

  it('sums each bin of a warehouse (empty ones as zeros, stock without a bin last) and lists one bin’s places', async () => {
    const [a, b, c] = [await addPart(t, w.admin), await addPart(t, w.admin, { batch_tracking: true }), await addPart(t, w.admin)];
    await putIn(t, w.admin, store, [
      { part_id: a.id, bin_id: binOf(store, 0), quantity: 5, unit_price: '1' },
      { part_id: b.id, bin_id: binOf(store, 0), batch_no: 'L1', quantity: 3, unit_price: '1' },
      { part_id: b.id, bin_id: binOf(store, 0), batch_no: 'L2', quantity: 1, unit_price: '1' },
      { part_id: c.id, quantity: 4, unit_price: '1' },
    ]).expect(200);
    const rows = await ok<BinRow[]>(t, '/stock/byBin', { warehouse_id: store.id }, w.admin);
    expect(rows).toEqual([
      { bin_id: binOf(store, 0), bin_code: 'A-01', bin_name: null, parts: 2, places: 3, on_hand: 9, reserved: 0, available: 9 },
      { bin_id: binOf(store, 1), bin_code: 'A-02', bin_name: null, parts: 0, places: 0, on_hand: 0, reserved: 0, available: 0 },
      { bin_id: null, bin_code: null, bin_name: null, parts: 1, places: 1, on_hand: 4, reserved: 0, available: 4 },
    ]);
    const inBin = await stockOf(t, w.admin, { bin_id: binOf(store, 0) });
    expect(inBin.map((r) => [r.part_id, r.batch_no, r.on_hand]).sort()).toEqual([[a.id, null, 5], [b.id, 'L1', 3], [b.id, 'L2', 1]].sort());
    // An empty warehouse answers its bins with zeros.
    expect((await ok<BinRow[]>(t, '/stock/byBin', { warehouse_id: other.id }, w.admin)).map((r) => [r.bin_code, r.on_hand])).toEqual([['A-01', 0], ['A-02', 0]]);
  });

  it('keeps a warehouse-limited storekeeper to their warehouses: another’s bins and bin are "not found"', async () => {
    const keeper = await member(t, w, [P.stock.list], { scopes: { [DataScope.warehouse]: [other.id] } });
    expect((await call('/stock/byBin', { warehouse_id: store.id }, keeper)).status).toBe(404);
    expect((await call('/stock/pageList', { bin_id: binOf(store, 0) }, keeper)).status).toBe(404);
    expect((await ok<BinRow[]>(t, '/stock/byBin', { warehouse_id: other.id }, keeper)).map((r) => r.bin_id)).toEqual([binOf(other, 0), binOf(other, 1)]);
    expect(await stockOf(t, keeper, { bin_id: binOf(other, 1) })).toEqual([]);
  });

  it('answers another enterprise’s warehouse or bin as "not found", a malformed body 422, no permission 403', async () => {
    const foreign = await world(t);
    const theirs = await addWarehouse(t, foreign.admin);
    expect((await call('/stock/byBin', { warehouse_id: theirs.id })).status).toBe(404);
    expect((await call('/stock/pageList', { bin_id: binOf(theirs, 0) })).status).toBe(404);
    expect((await call('/stock/byBin', { warehouse_id: 'x' })).status).toBe(422);
    expect((await call('/stock/byBin', {})).status).toBe(422);
    const nobody = await member(t, w, [P.sparePart.list]);
    expect((await call('/stock/byBin', { warehouse_id: store.id }, nobody)).status).toBe(403);
  });
});
