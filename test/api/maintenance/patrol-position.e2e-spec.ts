import { DataScope, Permission } from '@gengyun/contracts';
import { PatrolGeneration } from '@gengyun/maintenance';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { member, ok, uniq, world, type World } from './support';

const HERE = { latitude: 31.2304, longitude: 121.4737 };
/** About 5 m north of HERE (within the point's range), and a street further on. */
const near = { latitude: HERE.latitude + 0.00005, longitude: HERE.longitude };
const onTheWay = { latitude: HERE.latitude + 0.0005, longitude: HERE.longitude + 0.0003 };

interface LiveMap {
  tasks: Array<{ id: number }>;
  inspectors: Array<{ user_id: number; task_id: number; source: string; point_name: string; latitude: number; longitude: number; time: string }>;
}

/** The inspector's phone position between check-ins (issue 14 item 5: the live map's current position). */
describe(`patrol: the phone's position on the live map (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let inspector: Actor;
  let supervisor: Actor;
  let pointName: string;
  let qr: string;
  let plan: (body?: Record<string, unknown>) => Promise<number>;

  const PATROL = [Permission.patrol.list, Permission.patrol.edit, Permission.equipment.list, Permission.taskTemplate.list];
  const post = (path: string, body: object, who: Actor) => t.post(path, body, who.token);
  /** A refused position's status and message key. */
  const refused = async (body: object, who: Actor): Promise<[number, string | undefined]> => {
    const res = await post('/patrolTask/position', body, who);
    return [res.status, res.body.content?.key];
  };
  const seenBy = async (who: Actor, userId: number) => (await ok<LiveMap>(t, '/patrolTask/map', {}, who)).inspectors.find((i) => i.user_id === userId);
  const todaysTask = async (planId: number): Promise<number> => {
    await t.app.get(PatrolGeneration).run(new Date(), w.enterpriseId);
    const [row] = await t.db.query<Array<{ id: number }>>('SELECT id FROM patrol_task WHERE plan_id = ? ORDER BY due_date', [planId]);
    return Number(row?.id);
  };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    inspector = await member(t, w, [Permission.patrol.inspect]);
    supervisor = await member(t, w, PATROL);
    const template = (await ok<{ id: number }>(t, '/taskTemplate/add', { name: uniq('巡检表'), equipment_type_id: w.pump, item_ids: [w.item] }, w.admin)).id;
    pointName = uniq('点');
    qr = uniq('QR-');
    const point = (await ok<{ id: number }>(t, '/patrolPoint/add', { name: pointName, location_id: w.places.areaA, qr_content: qr, ...HERE, range_m: 50, task_template_id: template }, w.admin)).id;
    const route = (await ok<{ id: number }>(t, '/patrolRoute/add', { name: uniq('路线'), points: [{ point_id: point, offset_minutes: 0 }] }, w.admin)).id;
    plan = async (body = {}) =>
      (await ok<{ id: number }>(t, '/patrolPlan/add', {
        name: uniq('巡检'), route_id: route, person_in_charge_id: supervisor.userId, assignee_id: inspector.userId, work_order_type_id: w.orderType,
        start_date: '2020-01-01', due_time: '00:00', duration_minutes: 1440, triggers: [{ kind: 'daily' }], ...body,
      }, w.admin)).id;
  });
  afterAll(() => t?.close());

  it('shows the inspector where the phone last said, or where they last checked in, whichever is later', async () => {
    const taskId = await todaysTask(await plan());
    await ok(t, '/patrolTask/position', { task_id: taskId, ...onTheWay }, inspector);
    expect(await seenBy(supervisor, inspector.userId)).toMatchObject({ task_id: taskId, source: 'phone', point_name: '', ...onTheWay });

    await ok(t, '/patrolTask/checkIn', { task_id: taskId, qr_content: qr, ...near }, inspector);
    expect(await seenBy(supervisor, inspector.userId)).toMatchObject({ task_id: taskId, source: 'checkIn', point_name: pointName, ...near });

    // Walking on after the check-in: the phone's position is the later one again.
    await new Promise((r) => setTimeout(r, 1100));
    await ok(t, '/patrolTask/position', { task_id: taskId, ...HERE }, inspector);
    expect(await seenBy(supervisor, inspector.userId)).toMatchObject({ source: 'phone', ...HERE });
  });

  it('takes positions only from who walks the open task, checked like any body; shows them only within the route\'s scope', async () => {
    const taskId = await todaysTask(await plan());
    const stranger = await member(t, w, [Permission.patrol.inspect]);
    const before = await t.db.query('SELECT position_latitude, position_user_id FROM patrol_task WHERE id = ?', [taskId]);
    expect(await refused({ task_id: taskId, ...onTheWay }, stranger)).toEqual([403, 'maintenance.errors.patrolNotYours']);
    expect((await post('/patrolTask/position', { task_id: taskId, ...onTheWay }, (await newEnterprise(t)).admin)).status).toBe(404);
    expect((await post('/patrolTask/position', { task_id: taskId, ...onTheWay }, supervisor)).status).toBe(403);
    expect((await post('/patrolTask/position', { task_id: taskId, latitude: 91, longitude: 0 }, inspector)).status).toBe(422);
    expect((await post('/patrolTask/position', { task_id: taskId, latitude: 'north' }, inspector)).status).toBe(422);
    expect((await post('/patrolTask/position', { task_id: 999_999_999, ...onTheWay }, inspector)).status).toBe(404);
    expect(await t.db.query('SELECT position_latitude, position_user_id FROM patrol_task WHERE id = ?', [taskId])).toEqual(before);

    await ok(t, '/patrolTask/position', { task_id: taskId, ...onTheWay }, inspector);
    const inB = await member(t, w, PATROL, { scopes: { [DataScope.location]: [w.places.areaB] } });
    expect(await seenBy(inB, inspector.userId)).toBeUndefined();

    // An ended task takes no more positions.
    await t.db.query(`UPDATE patrol_task SET status = 'done' WHERE id = ?`, [taskId]);
    expect(await refused({ task_id: taskId, ...HERE }, inspector)).toEqual([422, 'maintenance.errors.patrolTaskEnded']);
  });
});
