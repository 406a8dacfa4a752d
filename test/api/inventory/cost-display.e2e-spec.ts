import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { ALL, P, addPart, addWarehouse, member, ok, putIn, type Movement, type Part, type StockRow, type Warehouse, type World, world } from './support';

const COUNTING = Object.values(P.stocktake);
const WITHOUT_COSTS = [...ALL.filter((c) => c !== P.sparePart.cost && c !== P.stock.cost), ...COUNTING];
type Line = { part_id: number; difference: number | null; unit_cost: string | null; difference_amount: string | null };
type Count = { id: number; lines: Line[] };

/** SPEC §6 cost display toggles "spare parts" and "storage" (issue 15 item 8): stripped from every inventory answer. */
describe(`inventory cost display toggles (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let store: Warehouse;
  let part: Part;
  let costly: Actor;
  let plain: Actor;
  let count: Count;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    store = await addWarehouse(t, w.admin);
    part = await addPart(t, w.admin, { price: '12.50' });
    await putIn(t, w.admin, store, [{ part_id: part.id, bin_id: store.bins[0]?.id, quantity: 10, unit_price: '3' }]).expect(200);
    costly = await member(t, w, [...ALL, ...COUNTING]);
    plain = await member(t, w, WITHOUT_COSTS);
    // A count with one line two short, approved: the report values the difference.
    const draft = await ok<Count>(t, '/stocktake/add', { count_date: '2026-11-27', warehouse_id: store.id }, w.admin);
    await ok(t, '/stocktake/start', { id: draft.id }, w.admin);
    await ok(t, '/stocktake/count', { id: draft.id, part_id: part.id, bin_id: store.bins[0]?.id, counted: 8 }, w.admin);
    await ok(t, '/stocktake/finish', { id: draft.id }, w.admin);
    count = await ok<Count>(t, '/stocktake/approve', { id: draft.id }, w.admin);
  });
  afterAll(() => t?.close());

  const parts = (who: Actor) => ok<{ rows: Part[] }>(t, '/sparePart/pageList', { keyword: part.spare_part_code }, who);
  const stock = (who: Actor) => ok<{ rows: StockRow[] }>(t, '/stock/pageList', { warehouse_id: store.id }, who);
  const ledger = (who: Actor) => ok<{ rows: Movement[] }>(t, '/stockMovement/pageList', { warehouse_id: store.id, pageSize: 50 }, who);
  const report = (who: Actor) => ok<Count>(t, '/stocktake/detail', { id: count.id }, who);

  it('answers prices and costs to those holding the toggles', async () => {
    expect((await parts(costly)).rows[0]?.price).toBe('12.50');
    expect((await ok<Part>(t, '/sparePart/detail', { id: part.id }, costly)).price).toBe('12.50');
    expect((await stock(costly)).rows[0]?.avg_cost).toBe('3.00');
    const rows = (await ledger(costly)).rows;
    expect(rows.map((r) => [r.movement_type, r.quantity, r.unit_cost, r.amount])).toEqual(
      expect.arrayContaining([
        ['putIn', 10, '3.0000', '30.00'],
        ['adjust', -2, '3.0000', '-6.00'],
      ]),
    );
    expect((await report(costly)).lines[0]).toMatchObject({ difference: -2, unit_cost: '3.0000', difference_amount: '-6.00' });
    expect(count.lines[0]).toMatchObject({ unit_cost: '3.0000', difference_amount: '-6.00' });
  });

  it('strips them on the server for a role without the toggles: parts list and detail, stock, ledger, stocktake report, write answers', async () => {
    const listed = (await parts(plain)).rows[0] as Part;
    expect([listed.spare_part_code, listed.price, listed.on_hand]).toEqual([part.spare_part_code, null, 8]);
    expect((await ok<Part>(t, '/sparePart/detail', { id: part.id }, plain)).price).toBeNull();
    const held = (await stock(plain)).rows[0] as StockRow;
    expect([held.on_hand, held.avg_cost]).toEqual([8, null]);
    const rows = (await ledger(plain)).rows;
    expect(rows.length).toBe(2);
    for (const r of rows) expect([r.unit_cost, r.amount]).toEqual([null, null]);
    const seen = await report(plain);
    expect(seen.lines[0]).toMatchObject({ difference: -2, unit_cost: null, difference_amount: null });
    // What a write answers is stripped the same way.
    const doc = await ok<{ movements: Movement[] }>(t, '/stock/putIn', { warehouse_id: store.id, lines: [{ part_id: part.id, bin_id: store.bins[0]?.id, quantity: 1, unit_price: '3' }] }, plain);
    expect([doc.movements[0]?.unit_cost, doc.movements[0]?.amount]).toEqual([null, null]);
    const issued = await ok<{ movements: Movement[] }>(t, '/stock/move', { kind: 'issue', warehouse_id: store.id, lines: [{ part_id: part.id, bin_id: store.bins[0]?.id, quantity: 1 }] }, plain);
    expect(issued.movements[0]?.amount).toBeNull();
    const added = await ok<Part>(t, '/sparePart/add', { spare_part_code: `${part.spare_part_code}-B`, name: '垫片', price: '9.90' }, plain);
    expect(added.price).toBeNull();
    // The stored price of the part added by someone without the toggle: none was written.
    expect((await ok<Part>(t, '/sparePart/detail', { id: added.id }, w.admin)).price).toBeNull();
  });

  it('keeps the stored price when a role without the toggle edits a part', async () => {
    const seen = await ok<Part>(t, '/sparePart/detail', { id: part.id }, plain);
    const saved = await ok<Part>(t, '/sparePart/update', { ...pick(seen), name: '轴承 6205', price: '1.00' }, plain);
    expect([saved.name, saved.price]).toEqual(['轴承 6205', null]);
    expect((await ok<Part>(t, '/sparePart/detail', { id: part.id }, costly)).price).toBe('12.50');
    const noPrice = await ok<Part>(t, '/sparePart/update', { ...pick(saved), remark: 'x' }, plain);
    expect(noPrice.remark).toBe('x');
    expect((await ok<Part>(t, '/sparePart/detail', { id: part.id }, w.admin)).price).toBe('12.50');
  });

  it('grants the toggles through button entries of the menu', async () => {
    const rows = (await t.db.query("SELECT lang_key, perms FROM menu WHERE perms IN ('inventory:part:cost', 'inventory:stock:cost') ORDER BY perms")) as Array<{ lang_key: string; perms: string }>;
    expect(rows.map((r) => [r.lang_key, r.perms])).toEqual([
      ['menu.bom.list.cost', 'inventory:part:cost'],
      ['menu.bom.warehouseManage.cost', 'inventory:stock:cost'],
    ]);
  });
});

/** The part's form fields as the edit form sends them back. */
const pick = (p: Part) => ({ id: p.id, version: p.version, spare_part_code: p.spare_part_code, name: p.name });
