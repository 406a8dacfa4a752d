import { DataScope } from '@gengyun/contracts';
import type { TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { addPart, addWarehouse, member, ok, putIn, uniq, withTwoStores, P, type Part, type Warehouse, type World } from './support';

type Order = { id: number; create_time: string; status: string; quantity: number; received: number; on_order: number; version: number };
type Receipt = { id: number; status: string; version: number; lines: Array<{ part_id: number; quantity: number; order_id: number | null; order: unknown }> };
type Suggestion = { part_id: number; on_hand: number; on_order: number; suggested: number };
type ByPart = { part_id: number; on_hand: number; on_order: number };

/** A pending receipt naming the recorded order it announces (issue 15 item 5): the goods count once as on order. */
describe(`inventory receipts announcing orders (${testDbKind()})`, () => {
  let t: TestApp, w: World, store: Warehouse, other: Warehouse;
  let keeper: Actor;
  withTwoStores((s) => ({ t, w, store, other } = s));

  beforeAll(async () => {
    keeper = await member(t, w, [P.stock.list, P.stock.putIn], { scopes: { [DataScope.warehouse]: [store.id] }, lang: 'en_US' });
  });

  const call = (path: string, body: Record<string, unknown>, who: Actor = w.admin) => t.post(path, body, who.token);
  const order = (part: Part, quantity: number, wh: Warehouse = store) => ok<Order>(t, '/partOrder/add', { part_id: part.id, warehouse_id: wh.id, quantity }, w.admin);
  const detail = (o: Order) => ok<Order>(t, '/partOrder/detail', { id: o.id }, w.admin);
  const announce = (lines: Array<Record<string, unknown>>, who: Actor = w.admin, wh: Warehouse = store) => call('/stockReceipt/add', { warehouse_id: wh.id, lines }, who);
  const onOrder = async (part: Part) => {
    const byPart = await ok<{ rows: ByPart[] }>(t, '/stock/byPart', { warehouse_id: store.id, keyword: part.spare_part_code }, w.admin);
    const reorder = await ok<{ rows: Suggestion[] }>(t, '/stock/reorder/pageList', { warehouse_id: store.id, keyword: part.spare_part_code, pageSize: 50 }, w.admin);
    return { byPart: byPart.rows[0]?.on_order, reorder: reorder.rows[0]?.on_order, suggested: reorder.rows[0]?.suggested };
  };
  const receiptsOf = async (part: Part) => Number((await t.db.query('SELECT COUNT(*) AS n FROM inventory_receipt_line WHERE part_id = ?', [part.id]))[0].n);
  /** A part of min 30, max 40, holding 4 in the store. */
  const below = async (): Promise<Part> => {
    const part = await addPart(t, w.admin, { safety_stock_min: 30, safety_stock_max: 40 });
    await putIn(t, w.admin, store, [{ part_id: part.id, quantity: 4, unit_price: '2' }]).expect(200);
    return part;
  };

  it('an order of 20 and a receipt announcing 8 of it count 20; confirmed, the order has received 8 and 12 stay on order', async () => {
    const part = await below();
    const placed = await order(part, 20);
    const receipt = (await announce([{ part_id: part.id, quantity: 8, unit_price: '2', order_id: placed.id }]).expect(200)).body.content as Receipt;
    expect(receipt.lines).toEqual([expect.objectContaining({ part_id: part.id, quantity: 8, order_id: placed.id })]);
    // 40 − 4 on hand − 20 on order
    expect(await onOrder(part)).toEqual({ byPart: 20, reorder: 20, suggested: 16 });
    // A receipt naming no order still adds to it.
    const plain = (await announce([{ part_id: part.id, quantity: 3, unit_price: '2' }]).expect(200)).body.content as Receipt;
    expect(plain.lines[0]?.order_id).toBeNull();
    expect(await onOrder(part)).toMatchObject({ byPart: 23, reorder: 23 });
    await ok(t, '/stockReceipt/cancel', { id: plain.id, version: plain.version }, w.admin);

    await ok(t, '/stockReceipt/confirm', { id: receipt.id, version: receipt.version }, keeper);
    expect(await detail(placed)).toMatchObject({ status: 'open', received: 8, on_order: 12 });
    expect(await onOrder(part)).toEqual({ byPart: 12, reorder: 12, suggested: 16 });
  });

  it("names each line's order by its supplier and the day it was recorded, to whoever may see the order", async () => {
    const part = await below();
    const plain = await addPart(t, w.admin);
    const supplierName = uniq('供应商');
    const supplier = (await ok<{ id: number }>(t, '/supplier/add', { name: supplierName }, w.admin)).id;
    const placed = await ok<Order>(t, '/partOrder/add', { part_id: part.id, warehouse_id: store.id, quantity: 6, supplier_id: supplier }, w.admin);
    const saved = (await announce([{ part_id: part.id, quantity: 6, unit_price: '2', order_id: placed.id }, { part_id: plain.id, quantity: 1, unit_price: '1' }], keeper).expect(200)).body.content as Receipt;
    const named = { id: placed.id, supplier_name: supplierName, ordered_time: placed.create_time };
    expect(saved.lines.map((l) => l.order)).toEqual([named, null]);
    expect((await ok<Receipt>(t, '/stockReceipt/detail', { id: saved.id }, keeper)).lines.map((l) => l.order)).toEqual([named, null]);
    const listed = await ok<{ rows: Receipt[] }>(t, '/stockReceipt/pageList', { warehouse_id: store.id, keyword: part.spare_part_code }, keeper);
    expect(listed.rows.find((r) => r.id === saved.id)?.lines[0]?.order).toEqual(named);

    // Were the order of a warehouse the storekeeper may not see, the line would keep its id but not describe it.
    await t.db.query('UPDATE inventory_part_order SET warehouse_id = ? WHERE id = ?', [other.id, placed.id]);
    const limited = await ok<Receipt>(t, '/stockReceipt/detail', { id: saved.id }, keeper);
    expect(limited.lines[0]).toMatchObject({ order_id: placed.id, order: null });
    expect((await ok<Receipt>(t, '/stockReceipt/detail', { id: saved.id }, w.admin)).lines[0]?.order).toEqual(named);
  });

  it('an update may name the order; a receipt announcing more than the order waits for counts what it announces', async () => {
    const part = await below();
    const placed = await order(part, 5);
    const saved = (await announce([{ part_id: part.id, quantity: 7, unit_price: '2' }]).expect(200)).body.content as Receipt;
    expect((await onOrder(part)).byPart).toBe(12);
    const named = await ok<Receipt>(t, '/stockReceipt/update', { id: saved.id, version: saved.version, warehouse_id: store.id, lines: [{ part_id: part.id, quantity: 7, unit_price: '2', order_id: placed.id }] }, keeper);
    expect(named.lines[0]?.order_id).toBe(placed.id);
    expect((await onOrder(part)).byPart).toBe(7);
    await ok(t, '/stockReceipt/confirm', { id: named.id, version: named.version }, w.admin);
    expect(await detail(placed)).toMatchObject({ status: 'received', received: 7, on_order: 0 });
    expect((await onOrder(part)).byPart).toBe(0);
  });

  it('refuses an order of another part or warehouse, a closed one, and one of another enterprise, writing nothing', async () => {
    const part = await below();
    const another = await addPart(t, w.admin);
    const placed = await order(part, 5);
    const before = await receiptsOf(part);
    const wrongPart = await announce([{ part_id: part.id, quantity: 1, unit_price: '1' }, { part_id: another.id, quantity: 1, unit_price: '1', order_id: placed.id }], keeper);
    const storeName = (await ok<{ name: string }>(t, '/warehouse/detail', { id: store.id }, w.admin)).name;
    expect([wrongPart.status, wrongPart.body.msg, wrongPart.body.content?.fields]).toEqual([422, `The order is for spare part code ${part.spare_part_code} in ${storeName}; it does not match this put-in line`, { 'lines.1.order_id': 'matches' }]);
    const wrongStore = await announce([{ part_id: part.id, quantity: 1, unit_price: '1', order_id: placed.id }], w.admin, other);
    expect([wrongStore.status, wrongStore.body.content?.fields]).toEqual([422, { 'lines.0.order_id': 'matches' }]);

    const closed = await order(part, 2);
    await ok(t, '/partOrder/cancel', { id: closed.id, version: closed.version }, w.admin);
    const late = await announce([{ part_id: part.id, quantity: 1, unit_price: '1', order_id: closed.id }], keeper);
    expect([late.status, late.body.msg, late.body.content?.fields]).toEqual([409, 'The order is no longer open', { 'lines.0.order_id': 'exists' }]);

    const foreign = await newEnterprise(t);
    const theirs = await ok<Order>(t, '/partOrder/add', { part_id: (await addPart(t, foreign.admin)).id, warehouse_id: (await addWarehouse(t, foreign.admin)).id, quantity: 2 }, foreign.admin);
    const stolen = await announce([{ part_id: part.id, quantity: 1, unit_price: '1', order_id: theirs.id }]);
    expect([stolen.status, stolen.body.content?.fields]).toEqual([404, { 'lines.0.order_id': 'exists' }]);

    // Updating a pending receipt to name a wrong order leaves it as it was.
    const saved = (await announce([{ part_id: part.id, quantity: 1, unit_price: '1' }]).expect(200)).body.content as Receipt;
    const update = await call('/stockReceipt/update', { id: saved.id, version: saved.version, warehouse_id: store.id, lines: [{ part_id: part.id, quantity: 1, unit_price: '1', order_id: closed.id }] });
    expect(update.status).toBe(409);
    expect(await ok<Receipt>(t, '/stockReceipt/detail', { id: saved.id }, w.admin)).toMatchObject({ version: saved.version, lines: [expect.objectContaining({ order_id: null })] });
    expect(await receiptsOf(part)).toBe(before + 1);
    expect(await detail(placed)).toMatchObject({ status: 'open', received: 0, version: 1 });
  });

  it("keeps a warehouse-limited storekeeper from naming another warehouse's order", async () => {
    const part = await below();
    const elsewhere = await order(part, 3, other);
    const foreign = await announce([{ part_id: part.id, quantity: 1, unit_price: '1', order_id: elsewhere.id }], keeper);
    expect([foreign.status, foreign.body.content?.fields]).toEqual([404, { 'lines.0.order_id': 'exists' }]);
    expect(await receiptsOf(part)).toBe(0);
  });

  it('an order closed before the receipt is confirmed refuses the confirmation, nothing written', async () => {
    const part = await below();
    const placed = await order(part, 4);
    const receipt = (await announce([{ part_id: part.id, quantity: 4, unit_price: '2', order_id: placed.id }]).expect(200)).body.content as Receipt;
    await ok(t, '/partOrder/cancel', { id: placed.id, version: placed.version }, w.admin);
    const confirm = await call('/stockReceipt/confirm', { id: receipt.id, version: receipt.version }, keeper);
    expect([confirm.status, confirm.body.msg]).toEqual([409, 'The order is no longer open']);
    expect(await ok<Receipt>(t, '/stockReceipt/detail', { id: receipt.id }, w.admin)).toMatchObject({ status: 'pending', version: receipt.version });
    const moved = await t.db.query('SELECT COUNT(*) AS n FROM inventory_stock_movement WHERE part_id = ?', [part.id]);
    expect(Number((moved as Array<{ n: number }>)[0]?.n)).toBe(1);
  });
});
