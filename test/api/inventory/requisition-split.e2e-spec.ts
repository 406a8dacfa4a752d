import { DataScope, Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { member } from '../work-orders/support';
import { addPart, ok, putIn, stockOf } from './support';
import { reqWorld, save, techOrder, type ReqWorld, type Requisition } from './requisition-support';

const R = Permission.requisition;
type Line = Requisition['lines'][number] & { approved: boolean };
type Req = Omit<Requisition, 'lines'> & { lines: Line[] };

/** Requisitions spanning two warehouses: approved and issued per warehouse by each storekeeper; partial issues. */
describe(`inventory requisitions per warehouse and partial issues (${testDbKind()})`, () => {
  let t: TestApp;
  let w: ReqWorld;
  let keeperB: ReqWorld['keeper'];

  beforeAll(async () => {
    t = await startTestApp();
    w = await reqWorld(t);
    keeperB = await member(t, w, [R.list, R.approve, R.issue, Permission.stock.list], { scopes: { [DataScope.warehouse]: [w.b.id] } });
  });
  afterAll(() => t?.close());

  const stocked = async (quantity: number, warehouse = w.a) => {
    const part = await addPart(t, w.admin, { price: '4' });
    await putIn(t, w.admin, warehouse, [{ part_id: part.id, quantity, unit_price: '4' }]).expect(200);
    return part;
  };
  const post = (path: string, who: { token: string }, body: Record<string, unknown>) => t.post(path, body, who.token);
  const reqOf = async (id: number) => ok<Req>(t, '/requisition/detail', { id }, w.admin);
  const held = async (partId: number, warehouseId: number) => (await stockOf(t, w.admin, { part_id: partId, warehouse_id: warehouseId }))[0];

  it('each storekeeper sees, approves and issues the lines of their own warehouse; the requisition is issued once both are', async () => {
    const inA = await stocked(5, w.a);
    const inB = await stocked(5, w.b);
    const order = await techOrder(t, w);
    const saved = await save(t, w.tech, order.id, [
      { part_id: inA.id, warehouse_id: w.a.id, quantity: 2 },
      { part_id: inB.id, warehouse_id: w.b.id, quantity: 3 },
    ]).expect(200);
    let req = saved.body.content as Req;

    // Each sees the requisition with its own lines only.
    const seenByA = await ok<Req>(t, '/requisition/detail', { id: req.id }, w.keeper);
    expect(seenByA.lines.map((l) => l.warehouse_id)).toEqual([w.a.id]);
    const listedByB = await ok<{ rows: Req[] }>(t, '/requisition/pageList', { pageSize: 100 }, keeperB);
    expect(listedByB.rows.find((r) => r.id === req.id)?.lines.map((l) => l.warehouse_id)).toEqual([w.b.id]);

    // Without naming their warehouse a storekeeper who does not see every one is refused; naming another's too.
    expect((await post('/requisition/approve', w.keeper, { id: req.id, version: req.version })).status).toBe(404);
    expect((await post('/requisition/approve', w.keeper, { id: req.id, version: req.version, warehouse_id: w.b.id })).status).toBe(404);

    req = (await post('/requisition/approve', w.keeper, { id: req.id, version: req.version, warehouse_id: w.a.id }).expect(200)).body.content as Req;
    expect(req.status).toBe('ready');
    expect((await reqOf(req.id)).lines.map((l) => [l.warehouse_id, l.approved])).toEqual([[w.a.id, true], [w.b.id, false]]);

    // A issues its lines before B has approved.
    req = (await post('/requisition/issue', w.keeper, { id: req.id, version: req.version, warehouse_id: w.a.id }).expect(200)).body.content as Req;
    expect(req.status).toBe('ready');
    expect(await held(inA.id, w.a.id)).toMatchObject({ on_hand: 3, reserved: 0 });
    // B cannot issue before approving.
    const early = await post('/requisition/issue', keeperB, { id: req.id, version: req.version, warehouse_id: w.b.id });
    expect([early.status, early.body.msg]).toEqual([422, '没有可发放的已审核预留备件']);

    req = (await post('/requisition/approve', keeperB, { id: req.id, version: req.version, warehouse_id: w.b.id }).expect(200)).body.content as Req;
    expect(req.status).toBe('approved');
    req = (await post('/requisition/issue', keeperB, { id: req.id, version: req.version, warehouse_id: w.b.id }).expect(200)).body.content as Req;
    expect(req.status).toBe('issued');
    expect(await held(inB.id, w.b.id)).toMatchObject({ on_hand: 2, reserved: 0 });
    expect((await reqOf(req.id)).parts_cost).toBe('20.00');
  });

  it('issues part of a line now and the rest later; the reservation shrinks by what is issued', async () => {
    const part = await stocked(10, w.a);
    const other = await stocked(4, w.a);
    const order = await techOrder(t, w);
    let req = (await save(t, w.tech, order.id, [
      { part_id: part.id, warehouse_id: w.a.id, quantity: 6 },
      { part_id: other.id, warehouse_id: w.a.id, quantity: 2 },
    ]).expect(200)).body.content as Req;
    req = (await post('/requisition/approve', w.keeper, { id: req.id, version: req.version }).expect(200)).body.content as Req;
    const [first, second] = req.lines as [Line, Line];

    // More than is reserved, and a line of another requisition, are refused; nothing moves.
    const tooMany = await post('/requisition/issue', w.keeper, { id: req.id, version: req.version, lines: [{ line_id: first.id, quantity: 7 }] });
    expect([tooMany.status, tooMany.body.msg]).toEqual([422, `备件编码${part.spare_part_code}的发放数量超过了预留数量`]);
    expect((await post('/requisition/issue', w.keeper, { id: req.id, version: req.version, lines: [{ line_id: 999_999, quantity: 1 }] })).status).toBe(404);
    expect(await held(part.id, w.a.id)).toMatchObject({ on_hand: 10, reserved: 6 });

    req = (await post('/requisition/issue', w.keeper, { id: req.id, version: req.version, lines: [{ line_id: first.id, quantity: 4 }] }).expect(200)).body.content as Req;
    expect(req.status).toBe('approved');
    expect(req.lines.map((l) => [l.reserved, l.issued])).toEqual([[2, 4], [2, 0]]);
    expect(await held(part.id, w.a.id)).toMatchObject({ on_hand: 6, reserved: 2, available: 4 });
    // A stale version is refused.
    expect((await post('/requisition/issue', w.keeper, { id: req.id, version: req.version - 1 })).status).toBe(409);
    // The technician can no longer change the list once something went out.
    expect((await save(t, w.tech, order.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity: 1 }], { version: req.version })).status).toBe(422);
    // Returning a part of what was issued is possible before the rest goes out.
    req = (await post('/requisition/return', w.keeper, { id: req.id, version: req.version, lines: [{ line_id: first.id, quantity: 1 }] }).expect(200)).body.content as Req;
    // The rest: everything still reserved.
    req = (await post('/requisition/issue', w.keeper, { id: req.id, version: req.version }).expect(200)).body.content as Req;
    expect(req.status).toBe('issued');
    expect(req.lines.map((l) => [l.reserved, l.issued, l.returned])).toEqual([[0, 6, 1], [0, 2, 0]]);
    expect(await held(part.id, w.a.id)).toMatchObject({ on_hand: 5, reserved: 0 });
    expect(await held(second.part_id, w.a.id)).toMatchObject({ on_hand: 2, reserved: 0 });
  });

  it('cancelling after a partial issue releases what is still reserved and keeps what went out', async () => {
    const part = await stocked(5, w.a);
    const order = await techOrder(t, w);
    let req = (await save(t, w.tech, order.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity: 4 }]).expect(200)).body.content as Req;
    req = (await post('/requisition/approve', w.keeper, { id: req.id, version: req.version }).expect(200)).body.content as Req;
    req = (await post('/requisition/issue', w.keeper, { id: req.id, version: req.version, lines: [{ line_id: (req.lines[0] as Line).id, quantity: 1 }] }).expect(200)).body.content as Req;
    req = (await post('/requisition/cancel', w.tech, { id: req.id, version: req.version }).expect(200)).body.content as Req;
    expect(req.status).toBe('cancelled');
    expect(req.lines.map((l) => [l.reserved, l.issued])).toEqual([[0, 1]]);
    expect(await held(part.id, w.a.id)).toMatchObject({ on_hand: 4, reserved: 0 });
  });

  it('answers "partly issued" while some units went out and the rest are to issue, and filters by it', async () => {
    const part = await stocked(6, w.a);
    const order = await techOrder(t, w);
    let req = (await save(t, w.tech, order.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity: 4 }]).expect(200)).body.content as Req & { partly_issued: boolean };
    const partly = async () => (await ok<{ rows: Req[] }>(t, '/requisition/pageList', { status: 'partlyIssued', pageSize: 100 }, w.keeper)).rows.map((r) => r.id);
    expect(req.partly_issued).toBe(false);
    req = (await post('/requisition/approve', w.keeper, { id: req.id, version: req.version }).expect(200)).body.content as typeof req;
    expect([req.partly_issued, await partly()]).toEqual([false, expect.not.arrayContaining([req.id])]);
    req = (await post('/requisition/issue', w.keeper, { id: req.id, version: req.version, lines: [{ line_id: (req.lines[0] as Line).id, quantity: 1 }] }).expect(200)).body.content as typeof req;
    expect([req.status, req.partly_issued]).toEqual(['approved', true]);
    expect(await partly()).toContain(req.id);
    // The stored status still filters as before; another storekeeper's warehouse does not list it.
    expect((await ok<{ rows: Req[] }>(t, '/requisition/pageList', { status: 'approved', pageSize: 100 }, w.keeper)).rows.map((r) => r.id)).toContain(req.id);
    expect((await ok<{ rows: Req[] }>(t, '/requisition/pageList', { status: 'partlyIssued', pageSize: 100 }, keeperB)).rows.map((r) => r.id)).not.toContain(req.id);
    expect((await post('/requisition/pageList', w.keeper, { status: 'halfDone' })).status).toBe(422);
    // Issued in full, it is no longer partly issued.
    req = (await post('/requisition/issue', w.keeper, { id: req.id, version: req.version }).expect(200)).body.content as typeof req;
    expect([req.status, req.partly_issued]).toEqual(['issued', false]);
    expect(await partly()).not.toContain(req.id);
  });
});
