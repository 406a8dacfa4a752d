import { DataScope, Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { P, act, addOrder, member, ok, world, type Order, type World } from './support';
import { acted, processing } from './record-support';

interface TypeRecord {
  failure_list: string | null;
  remedy_list: string | null;
  codes_required: boolean;
  failure_options: Array<{ value: string; label: string }>;
}
interface Relative {
  id: number;
  code: string;
}

/** Result codes from the type's dictionary lists (issue 13 items 1 and 2) and sub work orders. */
describe(`work-order result codes and sub orders (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let tech: Actor;
  let english: Actor;

  const refused = async (who: Actor, path: string, body: object, status: number, msg: string) => {
    const count = async () => Number((await t.db.query('SELECT COUNT(*) AS n FROM work_order_result'))[0].n) + Number((await t.db.query('SELECT COUNT(*) AS n FROM work_order'))[0].n);
    const before = await count();
    const res = await t.post(path, body, who.token);
    expect([path, res.status, res.body.msg]).toEqual([path, status, msg]);
    expect(await count()).toBe(before);
  };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    tech = await member(t, w, [P.list, P.handle]);
    english = await member(t, w, [P.list, P.handle], { lang: 'en_US' });
  });
  afterAll(() => t?.close());

  it('a type uses the seeded failure, cause and remedy lists until it names others that exist', async () => {
    const record = await ok<TypeRecord>(t, '/workOrderTypeRecord/detail', { type_id: w.repair }, tech);
    expect(record).toMatchObject({ failure_list: 'failureCode', remedy_list: 'remedyCode', codes_required: false });
    expect(record.failure_options).toContainEqual({ value: 'F01', label: '泄漏' });
    await refused(w.admin, '/workOrderTypeRecord/save', { type_id: w.repair, cause_list: 'nope' }, 422, '字典类型“nope”不存在');
    await refused(tech, '/workOrderTypeRecord/save', { type_id: w.repair, codes_required: true }, 403, '没有权限');
    const other = await newEnterprise(t);
    await refused(other.admin, '/workOrderTypeRecord/detail', { type_id: w.repair }, 404, '信息不存在');
    const repairOnly = await member(t, w, [P.list], { scopes: { [DataScope.workOrderType]: [w.repair] } });
    await refused(repairOnly, '/workOrderTypeRecord/detail', { type_id: w.inspect }, 404, '信息不存在');
  });

  it('codes are checked against the type’s lists, naming the field; finishing needs them when the type says so', async () => {
    await ok(t, '/workOrderTypeRecord/save', { type_id: w.inspect, codes_required: true, failure_list: 'failureCode', cause_list: 'causeCode' }, w.admin);
    const waiting = await addOrder(t, w.admin, { type_id: w.inspect, person_in_charge_id: w.admin.userId, handler_ids: [tech.userId] });
    await refused(tech, '/workOrderResult/save', { work_order_id: waiting.id, failure_code: 'F01' }, 422, '工单开始处理后才能记录结果');
    let order = await processing(t, w, tech, { type_id: w.inspect, handler_ids: [tech.userId, english.userId] });
    await refused(tech, '/workOrderResult/save', { work_order_id: order.id, failure_code: 'X99' }, 422, '故障代码“X99”不在工单类型的代码列表中');
    await refused(english, '/workOrderResult/save', { work_order_id: order.id, remedy_code: 'R01' }, 422, 'remedy code "R01" is not in the work-order type’s list');
    const res = await act(t, tech, order, 'finish');
    expect([res.status, res.body.msg]).toEqual([422, '完工前请填写故障代码']);
    await ok(t, '/workOrderResult/save', { work_order_id: order.id, failure_code: 'F01', note: '密封圈老化' }, tech);
    expect((await act(t, english, order, 'finish')).body.msg).toBe('Enter the cause code before finishing');
    const saved = await ok<{ failure_code: string; cause_code: string; note: string }>(t, '/workOrderResult/save', { work_order_id: order.id, failure_code: 'F01', cause_code: 'C01', note: '密封圈老化' }, tech);
    expect(saved).toMatchObject({ failure_code: 'F01', cause_code: 'C01', note: '密封圈老化' });
    order = await acted(t, tech, order, 'finish');
    expect(order.status).toBe('pendingConfirmation');
    expect((await ok<{ result: { cause_code: string } }>(t, '/workOrderRecord/detail', { id: order.id }, tech)).result.cause_code).toBe('C01');
    const stranger = await member(t, w, [P.list, P.handle]);
    await refused(stranger, '/workOrderResult/save', { work_order_id: order.id, failure_code: 'F02' }, 403, '只有工单的处理人、负责人或派单人可以记录');
  });

  it('sub work orders: the parent is checked, listed by parent within the scope, one level deep', async () => {
    const parent = await processing(t, w, w.admin);
    const child = await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId, parent_id: parent.id, equipment_id: w.equipmentA });
    const page = await ok<{ rows: Order[]; total: number }>(t, '/subWorkOrder/pageList', { parent_id: parent.id }, w.admin);
    expect(page.rows.map((o) => o.id)).toEqual([child.id]);
    expect((await ok<{ children: Relative[] }>(t, '/workOrderRecord/detail', { id: parent.id }, w.admin)).children.map((c) => c.id)).toEqual([child.id]);
    expect((await ok<{ parent: Relative }>(t, '/workOrderRecord/detail', { id: child.id }, w.admin)).parent.code).toBe(parent.code);
    const base = { title: '子工单', priority: 3, type_id: w.repair, person_in_charge_id: w.admin.userId };
    await refused(w.admin, '/workOrder/add', { ...base, parent_id: child.id }, 422, '子工单不能再作为父工单，有子工单的工单也不能成为子工单');
    const voided = await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId });
    await acted(t, w.admin, voided, 'void', { note: '重复' });
    await refused(w.admin, '/workOrder/add', { ...base, parent_id: voided.id }, 422, '父工单已结束，不能添加子工单');
    const foreign = await newEnterprise(t);
    const theirType = await ok<{ id: number }>(t, '/workOrderType/add', { code: 'X', name: 'X', levels: [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: 10, completion_minutes: 60 })) }, foreign.admin);
    const theirs = await addOrder(t, foreign.admin, { type_id: theirType.id, person_in_charge_id: foreign.admin.userId });
    await refused(w.admin, '/workOrder/add', { ...base, parent_id: theirs.id }, 404, '信息不存在');
    const inB = await member(t, w, [P.list], { scopes: { [DataScope.location]: [w.places.areaB] } });
    await refused(inB, '/subWorkOrder/pageList', { parent_id: parent.id }, 404, '信息不存在');
  });

  it('sub work orders of every parent: all in the caller’s scope, filtered like the list, each naming its parent', async () => {
    const parentA = await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId, equipment_id: w.equipmentA });
    const parentB = await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId, equipment_id: w.equipmentB });
    const childA = await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId, parent_id: parentA.id, equipment_id: w.equipmentA });
    const childB = await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId, parent_id: parentB.id, equipment_id: w.equipmentB });
    // A child in area A whose parent is in area B: a caller scoped to A sees the child, not its parent.
    const childAofB = await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId, parent_id: parentB.id, equipment_id: w.equipmentA });
    await acted(t, w.admin, childA, 'cancel', { note: '不需要' });

    type SubRow = Order & { parent_id: number | null; parent: Relative | null };
    const all = await ok<{ rows: SubRow[]; total: number }>(t, '/subWorkOrder/pageList', { pageSize: 100 }, w.admin);
    const ours = all.rows.filter((r) => [childA.id, childB.id, childAofB.id].includes(r.id));
    expect(ours.map((r) => [r.id, r.parent?.code])).toEqual([
      [childAofB.id, parentB.code],
      [childB.id, parentB.code],
      [childA.id, parentA.code],
    ]);
    expect(all.rows.every((r) => r.parent_id !== null)).toBe(true);
    expect(all.rows.map((r) => r.id)).not.toContain(parentA.id);
    expect(all.total).toBe(all.rows.length);

    const cancelled = await ok<{ rows: SubRow[] }>(t, '/subWorkOrder/pageList', { status: 'cancelled', keyword: childA.code, pageSize: 100 }, w.admin);
    expect(cancelled.rows.map((r) => r.id)).toEqual([childA.id]);
    const ofB = await ok<{ rows: SubRow[] }>(t, '/subWorkOrder/pageList', { parent_id: parentB.id }, w.admin);
    expect(ofB.rows.map((r) => r.id)).toEqual([childAofB.id, childB.id]);

    const inA = await member(t, w, [P.list], { scopes: { [DataScope.location]: [w.places.areaA] } });
    const scoped = await ok<{ rows: SubRow[]; total: number }>(t, '/subWorkOrder/pageList', { pageSize: 100 }, inA);
    expect(scoped.rows.filter((r) => [childA.id, childB.id, childAofB.id].includes(r.id)).map((r) => [r.id, r.parent?.code ?? null])).toEqual([
      [childAofB.id, null],
      [childA.id, parentA.code],
    ]);
    expect(scoped.rows.every((r) => r.location_id === w.places.areaA)).toBe(true);
    expect(scoped.total).toBe(scoped.rows.length);
    await refused(inA, '/subWorkOrder/pageList', { parent_id: parentB.id }, 404, '信息不存在');

    const foreign = await newEnterprise(t);
    await refused(foreign.admin, '/subWorkOrder/pageList', { parent_id: parentA.id }, 404, '信息不存在');
    expect((await ok<{ rows: SubRow[] }>(t, '/subWorkOrder/pageList', {}, foreign.admin)).rows).toEqual([]);
    for (const bad of [{ parent_id: 'abc' }, { parent_id: 0 }, { status: 'nope' }]) expect((await t.post('/subWorkOrder/pageList', bad, w.admin.token)).status).toBe(422);
    const nobody = await member(t, w, [Permission.equipment.list]);
    await refused(nobody, '/subWorkOrder/pageList', {}, 403, '没有权限');
  });

  it('a parent is not archived while a sub order is open', async () => {
    let parent = await processing(t, w, w.admin);
    const child = await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId, parent_id: parent.id });
    for (const [action, extra] of [['finish', {}], ['confirm', {}], ['approve', {}], ['evaluate', { score: 5 }], ['confirm', {}]] as const) {
      parent = await acted(t, w.admin, parent, action, extra);
    }
    expect(parent.status).toBe('toArchive');
    const res = await act(t, w.admin, parent, 'archive');
    expect([res.status, res.body.msg]).toEqual([422, `子工单${child.code}尚未结束，不能完成或归档父工单`]);
    await acted(t, w.admin, child, 'cancel', { note: '不需要' });
    expect((await acted(t, w.admin, parent, 'archive')).status).toBe('completed');
  });
});
