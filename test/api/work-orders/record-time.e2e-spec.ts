import { DataScope } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { P, addOrder, detail, member, ok, world, type World } from './support';
import { acted, ago, processing } from './record-support';

interface Labour {
  entries: Array<{ id: number; user_id: number; minutes: number; end_time: string | null; note: string | null }>;
  total_minutes: number;
  per_person: Array<{ user_id: number; minutes: number }>;
  labour_cost: string | null;
  running: { id: number } | null;
}
interface Downtime {
  entries: Array<{ id: number; equipment_id: number; reason: string; end_time: string | null; minutes: number; work_order_code: string }>;
  total_minutes: number;
}

/** Labour time and equipment downtime recorded on work orders (issue 13 item 2). */
describe(`work-order labour and downtime (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let tech: Actor;
  let mate: Actor;
  let dispatcher: Actor;
  let english: Actor;

  const version = async (id: number): Promise<number> => (await detail(t, w.admin, id)).version;
  const labour = (who: Actor, id: number) => ok<Labour>(t, '/workOrderLabour/list', { work_order_id: id }, who);
  const refused = async (who: Actor, path: string, body: object, status: number, msg: string) => {
    const before = Number((await t.db.query('SELECT COUNT(*) AS n FROM work_order_labour'))[0].n) + Number((await t.db.query('SELECT COUNT(*) AS n FROM work_order_downtime'))[0].n);
    const res = await t.post(path, body, who.token);
    expect([path, res.status, res.body.msg]).toEqual([path, status, msg]);
    const after = Number((await t.db.query('SELECT COUNT(*) AS n FROM work_order_labour'))[0].n) + Number((await t.db.query('SELECT COUNT(*) AS n FROM work_order_downtime'))[0].n);
    expect(after).toBe(before);
  };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    tech = await member(t, w, [P.list, P.handle]);
    mate = await member(t, w, [P.list, P.handle]);
    dispatcher = await member(t, w, [P.list, P.dispatch]);
    english = await member(t, w, [P.list, P.handle], { lang: 'en_US' });
  });
  afterAll(() => t?.close());

  it('a handler’s timer: starts only in processing, one at a time, and stopping leaves an entry', async () => {
    const waiting = await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId, handler_ids: [tech.userId] });
    await refused(tech, '/workOrderLabour/start', { work_order_id: waiting.id }, 422, '工单处理中才能开始计时');
    const order = await processing(t, w, tech);
    const started = await ok<Labour>(t, '/workOrderLabour/start', { work_order_id: order.id }, tech);
    expect(started.running).not.toBeNull();
    expect(started.entries).toHaveLength(1);
    await refused(tech, '/workOrderLabour/start', { work_order_id: order.id }, 409, '您在此工单上已有计时在进行');
    const stopped = await ok<Labour>(t, '/workOrderLabour/stop', { work_order_id: order.id, note: '更换密封' }, tech);
    expect(stopped.running).toBeNull();
    expect(stopped.entries[0]).toMatchObject({ user_id: tech.userId, minutes: 0, note: '更换密封' });
    expect(stopped.entries[0]!.end_time).not.toBeNull();
    await refused(tech, '/workOrderLabour/stop', { work_order_id: order.id }, 422, '您在此工单上没有进行中的计时');
    expect((await detail(t, tech, order.id)).timeline.filter((l) => l.changes.includes('labour'))).toHaveLength(2);
  });

  it('starts sent at once leave one running timer', async () => {
    const order = await processing(t, w, tech);
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.post('/workOrderLabour/start', { work_order_id: order.id }, tech.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body.msg])).toEqual([1, 2, 3].map(() => [409, '您在此工单上已有计时在进行']));
    expect((await labour(tech, order.id)).entries).toHaveLength(1);
  });

  it('manual entries: end after start, no overlap for the same person, totals per order and person, cost at the type’s rate', async () => {
    const order = await processing(t, w, tech, { handler_ids: [tech.userId, mate.userId] });
    await ok(t, '/workOrderLabour/add', { work_order_id: order.id, start_time: ago(200), end_time: ago(110) }, tech);
    await ok(t, '/workOrderLabour/add', { work_order_id: order.id, start_time: ago(100), minutes: 30, note: '调试' }, tech);
    await ok(t, '/workOrderLabour/add', { work_order_id: order.id, start_time: ago(150), minutes: 60 }, mate);
    const id = { work_order_id: order.id };
    await refused(tech, '/workOrderLabour/add', { ...id, start_time: ago(120), end_time: ago(90) }, 422, '与该人员在此工单上的其他工时记录重叠');
    await refused(tech, '/workOrderLabour/add', { ...id, start_time: ago(10), end_time: ago(20) }, 422, '开始时间必须早于结束时间');
    await refused(tech, '/workOrderLabour/add', { ...id, start_time: ago(10) }, 422, '请填写结束时间或工时分钟数');
    await refused(tech, '/workOrderLabour/add', { ...id, start_time: ago(10), minutes: 60 }, 422, '时间不能晚于当前时间');
    await refused(tech, '/workOrderLabour/add', { ...id, start_time: 'yesterday', minutes: 5 }, 422, expect.any(String) as unknown as string);
    const res = await t.post('/workOrderLabour/add', { ...id, start_time: ago(60), end_time: ago(55), user_id: 999_999 }, english.token);
    expect([res.status, res.body.msg]).toEqual([403, 'Only the order’s handlers, its person in charge or a dispatcher may record this']);
    let list = await labour(tech, order.id);
    expect([list.total_minutes, list.per_person]).toEqual([
      180,
      [
        { user_id: tech.userId, user_name: expect.any(String), minutes: 120 },
        { user_id: mate.userId, user_name: expect.any(String), minutes: 60 },
      ],
    ]);
    expect(list.labour_cost).toBeNull();
    await ok(t, '/workOrderTypeRecord/save', { type_id: w.repair, labour_rate: '80.00' }, w.admin);
    expect((await labour(tech, order.id)).labour_cost).toBe('240.00');
    // Entries are their own: a mate neither edits nor deletes them, a dispatcher corrects and logs anyone's.
    const techEntry = list.entries.find((e) => e.user_id === tech.userId)!;
    await refused(mate, '/workOrderLabour/delete', { id: techEntry.id, version: await version(order.id) }, 403, '只能修改或删除自己的记录');
    await refused(tech, '/workOrderLabour/add', { ...id, user_id: mate.userId, start_time: ago(300), minutes: 10 }, 403, '只能修改或删除自己的记录');
    await ok(t, '/workOrderLabour/update', { id: techEntry.id, start_time: ago(200), end_time: ago(150), version: await version(order.id) }, dispatcher);
    await ok(t, '/workOrderLabour/add', { ...id, user_id: mate.userId, start_time: ago(300), minutes: 10 }, dispatcher);
    list = await labour(tech, order.id);
    expect(list.total_minutes).toBe(50 + 30 + 60 + 10);
    await ok(t, '/workOrderLabour/delete', { id: techEntry.id, version: await version(order.id) }, tech);
    expect((await labour(tech, order.id)).total_minutes).toBe(100);
  });

  it('an ended order takes no labour; another enterprise’s or an out-of-scope order is "not found"', async () => {
    const order = await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: tech.userId, equipment_id: w.equipmentA });
    await acted(t, w.admin, order, 'cancel', { note: '重复' });
    await refused(tech, '/workOrderLabour/add', { work_order_id: order.id, start_time: ago(30), minutes: 10 }, 422, '已结束的工单不能修改');
    const inB = await member(t, w, [P.list, P.handle, P.dispatch], { scopes: { [DataScope.location]: [w.places.areaB] } });
    const inA = await processing(t, w, tech);
    await refused(inB, '/workOrderLabour/add', { work_order_id: inA.id, start_time: ago(30), minutes: 10 }, 404, '信息不存在');
    expect((await t.post('/workOrderLabour/list', { work_order_id: inA.id }, inB.token)).status).toBe(404);
    await refused(w.admin, '/workOrderLabour/add', { work_order_id: 999_999, start_time: ago(30), minutes: 10 }, 404, '信息不存在');
  });

  it('downtime of the order’s equipment: open while down, no overlap, listed on the order and per equipment in scope', async () => {
    const noEquipment = await processing(t, w, tech, { equipment_id: null, location_id: w.places.areaA });
    await refused(tech, '/workOrderDowntime/add', { work_order_id: noEquipment.id, start_time: ago(30), reason: 'breakdown' }, 422, '工单未关联设备，不能记录停机');
    const order = await processing(t, w, tech);
    const open = await ok<Downtime>(t, '/workOrderDowntime/add', { work_order_id: order.id, start_time: ago(120), reason: 'breakdown', note: '漏水' }, tech);
    expect(open.entries[0]).toMatchObject({ equipment_id: w.equipmentA, reason: 'breakdown', end_time: null, minutes: 120, work_order_code: order.code });
    await refused(tech, '/workOrderDowntime/add', { work_order_id: order.id, start_time: ago(60), end_time: ago(30), reason: 'planned' }, 422, '与该设备的其他停机记录重叠');
    await refused(tech, '/workOrderDowntime/add', { work_order_id: order.id, start_time: ago(300), end_time: ago(400), reason: 'planned' }, 422, '开始时间必须早于结束时间');
    await refused(tech, '/workOrderDowntime/add', { work_order_id: order.id, start_time: ago(300), end_time: ago(200), reason: 'sabotage' }, 422, expect.any(String) as unknown as string);
    const closed = await ok<Downtime>(t, '/workOrderDowntime/update', { id: open.entries[0]!.id, start_time: ago(120), end_time: ago(60), reason: 'breakdown', version: await version(order.id) }, tech);
    expect([closed.entries[0]!.minutes, closed.total_minutes]).toEqual([60, 60]);
    await ok(t, '/workOrderDowntime/add', { work_order_id: order.id, start_time: ago(400), end_time: ago(300), reason: 'planned' }, dispatcher);
    const perEquipment = await ok<{ rows: Downtime['entries']; total: number; total_minutes: number }>(t, '/equipmentDowntime/pageList', { equipment_id: w.equipmentA }, w.admin);
    expect(perEquipment.rows.map((r) => r.reason)).toEqual(['breakdown', 'planned']);
    expect(perEquipment.total_minutes).toBe(160);
    const inB = await member(t, w, [P.list], { scopes: { [DataScope.location]: [w.places.areaB] } });
    expect((await t.post('/equipmentDowntime/pageList', { equipment_id: w.equipmentA }, inB.token)).status).toBe(404);
    const inA = await member(t, w, [P.list], { scopes: { [DataScope.location]: [w.places.areaA] } });
    expect((await ok<{ total: number }>(t, '/equipmentDowntime/pageList', { equipment_id: w.equipmentA }, inA)).total).toBe(2);
    await refused(mate, '/workOrderDowntime/delete', { id: closed.entries[0]!.id, version: await version(order.id) }, 403, '只有工单的处理人、负责人或派单人可以记录');
    expect((await ok<Downtime>(t, '/workOrderDowntime/delete', { id: closed.entries[0]!.id, version: await version(order.id) }, tech)).total_minutes).toBe(100);
  });

  it('an entry is edited or deleted at the order’s version as read (which then rises), with the same rules as adding; bad input changes nothing', async () => {
    const englishDispatcher = await member(t, w, [P.list, P.handle, P.dispatch], { lang: 'en_US' });
    const order = await processing(t, w, tech);
    const entry = (await ok<Labour>(t, '/workOrderLabour/add', { work_order_id: order.id, start_time: ago(90), end_time: ago(60) }, tech)).entries[0]!;
    const down = (await ok<Downtime>(t, '/workOrderDowntime/add', { work_order_id: order.id, start_time: ago(50), end_time: ago(40), reason: 'breakdown' }, tech)).entries[0]!;
    const read = await version(order.id);
    const labourRows = async () => JSON.stringify(await t.db.query('SELECT start_time, end_time, minutes FROM work_order_labour WHERE work_order_id = ?', [order.id]));
    const downRows = async () => JSON.stringify(await t.db.query('SELECT start_time, end_time, reason FROM work_order_downtime WHERE work_order_id = ?', [order.id]));
    const [labourBefore, downBefore] = [await labourRows(), await downRows()];
    const stale = { version: read - 1 };
    for (const [path, body] of [
      ['/workOrderLabour/update', { id: entry.id, start_time: ago(100), end_time: ago(70), ...stale }],
      ['/workOrderLabour/delete', { id: entry.id, ...stale }],
      ['/workOrderDowntime/update', { id: down.id, start_time: ago(50), end_time: ago(45), reason: 'planned', ...stale }],
      ['/workOrderDowntime/delete', { id: down.id, ...stale }],
    ] as const) {
      const res = await t.post(path, body, tech.token);
      expect([path, res.status, res.body.msg]).toEqual([path, 409, '操作失败，请获取最新数据后重试']);
      const en = await t.post(path, body, englishDispatcher.token);
      expect([path, en.status, en.body.msg]).toEqual([path, 409, 'Failure, get the latest data and retry']);
    }
    expect((await t.post('/workOrderLabour/update', { id: entry.id, start_time: ago(100), end_time: ago(70) }, tech.token)).status).toBe(422);
    await refused(tech, '/workOrderLabour/update', { id: entry.id, start_time: ago(60), end_time: ago(90), version: read }, 422, '开始时间必须早于结束时间');
    await refused(tech, '/workOrderLabour/update', { id: entry.id, start_time: ago(60), minutes: 120, version: read }, 422, '时间不能晚于当前时间');
    await refused(tech, '/workOrderDowntime/update', { id: down.id, start_time: ago(40), end_time: ago(50), reason: 'breakdown', version: read }, 422, '开始时间必须早于结束时间');
    await refused(tech, '/workOrderLabour/update', { id: 999_999, start_time: ago(100), end_time: ago(70), version: read }, 404, '信息不存在');
    expect([await labourRows(), await downRows(), await version(order.id)]).toEqual([labourBefore, downBefore, read]);
    const edited = await ok<Labour>(t, '/workOrderLabour/update', { id: entry.id, start_time: ago(100), end_time: ago(70), version: read }, tech);
    expect(edited.entries[0]!.minutes).toBe(30);
    expect(await version(order.id)).toBe(read + 1);
    const again = await t.post('/workOrderDowntime/delete', { id: down.id, version: read }, tech.token);
    expect(again.status).toBe(409);
    await ok(t, '/workOrderDowntime/update', { id: down.id, start_time: ago(50), end_time: ago(45), reason: 'planned', version: read + 1 }, tech);
    expect((await ok<Downtime>(t, '/workOrderDowntime/delete', { id: down.id, version: read + 2 }, tech)).entries).toEqual([]);
    expect(await version(order.id)).toBe(read + 3);
  });
});
