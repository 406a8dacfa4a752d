import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { addPart, addWarehouse, ledgerAgreesWithBalances, move, putIn, stockOf, world, type Warehouse, type World } from './support';

/** Stock under concurrent writers (issue 15, tests): the balance decides, never a read-then-write in the service. */
describe(`inventory stock under concurrency (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let a: Warehouse;
  let b: Warehouse;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    a = await addWarehouse(t, w.admin);
    b = await addWarehouse(t, w.admin);
  });
  afterAll(() => t?.close());

  it('50 concurrent issues of the last 10 units: exactly 10 succeed, the others are told the code is short, on-hand is 0', async () => {
    const part = await addPart(t, w.admin);
    await putIn(t, w.admin, a, [{ part_id: part.id, quantity: 10, unit_price: '3' }]).expect(200);
    const answers = await Promise.all(Array.from({ length: 50 }, () => move(t, w.admin, 'issue', a, [{ part_id: part.id, quantity: 1 }])));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.status !== 200).every((r) => r.status === 422 && r.body.msg === `备件编码${part.spare_part_code}库存不足`)).toBe(true);
    expect((await stockOf(t, w.admin, { part_id: part.id })).map((r) => r.on_hand)).toEqual([0]);
    const [sum] = (await t.db.query('SELECT SUM(quantity) AS total, MIN(balance_after) AS lowest FROM inventory_stock_movement WHERE part_id = ?', [part.id])) as Array<{ total: number | string; lowest: number | string }>;
    expect([Number(sum?.total), Number(sum?.lowest)]).toEqual([0, 0]);
    // Each issue saw the balance the one before it left: the rows' balances are 9, 8, … 0, each once.
    const after = (await t.db.query("SELECT balance_after FROM inventory_stock_movement WHERE part_id = ? AND movement_type = 'issue'", [part.id])) as Array<{ balance_after: number | string }>;
    expect(after.map((r) => Number(r.balance_after)).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('a transfer and an issue of the same stock at once: both fit, or only one does — never more than was held', async () => {
    const part = await addPart(t, w.admin);
    await putIn(t, w.admin, a, [{ part_id: part.id, quantity: 10, unit_price: '2' }]).expect(200);
    const [transfer, issue] = await Promise.all([
      move(t, w.admin, 'transfer', a, [{ part_id: part.id, quantity: 6 }], { to_warehouse_id: b.id }),
      move(t, w.admin, 'issue', a, [{ part_id: part.id, quantity: 6 }]),
    ]);
    expect([transfer.status, issue.status].sort()).toEqual([200, 422]);
    const held = new Map((await stockOf(t, w.admin, { part_id: part.id })).map((r) => [r.warehouse_id, r.on_hand]));
    expect(held.get(a.id)).toBe(4);
    expect(held.get(b.id) ?? 0).toBe(transfer.status === 200 ? 6 : 0);

    const [more, rest] = await Promise.all([
      move(t, w.admin, 'transfer', a, [{ part_id: part.id, quantity: 1 }], { to_warehouse_id: b.id }),
      move(t, w.admin, 'issue', a, [{ part_id: part.id, quantity: 3 }]),
    ]);
    expect([more.status, rest.status]).toEqual([200, 200]);
    expect((await stockOf(t, w.admin, { part_id: part.id, warehouse_id: a.id }))[0]?.on_hand).toBe(0);
  });

  it('transfers crossing in both directions at once all finish (locks are taken in id order), and the books balance', async () => {
    const part = await addPart(t, w.admin);
    await putIn(t, w.admin, a, [{ part_id: part.id, quantity: 20, unit_price: '1' }]).expect(200);
    await putIn(t, w.admin, b, [{ part_id: part.id, quantity: 20, unit_price: '3' }]).expect(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? move(t, w.admin, 'transfer', a, [{ part_id: part.id, quantity: 1 }], { to_warehouse_id: b.id }) : move(t, w.admin, 'transfer', b, [{ part_id: part.id, quantity: 1 }], { to_warehouse_id: a.id }))),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const held = (await stockOf(t, w.admin, { part_id: part.id })).map((r) => r.on_hand);
    expect(held).toEqual([20, 20]);
    const { ledger, balances } = await ledgerAgreesWithBalances(t, w.enterpriseId);
    expect(balances).toEqual(ledger);
  });
});
