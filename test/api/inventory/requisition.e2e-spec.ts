import { Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newUser } from '../../support/builders/identity';
import { act, addOrder, detail, world as orderWorld, type Order } from '../work-orders/support';
import { addPart, addWarehouse, move, ok, putIn, stockOf } from './support';
import { ofOrder, reqAct, reqWorld, save, techOrder, type ReqWorld, type Requisition } from './requisition-support';

const STALE = [409, '操作失败，请获取最新数据后重试'];
const NOT_FOUND = [404, '信息不存在'];

/** Requisitions of work orders (issue 15 item 4): reservations, approve → issue → return, parts cost, SPEC §5 rules, scopes. */
describe(`inventory requisitions (${testDbKind()})`, () => {
  let t: TestApp;
  let w: ReqWorld;

  beforeAll(async () => {
    t = await startTestApp();
    w = await reqWorld(t);
  });
  afterAll(() => t?.close());

  const stocked = async (quantity: number, price = '5', warehouse = w.a) => {
    const part = await addPart(t, w.admin, { price });
    if (quantity) await putIn(t, w.admin, warehouse, [{ part_id: part.id, quantity, unit_price: price }]).expect(200);
    return part;
  };
  const saved = async (orderId: number, lines: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) => {
    const res = await save(t, w.tech, orderId, lines, extra);
    if (res.status !== 200) throw new Error(`save → ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.content as Requisition;
  };
  const orderCost = async (id: number) => (await t.post('/workOrder/detail', { id }, w.dispatcher.token).expect(200)).body.content.parts_cost as string;
  const place = async (partId: number, warehouseId = w.a.id) => (await stockOf(t, w.admin, { part_id: partId, warehouse_id: warehouseId }))[0];

  it('saving reserves (available = on hand − reserved, in the stock list); a shortfall names the code and changes nothing', async () => {
    const part = await stocked(10);
    const order = await techOrder(t, w);
    let req = await saved(order.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity: 4 }]);
    expect([req.status, req.version, req.lines.map((l) => [l.quantity, l.reserved, l.available])]).toEqual(['ready', 1, [[4, 4, 6]]]);
    expect(await place(part.id)).toMatchObject({ on_hand: 10, reserved: 4, available: 6 });

    // Two lines of one place are one reservation; raising it reserves the difference.
    req = await saved(order.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity: 3 }, { part_id: part.id, warehouse_id: w.a.id, quantity: 4 }], { version: req.version });
    expect(req.lines.map((l) => [l.quantity, l.reserved])).toEqual([[7, 7]]);
    expect(await place(part.id)).toMatchObject({ on_hand: 10, reserved: 7, available: 3 });

    // An unreserved take cannot eat into the reservation.
    const take = await move(t, w.admin, 'issue', w.a, [{ part_id: part.id, quantity: 4 }]);
    expect([take.status, take.body.msg]).toEqual([422, `备件编码${part.spare_part_code}库存不足`]);
    await move(t, w.admin, 'issue', w.a, [{ part_id: part.id, quantity: 3 }]).expect(200);
    expect(await place(part.id)).toMatchObject({ on_hand: 7, reserved: 7, available: 0 });

    const more = await save(t, w.tech, order.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity: 8 }], { version: req.version });
    expect([more.status, more.body.msg]).toEqual([422, `备件编码${part.spare_part_code}库存不足`]);
    expect((await ofOrder(t, w.tech, order.id))?.lines.map((l) => l.reserved)).toEqual([7]);
    expect(await place(part.id)).toMatchObject({ reserved: 7 });

    const stale = await save(t, w.tech, order.id, [], { version: req.version - 1 });
    expect([stale.status, stale.body.msg]).toEqual(STALE);
    // An empty list cancels and releases.
    req = await saved(order.id, [], { version: req.version });
    expect(req.status).toBe('cancelled');
    expect(await place(part.id)).toMatchObject({ on_hand: 7, reserved: 0, available: 7 });
  });

  it('approve, then issue (issue rows of the order, reservation released), return; the order carries the parts cost', async () => {
    const bolt = await stocked(10, '5');
    const pump = await stocked(3, '12.50');
    const order = await techOrder(t, w);
    let req = await saved(order.id, [
      { part_id: bolt.id, warehouse_id: w.a.id, quantity: 2 },
      { part_id: pump.id, warehouse_id: w.a.id, quantity: 1 },
    ]);
    // Nothing is approved yet: nothing to issue.
    const early = await reqAct(t, w.keeper, 'issue', req);
    expect([early.status, early.body.msg]).toEqual([422, '没有可发放的已审核预留备件']);
    req = (await reqAct(t, w.keeper, 'approve', req).expect(200)).body.content as Requisition;
    expect(req.status).toBe('approved');
    req = (await reqAct(t, w.keeper, 'issue', req).expect(200)).body.content as Requisition;
    expect([req.status, req.parts_cost, req.lines.map((l) => [l.reserved, l.issued])]).toEqual(['issued', '22.50', [[0, 2], [0, 1]]]);
    expect(await place(bolt.id)).toMatchObject({ on_hand: 8, reserved: 0 });
    expect(await place(pump.id)).toMatchObject({ on_hand: 2, reserved: 0 });
    const rows = (await t.db.query('SELECT movement_type, quantity, amount, document_type, document_id FROM inventory_stock_movement WHERE document_id = ? ORDER BY id', [order.id])) as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.movement_type, Number(r.quantity), Number(r.amount), r.document_type, Number(r.document_id)])).toEqual([
      ['issue', -2, -10, 'workOrder', order.id],
      ['issue', -1, -12.5, 'workOrder', order.id],
    ]);
    expect((await orderCost(order.id))).toBe('22.50');

    const bolts = req.lines[0]?.id as number;
    const tooMany = await t.post('/requisition/return', { id: req.id, version: req.version, lines: [{ line_id: bolts, quantity: 3 }] }, w.keeper.token);
    expect([tooMany.status, tooMany.body.msg]).toEqual([422, `备件编码${bolt.spare_part_code}的退库数量超过了未退的领用数量`]);
    req = await ok<Requisition>(t, '/requisition/return', { id: req.id, version: req.version, lines: [{ line_id: bolts, quantity: 1 }] }, w.keeper);
    expect([req.parts_cost, req.lines[0]?.returned]).toEqual(['17.50', 1]);
    expect(await place(bolt.id)).toMatchObject({ on_hand: 9 });
    expect((await orderCost(order.id))).toBe('17.50');
    // Issued: the technician can no longer change the list.
    const late = await save(t, w.tech, order.id, [], { version: req.version });
    expect([late.status, late.body.msg]).toEqual([422, '领用单当前状态不能进行此操作']);
  });

  it('an order needing parts cannot finish until its requisition is issued (SPEC §5)', async () => {
    const part = await stocked(5);
    let order = await techOrder(t, w);
    for (const action of ['accept', 'start']) order = (await act(t, w.tech, order, action).expect(200)).body.content as Order;
    let req = await saved(order.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity: 1 }]);
    const refused = await act(t, w.tech, order, 'finish');
    expect([refused.status, refused.body.msg]).toEqual([422, `工单${order.code}需要领用备件，请先完成领用再提交`]);
    expect((await detail(t, w.tech, order.id)).status).toBe('processing');
    req = (await reqAct(t, w.keeper, 'approve', req).expect(200)).body.content as Requisition;
    expect((await act(t, w.tech, order, 'finish')).status).toBe(422);
    await reqAct(t, w.keeper, 'issue', req).expect(200);
    expect((await act(t, w.tech, order, 'finish').expect(200)).body.content.status).toBe('pendingConfirmation');
  });

  it('cancelling or voiding an order cancels its open requisition and releases the reservations, with a timeline line', async () => {
    for (const action of ['cancel', 'void']) {
      const part = await stocked(3);
      let order = await techOrder(t, w);
      await saved(order.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity: 3 }]);
      expect(await place(part.id)).toMatchObject({ reserved: 3, available: 0 });
      order = (await act(t, w.admin, order, action, { note: '不需要了' }).expect(200)).body.content as Order;
      expect(order.status).toBe(action === 'cancel' ? 'cancelled' : 'voided');
      expect(await place(part.id)).toMatchObject({ reserved: 0, available: 3 });
      expect((await ofOrder(t, w.dispatcher, order.id))?.status).toBe('cancelled');
      const timeline = (await t.post('/workOrder/detail', { id: order.id }, w.admin.token).expect(200)).body.content.timeline as Array<{ note: string | null }>;
      expect(timeline.map((e) => e.note)).toContain('备件领用已随工单取消，释放预留3件');
    }
    // An order whose requisition is already cancelled or issued ends without a line of the inventory's.
    const part = await stocked(1);
    let order = await techOrder(t, w);
    const req = await saved(order.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity: 1 }]);
    await reqAct(t, w.dispatcher, 'cancel', req).expect(200);
    order = (await act(t, w.admin, order, 'cancel', { note: '重复' }).expect(200)).body.content as Order;
    const timeline = (await t.post('/workOrder/detail', { id: order.id }, w.admin.token).expect(200)).body.content.timeline as Array<{ note: string | null }>;
    expect(timeline.filter((e) => e.note?.includes('备件领用'))).toEqual([]);
  });

  it('a part cannot be deleted while it is being requisitioned', async () => {
    const part = await stocked(0);
    const order = await techOrder(t, w);
    const req = await saved(order.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity: 2 }], { wait_for_parts: true });
    const refused = await t.post('/sparePart/delete', { id: part.id }, w.admin.token);
    expect([refused.status, refused.body.msg]).toEqual([409, '备件正在领用中，不能删除']);
    await reqAct(t, w.tech, 'cancel', req).expect(200);
    await t.post('/sparePart/delete', { id: part.id }, w.admin.token).expect(200);
  });

  it('waiting for parts: kept unreserved, ready once stock arrives, and the person in charge is told', async () => {
    const part = await stocked(0);
    const order = await techOrder(t, w);
    const refused = await save(t, w.tech, order.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity: 5 }]);
    expect([refused.status, refused.body.msg]).toEqual([422, `备件编码${part.spare_part_code}库存不足`]);
    expect(await ofOrder(t, w.tech, order.id)).toBeNull();
    let req = await saved(order.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity: 5 }], { wait_for_parts: true });
    expect([req.status, req.lines[0]?.reserved]).toEqual(['waiting', 0]);

    const messages = async () => (await t.db.query('SELECT user_id, title, link FROM user_message WHERE title LIKE ?', [`%${order.code}%`])) as Array<{ user_id: number; title: string; link: string }>;
    await putIn(t, w.admin, w.a, [{ part_id: part.id, quantity: 3, unit_price: '5' }]).expect(200);
    req = (await ofOrder(t, w.tech, order.id)) as Requisition;
    expect([req.status, req.lines[0]?.reserved]).toEqual(['waiting', 0]);
    expect(await messages()).toEqual([]);

    await putIn(t, w.admin, w.a, [{ part_id: part.id, quantity: 2, unit_price: '5' }]).expect(200);
    req = (await ofOrder(t, w.tech, order.id)) as Requisition;
    expect([req.status, req.lines[0]?.reserved]).toEqual(['ready', 5]);
    expect(await place(part.id)).toMatchObject({ on_hand: 5, reserved: 5, available: 0 });
    const told = await messages();
    expect(told.map((m) => Number(m.user_id)).sort((x, y) => x - y)).toEqual([w.dispatcher.userId, w.tech.userId].sort((x, y) => x - y));
    expect(told[0]).toMatchObject({ title: `工单${order.code}的备件已到货`, link: `work/order/view?id=${order.id}` });
    // Only once: more stock changes nothing.
    await putIn(t, w.admin, w.a, [{ part_id: part.id, quantity: 1, unit_price: '5' }]).expect(200);
    expect(await messages()).toHaveLength(2);
  });

  it('scopes: the storekeeper sees and acts in their warehouse only; the technician in their orders only', async () => {
    const inA = await stocked(5);
    const inB = await stocked(5, '5', w.b);
    const orderA = await techOrder(t, w);
    const orderB = await techOrder(t, w);
    const reqA = await saved(orderA.id, [{ part_id: inA.id, warehouse_id: w.a.id, quantity: 1 }]);
    const reqB = await saved(orderB.id, [{ part_id: inB.id, warehouse_id: w.b.id, quantity: 1 }]);
    const listed = await ok<{ rows: Requisition[] }>(t, '/requisition/pageList', { pageSize: 100 }, w.keeper);
    expect(listed.rows.some((r) => r.id === reqA.id)).toBe(true);
    expect(listed.rows.some((r) => r.id === reqB.id)).toBe(false);
    const hidden = await t.post('/requisition/detail', { id: reqB.id }, w.keeper.token);
    expect([hidden.status, hidden.body.msg]).toEqual(NOT_FOUND);
    const approve = await reqAct(t, w.keeper, 'approve', reqB);
    expect([approve.status, approve.body.msg]).toEqual(NOT_FOUND);
    expect((await t.post('/requisition/pageList', { warehouse_id: w.a.id, keyword: inA.spare_part_code }, w.keeper.token)).body.content.rows.map((r: Requisition) => r.id)).toEqual([reqA.id]);

    // An order in area B, not the technician's: not found for them.
    const other = await techOrder(t, w, { handler_ids: [w.admin.userId], equipment_id: w.equipmentB });
    for (const res of [
      await t.post('/requisition/ofOrder', { work_order_id: other.id }, w.tech.token),
      await save(t, w.tech, other.id, [{ part_id: inA.id, warehouse_id: w.a.id, quantity: 1 }]),
    ]) expect([res.status, res.body.msg]).toEqual(NOT_FOUND);
    // Without the permission.
    const plain = await newUser(t, w.enterpriseId, { permissions: [Permission.workOrder.list] });
    expect((await t.post('/requisition/pageList', {}, plain.token)).status).toBe(403);
  });

  it("another enterprise's ids are not found, and nothing is written", async () => {
    const part = await stocked(5);
    const order = await techOrder(t, w);
    const other = await orderWorld(t);
    const theirWarehouse = await addWarehouse(t, other.admin);
    const theirPart = await addPart(t, other.admin);
    const theirOrder = await addOrder(t, other.admin, { type_id: other.repair, person_in_charge_id: other.admin.userId });
    for (const res of [
      await save(t, w.tech, order.id, [{ part_id: theirPart.id, warehouse_id: w.a.id, quantity: 1 }]),
      await save(t, w.tech, order.id, [{ part_id: part.id, warehouse_id: theirWarehouse.id, quantity: 1 }]),
      await save(t, w.tech, order.id, [{ part_id: part.id, warehouse_id: w.a.id, bin_id: theirWarehouse.bins[0]?.id, quantity: 1 }]),
      await save(t, w.tech, order.id, [{ part_id: part.id, warehouse_id: w.a.id, bin_id: w.b.bins[0]?.id, quantity: 1 }]),
      await save(t, w.admin, theirOrder.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity: 1 }]),
    ]) expect([res.status, res.body.msg]).toEqual(NOT_FOUND);
    expect(await ofOrder(t, w.tech, order.id)).toBeNull();
    expect(await place(part.id)).toMatchObject({ reserved: 0 });

    const mine = await saved(order.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity: 1 }]);
    for (const path of ['/requisition/approve', '/requisition/issue', '/requisition/cancel']) {
      const res = await t.post(path, { id: mine.id, version: mine.version }, other.admin.token);
      expect([path, res.status, res.body.msg]).toEqual([path, ...NOT_FOUND]);
    }
    const bad = await save(t, w.tech, order.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity: 0 }], { version: mine.version });
    expect(bad.status).toBe(422);
    expect(await place(part.id)).toMatchObject({ reserved: 1 });
  });

  it('20 concurrent reservations of the last 5 units: exactly 5 succeed, the others are told the code is short', async () => {
    const part = await stocked(5);
    const orders: Order[] = [];
    for (let i = 0; i < 20; i++) orders.push(await techOrder(t, w));
    const answers = await Promise.all(orders.map((o) => save(t, w.tech, o.id, [{ part_id: part.id, warehouse_id: w.a.id, quantity: 1 }])));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.status !== 200).every((r) => r.status === 422 && r.body.msg === `备件编码${part.spare_part_code}库存不足`)).toBe(true);
    expect(await place(part.id)).toMatchObject({ on_hand: 5, reserved: 5, available: 0 });
    const [lines] = (await t.db.query('SELECT SUM(reserved) AS total FROM inventory_requisition_line WHERE part_id = ?', [part.id])) as Array<{ total: number | string }>;
    expect(Number(lines?.total)).toBe(5);
  });
});
