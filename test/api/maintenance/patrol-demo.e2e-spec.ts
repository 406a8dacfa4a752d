import { DEMO_POINT_QR, DEMO_ROUTE } from '@gengyun/maintenance';
import { seedDemo } from '../../../apps/api/src/seed';
import { startDemoTestApp, type DemoTestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { login } from '../../support/builders/identity';

interface Task {
  id: number;
  name: string;
  status: string;
  points: Array<{ id: number; point_id: number; status: string; check_in_method: string | null; results: Array<{ id: number; item_id: number; type: string; repair_order_id: number | null }> }>;
}

/** The demo route (`npm start`): the demo admin walks today's task on the phone page's calls and a failure opens an order. */
describe(`patrol demo route (${testDbKind()})`, () => {
  let t: DemoTestApp;
  let enterpriseId: number;
  beforeAll(async () => {
    t = await startDemoTestApp();
    enterpriseId = t.demo.enterpriseId;
  }, 180_000);
  afterAll(() => t?.close());

  it('the demo admin has today\'s task of the demo route, checks in at two points by their QR content, and a failed item opens a work order', async () => {
    const admin = await login(t, 'admin', 'admin123');
    const routes = (await t.post('/patrolRoute/pageList', { keyword: DEMO_ROUTE }, admin.token)).body.content.rows as Array<{ points: unknown[] }>;
    expect(routes[0]?.points).toHaveLength(3);
    const mine = (await t.post('/patrolTask/mine', {}, admin.token)).body.content as Task[];
    expect(mine).toHaveLength(1);
    const taskId = mine[0]?.id as number;
    // Far from the plant: the demo points allow manual check-in, so a newcomer anywhere can walk them.
    const away = { latitude: 31.2304, longitude: 121.4737 };
    const first = (await t.post('/patrolTask/checkIn', { task_id: taskId, qr_content: DEMO_POINT_QR[0], ...away }, admin.token)).body.content as Task;
    expect(first.points[0]).toMatchObject({ status: 'checkedIn', check_in_method: 'manual' });
    const answers = (task: Task, i: number, fail: boolean) => ({
      task_point_id: task.points[i]?.id,
      results: (task.points[i]?.results ?? []).map((r) => ({ item_id: r.item_id, value: r.type === 'passFail' ? !fail : 45 })),
    });
    expect((await t.post('/patrolTask/submit', answers(first, 0, false), admin.token)).status).toBe(200);
    const second = (await t.post('/patrolTask/checkIn', { task_id: taskId, qr_content: DEMO_POINT_QR[1], latitude: 23.1064, longitude: 113.325 }, admin.token)).body.content as Task;
    expect(second.points[1]).toMatchObject({ status: 'checkedIn', check_in_method: 'qr' });
    const done = (await t.post('/patrolTask/submit', answers(second, 1, true), admin.token)).body.content as Task;
    const failed = done.points[1]?.results.find((r) => r.type === 'passFail');
    expect(failed?.repair_order_id).toBeGreaterThan(0);
    const [order] = (await t.db.query(`SELECT source, enterprise_id FROM work_order WHERE id = ?`, [failed?.repair_order_id])) as Array<{ source: string; enterprise_id: number }>;
    expect([order?.source, Number(order?.enterprise_id)]).toEqual(['patrol', enterpriseId]);
  });

  it('a second seeding changes nothing', async () => {
    const count = async () => Number(((await t.db.query(`SELECT COUNT(*) AS n FROM patrol_point WHERE enterprise_id = ?`, [enterpriseId])) as Array<{ n: number | string }>)[0]?.n);
    const before = await count();
    await seedDemo(t.app);
    expect(await count()).toBe(before);
  }, 180_000);
});
