import { DataScope, Permission, type PlanTrigger } from '@gengyun/contracts';
import { EventBus } from '@gengyun/core';
import { PlanGeneration } from '@gengyun/maintenance';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { occurrences } from '../../../libs/maintenance/src/cycle/cycle';
import { addDays } from '../../../libs/maintenance/src/cycle/local-date';
import { dayIn } from '../../../libs/maintenance/src/cycle/zoned';
import { GenerationClaims } from '../../../libs/maintenance/src/generation/generation-claims';
import { member, ok, uniq, world, type World } from './support';

/** Midday in Shanghai of a day: the enterprise's "today" is that day. */
const noonOf = (day: string): Date => new Date(`${day}T04:00:00.000Z`);

interface GeneratedOrder {
  id: number;
  equipment_id: number;
  source: string;
  source_id: number;
  due_time: string;
  title: string;
  type_id: number;
}

/** Plan → order generation (issue 14 item 3): idempotent under concurrent runs, nothing missed over a span. */
describe(`plan generation (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let generation: PlanGeneration;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    generation = t.app.get(PlanGeneration);
  });
  afterAll(() => t?.close());

  const addPlan = (body: Record<string, unknown>) =>
    ok<{ id: number }>(t, '/plan/add', {
      name: uniq('计划'),
      task_template_id: w.template,
      work_order_type_id: w.orderType,
      person_in_charge_id: w.admin.userId,
      duration_hours: 4,
      coverage: 'equipment',
      equipment_ids: [w.pumpA],
      ...body,
    }, w.admin);
  const ordersOf = async (planId: number): Promise<GeneratedOrder[]> =>
    t.db.query(`SELECT id, equipment_id, source, source_id, due_time, title, type_id FROM work_order WHERE source = 'plan' AND source_id = ? ORDER BY id`, [planId]);
  const occurrenceDays = async (planId: number): Promise<string[]> =>
    (await t.db.query<Array<{ due_date: string }>>(`SELECT due_date FROM maintenance_plan_occurrence WHERE plan_id = ? ORDER BY due_date, equipment_id`, [planId])).map((r) => r.due_date);
  const disable = (planId: number) => t.db.query(`UPDATE maintenance_plan SET enabled = 0 WHERE id = ?`, [planId]);

  it('makes one order per plan, equipment and due day through the work-order service, as the plan says', async () => {
    const plan = await addPlan({ coverage: 'type', equipment_type_id: w.pump, location_id: w.places.site, start_date: '2031-03-01', triggers: [{ kind: 'daily' }], lead_days: 1 });
    await generation.run(noonOf('2031-03-01'), w.enterpriseId);
    const orders = await ordersOf(plan.id);
    // Today and tomorrow (lead time one day), for both pumps under the site.
    expect(orders.map((o) => o.equipment_id).sort()).toEqual([w.pumpA, w.pumpA, w.pumpB, w.pumpB].sort());
    expect(orders.every((o) => o.source === 'plan' && Number(o.type_id) === w.orderType)).toBe(true);
    expect(await occurrenceDays(plan.id)).toEqual(['2031-03-01', '2031-03-01', '2031-03-02', '2031-03-02']);
    // 08:00 Shanghai is 00:00 UTC; the deadline is four hours later.
    const detail = await ok<{ due_time: string; status: string; description: string }>(t, '/workOrder/detail', { id: orders[0]?.id }, w.admin);
    expect(detail.due_time).toBe('2031-03-01T04:00:00.000Z');
    // The template's checklist goes with the order.
    expect(detail.description.split('\n').slice(1)).toEqual(['1. 检查密封：无泄漏']);
    // A piece added later joins the next days.
    const pumpC = (await ok<{ id: number }>(t, '/equipment/add', { asset_code: uniq('P').toUpperCase(), asset_name: '新泵', type_id: w.pump, position_id: w.places.areaB }, w.admin)).id;
    await generation.run(noonOf('2031-03-02'), w.enterpriseId);
    const later = (await ordersOf(plan.id)).filter((o) => Number(o.equipment_id) === pumpC);
    expect(later).toHaveLength(1);
    await disable(plan.id);
  });

  it('two runs at once, and a retry, still make each order once', async () => {
    const plan = await addPlan({ start_date: '2032-01-01', triggers: [{ kind: 'daily' }], lead_days: 6 });
    await Promise.all([generation.run(noonOf('2032-01-01'), w.enterpriseId), generation.run(noonOf('2032-01-01'), w.enterpriseId)]);
    await generation.run(noonOf('2032-01-01'), w.enterpriseId);
    // A retry that starts over (as if the plan's progress mark had been lost) finds the occurrences there.
    await t.db.query(`UPDATE maintenance_plan SET generated_through = NULL WHERE id = ?`, [plan.id]);
    await Promise.all([generation.run(noonOf('2032-01-01'), w.enterpriseId), generation.run(noonOf('2032-01-01'), w.enterpriseId)]);
    const days = Array.from({ length: 7 }, (_, i) => addDays('2032-01-01', i));
    expect(await occurrenceDays(plan.id)).toEqual(days);
    expect(await ordersOf(plan.id)).toHaveLength(7);
    await disable(plan.id);
  });

  it('misses nothing over 400 simulated days, even with days the job did not run', async () => {
    const triggers: PlanTrigger[] = [{ kind: 'monthly', day: 'last' }, { kind: 'interval', days: 10, anchor: 'start' }];
    const start = '2033-01-15';
    const plan = await addPlan({ start_date: start, triggers, lead_days: 2, holiday_rule: 'shift' });
    const holidays = ['2033-05-01', '2033-05-02', '2033-10-01', '2033-10-02', '2033-10-03'];
    await ok(t, '/holiday/save', { year: 2033, days: holidays.map((date) => ({ date })) }, w.admin);
    for (let i = 0; i < 400; i++) {
      // The job is down on some days; the next run catches up.
      if (i % 37 === 5 || i % 37 === 6) continue;
      await generation.run(noonOf(addDays(start, i)), w.enterpriseId);
    }
    const last = addDays(start, 399 + 2);
    const expected = occurrences(triggers, 'any', { start }, { holidays: new Set(holidays), rule: 'shift' }, start, last).map((o) => o.due);
    expect(expected.length).toBeGreaterThan(45);
    expect(await occurrenceDays(plan.id)).toEqual(expected);
    expect(await ordersOf(plan.id)).toHaveLength(expected.length);
    await disable(plan.id);
  }, 240_000);

  it('a manual run while another holds the enterprise answers SPEC\'s message; afterwards it generates', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const plan = await addPlan({ start_date: today, triggers: [{ kind: 'daily' }] });
    const claims = t.app.get(GenerationClaims);
    const holder = await claims.take(w.enterpriseId);
    expect(holder).not.toBeNull();
    expect(await claims.take(w.enterpriseId)).toBeNull();
    const busy = await t.post('/plan/generate', {}, w.admin.token);
    expect([busy.status, busy.body.msg]).toEqual([409, '工作流或计划正在生成中']);
    const english = await member(t, w, undefined, { lang: 'en_US' });
    expect((await t.post('/plan/generate', {}, english.token)).body.msg).toBe('Workflow or plan is being generated');
    expect(await ordersOf(plan.id)).toHaveLength(0);
    await claims.release(w.enterpriseId, holder as string);
    const done = await t.post('/plan/generate', {}, w.admin.token);
    expect([done.status, done.body.content.created, done.body.msg]).toEqual([200, 1, '已生成1张工单']);
    expect(await ordersOf(plan.id)).toHaveLength(1);
    await disable(plan.id);
  });

  it('a floating interval has one order ahead; completing it moves the next due day', async () => {
    const today = dayIn(new Date(), 'Asia/Shanghai');
    const plan = await addPlan({ start_date: today, triggers: [{ kind: 'interval', days: 7, anchor: 'completion' }] });
    await generation.run(noonOf(today), w.enterpriseId);
    await generation.run(noonOf(addDays(today, 8)), w.enterpriseId);
    expect(await occurrenceDays(plan.id)).toEqual([today]);
    const [first] = await ordersOf(plan.id);
    const bus = t.app.get(EventBus);
    bus.emit('workOrder.changed', { enterpriseId: w.enterpriseId, order: { id: Number(first?.id), code: 'x', title: 'x', type_id: w.orderType, status: 'completed', version: 9, location_id: null }, scope: {}, ownerIds: [] });
    await bus.settled();
    expect((await ok<{ last_completed: string }>(t, '/plan/detail', { id: plan.id }, w.admin)).last_completed).toBe(today);
    await generation.run(noonOf(addDays(today, 8)), w.enterpriseId);
    expect(await occurrenceDays(plan.id)).toEqual([today, addDays(today, 7)]);
    await disable(plan.id);
  });

  it('the calendar shows forecast days and the generated orders with their status, in the caller\'s scope', async () => {
    const plan = await addPlan({ start_date: '2035-03-01', triggers: [{ kind: 'weekly', days: [1, 4] }], lead_days: 0 });
    await generation.run(noonOf('2035-03-05'), w.enterpriseId);
    type Row = { plan_id: number; due: string; equipment_ids: number[]; orders: Array<{ status: string; equipment_id: number }> };
    const rows = (await ok<{ rows: Row[] }>(t, '/plan/calendar', { start: '2035-03-01', end: '2035-03-15' }, w.admin)).rows.filter((r) => r.plan_id === plan.id);
    // 2035-03-05 is a Monday: generated that day; the Thursday and the next week are forecast.
    expect(rows.map((r) => [r.due, r.orders.length])).toEqual([['2035-03-05', 1], ['2035-03-08', 0], ['2035-03-12', 0], ['2035-03-15', 0]]);
    expect(rows[0]?.orders[0]).toMatchObject({ status: 'toAssign', equipment_id: w.pumpA });
    expect(rows[1]?.equipment_ids).toEqual([w.pumpA]);
    const inB = await member(t, w, undefined, { scopes: { [DataScope.location]: [w.places.areaB] } });
    expect((await ok<{ rows: Row[] }>(t, '/plan/calendar', { start: '2035-03-01', end: '2035-03-15' }, inB)).rows.filter((r) => r.plan_id === plan.id)).toEqual([]);
    const long = await t.post('/plan/calendar', { start: '2035-01-01', end: '2035-04-01' }, w.admin.token);
    expect([long.status, long.body.msg]).toEqual([422, '日历查询范围最多62天']);
    await disable(plan.id);
  });

  it('drags one day of a plan on the calendar: only that occurrence moves, within the rules, and generation follows it', async () => {
    const plan = await addPlan({ start_date: '2036-03-01', triggers: [{ kind: 'interval', days: 7, anchor: 'start' }] });
    await generation.run(noonOf('2036-03-01'), w.enterpriseId);
    const move = (from: string, to: string, who = w.admin) => t.post('/plan/moveOccurrence', { plan_id: plan.id, from, to }, who.token);
    for (const [from, to, status, msg] of [
      ['2036-03-01', '2036-03-02', 422, '已生成工单的计划日不能拖动，请调整工单'],
      ['2036-03-15', '2036-03-01', 422, '只能拖到今天及以后、计划结束前、尚未生成的日期'],
      ['2036-03-09', '2036-03-10', 404, '信息不存在'],
    ] as const) {
      const res = await move(from, to);
      expect([from, res.status, res.body.msg]).toEqual([from, status, msg]);
    }
    expect((await move('2036-03-08', '2036-03-10')).status).toBe(200);
    const taken = await move('2036-03-15', '2036-03-10');
    expect([taken.status, taken.body.msg]).toEqual([422, '该计划在这一天已有任务']);
    expect((await move('2036-03-10', '2036-03-11')).status).toBe(200);
    type Row = { plan_id: number; due: string; planned: string };
    const days = (await ok<{ rows: Row[] }>(t, '/plan/calendar', { start: '2036-03-01', end: '2036-03-31' }, w.admin)).rows.filter((r) => r.plan_id === plan.id);
    expect(days.map((r) => [r.due, r.planned])).toEqual([
      ['2036-03-01', '2036-03-01'],
      ['2036-03-11', '2036-03-08'],
      ['2036-03-15', '2036-03-15'],
      ['2036-03-22', '2036-03-22'],
      ['2036-03-29', '2036-03-29'],
    ]);
    await generation.run(noonOf('2036-03-11'), w.enterpriseId);
    expect(await occurrenceDays(plan.id)).toEqual(['2036-03-01', '2036-03-11']);
    const reader = await member(t, w, [Permission.plan.list]);
    expect((await move('2036-03-15', '2036-03-16', reader)).status).toBe(403);
    const log = await ok<{ rows: Array<{ text: string }> }>(t, '/log/pageList', { business_no: 'maintenancePlan', data_id: plan.id }, reader);
    expect(log.rows.map((r) => r.text)).toEqual(expect.arrayContaining(['计划日2036-03-08移至2036-03-10', '计划日2036-03-10移至2036-03-11']));
    const floating = await addPlan({ start_date: '2036-03-01', triggers: [{ kind: 'interval', days: 7, anchor: 'completion' }] });
    const refused = await t.post('/plan/moveOccurrence', { plan_id: floating.id, from: '2036-03-01', to: '2036-03-02' }, w.admin.token);
    expect([refused.status, refused.body.msg]).toEqual([422, '按上次完成起算的计划不能拖动']);
    await disable(plan.id);
    await disable(floating.id);
  });

  it('a disabled plan generates nothing', async () => {
    const plan = await addPlan({ start_date: '2034-01-01', triggers: [{ kind: 'daily' }], enabled: false });
    await generation.run(noonOf('2034-01-01'), w.enterpriseId);
    expect(await ordersOf(plan.id)).toHaveLength(0);
  });
});
