import { DataScope } from '@gengyun/contracts';
import type { TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { P, addPart, addWarehouse, member, move, stockOf, withTwoStores, world, type Warehouse, type World } from './support';

/**
 * The multi-line move with parts picked from the catalogue (issue 15 item 3): each line's part, bin and the
 * warehouses are checked — exists, same enterprise, in the caller's warehouse scope — before anything is written.
 */
describe(`inventory moves of catalogue parts (${testDbKind()})`, () => {
  let t: TestApp, w: World, store: Warehouse, other: Warehouse;
  withTwoStores((s) => ({ t, w, store, other } = s));

  const ledgerCount = async () => Number((await t.db.query('SELECT COUNT(*) AS n FROM inventory_stock_movement WHERE enterprise_id = ?', [w.enterpriseId]))[0].n);
  const fieldsOf = (res: { body: { content?: { fields?: Record<string, string> } } }) => Object.keys(res.body.content?.fields ?? {});

  it('lets a warehouse-limited storekeeper return a part their store never held, to a bin, beside a held one', async () => {
    const keeper = await member(t, w, [P.stock.list, P.stock.move, P.stock.putIn], { scopes: { [DataScope.warehouse]: [store.id] } });
    const [held, fresh] = [await addPart(t, w.admin), await addPart(t, w.admin, { batch_tracking: true })];
    await move(t, w.admin, 'adjust', store, [{ part_id: held.id, quantity: 3 }]).expect(200);
    await move(t, keeper, 'return', store, [{ part_id: held.id, quantity: 1 }, { part_id: fresh.id, bin_id: store.bins[1]?.id, batch_no: 'L7', quantity: 4 }]).expect(200);
    const rows = await stockOf(t, keeper, { warehouse_id: store.id, part_id: fresh.id });
    expect(rows.map((r) => [r.bin_id, r.batch_no, r.on_hand])).toEqual([[store.bins[1]?.id, 'L7', 4]]);
  });

  it('refuses a catalogue part the store does not hold on an issue, naming the line, and writes nothing', async () => {
    const keeper = await member(t, w, [P.stock.list, P.stock.move], { scopes: { [DataScope.warehouse]: [store.id] } });
    const [held, absent] = [await addPart(t, w.admin), await addPart(t, w.admin)];
    await move(t, w.admin, 'adjust', store, [{ part_id: held.id, quantity: 2 }]).expect(200);
    const before = await ledgerCount();
    const res = await move(t, keeper, 'issue', store, [{ part_id: held.id, quantity: 1 }, { part_id: absent.id, bin_id: store.bins[0]?.id, quantity: 1 }]);
    expect([res.status, res.body.msg, fieldsOf(res)]).toEqual([422, `备件编码${absent.spare_part_code}库存不足`, ['lines.1.quantity']]);
    expect(await ledgerCount()).toBe(before);
  });

  it('checks every line and warehouse against the enterprise and the scope: "not found", nothing written', async () => {
    const keeper = await member(t, w, [P.stock.list, P.stock.move], { scopes: { [DataScope.warehouse]: [store.id] } });
    const part = await addPart(t, w.admin);
    await move(t, w.admin, 'adjust', store, [{ part_id: part.id, quantity: 5 }]).expect(200);
    await move(t, w.admin, 'adjust', other, [{ part_id: part.id, quantity: 5 }]).expect(200);
    const foreign = await world(t);
    const [theirPart, theirStore] = [await addPart(t, foreign.admin), await addWarehouse(t, foreign.admin)];
    const before = await ledgerCount();
    const cases: Array<[ReturnType<typeof move>, string[]]> = [
      // a store outside the keeper's scope, as the source or the target
      [move(t, keeper, 'return', other, [{ part_id: part.id, quantity: 1 }]), []],
      [move(t, keeper, 'transfer', store, [{ part_id: part.id, quantity: 1 }], { to_warehouse_id: other.id }), []],
      // another enterprise's part, bin or warehouse on a line
      [move(t, keeper, 'return', store, [{ part_id: part.id, quantity: 1 }, { part_id: theirPart.id, quantity: 1 }]), ['lines.1.part_id']],
      [move(t, keeper, 'return', store, [{ part_id: part.id, quantity: 1 }, { part_id: part.id, bin_id: theirStore.bins[0]?.id, quantity: 1 }]), ['lines.1.bin_id']],
      [move(t, keeper, 'return', theirStore, [{ part_id: part.id, quantity: 1 }]), []],
      // a bin of the other (out of scope) store
      [move(t, keeper, 'return', store, [{ part_id: part.id, bin_id: other.bins[0]?.id, quantity: 1 }]), ['lines.0.bin_id']],
      [move(t, keeper, 'return', store, [{ part_id: 99_999_999, quantity: 1 }]), ['lines.0.part_id']],
    ];
    for (const [sent, fields] of cases) {
      const res = await sent;
      expect([res.status, fieldsOf(res)]).toEqual([404, fields]);
    }
    expect(await ledgerCount()).toBe(before);
    // Without the move permission: 403.
    const reader = await member(t, w, [P.stock.list], { scopes: { [DataScope.warehouse]: [store.id] } });
    expect((await move(t, reader, 'return', store, [{ part_id: part.id, quantity: 1 }])).status).toBe(403);
  });
});
