import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { P, addPart, addWarehouse, member, ok, putIn, world, type Part, type Warehouse, type World } from './support';

type Count = { id: number; version: number; state: string };
type Rows = { rows: Array<{ warehouse_id: number; part_id: number }> };
const HIDDEN_EN = 'A blind count of this warehouse is open: its counters cannot read its stock until the count is approved';

/** Issue 15 item 6: a blind count's counters cannot read that warehouse's on-hand on the stock pages while it is open. */
describe(`inventory blind counts hide stock from their counters (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let store: Warehouse;
  let other: Warehouse;
  let part: Part;
  let person: Actor;
  let counter: Actor;
  let bystander: Actor;
  let approver: Actor;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    store = await addWarehouse(t, w.admin);
    other = await addWarehouse(t, w.admin);
    part = await addPart(t, w.admin, { safety_stock_min: 50 });
    for (const wh of [store, other]) await putIn(t, w.admin, wh, [{ part_id: part.id, quantity: 10, unit_price: '2' }]).expect(200);
    const reader = [P.stock.list, P.sparePart.list, P.stocktake.list, P.stocktake.count];
    person = await member(t, w, reader, { lang: 'en_US' });
    counter = await member(t, w, reader);
    bystander = await member(t, w, reader);
    approver = await member(t, w, [...reader, P.stocktake.approve]);
  });
  afterAll(() => t?.close());

  const call = (path: string, body: Record<string, unknown>, who: Actor) => t.post(path, body, who.token);
  const warehousesIn = async (path: string, who: Actor, body: Record<string, unknown> = {}) =>
    new Set((await ok<Rows>(t, path, { pageSize: 100, ...body }, who)).rows.map((r) => r.warehouse_id));
  const onHandInCatalogue = async (who: Actor) => (await ok<Part>(t, '/sparePart/detail', { id: part.id }, who)).on_hand;

  /** Every stock read of `who`: can they read `store`? */
  async function reads(who: Actor): Promise<{ lists: boolean[]; asked: number[]; catalogue: number }> {
    const lists = [
      (await warehousesIn('/stock/pageList', who)).has(store.id),
      (await warehousesIn('/stockMovement/pageList', who)).has(store.id),
      (await warehousesIn('/stock/reorder/pageList', who)).has(store.id),
    ];
    const asked = [];
    for (const path of ['/stock/pageList', '/stock/byPart', '/stock/byType', '/stockMovement/pageList', '/stock/reorder/pageList', '/stockMovement/export']) {
      asked.push((await call(path, { warehouse_id: store.id }, who)).status);
    }
    return { lists, asked, catalogue: await onHandInCatalogue(who) };
  }
  const OPEN = { lists: [true, true, true], asked: [200, 200, 200, 200, 200, 200], catalogue: 20 };
  const HIDDEN = { lists: [false, false, false], asked: [403, 403, 403, 403, 403, 403], catalogue: 10 };

  it('hides the warehouse from the count’s person and its counters until approval; others, the approver and other warehouses stay readable', async () => {
    const count = await ok<Count>(t, '/stocktake/add', { count_date: '2026-11-27', warehouse_id: store.id, person_user_id: person.userId, blind: true }, w.admin);
    // Already as a draft: its person could otherwise note the on-hand the count will expect.
    expect(await reads(person)).toEqual(HIDDEN);
    const refused = await call('/stock/pageList', { warehouse_id: store.id }, person);
    expect([refused.status, refused.body.msg]).toEqual([403, HIDDEN_EN]);
    expect((await warehousesIn('/stock/pageList', person)).has(other.id)).toBe(true);

    await ok(t, '/stocktake/start', { id: count.id }, w.admin);
    expect(await reads(counter)).toEqual(OPEN);
    await ok(t, '/stocktake/count', { id: count.id, part_id: part.id, counted: 9 }, counter);
    // Having counted a line, the counter is one of its counters now.
    expect(await reads(counter)).toEqual(HIDDEN);
    const chinese = await call('/stock/byPart', { warehouse_id: store.id }, counter);
    expect(chinese.body.msg).toBe('盲盘进行中，盘点人不能查看该仓库的库存');
    expect(await reads(bystander)).toEqual(OPEN);
    expect(await reads(approver)).toEqual(OPEN);
    expect(await reads(w.admin)).toEqual(OPEN);

    await ok(t, '/stocktake/finish', { id: count.id }, w.admin);
    expect(await reads(counter)).toEqual(HIDDEN);
    await ok(t, '/stocktake/approve', { id: count.id }, w.admin);
    expect(await reads(counter)).toEqual({ ...OPEN, catalogue: 19 });
    expect(await reads(person)).toEqual({ ...OPEN, catalogue: 19 });
  });

  it('an ordinary count hides nothing from its counters', async () => {
    const count = await ok<Count>(t, '/stocktake/add', { count_date: '2026-11-27', warehouse_id: other.id, person_user_id: counter.userId }, w.admin);
    await ok(t, '/stocktake/start', { id: count.id }, w.admin);
    expect((await warehousesIn('/stock/pageList', counter)).has(other.id)).toBe(true);
    expect((await call('/stock/pageList', { warehouse_id: other.id }, counter)).status).toBe(200);
  });
});
