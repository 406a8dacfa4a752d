import { DataScope } from '@gengyun/contracts';
import type { TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { P, addPart, addWarehouse, member, ok, putIn, stockOf, withTwoStores, world, type Part, type Warehouse, type World } from './support';

type ReceiptLine = { part_id: number; bin_id: number | null; batch_no: string | null; quantity: number; unit_price: string | null };
type Receipt = { id: number; status: string; version: number; warehouse_id: number; document_no: string | null; lines: ReceiptLine[] };
type Suggestion = { part_id: number; warehouse_id: number; on_hand: number; on_order: number; suggested: number };
type ByPart = { part_id: number; on_hand: number; on_order: number };

/** Pending receipts (issue 15 item 3, stock-in "in progress"): saved, counted as on order, confirmed once into the ledger. */
describe(`inventory pending receipts (${testDbKind()})`, () => {
  let t: TestApp, w: World, store: Warehouse, other: Warehouse;
  withTwoStores((s) => ({ t, w, store, other } = s));

  const call = (path: string, body: Record<string, unknown>, who = w.admin) => t.post(path, body, who.token);
  const announce = (lines: Array<Record<string, unknown>>, warehouse = store, who = w.admin) => call('/stockReceipt/add', { warehouse_id: warehouse.id, lines }, who);
  const ledgerRows = async (partId: number) => Number((await t.db.query('SELECT COUNT(*) AS n FROM inventory_stock_movement WHERE part_id = ?', [partId]))[0].n);
  const suggestion = async (part: Part, who = w.admin) =>
    (await ok<{ rows: Suggestion[] }>(t, '/stock/reorder/pageList', { warehouse_id: store.id, keyword: part.spare_part_code, pageSize: 50 }, who)).rows[0];
  const partOf = (part: Part) => ok<Part>(t, '/sparePart/detail', { id: part.id }, w.admin);

  it('saves a pending receipt: nothing on hand, "in progress", on order beside stock and subtracted from the reorder suggestion', async () => {
    const part = await addPart(t, w.admin, { safety_stock_min: 5, safety_stock_max: 20 });
    expect((await partOf(part)).stock_in_state).toBe('notInStock');
    await putIn(t, w.admin, store, [{ part_id: part.id, quantity: 2, unit_price: '3' }]).expect(200);
    expect(await suggestion(part)).toMatchObject({ on_hand: 2, on_order: 0, suggested: 18 });

    const saved = (await announce([{ part_id: part.id, bin_id: store.bins[0]?.id, quantity: 7, unit_price: '4.50' }]).expect(200)).body.content as Receipt;
    expect(saved).toMatchObject({ status: 'pending', version: 1, warehouse_id: store.id, document_no: null });
    expect(saved.lines).toEqual([expect.objectContaining({ part_id: part.id, quantity: 7, unit_price: '4.50' })]);
    expect(await ledgerRows(part.id)).toBe(1);
    expect((await stockOf(t, w.admin, { part_id: part.id })).reduce((sum, r) => sum + r.on_hand, 0)).toBe(2);
    // to max, minus what is on order: 20 − 2 − 7
    expect(await suggestion(part)).toMatchObject({ on_hand: 2, on_order: 7, suggested: 11 });
    const byPart = await ok<{ rows: ByPart[] }>(t, '/stock/byPart', { warehouse_id: store.id, keyword: part.spare_part_code }, w.admin);
    expect(byPart.rows).toEqual([expect.objectContaining({ part_id: part.id, on_hand: 2, on_order: 7 })]);
    // Another warehouse's view does not count it.
    await putIn(t, w.admin, other, [{ part_id: part.id, quantity: 1, unit_price: '3' }]).expect(200);
    const inOther = await ok<{ rows: ByPart[] }>(t, '/stock/byPart', { warehouse_id: other.id, keyword: part.spare_part_code }, w.admin);
    expect(inOther.rows[0]).toMatchObject({ on_hand: 1, on_order: 0 });

    // Confirmed: one put-in document, on hand up, no longer on order.
    const doc = await ok<{ document_no: string; movements: Array<{ movement_type: string; quantity: number; unit_cost: string }> }>(t, '/stockReceipt/confirm', { id: saved.id, version: saved.version }, w.admin);
    expect(doc.movements).toEqual([expect.objectContaining({ movement_type: 'putIn', quantity: 7, unit_cost: '4.5000' })]);
    const after = await ok<Receipt>(t, '/stockReceipt/detail', { id: saved.id }, w.admin);
    expect(after).toMatchObject({ status: 'confirmed', version: 2, document_no: doc.document_no });
    expect(await suggestion(part)).toBeUndefined();
    expect((await stockOf(t, w.admin, { part_id: part.id, warehouse_id: store.id })).reduce((sum, r) => sum + r.on_hand, 0)).toBe(9);
    // Confirmed once: again is refused, in both languages, and writes nothing.
    const again = await call('/stockReceipt/confirm', { id: saved.id, version: after.version });
    expect([again.status, again.body.msg]).toEqual([409, '该入库单已不是待入库状态']);
    expect(await ledgerRows(part.id)).toBe(3);
  });

  it('calls a part with nothing on hand but a pending receipt "in progress"; a cancelled receipt stops counting', async () => {
    const part = await addPart(t, w.admin, { safety_stock_min: 1 });
    const saved = (await announce([{ part_id: part.id, quantity: 3, unit_price: '1' }]).expect(200)).body.content as Receipt;
    expect((await partOf(part)).stock_in_state).toBe('inProgress');
    const stale = await call('/stockReceipt/cancel', { id: saved.id, version: saved.version + 1 });
    expect(stale.status).toBe(409);
    const cancelled = await ok<Receipt>(t, '/stockReceipt/cancel', { id: saved.id, version: saved.version }, w.admin);
    expect(cancelled.status).toBe('cancelled');
    expect((await partOf(part)).stock_in_state).toBe('notInStock');
    expect((await call('/stockReceipt/confirm', { id: saved.id, version: cancelled.version })).status).toBe(409);
    expect(await ledgerRows(part.id)).toBe(0);
    // A part on a receipt cannot be deleted.
    const deleted = await call('/sparePart/delete', { id: part.id });
    expect(deleted.status).toBe(409);
  });

  it('confirms two at once exactly once', async () => {
    const part = await addPart(t, w.admin);
    const saved = (await announce([{ part_id: part.id, quantity: 4, unit_price: '2' }]).expect(200)).body.content as Receipt;
    const results = await Promise.all([1, 2, 3].map(() => call('/stockReceipt/confirm', { id: saved.id, version: saved.version })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await ledgerRows(part.id)).toBe(1);
    expect((await stockOf(t, w.admin, { part_id: part.id })).reduce((sum, r) => sum + r.on_hand, 0)).toBe(4);
  });

  it('checks every id and rule a put-in checks, and writes nothing when refused', async () => {
    const part = await addPart(t, w.admin, { batch_tracking: true });
    const before = Number((await t.db.query('SELECT COUNT(*) AS n FROM inventory_receipt'))[0].n);
    const foreign = await world(t);
    const theirs = await addWarehouse(t, foreign.admin);
    const theirPart = await addPart(t, foreign.admin);
    expect((await announce([{ part_id: part.id, batch_no: 'B1', quantity: 1, unit_price: '1' }], theirs)).status).toBe(404);
    expect((await announce([{ part_id: theirPart.id, quantity: 1, unit_price: '1' }])).status).toBe(404);
    expect((await announce([{ part_id: part.id, batch_no: 'B1', bin_id: other.bins[0]?.id, quantity: 1, unit_price: '1' }])).status).toBe(404);
    const price = await announce([{ part_id: part.id, batch_no: 'B1', quantity: 1, unit_price: '1.234' }]);
    expect([price.status, price.body.msg]).toEqual([422, '价格格式错误']);
    expect((await announce([{ part_id: part.id, quantity: 1, unit_price: '1' }])).status).toBe(422);
    expect((await announce([{ part_id: part.id, batch_no: 'B1', quantity: 0, unit_price: '1' }])).status).toBe(422);
    expect(Number((await t.db.query('SELECT COUNT(*) AS n FROM inventory_receipt'))[0].n)).toBe(before);
  });

  it('keeps a warehouse-limited storekeeper to their warehouse: another’s receipt is not found, cannot be confirmed or cancelled', async () => {
    const part = await addPart(t, w.admin);
    const keeper = await member(t, w, [P.stock.list, P.stock.putIn], { scopes: { [DataScope.warehouse]: [other.id] } });
    const theirs = (await announce([{ part_id: part.id, quantity: 5, unit_price: '1' }], store).expect(200)).body.content as Receipt;
    for (const path of ['/stockReceipt/confirm', '/stockReceipt/cancel']) {
      expect((await call(path, { id: theirs.id, version: theirs.version }, keeper)).status).toBe(404);
    }
    expect((await call('/stockReceipt/detail', { id: theirs.id }, keeper)).status).toBe(404);
    expect((await call('/stockReceipt/pageList', { warehouse_id: store.id }, keeper)).status).toBe(404);
    expect((await announce([{ part_id: part.id, quantity: 1, unit_price: '1' }], store, keeper)).status).toBe(404);
    expect(await ledgerRows(part.id)).toBe(0);
    // Their own warehouse works; the list shows only its receipts, without prices (no storage cost display).
    const own = (await announce([{ part_id: part.id, quantity: 2, unit_price: '1' }], other, keeper).expect(200)).body.content as Receipt;
    expect(own.lines[0]?.unit_price).toBeNull();
    const listed = await ok<{ rows: Receipt[] }>(t, '/stockReceipt/pageList', { pageSize: 100 }, keeper);
    expect(listed.rows.map((r) => r.warehouse_id)).toEqual(listed.rows.map(() => other.id));
    expect(listed.rows.map((r) => r.id)).toContain(own.id);
    await ok(t, '/stockReceipt/confirm', { id: own.id, version: own.version }, keeper);
    // Without the put-in permission: 403.
    const reader = await member(t, w, [P.stock.list]);
    expect((await call('/stockReceipt/add', { warehouse_id: store.id, lines: [{ part_id: part.id, quantity: 1, unit_price: '1' }] }, reader)).status).toBe(403);
  });

  it('answers the rule in English for an English reader', async () => {
    const part = await addPart(t, w.admin);
    const english = await member(t, w, [P.stock.list, P.stock.putIn], { lang: 'en_US' });
    const saved = (await announce([{ part_id: part.id, quantity: 1, unit_price: '1' }], store, english).expect(200)).body.content as Receipt;
    await ok(t, '/stockReceipt/cancel', { id: saved.id, version: saved.version }, english);
    const res = await call('/stockReceipt/cancel', { id: saved.id, version: saved.version + 1 }, english);
    expect(res.body.msg).toBe('The receipt is no longer pending');
  });
});
