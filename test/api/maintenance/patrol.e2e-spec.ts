import { DataScope, Permission } from '@gengyun/contracts';
import { io, type Socket } from 'socket.io-client';
import { PatrolGeneration, PatrolSweep } from '@gengyun/maintenance';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { member, meterReading, ok, uniq, uploadAnswerFile, world, type World } from './support';

const DAY = 86_400_000;
const HERE = { latitude: 31.2304, longitude: 121.4737 };
/** About 5 m north of HERE, and about 1.1 km. */
const near = { latitude: HERE.latitude + 0.00005, longitude: HERE.longitude };
const far = { latitude: HERE.latitude + 0.01, longitude: HERE.longitude };

interface TaskPoint {
  id: number;
  point_id: number;
  status: string;
  late: boolean;
  check_in_method: string | null;
  distance_m: number | null;
  results: Array<{ id: number; item_id: number; type: string; value: unknown; failed: boolean | null; repair_order_id: number | null; live_value: number | null }>;
}
interface Task {
  id: number;
  name: string;
  plan_id: number;
  due_date: string;
  status: string;
  late: boolean;
  assignee_id: number | null;
  points_total: number;
  points_done: number;
  points_missed: number;
  points: TaskPoint[];
}

/** Spot-check and patrol inspection (issue 14 item 5): generation, check-in, results, repair orders, the sweep, scopes. */
describe(`patrol inspection (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let inspector: Actor;
  let supervisor: Actor;
  let number: number;
  let template: number;
  let points: { a: number; b: number; manual: number };
  let route: number;

  const PATROL = [Permission.patrol.list, Permission.patrol.edit, Permission.equipment.list, Permission.taskTemplate.list];
  const post = (path: string, body: object, who: Actor) => t.post(path, body, who.token);
  const addPoint = (body: Record<string, unknown>, who: Actor = w.admin) =>
    post('/patrolPoint/add', { name: uniq('点'), location_id: w.places.areaA, qr_content: uniq('QR-'), ...HERE, range_m: 50, task_template_id: template, ...body }, who);
  const plan = async (body: Record<string, unknown> = {}): Promise<number> =>
    (await ok<{ id: number }>(t, '/patrolPlan/add', {
      name: uniq('巡检'), route_id: route, person_in_charge_id: supervisor.userId, assignee_id: inspector.userId, work_order_type_id: w.orderType,
      start_date: '2020-01-01', due_time: '00:00', duration_minutes: 1440, triggers: [{ kind: 'daily' }], ...body,
    }, w.admin)).id;
  const tasksOf = (planId: number) => t.db.query<Array<{ id: number; due_date: string }>>(`SELECT id, due_date FROM patrol_task WHERE plan_id = ? ORDER BY due_date`, [planId]);
  const todaysTask = async (planId: number): Promise<number> => {
    await t.app.get(PatrolGeneration).run(new Date(), w.enterpriseId);
    const [row] = await tasksOf(planId);
    return Number(row?.id);
  };
  const qr = async (pointId: number): Promise<string> => (await ok<{ qr_content: string }>(t, '/patrolPoint/detail', { id: pointId }, w.admin)).qr_content;
  const checkIn = (who: Actor, taskId: number, body: Record<string, unknown>) => post('/patrolTask/checkIn', { task_id: taskId, ...body }, who);
  const repairsOf = (resultId: number) =>
    t.db.query<Array<{ id: number; equipment_id: number | null; location_id: number | null; person_in_charge_id: number }>>(
      `SELECT id, equipment_id, location_id, person_in_charge_id FROM work_order WHERE source = 'patrol' AND source_id = ?`,
      [resultId],
    );

  beforeAll(async () => {
    t = await startTestApp();
    // Sockets (live progress) need the app on a port.
    await t.app.listen(0, '127.0.0.1');
    w = await world(t);
    inspector = await member(t, w, [Permission.patrol.inspect]);
    supervisor = await member(t, w, [...PATROL]);
    number = (await ok<{ id: number }>(t, '/taskItem/add', { name: '出口压力', type: 'number', lower_limit: 0.2, upper_limit: 0.4, unit: 'MPa', failure_opens_order: true }, w.admin)).id;
    template = (await ok<{ id: number }>(t, '/taskTemplate/add', { name: uniq('巡检表'), equipment_type_id: w.pump, item_ids: [w.item, number] }, w.admin)).id;
    const a = (await addPoint({ equipment_id: w.pumpA })).body.content.id as number;
    const b = (await addPoint({ nfc_tag_id: uniq('NFC-'), latitude: HERE.latitude + 0.001 })).body.content.id as number;
    const manual = (await addPoint({ allow_manual_check_in: true })).body.content.id as number;
    points = { a, b, manual };
    route = (await ok<{ id: number }>(t, '/patrolRoute/add', { name: uniq('路线'), points: [{ point_id: a, offset_minutes: 0 }, { point_id: b, offset_minutes: 30 }, { point_id: manual, offset_minutes: 60 }] }, w.admin)).id;
  });
  afterAll(() => t?.close());

  it('keeps points and routes to their rules: labels unique, coordinates and ranges checked, a route of distinct points', async () => {
    const taken = await addPoint({ qr_content: await qr(points.a) });
    expect([taken.status, taken.body.msg]).toEqual([409, '二维码内容已被其他巡检点使用']);
    for (const body of [{ latitude: 91 }, { range_m: 1 }, { window_start: '18:00', window_end: '08:00' }, { window_start: '08:00' }]) expect((await addPoint(body)).status).toBe(422);
    const twice = await post('/patrolRoute/add', { name: 'x', points: [{ point_id: points.a, offset_minutes: 0 }, { point_id: points.a, offset_minutes: 5 }] }, w.admin);
    expect([twice.status, twice.body.msg]).toEqual([422, '路线至少包含一个巡检点，且每个点只出现一次']);
    expect((await post('/patrolRoute/add', { name: 'x', points: [] }, w.admin)).status).toBe(422);
    const detail = await ok<{ location_id: number; points: Array<{ point_id: number }> }>(t, '/patrolRoute/detail', { id: route }, w.admin);
    expect([detail.location_id, detail.points.map((p) => p.point_id)]).toEqual([w.places.areaA, [points.a, points.b, points.manual]]);
    const inUse = await post('/patrolPoint/delete', { id: points.a }, w.admin);
    expect([inUse.status, inUse.body.msg]).toEqual([409, '巡检点已被路线使用，不能删除']);
  });

  it('checks route plans with the maintenance plans\' rules and messages', async () => {
    const base = { name: 'x', route_id: route, person_in_charge_id: supervisor.userId, assignee_id: inspector.userId, work_order_type_id: w.orderType, start_date: '2030-01-01', duration_minutes: 60 };
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ triggers: [] }, '必须设置计划触发条件'],
      [{ triggers: [{ kind: 'monthly', day: 28 }] }, '执行日最大为27'],
      [{ triggers: [{ kind: 'yearly', month: 13, day: 1 }] }, '月份最大为12'],
      [{ triggers: [{ kind: 'daily' }], person_in_charge_id: undefined }, '必须指定负责人'],
      [{ triggers: [{ kind: 'daily' }], assignee_id: undefined }, '请指定巡检人或工单池'],
      [{ triggers: [{ kind: 'interval', days: 3, anchor: 'completion' }] }, '巡检计划的固定间隔只能按计划开始日期起算'],
    ];
    for (const [body, msg] of refused) {
      const res = await post('/patrolPlan/add', { ...base, ...body }, w.admin);
      expect([res.status, res.body.msg]).toEqual([422, msg]);
    }
    const other = await newEnterprise(t);
    expect((await post('/patrolPlan/add', { ...base, triggers: [{ kind: 'daily' }], route_id: route }, other.admin)).status).toBe(404);
    expect(Number((await t.db.query<Array<{ n: number }>>(`SELECT COUNT(*) AS n FROM patrol_plan WHERE enterprise_id = ?`, [w.enterpriseId]))[0]?.n)).toBe(0);
  });

  it('generates one task per plan and due day, idempotently, also with two runs at once', async () => {
    const planId = await plan({ triggers: [{ kind: 'weekly', days: [1, 2, 3, 4, 5, 6, 7] }] });
    const generation = t.app.get(PatrolGeneration);
    const now = new Date();
    await Promise.all([generation.run(now, w.enterpriseId), generation.run(now, w.enterpriseId)]);
    await generation.run(now, w.enterpriseId);
    await Promise.all([generation.run(new Date(now.getTime() + DAY), w.enterpriseId), generation.run(new Date(now.getTime() + DAY), w.enterpriseId)]);
    const tasks = await tasksOf(planId);
    expect(tasks).toHaveLength(2);
    const [detail] = [await ok<Task>(t, '/patrolTask/detail', { id: tasks[0]?.id }, supervisor)];
    expect([detail?.status, detail?.assignee_id, detail?.points.map((p) => p.point_id)]).toEqual(['pending', inspector.userId, [points.a, points.b, points.manual]]);
    expect((await post('/patrolPlan/generate', {}, w.admin)).body.content.created).toBe(0);
    await t.db.query(`UPDATE patrol_plan SET enabled = 0 WHERE id = ?`, [planId]);
  });

  it('refuses a check-in outside the valid range with the SPEC message; allows it where manual check-in is allowed', async () => {
    const planId = await plan();
    const taskId = await todaysTask(planId);
    const refused = await checkIn(inspector, taskId, { qr_content: await qr(points.a), ...far });
    expect([refused.status, refused.body.msg]).toEqual([422, '巡检点必须在有效范围内打卡']);
    const english = await member(t, w, [Permission.patrol.inspect], { lang: 'en_US' });
    await t.db.query(`UPDATE patrol_task SET assignee_id = ? WHERE id = ?`, [english.userId, taskId]);
    expect((await checkIn(english, taskId, { qr_content: await qr(points.a) })).body.msg).toBe('The patrol point must be within the valid range');
    await t.db.query(`UPDATE patrol_task SET assignee_id = ? WHERE id = ?`, [inspector.userId, taskId]);
    const after = await ok<Task>(t, '/patrolTask/detail', { id: taskId }, inspector);
    expect([after.status, after.points[0]?.status, after.points[0]?.results]).toEqual(['pending', 'pending', []]);
    // Not on this route, and someone else's task.
    const stranger = await addPoint({});
    expect((await checkIn(inspector, taskId, { qr_content: (await ok<{ qr_content: string }>(t, '/patrolPoint/detail', { id: stranger.body.content.id }, w.admin)).qr_content, ...near })).body.msg).toBe('该巡检点不在本任务的路线上');
    const colleague = await member(t, w, [Permission.patrol.inspect]);
    const notTheirs = await checkIn(colleague, taskId, { qr_content: await qr(points.a), ...near });
    expect([notTheirs.status, notTheirs.body.msg]).toEqual([403, '只有任务的巡检人或其工单池成员可以打卡']);
    const manual = await ok<Task>(t, '/patrolTask/checkIn', { task_id: taskId, qr_content: await qr(points.manual), ...far }, inspector);
    expect(manual.points[2]).toMatchObject({ status: 'checkedIn', check_in_method: 'manual' });
    expect(manual.points[2]?.distance_m).toBeGreaterThan(1000);
    // Within range by QR, and by the NFC tag.
    const byQr = await ok<Task>(t, '/patrolTask/checkIn', { task_id: taskId, qr_content: await qr(points.a), ...near }, inspector);
    expect([byQr.status, byQr.points[0]?.status, byQr.points[0]?.check_in_method, byQr.points[0]?.results.length]).toEqual(['inProgress', 'checkedIn', 'qr', 2]);
    const nfc = (await ok<{ nfc_tag_id: string }>(t, '/patrolPoint/detail', { id: points.b }, w.admin)).nfc_tag_id;
    const byNfc = await ok<Task>(t, '/patrolTask/checkIn', { task_id: taskId, nfc_tag_id: nfc, latitude: HERE.latitude + 0.001, longitude: HERE.longitude }, inspector);
    expect(byNfc.points[1]).toMatchObject({ status: 'checkedIn', check_in_method: 'nfc' });
  });

  it('a failed item opens exactly one work order linked to the result and the point, also when submitted twice at once', async () => {
    const planId = await plan();
    const taskId = await todaysTask(planId);
    const code = await qr(points.a);
    let task = await ok<Task>(t, '/patrolTask/detail', { id: taskId }, inspector);
    const notYet = await post('/patrolTask/submit', { task_point_id: task.points[0]?.id, results: [{ item_id: w.item, value: true }, { item_id: number, value: 0.3 }] }, inspector);
    expect([notYet.status, notYet.body.msg]).toEqual([422, '请先在巡检点打卡']);
    task = await ok<Task>(t, '/patrolTask/checkIn', { task_id: taskId, qr_content: code, ...near }, inspector);
    const stop = task.points[0] as TaskPoint;
    const missing = await post('/patrolTask/submit', { task_point_id: stop.id, results: [{ item_id: w.item, value: true }] }, inspector);
    expect([missing.status, missing.body.msg]).toEqual([422, '请填写巡检点的每个检查项']);
    const badValue = await post('/patrolTask/submit', { task_point_id: stop.id, results: [{ item_id: w.item, value: 'yes' }, { item_id: number, value: 0.3 }] }, inspector);
    expect([badValue.status, badValue.body.msg]).toEqual([422, '合格/不合格检查项请选择合格或不合格']);
    const answers = { task_point_id: stop.id, results: [{ item_id: w.item, value: false }, { item_id: number, value: '0.5' }] };
    const [x, y] = await Promise.all([post('/patrolTask/submit', answers, inspector), post('/patrolTask/submit', answers, inspector)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect((await post('/patrolTask/submit', answers, inspector)).status).toBe(200);
    const done = await ok<Task>(t, '/patrolTask/detail', { id: taskId }, supervisor);
    const results = done.points[0]?.results ?? [];
    expect(results.map((r) => r.failed)).toEqual([true, true]);
    for (const result of results) {
      const orders = await repairsOf(result.id);
      expect(orders).toHaveLength(1);
      expect([Number(orders[0]?.equipment_id), Number(orders[0]?.person_in_charge_id), result.repair_order_id]).toEqual([w.pumpA, supervisor.userId, Number(orders[0]?.id)]);
    }
    expect([done.points[0]?.status, done.points_done, done.status]).toEqual(['done', 1, 'inProgress']);
    const failed = await ok<{ total: number }>(t, '/patrolResult/pageList', { failed: true, task_id: taskId }, supervisor);
    expect(failed.total).toBe(2);
  });

  it('binds a point\'s photos and signature to its results, the inspector\'s own unbound pictures; pre-fills a meter reading', async () => {
    const walker = await member(t, w, [Permission.patrol.inspect, Permission.file.upload]);
    const add = async (body: Record<string, unknown>) => (await ok<{ id: number }>(t, '/taskItem/add', { name: uniq('项'), ...body }, w.admin)).id;
    const items = { photo: await add({ type: 'photo' }), signature: await add({ type: 'signature' }), reading: await add({ type: 'meterReading', meter_quantity: 'energy', unit: 'kWh' }) };
    const sheet = (await ok<{ id: number }>(t, '/taskTemplate/add', { name: uniq('拍照签名'), equipment_type_id: w.pump, item_ids: Object.values(items) }, w.admin)).id;
    const point = (await addPoint({ equipment_id: w.pumpA, task_template_id: sheet })).body.content.id as number;
    // A second point keeps the task open after the first is submitted, so the same answers can be sent again.
    const onlyRoute = (await ok<{ id: number }>(t, '/patrolRoute/add', { name: uniq('路线'), points: [{ point_id: point, offset_minutes: 0 }, { point_id: points.b, offset_minutes: 30 }] }, w.admin)).id;
    await meterReading(t, w, w.pumpA, 8765.4);
    const taskId = await todaysTask(await plan({ route_id: onlyRoute, assignee_id: walker.userId }));
    const task = await ok<Task>(t, '/patrolTask/checkIn', { task_id: taskId, qr_content: await qr(point), ...near }, walker);
    const stop = task.points[0] as TaskPoint;
    expect(stop.results.find((r) => r.item_id === items.reading)?.live_value).toBe(8765.4);
    const photo = await uploadAnswerFile(t, walker.token, 'patrolResult', 'jpg');
    const signature = await uploadAnswerFile(t, walker.token, 'patrolResult', 'png');
    const submit = (photos: number[], sig: number) =>
      post('/patrolTask/submit', { task_point_id: stop.id, results: [{ item_id: items.photo, value: photos }, { item_id: items.signature, value: sig }, { item_id: items.reading, value: 8770 }] }, walker);
    const foreignUpload = await uploadAnswerFile(t, w.admin.token, 'patrolResult');
    const orderFile = await uploadAnswerFile(t, w.admin.token, 'checkResult');
    const refused: Array<[number[], number, number, string]> = [
      [[photo, foreignUpload], signature, 404, '信息不存在'],
      [[orderFile], signature, 404, '信息不存在'],
      [[photo], photo, 422, '签名须为在屏幕上签写的PNG图片'],
      [[await uploadAnswerFile(t, walker.token, 'patrolResult', 'txt')], signature, 422, '照片只能是图片文件'],
    ];
    for (const [photos, sig, status, msg] of refused) {
      const res = await submit(photos, sig);
      expect([res.status, res.body.msg]).toEqual([status, msg]);
    }
    expect((await ok<Task>(t, '/patrolTask/detail', { id: taskId }, walker)).points[0]?.status).toBe('checkedIn');
    expect((await submit([photo], signature)).status).toBe(200);
    // A phone sending the same answers again changes nothing.
    expect((await submit([photo], signature)).status).toBe(200);
    const results = (await ok<Task>(t, '/patrolTask/detail', { id: taskId }, supervisor)).points[0]?.results ?? [];
    const rowOf = (item: number) => results.find((r) => r.item_id === item);
    expect([rowOf(items.photo)?.value, rowOf(items.signature)?.value, rowOf(items.reading)?.value]).toEqual([[photo], signature, 8770]);
    const bound = await t.db.query<Array<{ id: number; data_id: number }>>('SELECT id, data_id FROM file_info WHERE id IN (?, ?) ORDER BY id', [photo, signature]);
    expect(bound.map((f) => Number(f.data_id))).toEqual([rowOf(items.photo)?.id, rowOf(items.signature)?.id]);
    const image = (who: Actor, id: number) => t.http().get(`/getImg?id=${id}&business_no=patrolResult`).set('Authorization', `Bearer ${who.token}`);
    expect([(await image(supervisor, photo)).status, (await image(walker, signature)).status]).toEqual([200, 200]);
    const inB = await member(t, w, [...PATROL], { scopes: { [DataScope.location]: [w.places.areaB] } });
    expect((await image(inB, photo)).status).toBe(404);
    expect((await image((await newEnterprise(t)).admin, photo)).status).toBe(404);
  });

  it('a pass opens nothing; the last point done completes the task', async () => {
    const planId = await plan();
    const taskId = await todaysTask(planId);
    for (const [pointId, position] of [[points.a, near], [points.b, { latitude: HERE.latitude + 0.001, longitude: HERE.longitude }], [points.manual, near]] as const) {
      const task = await ok<Task>(t, '/patrolTask/checkIn', { task_id: taskId, qr_content: await qr(pointId), ...position }, inspector);
      const stop = task.points.find((p) => p.point_id === pointId) as TaskPoint;
      await ok(t, '/patrolTask/submit', { task_point_id: stop.id, results: [{ item_id: w.item, value: 'true' }, { item_id: number, value: 0.3 }] }, inspector);
      for (const r of (await ok<Task>(t, '/patrolTask/detail', { id: taskId }, inspector)).points.find((p) => p.point_id === pointId)?.results ?? []) expect(await repairsOf(r.id)).toHaveLength(0);
    }
    const done = await ok<Task>(t, '/patrolTask/detail', { id: taskId }, inspector);
    expect([done.status, done.points_done, done.points_total]).toEqual(['done', 3, 3]);
    const ended = await checkIn(inspector, taskId, { qr_content: await qr(points.a), ...near });
    expect([ended.status, ended.body.msg]).toEqual([422, '巡检任务已结束']);
  });

  it('the sweep marks late and missed points and tasks and tells the person in charge once', async () => {
    const planId = await plan();
    const taskId = await todaysTask(planId);
    // The first point's lateness passed before its check-in, whatever the hour the suite runs at (just after
    // midnight in the enterprise's zone its expected time plus the tolerance is still ahead).
    await t.db.getRepository('PatrolTaskPoint').update({ task_id: taskId, point_id: points.a }, { late_after: new Date(Date.now() - 3_600_000) });
    await ok(t, '/patrolTask/checkIn', { task_id: taskId, qr_content: await qr(points.a), ...near }, inspector);
    const sweep = t.app.get(PatrolSweep);
    const inbox = () => t.db.query<Array<{ title: string; content: string }>>(`SELECT title, content FROM user_message WHERE user_id = ? ORDER BY id`, [supervisor.userId]);
    const before = (await inbox()).length;
    // Past every point's expected time plus the tolerance, before the task's end: the unvisited points are late.
    const [start] = await t.db.query<Array<{ start_time: string | Date }>>(`SELECT start_time FROM patrol_task WHERE id = ?`, [taskId]);
    const lateAt = new Date(new Date(start?.start_time as string).getTime() + 3 * 3_600_000);
    await Promise.all([sweep.run(lateAt), sweep.run(lateAt)]);
    let task = await ok<Task>(t, '/patrolTask/detail', { id: taskId }, supervisor);
    // The first point was checked in after its lateness: late too.
    expect([task.late, task.status, task.points.map((p) => p.late)]).toEqual([true, 'inProgress', [true, true, true]]);
    const late = (await inbox()).slice(before).filter((m) => m.content.includes(task.name));
    expect(late.map((m) => m.content)).toEqual([`巡检任务${task.name}（${task.due_date}）有2个巡检点超过预计时间未到`]);
    // Past the end: the task closes, its points not done are missed.
    await Promise.all([sweep.run(new Date(Date.now() + 2 * DAY)), sweep.run(new Date(Date.now() + 2 * DAY))]);
    task = await ok<Task>(t, '/patrolTask/detail', { id: taskId }, supervisor);
    expect([task.status, task.points.map((p) => p.status), task.points_missed]).toEqual(['missed', ['missed', 'missed', 'missed'], 3]);
    const missed = (await inbox()).filter((m) => m.title === `巡检漏检：${task.name}`);
    expect(missed.map((m) => m.content)).toEqual([`巡检任务${task.name}（${task.due_date}）有3个巡检点漏检`]);
  });

  it('a pool task is taken by the first member who checks in', async () => {
    const pool = (await ok<{ id: number }>(t, '/workOrderPool/add', { name: uniq('pool'), member_ids: [inspector.userId] }, w.admin)).id;
    const outsider = await member(t, w, [Permission.patrol.inspect]);
    const planId = await plan({ assignee_id: null, pool_id: pool });
    const taskId = await todaysTask(planId);
    expect((await ok<Task[]>(t, '/patrolTask/mine', {}, inspector)).some((x) => x.id === taskId)).toBe(true);
    expect((await ok<Task[]>(t, '/patrolTask/mine', {}, outsider)).some((x) => x.id === taskId)).toBe(false);
    expect((await checkIn(outsider, taskId, { qr_content: await qr(points.a), ...near })).status).toBe(403);
    const taken = await ok<Task>(t, '/patrolTask/checkIn', { task_id: taskId, qr_content: await qr(points.a), ...near }, inspector);
    expect(taken.assignee_id).toBe(inspector.userId);
  });

  it('scopes points, routes, plans, tasks and results by location; another enterprise\'s id is "not found"', async () => {
    const inB = await member(t, w, [...PATROL, Permission.patrol.inspect], { scopes: { [DataScope.location]: [w.places.areaB] } });
    const inA = await member(t, w, [...PATROL], { scopes: { [DataScope.location]: [w.places.areaA] } });
    const planId = await plan();
    const taskId = await todaysTask(planId);
    for (const [path, id] of [['/patrolPoint/detail', points.a], ['/patrolRoute/detail', route], ['/patrolPlan/detail', planId], ['/patrolTask/detail', taskId]] as const) {
      expect([path, (await post(path, { id }, inB)).status]).toEqual([path, 404]);
      expect([path, (await post(path, { id }, inA)).status]).toEqual([path, 200]);
    }
    for (const path of ['/patrolPoint/pageList', '/patrolRoute/pageList', '/patrolPlan/pageList', '/patrolTask/pageList', '/patrolResult/pageList']) {
      expect([path, (await ok<{ total: number }>(t, path, {}, inB)).total]).toEqual([path, 0]);
      expect((await ok<{ total: number }>(t, path, {}, inA)).total).toBeGreaterThan(0);
    }
    // A point in B cannot go on a route by someone limited to A, nor can B's user place a point in A.
    const pointB = (await addPoint({ location_id: w.places.areaB })).body.content.id as number;
    expect((await post('/patrolRoute/add', { name: 'x', points: [{ point_id: pointB, offset_minutes: 0 }] }, inA)).status).toBe(404);
    expect((await addPoint({}, inB)).status).toBe(404);
    // A task assigned to someone is theirs to walk whatever their scope says, as work orders are their handlers'.
    await t.db.query(`UPDATE patrol_task SET assignee_id = ? WHERE id = ?`, [inB.userId, taskId]);
    expect((await checkIn(inB, taskId, { qr_content: await qr(points.a), ...near })).status).toBe(200);
    const other = await newEnterprise(t);
    for (const [path, id] of [['/patrolPoint/detail', points.a], ['/patrolRoute/detail', route], ['/patrolPlan/detail', planId], ['/patrolTask/detail', taskId]] as const) {
      expect((await post(path, { id }, other.admin)).body.msg).toBe('信息不存在');
    }
    expect((await post('/patrolTask/checkIn', { task_id: taskId, qr_content: await qr(points.a), ...near }, other.admin)).status).toBe(404);
    const stop = (await ok<Task>(t, '/patrolTask/detail', { id: taskId }, w.admin)).points[0] as TaskPoint;
    expect((await post('/patrolTask/submit', { task_point_id: stop.id, results: [{ item_id: w.item, value: true }, { item_id: number, value: 0.3 }] }, other.admin)).status).toBe(404);
  });

  it('pushes live route progress to supervisors whose scope covers the route and to the inspector, to nobody else', async () => {
    const planId = await plan();
    const taskId = await todaysTask(planId);
    const inA = await member(t, w, [...PATROL], { scopes: { [DataScope.location]: [w.places.areaA] } });
    const inB = await member(t, w, [...PATROL], { scopes: { [DataScope.location]: [w.places.areaB] } });
    const other = await newEnterprise(t);
    const sockets: Socket[] = [];
    const heard = new Map<string, Array<{ id: number; points_done: number; status: string }>>();
    const listen = async (name: string, who: Actor): Promise<void> => {
      const socket = io(`http://127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`, { auth: { token: who.token }, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      heard.set(name, []);
      socket.on('patrolTask.progress', (p: { id: number; points_done: number; status: string }) => heard.get(name)?.push(p));
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    };
    try {
      await Promise.all([listen('inA', inA), listen('inB', inB), listen('inspector', inspector), listen('other', other.admin)]);
      const task = await ok<Task>(t, '/patrolTask/checkIn', { task_id: taskId, qr_content: await qr(points.a), ...near }, inspector);
      await ok(t, '/patrolTask/submit', { task_point_id: task.points[0]?.id, results: [{ item_id: w.item, value: true }, { item_id: number, value: 0.3 }] }, inspector);
      const mine = (name: string) => (heard.get(name) ?? []).filter((p) => p.id === taskId);
      for (let i = 0; i < 50 && (!mine('inA').some((p) => p.points_done === 1) || !mine('inspector').some((p) => p.points_done === 1)); i++) await new Promise((r) => setTimeout(r, 100));
      expect(mine('inA').at(-1)).toMatchObject({ status: 'inProgress', points_done: 1 });
      expect(mine('inspector').at(-1)).toMatchObject({ points_done: 1 });
      expect([mine('inB'), mine('other')]).toEqual([[], []]);
    } finally {
      for (const s of sockets) s.disconnect();
    }
  });

  it('the live map shows the day\'s tasks in the caller\'s scope with their points\' state and the inspector\'s last position', async () => {
    const planId = await plan();
    const taskId = await todaysTask(planId);
    const task = await ok<Task>(t, '/patrolTask/checkIn', { task_id: taskId, qr_content: await qr(points.a), ...near }, inspector);
    await ok(t, '/patrolTask/submit', { task_point_id: task.points[0]?.id, results: [{ item_id: w.item, value: true }, { item_id: number, value: 0.3 }] }, inspector);
    interface LiveMap {
      date: string;
      tasks: Array<{ id: number; assignee_id: number; points: Array<{ point_id: number; status: string; latitude: number }> }>;
      inspectors: Array<{ user_id: number; task_id: number; latitude: number; longitude: number }>;
    }
    const map = await ok<LiveMap>(t, '/patrolTask/map', {}, supervisor);
    const shown = map.tasks.find((x) => x.id === taskId);
    expect(shown?.points.map((p) => [p.point_id, p.status])).toEqual([[points.a, 'done'], [points.b, 'pending'], [points.manual, 'pending']]);
    expect(shown?.assignee_id).toBe(inspector.userId);
    expect(map.inspectors.find((i) => i.user_id === inspector.userId)).toMatchObject({ latitude: near.latitude, longitude: near.longitude });
    const inB = await member(t, w, [...PATROL], { scopes: { [DataScope.location]: [w.places.areaB] } });
    expect(await ok<LiveMap>(t, '/patrolTask/map', {}, inB)).toMatchObject({ tasks: [], inspectors: [] });
    expect((await ok<LiveMap>(t, '/patrolTask/map', { date: '2001-01-01' }, supervisor)).tasks).toEqual([]);
    expect((await post('/patrolTask/map', { date: 'tomorrow' }, supervisor)).status).toBe(422);
    expect((await post('/patrolTask/map', {}, inspector)).status).toBe(403);
    expect((await ok<LiveMap>(t, '/patrolTask/map', {}, (await newEnterprise(t)).admin)).tasks).toEqual([]);
  });
});
