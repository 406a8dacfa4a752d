import { Workbook } from 'exceljs';
import { DataScope } from '@gengyun/contracts';
import type { TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { addPart, addWarehouse, member, ok, putIn, uniq, withTwoStores, P, type Part, type Warehouse, type World } from './support';

interface Order {
  id: number;
  part_id: number;
  warehouse_id: number;
  supplier_id: number | null;
  supplier_name: string | null;
  quantity: number;
  received: number;
  on_order: number;
  expected_date: string | null;
  remark: string | null;
  status: string;
  version: number;
}
interface Suggestion {
  part_id: number;
  warehouse_id: number;
  on_hand: number;
  on_order: number;
  suggested: number;
}

/** Orders placed (issue 15 item 5, "on order"): recorded from the suggestions, brought in by put-ins, cancelled; scoped by warehouse. */
describe(`inventory orders placed (${testDbKind()})`, () => {
  let t: TestApp, w: World, store: Warehouse, other: Warehouse;
  let supplier: number;
  let keeper: Actor;
  withTwoStores((s) => ({ t, w, store, other } = s));

  beforeAll(async () => {
    supplier = (await ok<{ id: number }>(t, '/supplier/add', { name: uniq('供应商') }, w.admin)).id;
    keeper = await member(t, w, [P.stock.list, P.stock.putIn], { scopes: { [DataScope.warehouse]: [store.id] }, lang: 'en_US' });
  });

  const call = (path: string, body: Record<string, unknown>, who: Actor = w.admin) => t.post(path, body, who.token);
  const order = (part: Part, quantity: number, extra: Record<string, unknown> = {}, who: Actor = w.admin, wh: Warehouse = store) =>
    ok<Order>(t, '/partOrder/add', { part_id: part.id, warehouse_id: wh.id, quantity, ...extra }, who);
  const suggestionOf = async (part: Part, wh: Warehouse = store, who: Actor = w.admin) =>
    (await ok<{ rows: Suggestion[] }>(t, '/stock/reorder/pageList', { pageSize: 100, warehouse_id: wh.id }, who)).rows.find((r) => r.part_id === part.id);
  const detail = (o: Order, who: Actor = w.admin) => ok<Order>(t, '/partOrder/detail', { id: o.id }, who);
  /** A part of min 10, max 30, holding 4 in the store: suggested 26 before any order. */
  const below = async (): Promise<Part> => {
    const part = await addPart(t, w.admin, { safety_stock_min: 10, safety_stock_max: 30 });
    await putIn(t, w.admin, store, [{ part_id: part.id, quantity: 4, unit_price: '2' }]).expect(200);
    return part;
  };

  it('records an order; the suggestion subtracts what is on order and shows it, in the list and the xlsx', async () => {
    const part = await below();
    expect(await suggestionOf(part)).toMatchObject({ on_hand: 4, on_order: 0, suggested: 26 });
    const placed = await order(part, 20, { supplier_id: supplier, expected_date: '2026-12-05', remark: ' urgent ' });
    expect(placed).toMatchObject({ status: 'open', quantity: 20, received: 0, on_order: 20, supplier_id: supplier, expected_date: '2026-12-05', remark: 'urgent', version: 1 });
    expect(placed.supplier_name).not.toBeNull();
    expect(await suggestionOf(part)).toMatchObject({ on_hand: 4, on_order: 20, suggested: 6 });

    const down = await t.http().post('/stock/reorder/export').send({ warehouse_id: store.id }).set('Authorization', `Bearer ${w.admin.token}`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(down.status).toBe(200);
    const book = new Workbook();
    await book.xlsx.load(Uint8Array.from(down.body as Buffer).buffer);
    const sheet = (book.worksheets[0]?.getSheetValues() ?? []).filter(Boolean).map((r) => (r as unknown[]).slice(1));
    const header = (sheet[0] ?? []).map(String);
    const [onOrderCol, suggestedCol] = [header.indexOf('在途数量'), header.indexOf('建议补货数量')];
    expect([onOrderCol >= 0, suggestedCol >= 0]).toEqual([true, true]);
    const row = sheet.find((r) => r.includes(part.spare_part_code)) ?? [];
    expect([Number(row[onOrderCol]), Number(row[suggestedCol])]).toEqual([20, 6]);
  });

  it('a put-in naming the order brings it in, in part and then in full; a closed order is refused and the put-in not written', async () => {
    const part = await below();
    const placed = await order(part, 20);
    await putIn(t, w.admin, store, [{ part_id: part.id, quantity: 5, unit_price: '2', order_id: placed.id }]).expect(200);
    expect(await detail(placed)).toMatchObject({ status: 'open', received: 5, on_order: 15, version: 2 });
    // 9 on hand, 15 on order: 30 − 9 − 15 = 6.
    expect(await suggestionOf(part)).toMatchObject({ on_hand: 9, on_order: 15, suggested: 6 });
    await putIn(t, w.admin, store, [{ part_id: part.id, quantity: 15, unit_price: '2', order_id: placed.id }]).expect(200);
    expect(await detail(placed)).toMatchObject({ status: 'received', received: 20, on_order: 0 });
    expect(await suggestionOf(part)).toBeUndefined(); // 24 on hand: no longer below the minimum

    const again = await putIn(t, keeper, store, [{ part_id: part.id, quantity: 1, unit_price: '2', order_id: placed.id }]);
    expect([again.status, again.body.msg]).toEqual([409, 'The order is no longer open']);
    const onHand = await t.db.query('SELECT on_hand FROM inventory_stock_value WHERE part_id = ? AND warehouse_id = ?', [part.id, store.id]);
    expect(Number((onHand as Array<{ on_hand: number }>)[0]?.on_hand)).toBe(24);
  });

  it('a put-in line must match its order (part and warehouse), named on the line, nothing written', async () => {
    const part = await below();
    const another = await addPart(t, w.admin);
    const placed = await order(part, 5);
    const wrongPart = await putIn(t, keeper, store, [{ part_id: part.id, quantity: 1, unit_price: '1' }, { part_id: another.id, quantity: 1, unit_price: '1', order_id: placed.id }]);
    const storeName = (await ok<{ name: string }>(t, '/warehouse/detail', { id: store.id }, w.admin)).name;
    expect([wrongPart.status, wrongPart.body.msg, wrongPart.body.content?.fields]).toEqual([422, `The order is for spare part code ${part.spare_part_code} in ${storeName}; it does not match this put-in line`, { 'lines.1.order_id': 'matches' }]);
    const wrongStore = await putIn(t, w.admin, other, [{ part_id: part.id, quantity: 1, unit_price: '1', order_id: placed.id }]);
    expect(wrongStore.status).toBe(422);
    expect(await detail(placed)).toMatchObject({ status: 'open', received: 0, version: 1 });
    const moved = await t.db.query('SELECT COUNT(*) AS n FROM inventory_stock_movement WHERE part_id IN (?, ?) AND movement_type = ?', [part.id, another.id, 'putIn']);
    expect(Number((moved as Array<{ n: number }>)[0]?.n)).toBe(1); // the opening put-in of `below` only
  });

  it('cancelling stops it counting; cancelled twice or at a stale version is refused', async () => {
    const part = await below();
    const placed = await order(part, 10);
    expect((await suggestionOf(part))?.on_order).toBe(10);
    const stale = await call('/partOrder/cancel', { id: placed.id, version: placed.version + 1 }, keeper);
    expect([stale.status, stale.body.msg]).toEqual([409, 'Failure, get the latest data and retry']);
    const cancelled = await ok<Order>(t, '/partOrder/cancel', { id: placed.id, version: placed.version }, keeper);
    expect(cancelled).toMatchObject({ status: 'cancelled', on_order: 0, version: 2 });
    expect(await suggestionOf(part)).toMatchObject({ on_order: 0, suggested: 26 });
    const twice = await call('/partOrder/cancel', { id: placed.id, version: cancelled.version }, keeper);
    expect([twice.status, twice.body.msg]).toEqual([409, 'The order is no longer open']);
    expect((await call('/partOrder/cancel', { id: placed.id, version: cancelled.version })).body.msg).toBe('该订货记录已不是未到货状态');
  });

  it('keeps a warehouse-limited storekeeper to their warehouses: outside them not found, nothing recorded', async () => {
    const part = await below();
    const elsewhere = await order(part, 3, {}, w.admin, other);
    for (const [path, body] of [
      ['/partOrder/detail', { id: elsewhere.id }],
      ['/partOrder/cancel', { id: elsewhere.id, version: elsewhere.version }],
      ['/partOrder/pageList', { warehouse_id: other.id }],
      ['/partOrder/add', { part_id: part.id, warehouse_id: other.id, quantity: 1 }],
    ] as const) {
      expect([path, (await call(path, body, keeper)).status]).toEqual([path, 404]);
    }
    // A put-in in their own warehouse naming another warehouse's order: not found on the line.
    const foreign = await putIn(t, keeper, store, [{ part_id: part.id, quantity: 1, unit_price: '1', order_id: elsewhere.id }]);
    expect([foreign.status, foreign.body.content?.fields]).toEqual([404, { 'lines.0.order_id': 'exists' }]);
    // Their list holds their warehouse's orders only; their own order works.
    const mine = await order(part, 2, {}, keeper);
    const listed = await ok<{ rows: Order[] }>(t, '/partOrder/pageList', { pageSize: 100 }, keeper);
    expect(new Set(listed.rows.map((o) => o.warehouse_id))).toEqual(new Set([store.id]));
    expect(listed.rows.map((o) => o.id)).toContain(mine.id);
    expect(await detail(elsewhere)).toMatchObject({ status: 'open', version: 1 });
    // Recording and cancelling need the put-in permission; reading needs the stock list.
    const reader = await member(t, w, [P.stock.list]);
    expect((await call('/partOrder/add', { part_id: part.id, warehouse_id: store.id, quantity: 1 }, reader)).status).toBe(403);
    expect((await call('/partOrder/cancel', { id: mine.id, version: mine.version }, reader)).status).toBe(403);
    expect((await call('/partOrder/pageList', {}, await member(t, w, [P.stock.putIn]))).status).toBe(403);
  });

  it("answers another enterprise's ids as not found, and refuses malformed bodies; a part on an order cannot be deleted", async () => {
    const part = await below();
    const foreign = await newEnterprise(t);
    const theirPart = await addPart(t, foreign.admin);
    const theirStore = await addWarehouse(t, foreign.admin);
    const theirs = await ok<Order>(t, '/partOrder/add', { part_id: theirPart.id, warehouse_id: theirStore.id, quantity: 2 }, foreign.admin);
    const theirSupplier = (await ok<{ id: number }>(t, '/supplier/add', { name: uniq('供应商') }, foreign.admin)).id;
    expect((await call('/partOrder/detail', { id: theirs.id })).status).toBe(404);
    expect((await call('/partOrder/cancel', { id: theirs.id, version: 1 })).status).toBe(404);
    expect((await call('/partOrder/add', { part_id: theirPart.id, warehouse_id: store.id, quantity: 1 })).status).toBe(404);
    expect((await call('/partOrder/add', { part_id: part.id, warehouse_id: theirStore.id, quantity: 1 })).status).toBe(404);
    expect((await call('/partOrder/add', { part_id: part.id, warehouse_id: store.id, quantity: 1, supplier_id: theirSupplier })).status).toBe(404);
    expect((await putIn(t, w.admin, store, [{ part_id: part.id, quantity: 1, unit_price: '1', order_id: theirs.id }])).status).toBe(404);
    for (const bad of [{ quantity: 0 }, { quantity: 1.5 }, { quantity: 1, expected_date: '05/12/2026' }, { quantity: 1, remark: 'x'.repeat(501) }]) {
      expect((await call('/partOrder/add', { part_id: part.id, warehouse_id: store.id, ...bad })).status).toBe(422);
    }
    expect((await call('/partOrder/pageList', { status: 'lost' })).status).toBe(422);
    expect(await detail(theirs, foreign.admin)).toMatchObject({ status: 'open', received: 0 });
    const count = await t.db.query('SELECT COUNT(*) AS n FROM inventory_part_order WHERE part_id = ?', [part.id]);
    expect(Number((count as Array<{ n: number }>)[0]?.n)).toBe(0);

    const ordered = await addPart(t, w.admin);
    await order(ordered, 1);
    expect((await call('/sparePart/delete', { id: ordered.id })).status).toBe(409);
  });
});
