import { Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { member } from '../work-orders/support';
import { addPart, move, ok, putIn } from './support';
import { reqWorld, save, techOrder, type ReqWorld, type Requisition } from './requisition-support';

type Line = Omit<Requisition['lines'][number], 'available'> & { available: number | null };
type Doc = { movements: Array<{ warehouse_id: number; quantity: number; balance_after: number | null }> };

/**
 * A blind count's counters must not learn the expected figures elsewhere either (issue 15 item 6): a requisition
 * line's `available` and the balance after in the answer of a movement they write, for the warehouse counted.
 */
describe(`inventory blind counts hide figures beyond the stock pages (${testDbKind()})`, () => {
  let t: TestApp;
  let w: ReqWorld;
  let counter: Actor;
  let approver: Actor;

  beforeAll(async () => {
    t = await startTestApp();
    w = await reqWorld(t);
    const reader = [Permission.requisition.list, Permission.stock.list, Permission.stock.move, Permission.stocktake.list, Permission.stocktake.count];
    counter = await member(t, w, reader);
    approver = await member(t, w, [...reader, Permission.stocktake.approve]);
  });
  afterAll(() => t?.close());

  const linesOf = async (id: number, who: Actor) => new Map((await ok<{ lines: Line[] }>(t, '/requisition/detail', { id }, who)).lines.map((l) => [l.warehouse_id, l.available]));

  it('answers null for the counted warehouse’s figures to its counter until the count is gone; others read them', async () => {
    const part = await addPart(t, w.admin);
    for (const wh of [w.a, w.b]) await putIn(t, w.admin, wh, [{ part_id: part.id, quantity: 10, unit_price: '2' }]).expect(200);
    const order = await techOrder(t, w);
    const req = (await save(t, w.tech, order.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity: 2 }, { part_id: part.id, warehouse_id: w.b.id, quantity: 1 }]).expect(200)).body.content as Requisition;
    const count = await ok<{ id: number }>(t, '/stocktake/add', { count_date: '2026-11-27', warehouse_id: w.a.id, person_user_id: counter.userId, blind: true }, w.admin);

    expect(await linesOf(req.id, counter)).toEqual(new Map([[w.a.id, null], [w.b.id, 9]]));
    expect(await linesOf(req.id, approver)).toEqual(new Map([[w.a.id, 8], [w.b.id, 9]]));
    // Their own movements: no balance after in the counted warehouse, the other as usual; nothing else changes.
    const inA = await ok<Doc>(t, '/stock/move', { kind: 'adjust', warehouse_id: w.a.id, lines: [{ part_id: part.id, quantity: 1 }] }, counter);
    expect(inA.movements).toEqual([expect.objectContaining({ warehouse_id: w.a.id, quantity: 1, balance_after: null })]);
    const transfer = await ok<Doc>(t, '/stock/move', { kind: 'transfer', warehouse_id: w.b.id, to_warehouse_id: w.a.id, lines: [{ part_id: part.id, quantity: 1 }] }, counter);
    expect(transfer.movements.map((m) => [m.warehouse_id, m.balance_after])).toEqual([[w.b.id, 9], [w.a.id, null]]);
    const admins = (await move(t, w.admin, 'adjust', w.a, [{ part_id: part.id, quantity: -1 }]).expect(200)).body.content as Doc;
    expect(admins.movements[0]?.balance_after).toBe(11);
    // The technician is no counter: they read what is available.
    expect((await ok<{ lines: Line[] }>(t, '/requisition/ofOrder', { work_order_id: order.id }, w.tech)).lines.map((l) => l.available)).toEqual([9, 8]);

    await ok(t, '/stocktake/delete', { id: count.id }, w.admin);
    expect(await linesOf(req.id, counter)).toEqual(new Map([[w.a.id, 9], [w.b.id, 8]]));
    const after = await ok<Doc>(t, '/stock/move', { kind: 'adjust', warehouse_id: w.a.id, lines: [{ part_id: part.id, quantity: 1 }] }, counter);
    expect(after.movements[0]?.balance_after).toBe(12);
  });
});
