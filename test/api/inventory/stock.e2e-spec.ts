import { DataScope } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise } from '../../support/builders/identity';
import { ALL, P, addPart, addWarehouse, member, move, ok, putIn, stockOf, uniq, world, type Movement, type Part, type Warehouse, type World } from './support';

type Doc = { document_no: string; movements: Movement[] };

/** The stock ledger (issue 15 item 3): put-in, issue, return, transfer, adjustment, scrap; costs; scopes; the invariant. */
describe(`inventory stock ledger (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let main: Warehouse;
  let spare: Warehouse;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    main = await addWarehouse(t, w.admin);
    spare = await addWarehouse(t, w.admin);
  });
  afterAll(() => t?.close());

  const bin = (wh: Warehouse, i = 0) => (wh.bins[i] as { id: number }).id;

  it('puts in at a price, issues at the moving-average cost, and keeps each row’s balance', async () => {
    const part = await addPart(t, w.admin);
    const supplier = (await ok<{ id: number }>(t, '/supplier/add', { name: uniq('供') }, w.admin)).id;
    const first = await ok<Doc>(t, '/stock/putIn', { warehouse_id: main.id, supplier_id: supplier, reason: '采购到货', lines: [{ part_id: part.id, bin_id: bin(main), quantity: 10, unit_price: '2.00' }] }, w.admin);
    expect(first.document_no).toMatch(/^IO\d{14}/);
    expect(first.movements[0]).toMatchObject({ movement_type: 'putIn', quantity: 10, balance_after: 10, unit_cost: '2.0000', amount: '20.00', supplier_name: expect.any(String), reason: '采购到货', document_type: 'manual' });
    await ok(t, '/stock/putIn', { warehouse_id: main.id, lines: [{ part_id: part.id, bin_id: bin(main), quantity: 10, unit_price: 4 }] }, w.admin);
    const issued = await ok<Doc>(t, '/stock/move', { kind: 'issue', warehouse_id: main.id, reason: '更换轴承', lines: [{ part_id: part.id, bin_id: bin(main), quantity: 5 }] }, w.admin);
    expect(issued.movements[0]).toMatchObject({ movement_type: 'issue', quantity: -5, balance_after: 15, unit_cost: '3.0000', amount: '-15.00' });
    const [row] = await stockOf(t, w.admin, { part_id: part.id });
    expect(row).toMatchObject({ warehouse_id: main.id, bin_id: bin(main), on_hand: 15, reserved: 0, available: 15, avg_cost: '3.00' });
    expect((await ok<Part>(t, '/sparePart/detail', { id: part.id }, w.admin))).toMatchObject({ on_hand: 15, stock_in_state: 'inStock' });
  });

  it('never goes negative: taking more than is held names the code, and nothing is written', async () => {
    const part = await addPart(t, w.admin);
    await putIn(t, w.admin, main, [{ part_id: part.id, quantity: 3, unit_price: '1' }]).expect(200);
    const before = (await ok<{ total: number }>(t, '/stockMovement/pageList', { part_id: part.id }, w.admin)).total;
    for (const kind of ['issue', 'scrap']) {
      const res = await move(t, w.admin, kind, main, [{ part_id: part.id, quantity: 4 }]);
      expect([res.status, res.body.msg]).toEqual([422, `备件编码${part.spare_part_code}库存不足`]);
    }
    const adjust = await move(t, w.admin, 'adjust', main, [{ part_id: part.id, quantity: -4 }]);
    expect(adjust.status).toBe(422);
    const nowhere = await move(t, w.admin, 'issue', main, [{ part_id: part.id, bin_id: bin(main), quantity: 1 }]);
    expect(nowhere.status).toBe(422);
    const english = await member(t, w, ALL, { lang: 'en_US' });
    expect((await move(t, english, 'issue', main, [{ part_id: part.id, quantity: 9 }])).body.msg).toBe(`Insufficient stock for spare part code ${part.spare_part_code}`);
    // A document is whole or nothing: the first line fits, the second does not.
    const other = await addPart(t, w.admin);
    const mixed = await move(t, w.admin, 'issue', main, [{ part_id: part.id, quantity: 2 }, { part_id: other.id, quantity: 1 }]);
    expect(mixed.status).toBe(422);
    expect((await stockOf(t, w.admin, { part_id: part.id }))[0]?.on_hand).toBe(3);
    expect((await ok<{ total: number }>(t, '/stockMovement/pageList', { part_id: part.id }, w.admin)).total).toBe(before);
  });

  it('returns, adjusts and scraps; a correction is a new row', async () => {
    const part = await addPart(t, w.admin);
    await putIn(t, w.admin, main, [{ part_id: part.id, quantity: 5, unit_price: '10' }]).expect(200);
    await move(t, w.admin, 'issue', main, [{ part_id: part.id, quantity: 3 }]).expect(200);
    const returned = (await move(t, w.admin, 'return', main, [{ part_id: part.id, quantity: 1 }]).expect(200)).body.content as Doc;
    expect(returned.movements[0]).toMatchObject({ movement_type: 'return', quantity: 1, balance_after: 3, unit_cost: '10.0000' });
    const adjusted = (await move(t, w.admin, 'adjust', main, [{ part_id: part.id, quantity: -1 }], { reason: '盘亏' }).expect(200)).body.content as Doc;
    expect(adjusted.movements[0]).toMatchObject({ movement_type: 'adjust', quantity: -1, balance_after: 2 });
    await move(t, w.admin, 'adjust', main, [{ part_id: part.id, quantity: 2 }]).expect(200);
    const scrapped = (await move(t, w.admin, 'scrap', main, [{ part_id: part.id, quantity: 1 }]).expect(200)).body.content as Doc;
    expect(scrapped.movements[0]).toMatchObject({ movement_type: 'scrap', quantity: -1, balance_after: 3 });
    expect((await move(t, w.admin, 'adjust', main, [{ part_id: part.id, quantity: 0 }])).status).toBe(422);
    expect((await move(t, w.admin, 'issue', main, [{ part_id: part.id, quantity: -2 }])).status).toBe(422);
    const ledger = await ok<{ rows: Movement[] }>(t, '/stockMovement/pageList', { part_id: part.id }, w.admin);
    expect(ledger.rows.map((r) => r.movement_type)).toEqual(['scrap', 'adjust', 'adjust', 'return', 'issue', 'putIn']);
    const outs = await ok<{ rows: Movement[] }>(t, '/stockMovement/pageList', { part_id: part.id, direction: 'out' }, w.admin);
    expect(outs.rows.every((r) => r.quantity < 0)).toBe(true);
    expect((await ok<{ total: number }>(t, '/stockMovement/pageList', { part_id: part.id, movement_type: 'adjust' }, w.admin)).total).toBe(2);
    const hour = 3_600_000;
    const within = async (start: number, end: number) =>
      (await ok<{ total: number }>(t, '/stockMovement/pageList', { part_id: part.id, start_time: new Date(start).toISOString(), end_time: new Date(end).toISOString() }, w.admin)).total;
    expect(await within(Date.now() - hour, Date.now() + hour)).toBe(6);
    expect(await within(Date.now() + hour, Date.now() + 2 * hour)).toBe(0);
    expect(await within(Date.now() - 2 * hour, Date.now() - hour)).toBe(0);
  });

  it('transfers between warehouses and bins, carrying the cost; the same place is refused', async () => {
    const part = await addPart(t, w.admin);
    await putIn(t, w.admin, main, [{ part_id: part.id, bin_id: bin(main), quantity: 8, unit_price: '5' }]).expect(200);
    const doc = (await move(t, w.admin, 'transfer', main, [{ part_id: part.id, bin_id: bin(main), quantity: 3, to_bin_id: bin(spare, 1) }], { to_warehouse_id: spare.id }).expect(200)).body.content as Doc;
    expect(doc.movements.map((m) => [m.movement_type, m.warehouse_id, m.quantity, m.balance_after, m.unit_cost])).toEqual([
      ['transferOut', main.id, -3, 5, '5.0000'],
      ['transferIn', spare.id, 3, 3, '5.0000'],
    ]);
    await move(t, w.admin, 'transfer', main, [{ part_id: part.id, bin_id: bin(main), quantity: 1, to_bin_id: bin(main, 1) }], { to_warehouse_id: main.id }).expect(200);
    const places = await stockOf(t, w.admin, { part_id: part.id });
    expect(places.map((r) => [r.warehouse_id, r.bin_id, r.on_hand])).toEqual(
      expect.arrayContaining([[main.id, bin(main), 4], [main.id, bin(main, 1), 1], [spare.id, bin(spare, 1), 3]]),
    );
    const same = await move(t, w.admin, 'transfer', main, [{ part_id: part.id, bin_id: bin(main), quantity: 1, to_bin_id: bin(main) }], { to_warehouse_id: main.id });
    expect([same.status, same.body.msg]).toEqual([422, '调拨的来源和目标不能相同']);
    expect((await move(t, w.admin, 'transfer', main, [{ part_id: part.id, quantity: 1 }])).status).toBe(422);
  });

  it('checks every id and rule before writing: bins of another warehouse, batches, prices, parts and work orders', async () => {
    const part = await addPart(t, w.admin);
    const batched = await addPart(t, w.admin, { batch_tracking: true });
    const other = await newEnterprise(t);
    const foreignPart = await addPart(t, other.admin);
    const foreignWarehouse = await addWarehouse(t, other.admin);
    const cases: Array<[string, () => ReturnType<typeof putIn>, number, string?]> = [
      ['bin of another warehouse', () => putIn(t, w.admin, main, [{ part_id: part.id, bin_id: bin(spare), quantity: 1, unit_price: '1' }]), 404],
      ['another enterprise’s part', () => putIn(t, w.admin, main, [{ part_id: foreignPart.id, quantity: 1, unit_price: '1' }]), 404],
      ['another enterprise’s warehouse', () => putIn(t, w.admin, foreignWarehouse, [{ part_id: part.id, quantity: 1, unit_price: '1' }]), 404],
      ['a manufacturer as supplier', () => putIn(t, w.admin, main, [{ part_id: part.id, quantity: 1, unit_price: '1' }], { supplier_id: 999999 }), 404],
      ['price format', () => putIn(t, w.admin, main, [{ part_id: part.id, quantity: 1, unit_price: '1.999' }]), 422, '价格格式错误'],
      ['no batch for a batch-tracked part', () => putIn(t, w.admin, main, [{ part_id: batched.id, quantity: 1, unit_price: '1' }]), 422, `备件编码${batched.spare_part_code}启用了批次管理，请填写批次号`],
      ['zero quantity', () => putIn(t, w.admin, main, [{ part_id: part.id, quantity: 0, unit_price: '1' }]), 422],
      ['no lines', () => putIn(t, w.admin, main, []), 422],
      ['an unknown work order', () => putIn(t, w.admin, main, [{ part_id: part.id, quantity: 1, unit_price: '1' }], { document_type: 'workOrder', document_id: 999999 }), 404],
      ['a document id without its type', () => putIn(t, w.admin, main, [{ part_id: part.id, quantity: 1, unit_price: '1' }], { document_id: 5 }), 422],
      ['a stocktake typed by hand', () => putIn(t, w.admin, main, [{ part_id: part.id, quantity: 1, unit_price: '1' }], { document_type: 'stocktake' }), 422],
      ['a transfer into another enterprise', () => move(t, w.admin, 'transfer', main, [{ part_id: part.id, quantity: 1 }], { to_warehouse_id: foreignWarehouse.id }), 404],
      ['an unknown kind', () => move(t, w.admin, 'steal', main, [{ part_id: part.id, quantity: 1 }]), 422],
    ];
    for (const [name, send, status, msg] of cases) {
      const res = await send();
      expect([name, res.status, ...(msg ? [res.body.msg] : [])]).toEqual([name, status, ...(msg ? [msg] : [])]);
    }
    expect(await stockOf(t, w.admin, { part_id: part.id })).toEqual([]);
    const lots = await putIn(t, w.admin, main, [{ part_id: batched.id, batch_no: 'L-1', quantity: 2, unit_price: '1' }, { part_id: batched.id, batch_no: 'L-2', quantity: 3, unit_price: '1' }]);
    expect(lots.status).toBe(200);
    expect((await stockOf(t, w.admin, { part_id: batched.id })).map((r) => [r.batch_no, r.on_hand])).toEqual([['L-1', 2], ['L-2', 3]]);
    expect((await move(t, w.admin, 'issue', main, [{ part_id: batched.id, batch_no: 'L-1', quantity: 3 }])).status).toBe(422);
  });

  it('a part or warehouse the ledger names cannot be deleted, nor a bin that held stock', async () => {
    const wh = await addWarehouse(t, w.admin);
    const part = await addPart(t, w.admin);
    await putIn(t, w.admin, wh, [{ part_id: part.id, bin_id: bin(wh), quantity: 1, unit_price: '1' }]).expect(200);
    expect((await t.post('/sparePart/delete', { id: part.id }, w.admin.token)).body.msg).toBe('备件已有出入库记录，不能删除');
    expect((await t.post('/warehouse/delete', { id: wh.id }, w.admin.token)).status).toBe(409);
    const dropBin = await t.post('/warehouse/update', { id: wh.id, version: 1, code: wh.code, name: 'x', bins: [{ id: bin(wh, 1), code: 'A-02' }] }, w.admin.token);
    expect([dropBin.status, dropBin.body.msg]).toEqual([409, '库位A-01已有出入库记录，不能删除']);
  });

  it('a warehouse-limited storekeeper sees and moves stock only in their warehouses', async () => {
    const part = await addPart(t, w.admin);
    await putIn(t, w.admin, main, [{ part_id: part.id, quantity: 4, unit_price: '1' }]).expect(200);
    await putIn(t, w.admin, spare, [{ part_id: part.id, quantity: 6, unit_price: '1' }]).expect(200);
    const keeper = await member(t, w, ALL, { scopes: { [DataScope.warehouse]: [main.id] } });
    expect((await stockOf(t, keeper, { part_id: part.id })).map((r) => r.warehouse_id)).toEqual([main.id]);
    expect((await ok<Part>(t, '/sparePart/detail', { id: part.id }, keeper)).on_hand).toBe(4);
    expect((await ok<Part>(t, '/sparePart/detail', { id: part.id }, w.admin)).on_hand).toBe(10);
    const ledger = await ok<{ rows: Movement[] }>(t, '/stockMovement/pageList', { part_id: part.id }, keeper);
    expect(ledger.rows.map((r) => r.warehouse_id)).toEqual([main.id]);
    expect((await ok<{ total: number }>(t, '/stockMovement/pageList', { part_id: part.id, warehouse_id: spare.id }, keeper)).total).toBe(0);
    expect((await putIn(t, keeper, spare, [{ part_id: part.id, quantity: 1, unit_price: '1' }])).status).toBe(404);
    expect((await move(t, keeper, 'issue', spare, [{ part_id: part.id, quantity: 1 }])).status).toBe(404);
    expect((await move(t, keeper, 'transfer', main, [{ part_id: part.id, quantity: 1 }], { to_warehouse_id: spare.id })).status).toBe(404);
    expect((await move(t, keeper, 'issue', main, [{ part_id: part.id, quantity: 1 }])).status).toBe(200);
    const viewer = await member(t, w, [P.stock.list]);
    expect((await move(t, viewer, 'issue', main, [{ part_id: part.id, quantity: 1 }])).status).toBe(403);
    expect((await putIn(t, viewer, main, [{ part_id: part.id, quantity: 1, unit_price: '1' }])).status).toBe(403);
    expect((await stockOf(t, await newEnterprise(t).then((o) => o.admin), { part_id: part.id }))).toEqual([]);
  });
});
