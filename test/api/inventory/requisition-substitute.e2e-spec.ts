import { Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { member, world as orderWorld } from '../work-orders/support';
import { addPart, ok, putIn, stockOf, type Part } from './support';
import { reqWorld, save, techOrder, type ReqWorld, type Requisition } from './requisition-support';

type Brief = { id: number; spare_part_code: string; name: string };
type Detail = Part & { version: number; spare_part_code: string; substitutes: Brief[]; interchangeable: Brief[] };
type Place = { part_id: number; warehouse_id: number; available: number };

/** Issue 15 item 4: where else a short line's part is, taking it from there, and declared substitutes in its place. */
describe(`inventory requisitions: other places and substitutes (${testDbKind()})`, () => {
  let t: TestApp;
  let w: ReqWorld;

  beforeAll(async () => {
    t = await startTestApp();
    w = await reqWorld(t);
  });
  afterAll(() => t?.close());

  const stocked = async (places: Array<[ReqWorld['a'], number]>, body: Record<string, unknown> = {}) => {
    const part = await addPart(t, w.admin, { price: '4', ...body });
    for (const [warehouse, quantity] of places) await putIn(t, w.admin, warehouse, [{ part_id: part.id, quantity, unit_price: '4' }]).expect(200);
    return part;
  };
  const detail = (id: number, who = w.admin) => ok<Detail>(t, '/sparePart/detail', { id }, who);
  const replace = (who: { token: string }, req: Pick<Requisition, 'id' | 'version'>, body: Record<string, unknown>) =>
    t.post('/requisition/replaceLine', { id: req.id, version: req.version, ...body }, who.token);
  const held = async (partId: number, warehouseId: number) => (await stockOf(t, w.admin, { part_id: partId, warehouse_id: warehouseId }))[0];
  /** A requisition waiting for `quantity` of the part from warehouse a, which holds too few. */
  const shortOf = async (part: Part, quantity: number) => {
    const order = await techOrder(t, w);
    const req = (await save(t, w.tech, order.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity }], { wait_for_parts: true }).expect(200)).body.content as Requisition;
    expect([req.status, req.lines[0]?.reserved]).toEqual(['waiting', 0]);
    return req;
  };

  it('declares substitutes on the part (checked ids, not itself), shows them on its detail and keeps them when an update leaves them out', async () => {
    const sub = await stocked([]);
    const part = await stocked([], { substitute_ids: [sub.id] });
    let seen = await detail(part.id);
    expect(seen.substitutes).toEqual([{ id: sub.id, spare_part_code: sub.spare_part_code, name: '轴承' }]);

    const update = (body: Record<string, unknown>, who = w.admin) =>
      t.post('/sparePart/update', { id: part.id, version: seen.version, spare_part_code: seen.spare_part_code, name: '轴承', ...body }, who.token);
    seen = (await update({ remark: 'kept' }).expect(200)).body.content as Detail;
    expect(seen.substitutes.map((s) => s.id)).toEqual([sub.id]);

    const english = await member(t, w, [Permission.sparePart.list, Permission.sparePart.edit], { lang: 'en_US' });
    const self = await update({ substitute_ids: [part.id] }, english);
    expect([self.status, self.body.msg]).toEqual([422, `Spare part code ${seen.spare_part_code} cannot be its own substitute`]);
    expect((await update({ substitute_ids: [part.id] })).body.msg).toBe(`备件编码${seen.spare_part_code}不能作为自身的替代件`);

    const other = await orderWorld(t);
    const theirs = await addPart(t, other.admin);
    expect((await update({ substitute_ids: [sub.id, theirs.id] })).status).toBe(404);
    expect((await detail(part.id)).substitutes.map((s) => s.id)).toEqual([sub.id]);

    seen = (await update({ substitute_ids: [] }).expect(200)).body.content as Detail;
    expect(seen.substitutes).toEqual([]);
  });

  it('a scoped storekeeper sees only their warehouse among the other places, and cannot take a line from another', async () => {
    const part = await stocked([[w.a, 1], [w.b, 5]]);
    const req = await shortOf(part, 3);
    const places = async (who: { token: string }) =>
      (await ok<{ rows: Place[] }>(t, '/requisition/stock', { part_id: part.id, pageSize: 100 }, who as ReqWorld['keeper'])).rows.map((r) => [r.warehouse_id, r.available]);
    expect(await places(w.keeper)).toEqual([[w.a.id, 1]]);
    expect((await places(w.admin)).sort()).toEqual([[w.a.id, 1], [w.b.id, 5]].sort());

    const refused = await replace(w.keeper, req, { line_id: req.lines[0]?.id, warehouse_id: w.b.id });
    expect(refused.status).toBe(404);
    expect(await held(part.id, w.b.id)).toMatchObject({ on_hand: 5, reserved: 0 });
    // The technician may request but not approve.
    expect((await replace(w.tech, req, { line_id: req.lines[0]?.id, warehouse_id: w.b.id })).status).toBe(403);

    const moved = (await replace(w.admin, req, { line_id: req.lines[0]?.id, warehouse_id: w.b.id }).expect(200)).body.content as Requisition;
    expect(moved.status).toBe('ready');
    expect(moved.lines.map((l) => [l.part_id, l.warehouse_id, l.reserved, l.quantity])).toEqual([[part.id, w.b.id, 3, 3]]);
    expect(await held(part.id, w.b.id)).toMatchObject({ on_hand: 5, reserved: 3 });
    expect(await held(part.id, w.a.id)).toMatchObject({ on_hand: 1, reserved: 0 });

    // A line that holds all it asks for is not short any more; an old version is stale.
    const again = await replace(w.admin, moved, { line_id: req.lines[0]?.id, warehouse_id: w.a.id });
    expect([again.status, again.body.msg]).toEqual([422, `备件编码${part.spare_part_code}的领用行不缺货或已审批、已发放，不能更换`]);
    expect((await replace(w.admin, req, { line_id: req.lines[0]?.id, warehouse_id: w.a.id })).status).toBe(409);
  });

  it("an approver replaces a short line's part with one of its declared substitutes in their warehouse; the stock rules stay", async () => {
    const sub = await stocked([[w.a, 4]]);
    const stranger = await stocked([[w.a, 9]]);
    const part = await stocked([[w.a, 1]], { substitute_ids: [sub.id] });
    const req = await shortOf(part, 3);
    const lineId = req.lines[0]?.id;
    expect((req.lines[0] as unknown as Detail).substitutes).toEqual([{ id: sub.id, spare_part_code: sub.spare_part_code, name: '轴承' }]);

    const notDeclared = await replace(w.keeper, req, { line_id: lineId, part_id: stranger.id, warehouse_id: w.a.id });
    expect([notDeclared.status, notDeclared.body.msg]).toEqual([422, `备件编码${stranger.spare_part_code}不是备件编码${part.spare_part_code}的替代件`]);
    const tooMany = await shortOf(part, 5);
    const short = await replace(w.keeper, tooMany, { line_id: tooMany.lines[0]?.id, part_id: sub.id, warehouse_id: w.a.id });
    expect([short.status, short.body.msg]).toEqual([422, `备件编码${sub.spare_part_code}库存不足`]);
    expect(await held(sub.id, w.a.id)).toMatchObject({ on_hand: 4, reserved: 0 });

    const done = (await replace(w.keeper, req, { line_id: lineId, part_id: sub.id, warehouse_id: w.a.id }).expect(200)).body.content as Requisition;
    expect(done.status).toBe('ready');
    expect(done.lines.map((l) => [l.part_id, l.spare_part_code, l.reserved, l.available])).toEqual([[sub.id, sub.spare_part_code, 3, 1]]);
    expect(await held(sub.id, w.a.id)).toMatchObject({ on_hand: 4, reserved: 3 });

    // The replaced line goes the usual way: approved and issued by the storekeeper.
    const approved = (await t.post('/requisition/approve', { id: done.id, version: done.version, warehouse_id: w.a.id }, w.keeper.token).expect(200)).body.content as Requisition;
    await t.post('/requisition/issue', { id: approved.id, version: approved.version, warehouse_id: w.a.id }, w.keeper.token).expect(200);
    expect(await held(sub.id, w.a.id)).toMatchObject({ on_hand: 1, reserved: 0 });
  });

  it('interchangeable parts go both ways and show on both details; a one-way substitute stays one way', async () => {
    const b = await stocked([[w.a, 5]]);
    const c = await stocked([[w.a, 5]]);
    const a = await stocked([[w.a, 5]], { interchangeable_ids: [b.id], substitute_ids: [c.id] });
    const brief = (p: Part) => ({ id: p.id, spare_part_code: p.spare_part_code, name: '轴承' });
    expect([(await detail(a.id)).interchangeable, (await detail(a.id)).substitutes]).toEqual([[brief(b)], [brief(c)]]);
    const ofB = await detail(b.id);
    expect([ofB.interchangeable, ofB.substitutes]).toEqual([[brief(a)], []]);
    expect((await detail(c.id)).interchangeable).toEqual([]);

    // B's short line may take A (declared on A); C's may not take A (A -> C is one way).
    const short = async (p: Part) => {
      const order = await techOrder(t, w);
      const body = (await save(t, w.tech, order.id, [{ part_id: p.id, warehouse_id: w.a.id, quantity: 9 }], { wait_for_parts: true }).expect(200)).body.content as Requisition;
      return body;
    };
    const reqB = await short(b);
    expect((reqB.lines[0] as unknown as Detail).substitutes.map((s) => s.id)).toEqual([a.id]);
    const reqC = await short(c);
    expect((reqC.lines[0] as unknown as Detail).substitutes).toEqual([]);
    expect((await replace(w.keeper, reqC, { line_id: reqC.lines[0]?.id, part_id: a.id, warehouse_id: w.a.id })).status).toBe(422);
    await putIn(t, w.admin, w.a, [{ part_id: a.id, quantity: 4, unit_price: '4' }]).expect(200);
    const took = (await replace(w.keeper, reqB, { line_id: reqB.lines[0]?.id, part_id: a.id, warehouse_id: w.a.id }).expect(200)).body.content as Requisition;
    expect(took.lines.map((l) => [l.part_id, l.reserved])).toEqual([[a.id, 9]]);

    // Edited from either side: B leaving A out undoes it on both; an update leaving the field out keeps it.
    const update = (p: Detail, body: Record<string, unknown>) =>
      t.post('/sparePart/update', { id: p.id, version: p.version, spare_part_code: p.spare_part_code, name: '轴承', ...body }, w.admin.token);
    const other = await orderWorld(t);
    expect((await update(ofB, { interchangeable_ids: [(await addPart(t, other.admin)).id] })).status).toBe(404);
    const kept = (await update(ofB, { remark: 'kept' }).expect(200)).body.content as Detail;
    expect(kept.interchangeable).toEqual([brief(a)]);
    await update(kept, { interchangeable_ids: [] }).expect(200);
    expect((await detail(a.id)).interchangeable).toEqual([]);
    expect((await detail(a.id)).substitutes).toEqual([brief(c)]);
  });

  it("the picker's stand-ins for a part: its substitutes' places with something available, in the caller's warehouses", async () => {
    const one = await stocked([[w.a, 3], [w.b, 2]]);
    const both = await stocked([[w.b, 4]]);
    const part = await stocked([], { substitute_ids: [one.id], interchangeable_ids: [both.id] });
    const standIns = (who: { token: string }, id = part.id) => t.post('/requisition/standIns', { id }, who.token);
    const rows = async (who: { token: string }) =>
      ((await standIns(who).expect(200)).body.content as { rows: Place[] }).rows.map((r) => [r.part_id, r.warehouse_id, r.available]).sort();
    expect(await rows(w.tech)).toEqual([[one.id, w.a.id, 3], [one.id, w.b.id, 2], [both.id, w.b.id, 4]].sort());
    expect(await rows(w.keeper)).toEqual([[one.id, w.a.id, 3]]);
    // The other way: a part interchangeable with `part` offers it too, but it holds nothing.
    expect(((await standIns(w.tech, both.id).expect(200)).body.content as { rows: Place[] }).rows).toEqual([]);
    const other = await orderWorld(t);
    expect((await standIns(w.tech, (await addPart(t, other.admin)).id)).status).toBe(404);
    expect((await standIns(other.admin)).status).toBe(404);
  });

  it("another enterprise's ids and a bin of another warehouse are not found", async () => {
    const part = await stocked([[w.a, 1]]);
    const req = await shortOf(part, 2);
    const other = await orderWorld(t);
    const theirPart = await addPart(t, other.admin);
    const lineId = req.lines[0]?.id;
    expect((await replace(other.admin, req, { line_id: lineId, warehouse_id: w.a.id })).status).toBe(404);
    // An unknown or another enterprise's part is not found (not "not a substitute"); a real part of ours that is not
    // declared is the rule's 422.
    const theirs = await replace(w.admin, req, { line_id: lineId, part_id: theirPart.id, warehouse_id: w.a.id });
    expect([theirs.status, theirs.body.msg]).toEqual([404, expect.not.stringContaining('替代件')]);
    expect((await replace(w.admin, req, { line_id: lineId, part_id: 999999, warehouse_id: w.a.id })).status).toBe(404);
    const ours = await stocked([[w.a, 5]]);
    expect((await replace(w.admin, req, { line_id: lineId, part_id: ours.id, warehouse_id: w.a.id })).status).toBe(422);
    expect(await held(ours.id, w.a.id)).toMatchObject({ on_hand: 5, reserved: 0 });
    expect((await replace(w.admin, req, { line_id: lineId, warehouse_id: w.a.id, bin_id: w.b.bins[0]?.id })).status).toBe(404);
    expect((await replace(w.admin, req, { line_id: 999999, warehouse_id: w.a.id })).status).toBe(404);
    expect((await replace(w.admin, req, { line_id: 'x', warehouse_id: w.a.id })).status).toBe(422);
  });
});
