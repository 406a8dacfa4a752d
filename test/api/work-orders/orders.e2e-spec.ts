import { DataScope, Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { addEquipment } from '../equipment/support';
import { ALL, LEVELS, P, act, addOrder, detail, equipmentType, member, ok, requestId, uniq, world, type Order, type World } from './support';

/** Work orders (issue 13 items 2 and 4): core fields with checked references, the status machine, timeline, versions. */
describe(`work orders (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let dispatcher: Actor;
  let tech: Actor;
  let tech2: Actor;
  let english: Actor;

  const total = async (): Promise<number> => (await ok<{ total: number }>(t, '/workOrder/pageList', {}, w.admin)).total;
  const both = async (path: string, body: Record<string, unknown>, status: number, zh: string, en: string) => {
    const before = await total();
    const a = await t.post(path, body, dispatcher.token);
    expect([a.status, a.body.code, a.body.msg]).toEqual([status, -1, zh]);
    const b = await t.post(path, body, english.token);
    expect([b.status, b.body.msg]).toEqual([status, en]);
    expect(await total()).toBe(before);
  };
  const base = () => ({ title: '水泵漏水', priority: 3, type_id: w.repair, person_in_charge_id: dispatcher.userId });

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    dispatcher = await member(t, w);
    tech = await member(t, w, [P.list, P.handle]);
    tech2 = await member(t, w, [P.list, P.handle]);
    english = await member(t, w, ALL, { lang: 'en_US' });
  });
  afterAll(() => t?.close());

  it('numbers an order per enterprise and day, takes the location from its equipment and the limits from its priority', async () => {
    const before = Date.now();
    const order = await addOrder(t, dispatcher, { ...base(), equipment_id: w.equipmentA, handler_ids: [tech.userId] });
    const row = order as Order & { due_time: string; response_deadline: string; pool_id: number; source: string; person_in_charge_name: string; handler_names: string[] };
    expect(row.code).toMatch(/^WO\d{8}-\d{4}$/);
    expect([row.status, row.location_id, row.pool_id, row.source, row.version]).toEqual(['toAccept', w.places.areaA, w.pool, 'manual', 1]);
    expect(Date.parse(row.response_deadline) - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(Date.parse(row.response_deadline) - before).toBeLessThan(31 * 60_000);
    expect(Date.parse(row.due_time) - before).toBeGreaterThanOrEqual(180 * 60_000 - 1000);
    expect(row.handler_ids).toEqual([tech.userId]);
    expect(row.handler_names).toEqual([tech.account]);
    const next = await addOrder(t, dispatcher, base());
    expect(next.status).toBe('toAssign');
    expect(Number(next.code.slice(-4))).toBe(Number(order.code.slice(-4)) + 1);
    const other = await newEnterprise(t);
    const otherType = await ok<{ id: number }>(t, '/workOrderType/add', { code: 'R', name: 'R', levels: LEVELS }, other.admin);
    const first = await ok<Order>(t, '/workOrder/add', { title: 'x', priority: 1, type_id: otherType.id, person_in_charge_id: other.admin.userId }, other.admin);
    expect(first.code.slice(-4)).toBe('0001');
    const timeline = (await detail(t, dispatcher, order.id)).timeline;
    expect(timeline.map((e) => [e.action, e.from_status, e.to_status, e.user_name])).toEqual([['create', null, 'toAccept', dispatcher.account]]);
  });

  it('a person in charge must be assigned', async () => {
    const { person_in_charge_id: _, ...rest } = base();
    await both('/workOrder/add', rest, 422, '必须指定负责人', 'A person in charge must be assigned');
  });

  it('checks every id: unknown users, another enterprise’s type, equipment, location, pool and parent are "not found"', async () => {
    const other = await newEnterprise(t);
    const otherType = await ok<{ id: number }>(t, '/workOrderType/add', { code: 'R', name: 'R', levels: LEVELS }, other.admin);
    const otherEquipment = await addEquipment(t, other.admin.token, { type_id: await equipmentType(t, other.admin) });
    const otherPool = await ok<{ id: number }>(t, '/workOrderPool/add', { name: 'p' }, other.admin);
    const otherOrder = await ok<Order>(t, '/workOrder/add', { title: 'x', priority: 1, type_id: otherType.id, person_in_charge_id: other.admin.userId }, other.admin);
    const nf = ['信息不存在', 'Information does not exist'] as const;
    for (const body of [
      { person_in_charge_id: 999_999 },
      { person_in_charge_id: other.admin.userId },
      { handler_ids: [tech.userId, other.admin.userId] },
      { type_id: otherType.id },
      { equipment_id: otherEquipment.id },
      { location_id: 999_999 },
      { pool_id: otherPool.id },
      { parent_id: otherOrder.id },
    ]) {
      await both('/workOrder/add', { ...base(), ...body }, 404, ...nf);
    }
  });

  it('the location must be where the equipment is', async () => {
    await both('/workOrder/add', { ...base(), equipment_id: w.equipmentA, location_id: w.places.areaB }, 422, '位置必须是设备所在的位置', 'The location must be where the equipment is');
  });

  it('checks custom field values against the type: known, required, of the right kind, among the options', async () => {
    const f = async (body: object) => (await ok<{ id: number }>(t, '/field/add', body, w.admin)).id;
    const fault = await f({ code: uniq('fault'), name: '故障现象', data_type: 'text' });
    const hours = await f({ code: uniq('hours'), name: '停机小时', data_type: 'number' });
    const level = await f({ code: uniq('level'), name: '紧急程度', data_type: 'select', option_key: 'level' });
    const secret = await f({ code: uniq('secret'), name: '内部', data_type: 'text' });
    const type = await ok<{ id: number; fields: Array<{ code: string }> }>(
      t,
      '/workOrderType/add',
      {
        code: uniq('F'),
        name: '带字段',
        levels: LEVELS,
        fields: [{ field_id: fault, required: true }, { field_id: hours }, { field_id: level, options: ['1', '2'] }, { field_id: secret, hidden: true }],
      },
      w.admin,
    );
    const [faultCode, hoursCode, levelCode] = type.fields.map((x) => x.code) as [string, string, string];
    const body = (custom_fields: object) => ({ ...base(), type_id: type.id, custom_fields });
    await both('/workOrder/add', body({}), 422, '故障现象不能为空', '故障现象 cannot be empty');
    await both('/workOrder/add', body({ [faultCode]: '异响', nope: 1 }), 422, '字段“nope”不属于该工单类型', 'Field "nope" is not a field of this work-order type');
    await both('/workOrder/add', body({ [faultCode]: '异响', [hoursCode]: 'abc' }), 422, '字段“停机小时”的值不正确', 'The value of field "停机小时" is not valid');
    await both('/workOrder/add', body({ [faultCode]: '异响', [levelCode]: '3' }), 422, '字段“紧急程度”的值不在可选项中', 'The value of field "紧急程度" is not one of its options');
    const order = await addOrder(t, dispatcher, body({ [faultCode]: '异响', [hoursCode]: 2.5, [levelCode]: '2' }));
    expect((order as Order & { custom_fields: object }).custom_fields).toEqual({ [faultCode]: '异响', [hoursCode]: 2.5, [levelCode]: '2' });
  });

  it('walks the whole flow, each step in the timeline with who, from → to and the note', async () => {
    let o = await addOrder(t, dispatcher, base());
    const step = async (who: Actor, action: string, extra: Record<string, unknown> = {}) => {
      const res = await act(t, who, o, action, extra);
      if (res.status !== 200) throw new Error(`${action} → ${res.status} ${JSON.stringify(res.body)}`);
      o = res.body.content as Order;
      return o;
    };
    await step(dispatcher, 'assign', { handler_ids: [tech.userId] });
    expect((await detail(t, tech, o.id)).actions).toEqual(expect.arrayContaining(['accept', 'transfer', 'giveBack']));
    await step(tech, 'accept');
    await step(tech, 'start');
    const cancel = await act(t, dispatcher, o, 'cancel', { note: '不修了' });
    expect([cancel.status, cancel.body.msg]).toEqual([422, '处理中的工单不能取消']);
    expect((await act(t, english, o, 'cancel', { note: 'no' })).body.msg).toBe('Work orders in processing cannot be cancelled');
    await step(tech, 'suspend', { note: '等备件' });
    await step(tech, 'resume');
    await step(tech, 'finish');
    await step(dispatcher, 'confirm');
    await step(dispatcher, 'approve');
    await step(dispatcher, 'evaluate', { score: 5, note: '及时' });
    await step(dispatcher, 'confirm');
    await step(dispatcher, 'archive');
    expect(o.status).toBe('completed');
    const finished = await act(t, dispatcher, o, 'cancel', { note: 'x' });
    expect([finished.status, finished.body.msg]).toEqual([422, '已完工的工单不能取消']);
    expect((await act(t, english, o, 'cancel', { note: 'x' })).body.msg).toBe('Finished work orders cannot be cancelled');
    const d = await detail(t, dispatcher, o.id);
    expect(d.timeline.map((e) => `${e.action}:${e.from_status}→${e.to_status}`)).toEqual([
      'create:null→toAssign',
      'assign:toAssign→toAccept',
      'accept:toAccept→toRepair',
      'start:toRepair→processing',
      'suspend:processing→suspended',
      'resume:suspended→processing',
      'finish:processing→pendingConfirmation',
      'confirm:pendingConfirmation→toReview',
      'approve:toReview→toEvaluate',
      'evaluate:toEvaluate→toConfirm',
      'confirm:toConfirm→toArchive',
      'archive:toArchive→completed',
    ]);
    expect(d.timeline[4]).toMatchObject({ user_name: tech.account, note: '等备件' });
    expect(d).toMatchObject({ evaluation_score: 5, evaluation_comment: '及时', version: 12 });
    expect((d as unknown as { ended_time: string | null }).ended_time).not.toBeNull();
  });

  it('cancelled cannot be cancelled again; a cancel needs its reason; an action the status does not allow names both', async () => {
    const o = await addOrder(t, dispatcher, base());
    const noReason = await act(t, dispatcher, o, 'cancel');
    expect([noReason.status, noReason.body.msg]).toEqual([422, '原因不能为空']);
    const cancelled = (await act(t, dispatcher, o, 'cancel', { note: '重复报修' })).body.content as Order;
    expect(cancelled.status).toBe('cancelled');
    const again = await act(t, dispatcher, cancelled, 'cancel', { note: 'x' });
    expect([again.status, again.body.msg]).toEqual([422, '已取消的工单不能再次取消']);
    expect((await act(t, english, cancelled, 'cancel', { note: 'x' })).body.msg).toBe('A cancelled work order cannot be cancelled again');
    const start = await act(t, english, cancelled, 'assign', { handler_ids: [tech.userId] });
    expect([start.status, start.body.msg]).toEqual([422, 'The work order is "Cancelled": "Assign" is not allowed']);
    expect((await act(t, dispatcher, cancelled, 'assign', { handler_ids: [tech.userId] })).body.msg).toBe('工单状态为“已取消”，不能执行“派单”');
    expect((await detail(t, dispatcher, o.id)).version).toBe(2);
  });

  it('transfer: the assignee cannot be yourself, must be a user of the enterprise, and becomes the handler', async () => {
    const o = await addOrder(t, dispatcher, { ...base(), handler_ids: [tech.userId, english.userId] });
    const self = await act(t, tech, o, 'transfer', { transfer_to: tech.userId, note: '忙' });
    expect([self.status, self.body.msg]).toEqual([422, '转派人不能是自己']);
    expect((await act(t, english, o, 'transfer', { transfer_to: english.userId, note: 'busy' })).body.msg).toBe('The transfer assignee cannot be yourself');
    expect((await act(t, tech, o, 'transfer', { transfer_to: 999_999, note: '忙' })).status).toBe(404);
    const moved = (await act(t, tech, o, 'transfer', { transfer_to: tech2.userId, note: '忙' })).body.content as Order;
    expect([moved.status, moved.handler_ids]).toEqual(['transferred', [tech2.userId]]);
    const outsider = await act(t, tech, moved, 'accept');
    expect([outsider.status, outsider.body.msg]).toEqual([403, '您不是该工单的处理人或负责人']);
    expect(((await act(t, tech2, moved, 'accept')).body.content as Order).status).toBe('toRepair');
  });

  it('each action needs its role: a handler cannot dispatch, a dispatcher-only user cannot grab outside the pool', async () => {
    const o = await addOrder(t, dispatcher, base());
    expect((await act(t, tech, o, 'assign', { handler_ids: [tech.userId] })).status).toBe(403);
    const grab = await act(t, tech, o, 'grab');
    expect([grab.status, grab.body.msg]).toEqual([403, '您不在该工单的工单池中，不能抢单']);
    await ok(t, '/workOrderPool/update', { id: w.pool, name: 'pool', member_ids: [tech.userId] }, w.admin);
    const grabbed = (await act(t, tech, o, 'grab')).body.content as Order;
    expect([grabbed.status, grabbed.handler_ids]).toEqual(['toRepair', [tech.userId]]);
    expect((await act(t, tech2, grabbed, 'start')).status).toBe(403);
  });

  it('a stale version is refused with "get the latest data and retry", and nothing changes', async () => {
    const o = await addOrder(t, dispatcher, base());
    await ok(t, '/workOrder/update', { ...base(), id: o.id, version: 1, title: '改了标题' }, dispatcher);
    const stale = await act(t, dispatcher, o, 'assign', { handler_ids: [tech.userId] });
    expect([stale.status, stale.body.msg]).toEqual([409, '操作失败，请获取最新数据后重试']);
    expect((await act(t, english, o, 'assign', { handler_ids: [tech.userId] })).body.msg).toBe('Failure, get the latest data and retry');
    const staleEdit = await t.post('/workOrder/update', { ...base(), id: o.id, version: 1, title: '再改' }, dispatcher.token);
    expect(staleEdit.status).toBe(409);
    const d = await detail(t, dispatcher, o.id);
    expect([d.status, d.version, (d as unknown as { title: string }).title, d.handler_ids]).toEqual(['toAssign', 2, '改了标题', []]);
    expect(d.timeline.map((e) => [e.action, e.changes])).toEqual([['create', []], ['update', ['title']]]);
  });

  it('a repeated submit (same request id) gets "in system processing, cannot repeat" and changes nothing', async () => {
    const id = requestId();
    const first = await t.post('/workOrder/add', { ...base(), request_id: id }, dispatcher.token);
    expect(first.status).toBe(200);
    const before = await total();
    const again = await t.post('/workOrder/add', { ...base(), request_id: id }, dispatcher.token);
    expect([again.status, again.body.msg]).toEqual([409, '系统处理中，不能重复操作']);
    expect(await total()).toBe(before);
    const o = first.body.content as Order;
    const actId = requestId();
    expect((await act(t, dispatcher, o, 'assign', { handler_ids: [tech.userId], request_id: actId })).status).toBe(200);
    const repeat = await act(t, english, { id: o.id, version: 2 }, 'giveBack', { note: 'x', request_id: actId });
    expect([repeat.status, repeat.body.msg]).toEqual([409, 'In system processing, cannot repeat']);
    expect((await detail(t, dispatcher, o.id)).version).toBe(2);
    // A refused submission gives its id back: the corrected form may be sent with it.
    const failedId = requestId();
    expect((await t.post('/workOrder/add', { title: 'x', priority: 1, type_id: w.repair, request_id: failedId }, dispatcher.token)).status).toBe(422);
    expect((await t.post('/workOrder/add', { ...base(), request_id: failedId }, dispatcher.token)).status).toBe(200);
  });

  it('batch assignment: only processing or pending confirmation, all of one type, all or none', async () => {
    const running = async (type: number) => {
      let o = await addOrder(t, dispatcher, { ...base(), type_id: type, handler_ids: [tech.userId] });
      for (const a of ['accept', 'start']) o = (await act(t, tech, o, a)).body.content as Order;
      return o;
    };
    const a = await running(w.repair);
    const b = await running(w.repair);
    const c = await running(w.inspect);
    const waiting = await addOrder(t, dispatcher, base());
    const mixed = await t.post('/workOrder/batchAssign', { ids: [a.id, c.id], handler_ids: [tech2.userId] }, dispatcher.token);
    expect([mixed.status, mixed.body.msg]).toEqual([422, '批量分配的工单必须是同一类型']);
    const wrong = await t.post('/workOrder/batchAssign', { ids: [a.id, waiting.id], handler_ids: [tech2.userId] }, english.token);
    expect([wrong.status, wrong.body.msg]).toEqual([422, 'Batch assignment is only for work orders in processing or pending confirmation']);
    expect((await t.post('/workOrder/batchAssign', { ids: [a.id, b.id], handler_ids: [tech2.userId] }, tech.token)).status).toBe(403);
    const done = await ok<Order[]>(t, '/workOrder/batchAssign', { ids: [a.id, b.id], handler_ids: [tech2.userId], note: '人员调整' }, dispatcher);
    expect(done.map((o) => [o.status, o.handler_ids, o.version])).toEqual([
      ['processing', [tech2.userId], 4],
      ['processing', [tech2.userId], 4],
    ]);
    expect((await detail(t, dispatcher, a.id)).handler_ids).toEqual([tech2.userId]);
    expect((await detail(t, dispatcher, c.id)).handler_ids).toEqual([tech.userId]);
  });

  it('an ended order cannot be edited; a sub work order names a visible parent, never itself', async () => {
    const parent = await addOrder(t, dispatcher, base());
    const child = await addOrder(t, dispatcher, { ...base(), parent_id: parent.id });
    expect((child as Order & { parent_id: number }).parent_id).toBe(parent.id);
    expect((await ok<{ total: number }>(t, '/workOrder/pageList', { parent_id: parent.id }, dispatcher)).total).toBe(1);
    const self = await t.post('/workOrder/update', { ...base(), id: child.id, version: 1, parent_id: child.id }, dispatcher.token);
    expect([self.status, self.body.msg]).toEqual([422, '上级工单不能是自己']);
    const voided = (await act(t, dispatcher, parent, 'void', { note: '误建' })).body.content as Order;
    const edit = await t.post('/workOrder/update', { ...base(), id: parent.id, version: voided.version }, english.token);
    expect([edit.status, edit.body.msg]).toEqual([422, 'A work order that has ended cannot be edited']);
  });

  it('lists with filters and paging; the permissions are checked', async () => {
    const page = await ok<{ rows: Order[]; total: number }>(t, '/workOrder/pageList', { status: 'toAssign,toAccept', pageSize: 10 }, dispatcher);
    expect(page.rows.length).toBeLessThanOrEqual(10);
    expect(page.rows.every((r) => ['toAssign', 'toAccept'].includes(r.status))).toBe(true);
    const mine = await ok<{ rows: Order[] }>(t, '/workOrder/pageList', { mine: true }, tech2);
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r) => r.handler_ids.includes(tech2.userId) || r.person_in_charge_id === tech2.userId)).toBe(true);
    // "My work orders" (work/workOrder): ended ones too, and their own orders outside their scope; nobody else's.
    const inB = await member(t, w, [P.list], { scopes: { [DataScope.location]: [w.places.areaB] } });
    const inCharge = await addOrder(t, dispatcher, { ...base(), person_in_charge_id: inB.userId, equipment_id: w.equipmentA });
    const cancelled = (await act(t, dispatcher, inCharge, 'cancel', { note: '不需要' })).body.content as Order;
    expect(cancelled.status).toBe('cancelled');
    const handled = await addOrder(t, dispatcher, { ...base(), handler_ids: [inB.userId], equipment_id: w.equipmentA });
    await addOrder(t, dispatcher, { ...base(), equipment_id: w.equipmentB });
    const own = await ok<{ rows: Order[]; total: number }>(t, '/workOrder/pageList', { mine: true }, inB);
    expect(own.rows.map((r) => r.id)).toEqual([handled.id, inCharge.id]);
    expect((await ok<{ rows: Order[] }>(t, '/workOrder/pageList', { mine: true, status: 'cancelled' }, inB)).rows.map((r) => r.id)).toEqual([inCharge.id]);
    const nobody = await member(t, w, [Permission.equipment.list]);
    expect((await t.post('/workOrder/pageList', {}, nobody.token)).status).toBe(403);
    expect((await t.post('/workOrder/add', base(), tech.token)).status).toBe(403);
    expect((await t.post('/workOrder/act', { id: 1, version: 1, action: 'markOverdue' }, dispatcher.token)).status).toBe(422);
  });
});
