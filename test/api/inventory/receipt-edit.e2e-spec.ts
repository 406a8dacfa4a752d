import { DataScope } from '@gengyun/contracts';
import type { TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { P, addPart, addWarehouse, member, ok, putIn, uniq, withTwoStores, world, type Part, type Warehouse, type World } from './support';

type ReceiptLine = { part_id: number; bin_id: number | null; batch_no: string | null; quantity: number; unit_price: string | null };
type Receipt = { id: number; status: string; version: number; warehouse_id: number; supplier_id: number | null; expected_date: string | null; reason: string | null; lines: ReceiptLine[] };
type ByPart = { part_id: number; on_hand: number; on_order: number };

/** Pending receipts edited at their version, and their own list's filters (issue 15 item 3). */
describe(`inventory pending receipts: edit and list (${testDbKind()})`, () => {
  let t: TestApp, w: World, store: Warehouse, other: Warehouse;
  withTwoStores((s) => ({ t, w, store, other } = s));

  const call = (path: string, body: Record<string, unknown>, who = w.admin) => t.post(path, body, who.token);
  const announce = async (body: Record<string, unknown>, who = w.admin) => (await call('/stockReceipt/add', { warehouse_id: store.id, ...body }, who).expect(200)).body.content as Receipt;
  const detail = (id: number, who = w.admin) => ok<Receipt>(t, '/stockReceipt/detail', { id }, who);
  const onOrder = async (part: Part, warehouse: Warehouse) =>
    (await ok<{ rows: ByPart[] }>(t, '/stock/byPart', { warehouse_id: warehouse.id, keyword: part.spare_part_code }, w.admin)).rows[0]?.on_order ?? 0;
  const ledgerRows = async (partId: number) => Number((await t.db.query('SELECT COUNT(*) AS n FROM inventory_stock_movement WHERE part_id = ?', [partId]))[0].n);

  it('replaces the lines, quantities and expected day at the version read; the confirmation writes what was saved last', async () => {
    const [a, b] = [await addPart(t, w.admin), await addPart(t, w.admin)];
    // Held in both warehouses, so stock by part lists them (with what is on order beside).
    await putIn(t, w.admin, store, [{ part_id: a.id, quantity: 1, unit_price: '2' }, { part_id: b.id, quantity: 1, unit_price: '1' }]).expect(200);
    await putIn(t, w.admin, other, [{ part_id: a.id, quantity: 1, unit_price: '2' }]).expect(200);
    const saved = await announce({ expected_date: '2026-12-01', lines: [{ part_id: a.id, quantity: 5, unit_price: '2' }] });
    expect(saved).toMatchObject({ version: 1, expected_date: '2026-12-01' });
    const edit = { id: saved.id, version: 1, warehouse_id: store.id, expected_date: '2026-12-03', reason: '改期', lines: [{ part_id: a.id, bin_id: store.bins[1]?.id, quantity: 3, unit_price: '2.50' }, { part_id: b.id, quantity: 4, unit_price: '1' }] };
    const edited = await ok<Receipt>(t, '/stockReceipt/update', edit, w.admin);
    expect(edited).toMatchObject({ status: 'pending', version: 2, expected_date: '2026-12-03', reason: '改期' });
    expect(edited.lines).toEqual([
      expect.objectContaining({ part_id: a.id, bin_id: store.bins[1]?.id, quantity: 3, unit_price: '2.50' }),
      expect.objectContaining({ part_id: b.id, bin_id: null, quantity: 4, unit_price: '1.00' }),
    ]);
    expect([await onOrder(a, store), await onOrder(b, store)]).toEqual([3, 4]);

    // Saved again at the old version: SPEC's "get the latest data and retry", nothing changed.
    const stale = await call('/stockReceipt/update', { ...edit, lines: [{ part_id: a.id, quantity: 9, unit_price: '1' }] });
    expect([stale.status, stale.body.msg]).toEqual([409, '操作失败，请获取最新数据后重试']);
    expect((await detail(saved.id)).lines).toHaveLength(2);

    // Moved to the other warehouse: on order follows it.
    const moved = await ok<Receipt>(t, '/stockReceipt/update', { ...edit, version: 2, warehouse_id: other.id, lines: [{ part_id: a.id, quantity: 6, unit_price: '2' }] }, w.admin);
    expect(moved).toMatchObject({ warehouse_id: other.id, version: 3 });
    expect([await onOrder(a, store), await onOrder(a, other), await onOrder(b, store)]).toEqual([0, 6, 0]);

    const doc = await ok<{ movements: Array<{ part_id: number; quantity: number; warehouse_id: number }> }>(t, '/stockReceipt/confirm', { id: saved.id, version: 3 }, w.admin);
    expect(doc.movements).toEqual([expect.objectContaining({ part_id: a.id, quantity: 6, warehouse_id: other.id })]);
    // Confirmed: no longer editable.
    expect(await ledgerRows(a.id)).toBe(3);
    const late = await call('/stockReceipt/update', { ...edit, version: 4 });
    expect([late.status, late.body.msg]).toEqual([409, '该入库单已不是待入库状态']);
  });

  it('checks the edit as a put-in and changes nothing when refused', async () => {
    const part = await addPart(t, w.admin, { batch_tracking: true });
    const saved = await announce({ lines: [{ part_id: part.id, batch_no: 'B1', quantity: 2, unit_price: '1' }] });
    const foreign = await world(t);
    const [theirs, theirPart] = [await addWarehouse(t, foreign.admin), await addPart(t, foreign.admin)];
    const base = { id: saved.id, version: saved.version, warehouse_id: store.id };
    const good = { part_id: part.id, batch_no: 'B1', quantity: 1, unit_price: '1' };
    const refusals: Array<[Record<string, unknown>, number]> = [
      [{ ...base, warehouse_id: theirs.id, lines: [good] }, 404],
      [{ ...base, lines: [{ ...good, part_id: theirPart.id }] }, 404],
      [{ ...base, lines: [{ ...good, bin_id: other.bins[0]?.id }] }, 404],
      [{ ...base, lines: [{ ...good, unit_price: '1.234' }] }, 422],
      [{ ...base, lines: [{ ...good, batch_no: undefined }] }, 422],
      [{ ...base, lines: [{ ...good, quantity: 0 }] }, 422],
      [{ ...base, lines: [] }, 422],
      [{ ...base, expected_date: '2026-13-01', lines: [good] }, 422],
      [{ ...base, id: 99_999_999, lines: [good] }, 404],
      [{ ...base, version: 'x', lines: [good] }, 422],
    ];
    for (const [body, status] of refusals) expect([JSON.stringify(body), (await call('/stockReceipt/update', body)).status]).toEqual([JSON.stringify(body), status]);
    const after = await detail(saved.id);
    expect(after).toMatchObject({ version: 1, warehouse_id: store.id });
    expect(after.lines).toEqual([expect.objectContaining({ quantity: 2, batch_no: 'B1' })]);
    // Another enterprise's administrator cannot reach it.
    expect((await call('/stockReceipt/update', { ...base, lines: [good] }, foreign.admin)).status).toBe(404);
  });

  it('keeps a storekeeper to their warehouses: list, detail and edit of another’s receipt, or moving theirs out of scope, are "not found"', async () => {
    const part = await addPart(t, w.admin);
    const keeper = await member(t, w, [P.stock.list, P.stock.putIn], { scopes: { [DataScope.warehouse]: [other.id] } });
    const hidden = await announce({ lines: [{ part_id: part.id, quantity: 1, unit_price: '1' }] });
    const mine = await announce({ warehouse_id: other.id, lines: [{ part_id: part.id, quantity: 2, unit_price: '1' }] }, keeper);
    const edit = (r: Receipt, body: Record<string, unknown> = {}) => call('/stockReceipt/update', { id: r.id, version: r.version, warehouse_id: r.warehouse_id, lines: [{ part_id: part.id, quantity: 7, unit_price: '1' }], ...body }, keeper);
    expect((await edit(hidden)).status).toBe(404);
    expect((await edit(hidden, { warehouse_id: other.id })).status).toBe(404);
    expect((await edit(mine, { warehouse_id: store.id })).status).toBe(404);
    expect((await detail(hidden.id)).lines[0]?.quantity).toBe(1);
    expect((await detail(mine.id)).warehouse_id).toBe(other.id);
    const listed = await ok<{ rows: Receipt[] }>(t, '/stockReceipt/pageList', { pageSize: 100 }, keeper);
    expect(listed.rows.every((r) => r.warehouse_id === other.id)).toBe(true);
    expect(listed.rows.map((r) => r.id)).not.toContain(hidden.id);
    expect((await edit(mine)).status).toBe(200);
    // Without the put-in permission: 403, nothing changed.
    const reader = await member(t, w, [P.stock.list], { scopes: { [DataScope.warehouse]: [other.id] } });
    expect((await call('/stockReceipt/update', { id: mine.id, version: 2, warehouse_id: other.id, lines: [{ part_id: part.id, quantity: 1, unit_price: '1' }] }, reader)).status).toBe(403);
    expect((await detail(mine.id)).version).toBe(2);
    expect(await ledgerRows(part.id)).toBe(0);
  });

  it('filters its list by warehouse, supplier, status, what is due by a day and keyword', async () => {
    const part = await addPart(t, w.admin);
    const supplier = (await ok<{ id: number }>(t, '/supplier/add', { name: uniq('供应商') }, w.admin)).id;
    const early = await announce({ supplier_id: supplier, expected_date: '2030-01-02', reason: uniq('early'), lines: [{ part_id: part.id, quantity: 1, unit_price: '1' }] });
    const late = await announce({ supplier_id: supplier, expected_date: '2030-01-09', lines: [{ part_id: part.id, quantity: 1, unit_price: '1' }] });
    const elsewhere = await announce({ warehouse_id: other.id, lines: [{ part_id: part.id, quantity: 1, unit_price: '1' }] });
    await ok(t, '/stockReceipt/cancel', { id: late.id, version: late.version }, w.admin);
    const ids = async (filter: Record<string, unknown>) => (await ok<{ rows: Receipt[] }>(t, '/stockReceipt/pageList', { pageSize: 100, keyword: part.spare_part_code, ...filter }, w.admin)).rows.map((r) => r.id);
    expect(await ids({})).toEqual([elsewhere.id, late.id, early.id]);
    expect(await ids({ supplier_id: supplier })).toEqual([late.id, early.id]);
    expect(await ids({ supplier_id: supplier, status: 'pending' })).toEqual([early.id]);
    expect(await ids({ expected_until: '2030-01-05' })).toEqual([early.id]);
    expect(await ids({ warehouse_id: other.id })).toEqual([elsewhere.id]);
    expect(await ids({ keyword: early.reason })).toEqual([early.id]);
    expect((await call('/stockReceipt/pageList', { expected_until: 'soon' })).status).toBe(422);
  });

  it('answers a stale edit in English for an English reader', async () => {
    const part = await addPart(t, w.admin);
    const english = await member(t, w, [P.stock.list, P.stock.putIn], { lang: 'en_US' });
    const saved = await announce({ lines: [{ part_id: part.id, quantity: 1, unit_price: '1' }] }, english);
    const body = { id: saved.id, version: saved.version, warehouse_id: store.id, lines: [{ part_id: part.id, quantity: 2, unit_price: '1' }] };
    await ok(t, '/stockReceipt/update', body, english);
    const res = await call('/stockReceipt/update', body, english);
    expect([res.status, res.body.msg]).toEqual([409, 'Failure, get the latest data and retry']);
  });
});
