import type { PlanPreview } from '@gengyun/contracts';
import { parseUplink } from '@gengyun/core';
import { IngestService } from '@gengyun/iot';
import { DEMO_FLOW_TEMPLATE, DEMO_PLANS, DEMO_TEMPLATE } from '@gengyun/maintenance';
import { seedDemo } from '../../../apps/api/src/seed';
import { startDemoTestApp, type DemoTestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { login } from '../../support/builders/identity';
import { dayIn } from '../../../libs/maintenance/src/cycle/zoned';
import { addDays } from '../../../libs/maintenance/src/cycle/local-date';

/** The demo enterprise's maintenance data (`npm start`): checklists, a monthly, a floating and a usage plan, orders due now. */
describe(`maintenance demo data (${testDbKind()})`, () => {
  let t: DemoTestApp;
  let enterpriseId: number;
  beforeAll(async () => {
    t = await startDemoTestApp();
    enterpriseId = t.demo.enterpriseId;
  }, 180_000);
  afterAll(() => t?.close());

  it('has the pump checklist and its plans; the planner sees the month on the calendar, and plan orders exist', async () => {
    const admin = await login(t, 'admin', 'admin123');
    const templates = (await t.post('/taskTemplate/pageList', { keyword: DEMO_TEMPLATE }, admin.token)).body.content.rows as Array<{ item_ids: number[] }>;
    expect(templates[0]?.item_ids).toHaveLength(6);
    const plans = (await t.post('/plan/pageList', { pageSize: 50 }, admin.token)).body.content.rows as Array<{ id: number; name: string }>;
    expect(plans.map((p) => p.name).sort()).toEqual([DEMO_PLANS.monthly, DEMO_PLANS.floating, DEMO_PLANS.flow].sort());
    const today = dayIn(new Date(), t.config.timeZone);
    const calendar = await t.post('/plan/calendar', { start: today, end: addDays(today, 40) }, admin.token);
    const monthly = plans.find((p) => p.name === DEMO_PLANS.monthly)?.id;
    expect((calendar.body.content.rows as Array<{ plan_id: number }>).some((r) => r.plan_id === monthly)).toBe(true);
    const generated = (await t.db.query(`SELECT COUNT(*) AS n FROM work_order WHERE enterprise_id = ? AND source = 'plan'`, [enterpriseId])) as Array<{ n: number | string }>;
    expect(Number(generated[0]?.n)).toBeGreaterThan(0);
  });

  it('the lubrication order\'s checklist has a failed seal, and that failure has opened one repair order under it', async () => {
    const admin = await login(t, 'admin', 'admin123');
    const floating = (await t.post('/plan/pageList', { keyword: DEMO_PLANS.floating }, admin.token)).body.content.rows[0].id as number;
    const [order] = (await t.db.query(`SELECT id FROM work_order WHERE enterprise_id = ? AND source = 'plan' AND source_id = ?`, [enterpriseId, floating])) as Array<{ id: number }>;
    const rows = (await t.post('/checkResult/list', { work_order_id: order?.id }, admin.token)).body.content as Array<{ name: string; failed: boolean | null; repair_order_id: number | null }>;
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.failed !== null).map((r) => [r.name, r.failed])).toEqual([['机械密封检查', true], ['出口压力', false]]);
    const repair = rows[0]?.repair_order_id;
    const [opened] = (await t.db.query(`SELECT parent_id, source FROM work_order WHERE id = ?`, [repair])) as Array<{ parent_id: number; source: string }>;
    expect([Number(opened?.parent_id), opened?.source]).toEqual([Number(order?.id), 'inspection']);
  });

  it('the demo flowmeters\' pieces carry a cumulative-flow plan, and its forecast answers from their readings', async () => {
    const admin = await login(t, 'admin', 'admin123');
    const plan = ((await t.post('/plan/pageList', { keyword: DEMO_PLANS.flow }, admin.token)).body.content.rows as Array<{ id: number; equipment_ids: number[]; triggers: unknown[]; task_template_id: number }>)[0]!;
    const pieces = (await t.db.query(`SELECT id, asset_code FROM equipment WHERE enterprise_id = ? AND asset_code IN ('EQ0008', 'EQ0020') ORDER BY asset_code`, [enterpriseId])) as Array<{ id: number; asset_code: string }>;
    expect(plan.equipment_ids).toEqual(pieces.map((p) => Number(p.id)));
    expect(plan.triggers).toEqual([{ kind: 'usage', counter: 'flow', step: 20_000, source: 'meter' }]);
    const template = (await t.post('/taskTemplate/pageList', { keyword: DEMO_FLOW_TEMPLATE }, admin.token)).body.content.rows as Array<{ id: number; item_ids: number[] }>;
    expect(template[0]).toMatchObject({ id: plan.task_template_id, item_ids: [expect.any(Number), expect.any(Number)] });

    // Ten days of FM-001's cumulative flow, 2,880 m³ a day (120 m³/h), stored through ingest as its device would send them.
    const [meter] = (await t.db.query(`SELECT topic FROM meter WHERE enterprise_id = ? AND meter_code = 'FM-001'`, [enterpriseId])) as Array<{ topic: string }>;
    const ingest = t.app.get(IngestService);
    const now = Date.now();
    for (let i = 0; i < 10; i += 1) {
      const ts = now - (9 - i) * 86_400_000 - 3_600_000;
      await ingest.accept({ topic: `${meter!.topic}/up`, meter: parseUplink(`${meter!.topic}/up`)!, payload: Buffer.from(JSON.stringify({ ts, values: { cumulative: 10_000 + 2_880 * i } })) });
    }
    const preview = (await t.post('/plan/preview', { id: plan.id }, admin.token)).body.content as PlanPreview;
    const [fm1, fm2] = pieces.map((p) => preview.usage?.find((u) => u.equipment_id === Number(p.id)));
    const today = dayIn(new Date(), t.config.timeZone);
    expect(fm1).toMatchObject({ counter: 'flow', source: 'meter', step: 20_000, value: 25_920, base: 25_920, due_at: 45_920, rate_per_day: 2_880, readings: 10, next_due: addDays(today, 7) });
    expect(fm2).toMatchObject({ counter: 'flow', rate_per_day: null, next_due: null });
    expect(preview.occurrences.find((o) => o.usage)).toMatchObject({ due: addDays(today, 7), equipment_ids: [Number(pieces[0]!.id)] });
  });

  it('a second seeding changes nothing', async () => {
    const count = async () => Number(((await t.db.query(`SELECT COUNT(*) AS n FROM maintenance_plan WHERE enterprise_id = ?`, [enterpriseId])) as Array<{ n: number | string }>)[0]?.n);
    const before = await count();
    await seedDemo(t.app);
    expect(await count()).toBe(before);
  }, 180_000);
});
