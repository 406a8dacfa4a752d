import { DataScope, Permission, type TodayPlans } from '@gengyun/contracts';
import { PatrolGeneration, PlanGeneration } from '@gengyun/maintenance';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { member, ok, uniq, world, type World } from './support';

const HERE = { latitude: 31.2304, longitude: 121.4737 };

/** The work bench's "today's plans" (issue 14 item 5): today's plan orders and patrol tasks, by permission and scope. */
describe(`today's plans on the work bench (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let handler: Actor;
  let planId: number;
  let taskId: number;
  let inspector: Actor;

  const today = (who: Actor) => ok<TodayPlans>(t, '/plan/today', {}, who);
  const counts = (who: Actor) => ok<Record<string, number>>(t, '/home/counts', {}, who);

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    handler = await member(t, w, [Permission.workOrder.list]);
    inspector = await member(t, w, [Permission.patrol.inspect]);
    planId = (
      await ok<{ id: number }>(t, '/plan/add', {
        name: uniq('今日计划'), task_template_id: w.template, work_order_type_id: w.orderType, person_in_charge_id: handler.userId, duration_hours: 4,
        coverage: 'type', equipment_type_id: w.pump, location_id: w.places.site, start_date: '2020-01-01', triggers: [{ kind: 'daily' }],
      }, w.admin)
    ).id;
    await t.app.get(PlanGeneration).run(new Date(), w.enterpriseId);
    const point = (await ok<{ id: number }>(t, '/patrolPoint/add', { name: uniq('点'), location_id: w.places.areaA, qr_content: uniq('QR-'), ...HERE, range_m: 50, task_template_id: w.template }, w.admin)).id;
    const route = (await ok<{ id: number }>(t, '/patrolRoute/add', { name: uniq('路线'), points: [{ point_id: point, offset_minutes: 0 }] }, w.admin)).id;
    await ok(t, '/patrolPlan/add', {
      name: uniq('巡检'), route_id: route, person_in_charge_id: w.admin.userId, assignee_id: inspector.userId, work_order_type_id: w.orderType,
      start_date: '2020-01-01', due_time: '00:00', duration_minutes: 1440, triggers: [{ kind: 'daily' }],
    }, w.admin);
    await t.app.get(PatrolGeneration).run(new Date(), w.enterpriseId);
    taskId = Number((await t.db.query(`SELECT id FROM patrol_task WHERE enterprise_id = ?`, [w.enterpriseId]))[0]?.id);
  });
  afterAll(() => t?.close());

  it('the person in charge sees their plan orders due today (links by id), and the card counts them', async () => {
    const mine = await today(handler);
    expect(mine.all_orders).toBe(false);
    expect(mine.orders.map((o) => [o.plan_id, o.equipment_id]).sort()).toEqual([[planId, w.pumpA], [planId, w.pumpB]].sort());
    expect(mine.tasks).toEqual([]);
    expect((await counts(handler)).plans).toBe(2);
    // Someone else with the same permission has none of their own.
    const other = await member(t, w, [Permission.workOrder.list]);
    expect((await today(other)).orders).toEqual([]);
    expect((await counts(other)).plans).toBe(0);
  });

  it('a planner sees every plan order of today in their scope; without the order list permission, none', async () => {
    const areaB = await member(t, w, [Permission.plan.list, Permission.workOrder.list], { scopes: { [DataScope.location]: [w.places.areaB] } });
    const seen = await today(areaB);
    expect(seen.all_orders).toBe(true);
    expect(seen.orders.map((o) => o.equipment_id)).toEqual([w.pumpB]);
    const noOrders = await member(t, w, [Permission.plan.list]);
    expect((await today(noOrders)).orders).toEqual([]);
    expect((await counts(noOrders)).plans).toBe(0);
  });

  it("an inspector sees their own patrol task, a supervisor every task in scope; others none, and no permission is refused", async () => {
    const own = await today(inspector);
    expect([own.all_tasks, own.tasks.map((task) => task.id)]).toEqual([false, [taskId]]);
    expect((await counts(inspector)).plans).toBe(1);
    const supervisor = await member(t, w, [Permission.patrol.list]);
    expect((await today(supervisor)).tasks.map((task) => task.id)).toEqual([taskId]);
    const elsewhere = await member(t, w, [Permission.patrol.list], { scopes: { [DataScope.location]: [w.places.areaB] } });
    expect((await today(elsewhere)).tasks).toEqual([]);
    const nobody = await member(t, w, [Permission.equipment.list]);
    const refused = await t.post('/plan/today', {}, nobody.token);
    expect([refused.status, refused.body.msg]).toEqual([403, '没有权限']);
    expect((await counts(nobody)).plans).toBe(0);
  });
});
