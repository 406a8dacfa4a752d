import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { addPart, addWarehouse, move, putIn, stockOf, world, type Part, type Warehouse, type World } from './support';

/** Issue 15 item 3: documents of several lines, and a refusal naming the line (and field) it refuses, nothing written. */
describe(`inventory multi-line documents name the refused line (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let main: Warehouse;
  let site: Warehouse;
  let bolt: Part;
  let nut: Part;
  let batched: Part;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    main = await addWarehouse(t, w.admin);
    site = await addWarehouse(t, w.admin);
    bolt = await addPart(t, w.admin);
    nut = await addPart(t, w.admin);
    batched = await addPart(t, w.admin, { batch_tracking: true });
    await putIn(t, w.admin, main, [
      { part_id: bolt.id, bin_id: main.bins[0]?.id, quantity: 10, unit_price: '1' },
      { part_id: nut.id, bin_id: main.bins[0]?.id, quantity: 3, unit_price: '1' },
    ]).expect(200);
  });
  afterAll(() => t?.close());

  const ledgerCount = async () => Number((await t.db.query('SELECT COUNT(*) AS n FROM inventory_stock_movement WHERE enterprise_id = ?', [w.enterpriseId]))[0].n);
  const fieldsOf = (res: { body: { content?: { fields?: Record<string, string> } } }) => Object.keys(res.body.content?.fields ?? {});

  it('transfers several parts in one document', async () => {
    const res = await move(t, w.admin, 'transfer', main, [
      { part_id: bolt.id, bin_id: main.bins[0]?.id, quantity: 4, to_bin_id: site.bins[1]?.id },
      { part_id: nut.id, bin_id: main.bins[0]?.id, quantity: 1 },
    ], { to_warehouse_id: site.id }).expect(200);
    const rows = res.body.content as { document_no: string; movements: Array<{ movement_type: string; part_id: number; warehouse_id: number; quantity: number }> };
    expect(rows.movements.map((m) => [m.movement_type, m.part_id, m.warehouse_id, m.quantity])).toEqual([
      ['transferOut', bolt.id, main.id, -4],
      ['transferIn', bolt.id, site.id, 4],
      ['transferOut', nut.id, main.id, -1],
      ['transferIn', nut.id, site.id, 1],
    ]);
    expect((await stockOf(t, w.admin, { warehouse_id: site.id })).map((r) => [r.part_id, r.on_hand]).sort()).toEqual([[bolt.id, 4], [nut.id, 1]].sort());
  });

  it('names the short line of an issue, in the message and the field, and writes nothing', async () => {
    const before = await ledgerCount();
    const res = await move(t, w.admin, 'issue', main, [
      { part_id: bolt.id, bin_id: main.bins[0]?.id, quantity: 1 },
      { part_id: nut.id, bin_id: main.bins[0]?.id, quantity: 5 },
    ]);
    expect([res.status, res.body.msg, fieldsOf(res)]).toEqual([422, `备件编码${nut.spare_part_code}库存不足`, ['lines.1.quantity']]);
    expect(await ledgerCount()).toBe(before);
  });

  it('names the line of an unknown part, another warehouse’s bin, a missing batch, a bad price, a zero quantity, the same place', async () => {
    const before = await ledgerCount();
    const foreign = await world(t);
    const theirs = await addPart(t, foreign.admin);
    const cases: Array<[() => ReturnType<typeof move>, number, string]> = [
      [() => move(t, w.admin, 'issue', main, [{ part_id: bolt.id, bin_id: main.bins[0]?.id, quantity: 1 }, { part_id: theirs.id, quantity: 1 }]), 404, 'lines.1.part_id'],
      [() => move(t, w.admin, 'issue', main, [{ part_id: bolt.id, quantity: 1 }, { part_id: nut.id, bin_id: site.bins[0]?.id, quantity: 1 }]), 404, 'lines.1.bin_id'],
      [() => move(t, w.admin, 'transfer', main, [{ part_id: bolt.id, bin_id: main.bins[0]?.id, quantity: 1, to_bin_id: main.bins[0]?.id }], { to_warehouse_id: site.id }), 404, 'lines.0.to_bin_id'],
      [() => move(t, w.admin, 'transfer', main, [{ part_id: nut.id, bin_id: main.bins[0]?.id, quantity: 1, to_bin_id: main.bins[1]?.id }, { part_id: bolt.id, bin_id: main.bins[0]?.id, quantity: 1, to_bin_id: main.bins[0]?.id }], { to_warehouse_id: main.id }), 422, 'lines.1.to_bin_id'],
      [() => move(t, w.admin, 'adjust', main, [{ part_id: bolt.id, quantity: 1 }, { part_id: nut.id, quantity: 0 }]), 422, 'lines.1.quantity'],
      [() => putIn(t, w.admin, main, [{ part_id: bolt.id, quantity: 1, unit_price: '1' }, { part_id: batched.id, quantity: 1, unit_price: '1' }]), 422, 'lines.1.batch_no'],
      [() => putIn(t, w.admin, main, [{ part_id: bolt.id, quantity: 1, unit_price: '1' }, { part_id: nut.id, quantity: 1, unit_price: '1.001' }]), 422, 'lines.1.unit_price'],
    ];
    for (const [send, status, field] of cases) {
      const res = await send();
      expect([res.status, fieldsOf(res)]).toEqual([status, [field]]);
    }
    expect(await ledgerCount()).toBe(before);
  });
});
