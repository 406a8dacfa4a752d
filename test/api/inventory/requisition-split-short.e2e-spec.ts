import { Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { member } from '../work-orders/support';
import { addPart, putIn, stockOf, type Part } from './support';
import { reqWorld, save, techOrder, type ReqWorld, type Requisition } from './requisition-support';

/** Issue 15 item 4, follow-up: a short line split over several places, each reserved, all or nothing. */
describe(`inventory requisitions: a short line split over places (${testDbKind()})`, () => {
  let t: TestApp;
  let w: ReqWorld;

  beforeAll(async () => {
    t = await startTestApp();
    w = await reqWorld(t);
  });
  afterAll(() => t?.close());

  const stocked = async (places: Array<[ReqWorld['a'], number]>) => {
    const part = await addPart(t, w.admin, { price: '4' });
    for (const [warehouse, quantity] of places) await putIn(t, w.admin, warehouse, [{ part_id: part.id, quantity, unit_price: '4' }]).expect(200);
    return part;
  };
  const split = (who: { token: string }, req: Pick<Requisition, 'id' | 'version'>, sources: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) =>
    t.post('/requisition/replaceLine', { id: req.id, version: req.version, line_id: (req as Requisition).lines[0]?.id, sources, ...extra }, who.token);
  const held = async (partId: number) =>
    Object.fromEntries((await stockOf(t, w.admin, { part_id: partId })).map((b) => [b.warehouse_id, [b.on_hand, b.reserved]]));
  const shortOf = async (part: Part, quantity: number) => {
    const order = await techOrder(t, w);
    const req = (await save(t, w.tech, order.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity }], { wait_for_parts: true }).expect(200)).body.content as Requisition;
    expect([req.status, req.lines[0]?.reserved]).toEqual(['waiting', 0]);
    return req;
  };

  it('refuses sources that do not add up to the line, in the caller\'s language, and writes nothing', async () => {
    const part = await stocked([[w.a, 2], [w.b, 5]]);
    const req = await shortOf(part, 4);
    const res = await split(w.admin, req, [{ warehouse_id: w.a.id, quantity: 2 }, { warehouse_id: w.b.id, quantity: 1 }]);
    expect([res.status, res.body.msg]).toEqual([422, '拆分数量合计3，与领用行数量4不符']);
    const english = await member(t, w, [Permission.requisition.list, Permission.requisition.approve], { lang: 'en_US' });
    const en = await split(english, req, [{ warehouse_id: w.a.id, quantity: 2 }, { warehouse_id: w.b.id, quantity: 3 }]);
    expect([en.status, en.body.msg]).toEqual([422, 'The split quantities add up to 5, but the line asks for 4']);
    // One place and a split at once is refused too.
    expect((await split(w.admin, req, [{ warehouse_id: w.b.id, quantity: 4 }], { warehouse_id: w.b.id })).status).toBe(422);
    expect(await held(part.id)).toEqual({ [w.a.id]: [2, 0], [w.b.id]: [5, 0] });
  });

  it('refuses the whole split when one source is short: nothing is reserved anywhere and the line stays', async () => {
    const part = await stocked([[w.a, 2], [w.b, 1]]);
    const req = await shortOf(part, 4);
    const res = await split(w.admin, req, [{ warehouse_id: w.a.id, quantity: 2 }, { warehouse_id: w.b.id, quantity: 2 }]);
    expect([res.status, res.body.msg]).toEqual([422, `备件编码${part.spare_part_code}库存不足`]);
    expect(await held(part.id)).toEqual({ [w.a.id]: [2, 0], [w.b.id]: [1, 0] });
    const after = (await t.post('/requisition/detail', { id: req.id }, w.admin.token).expect(200)).body.content as Requisition;
    expect([after.version, after.status, after.lines.map((l) => [l.warehouse_id, l.quantity, l.reserved])]).toEqual([req.version, 'waiting', [[w.a.id, 4, 0]]]);
  });

  it("a storekeeper scoped to one warehouse cannot take a share from another (not found, nothing written)", async () => {
    const part = await stocked([[w.a, 2], [w.b, 5]]);
    const req = await shortOf(part, 4);
    const res = await split(w.keeper, req, [{ warehouse_id: w.a.id, quantity: 2 }, { warehouse_id: w.b.id, quantity: 2 }]);
    expect(res.status).toBe(404);
    expect(await held(part.id)).toEqual({ [w.a.id]: [2, 0], [w.b.id]: [5, 0] });
  });

  it('reserves each share at its place at the requisition\'s version; the line keeps the first, the others are new lines', async () => {
    const part = await stocked([[w.a, 2], [w.b, 5]]);
    const req = await shortOf(part, 4);
    const done = (await split(w.admin, req, [{ warehouse_id: w.a.id, quantity: 2 }, { warehouse_id: w.b.id, quantity: 2 }]).expect(200)).body.content as Requisition;
    expect([done.status, done.version]).toEqual(['ready', req.version + 1]);
    expect(done.lines.map((l) => [l.part_id, l.warehouse_id, l.quantity, l.reserved]).sort()).toEqual(
      [[part.id, w.a.id, 2, 2], [part.id, w.b.id, 2, 2]].sort(),
    );
    expect(done.lines.some((l) => l.id === req.lines[0]?.id)).toBe(true);
    expect(await held(part.id)).toEqual({ [w.a.id]: [2, 2], [w.b.id]: [5, 2] });
    // The old version is stale; the same place twice in one split is refused.
    expect((await split(w.admin, req, [{ warehouse_id: w.b.id, quantity: 4 }])).status).toBe(409);
    const again = await shortOf(part, 2);
    const twice = await split(w.admin, again, [{ warehouse_id: w.b.id, quantity: 1 }, { warehouse_id: w.b.id, quantity: 1 }]);
    expect(twice.status).toBe(422);
  });
});
