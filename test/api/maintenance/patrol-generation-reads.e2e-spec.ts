import { Permission } from '@gengyun/contracts';
import { PatrolGeneration } from '@gengyun/maintenance';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { fromTable, member, ok, queriesDuring, uniq, world, type World } from './support';

const HERE = { latitude: 31.2304, longitude: 121.4737 };
/** Midday in Shanghai of a day: the enterprise's "today" is that day. */
const noonOf = (day: string): Date => new Date(`${day}T04:00:00.000Z`);

/** Route plan generation reads the run's routes, their stops and points set-based: the reads do not grow with the plans. */
describe(`route plan generation reads (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let inspector: Actor;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    inspector = await member(t, w, [Permission.patrol.inspect]);
  });
  afterAll(() => t?.close());

  it('reads every plan\'s route, stops and points with one query each, and each task gets its own route\'s enabled points', async () => {
    const point = async () => (await ok<{ id: number }>(t, '/patrolPoint/add', { name: uniq('点'), location_id: w.places.areaA, qr_content: uniq('QR-'), ...HERE, range_m: 50, task_template_id: w.template }, w.admin)).id;
    const [a, b, c, off] = [await point(), await point(), await point(), await point()];
    const route = async (ids: number[]) => (await ok<{ id: number }>(t, '/patrolRoute/add', { name: uniq('路线'), points: ids.map((id, i) => ({ point_id: id, offset_minutes: i * 10 })) }, w.admin)).id;
    const [first, second] = [await route([a, off, b]), await route([c, a])];
    await t.db.query('UPDATE patrol_point SET enabled = 0 WHERE id = ?', [off]);
    const plan = async (routeId: number) =>
      (await ok<{ id: number }>(t, '/patrolPlan/add', {
        name: uniq('巡检'), route_id: routeId, person_in_charge_id: w.admin.userId, assignee_id: inspector.userId, work_order_type_id: w.orderType,
        start_date: '2037-05-01', due_time: '08:00', duration_minutes: 120, triggers: [{ kind: 'daily' }],
      }, w.admin)).id;
    const plans = [await plan(first), await plan(first), await plan(second), await plan(first)];

    const sql = await queriesDuring(t, () => t.app.get(PatrolGeneration).run(noonOf('2037-05-01'), w.enterpriseId));
    const pointsOf = async (planId: number) =>
      (await t.db.query<Array<{ point_id: number }>>('SELECT tp.point_id FROM patrol_task_point tp JOIN patrol_task pt ON pt.id = tp.task_id WHERE pt.plan_id = ? ORDER BY tp.position', [planId])).map((r) => Number(r.point_id));
    expect(await Promise.all(plans.map(pointsOf))).toEqual([[a, b], [a, b], [c, a], [a, b]]);
    expect(sql.filter((q) => fromTable('patrol_route').test(q))).toHaveLength(1);
    expect(sql.filter((q) => fromTable('patrol_route_point').test(q))).toHaveLength(1);
    expect(sql.filter((q) => fromTable('patrol_point').test(q))).toHaveLength(1);
    // The (plan, day) keys already made: one read for the run, not one per plan and day.
    expect(sql.filter((q) => fromTable('patrol_task').test(q) && /plan_id/.test(q))).toHaveLength(1);

    // A second run the same day finds every task made and reads no route at all.
    await t.db.query('UPDATE patrol_plan SET generated_through = NULL WHERE enterprise_id = ?', [w.enterpriseId]);
    const again = await queriesDuring(t, () => t.app.get(PatrolGeneration).run(noonOf('2037-05-01'), w.enterpriseId));
    expect(again.filter((q) => fromTable('patrol_route').test(q))).toHaveLength(0);
    const tasks = await t.db.query<Array<{ n: number }>>('SELECT COUNT(*) AS n FROM patrol_task WHERE enterprise_id = ?', [w.enterpriseId]);
    expect(Number(tasks[0]!.n)).toBe(4);
  });
});
