import { DataScope, Permission, type PlanPreview, type UsageForecast, type UsageReadingRow } from '@gengyun/contracts';
import { EventBus, parseUplink } from '@gengyun/core';
import { IngestService } from '@gengyun/iot';
import { PlanGeneration } from '@gengyun/maintenance';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise } from '../../support/builders/identity';
import { addMeter } from '../../ingest/ingest-support';
import { addDays } from '../../../libs/maintenance/src/cycle/local-date';
import { dayIn } from '../../../libs/maintenance/src/cycle/zoned';
import { member, ok, uniq, world, type World } from './support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Usage (fixed-workload) triggers, issue 14 items 2 and 3: counters derived from readings stored through the IoT area's
 * ingest, the forecast with its basis, generation when a step is crossed (once), the reset on completion, readings by
 * hand, the save checks and the scopes.
 */
describe(`usage plans (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let ingest: IngestService;
  let generation: PlanGeneration;
  let topic: string;
  const today = (): string => dayIn(new Date(), 'Asia/Shanghai');
  /** Stores one uplink of the pump's power meter through ingest, as a device would send it. */
  const feed = (ts: number, values: Record<string, number>): Promise<void> =>
    ingest.accept({ topic: `${topic}/up`, meter: parseUplink(`${topic}/up`)!, payload: Buffer.from(JSON.stringify({ ts, values })) });
  const addPlan = (body: Record<string, unknown>) =>
    t.post(
      '/plan/add',
      {
        name: uniq('用量计划'),
        task_template_id: w.template,
        work_order_type_id: w.orderType,
        person_in_charge_id: w.admin.userId,
        duration_hours: 4,
        coverage: 'equipment',
        equipment_ids: [w.pumpA],
        start_date: addDays(today(), -40),
        ...body,
      },
      w.admin.token,
    );
  const ordersOf = async (planId: number): Promise<Array<{ id: number; equipment_id: number }>> =>
    t.db.query(`SELECT id, equipment_id FROM work_order WHERE source = 'plan' AND source_id = ? ORDER BY id`, [planId]);
  const complete = async (orderId: number): Promise<void> => {
    const bus = t.app.get(EventBus);
    bus.emit('workOrder.changed', { enterpriseId: w.enterpriseId, order: { id: orderId, code: 'x', title: 'x', type_id: w.orderType, status: 'completed', version: 9, location_id: null }, scope: {}, ownerIds: [] });
    await bus.settled();
  };
  const forecastOf = async (planId: number): Promise<{ preview: PlanPreview; energy: UsageForecast }> => {
    const preview = await ok<PlanPreview>(t, '/plan/preview', { id: planId }, w.admin);
    return { preview, energy: preview.usage?.find((u) => u.counter === 'energy') as UsageForecast };
  };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    ingest = t.app.get(IngestService);
    generation = t.app.get(PlanGeneration);
    const { meter } = await addMeter(t, w.admin.token, { meter_code: uniq('PW').toUpperCase(), name: '泵A电表', meter_type: 'power', equipment_id: w.pumpA, offline_after_seconds: 2 * 3600 });
    topic = meter.topic;
  });
  afterAll(() => t?.close());

  it('derives the counter from stored readings, forecasts from the rate with its basis, makes one order when the step is crossed, and resets on completion', async () => {
    const now = Date.now();
    // Ten days of the energy counter, 100 kWh a day, the last an hour ago; the pump running at each reading.
    for (let i = 0; i < 10; i += 1) await feed(now - (9 - i) * DAY - HOUR, { energy: 1000 + 100 * i, active_power: 5 });
    const res = await addPlan({ triggers: [{ kind: 'usage', counter: 'energy', step: 500, source: 'meter' }, { kind: 'usage', counter: 'runHours', step: 5000, source: 'meter' }] });
    expect(res.status).toBe(200);
    const plan = res.body.content as { id: number; triggers: unknown[] };
    expect(plan.triggers).toEqual([
      { kind: 'usage', counter: 'energy', step: 500, source: 'meter' },
      { kind: 'usage', counter: 'runHours', step: 5000, source: 'meter' },
    ]);

    const { preview, energy } = await forecastOf(plan.id);
    // 900 kWh taken in over nine days: 100 a day; the step from now (the base) is due in five days.
    expect(energy).toMatchObject({ equipment_id: w.pumpA, value: 900, base: 900, due_at: 1400, rate_per_day: 100, readings: 10, next_due: addDays(today(), 5), open: false });
    expect(energy.period_to).toBe(dayIn(new Date(now - HOUR), 'Asia/Shanghai'));
    // Run hours: each running reading counts until the next (capped at the meter's two-hour offline gap).
    const hours = preview.usage?.find((u) => u.counter === 'runHours');
    expect(hours?.value).toBeCloseTo(18, 6);
    expect(preview.occurrences.filter((o) => o.usage).map((o) => o.due).slice(0, 2)).toEqual([addDays(today(), 5), addDays(today(), 10)]);
    expect(preview.occurrences.every((o) => o.usage && o.equipment_ids.join() === String(w.pumpA))).toBe(true);
    // The calendar shows the forecast days, marked as usage.
    const calendar = await ok<{ rows: Array<{ plan_id: number; due: string; usage?: boolean }> }>(t, '/plan/calendar', { start: today(), end: addDays(today(), 30), plan_id: plan.id }, w.admin);
    expect(calendar.rows.map((r) => [r.due, r.usage])).toEqual([5, 10, 15, 20, 25, 30].map((d) => [addDays(today(), d), true]));

    // Not crossed yet: nothing made (the run fixes the step's base at 900).
    await generation.run(new Date(), w.enterpriseId);
    expect(await ordersOf(plan.id)).toHaveLength(0);
    // 550 kWh more: past 1400. One order, due today; a second run (or two at once) makes no other while it is open.
    await feed(now - 60_000, { energy: 2450, active_power: 0 });
    await Promise.all([generation.run(new Date(), w.enterpriseId), generation.run(new Date(), w.enterpriseId)]);
    await generation.run(new Date(), w.enterpriseId);
    const orders = await ordersOf(plan.id);
    expect(orders.map((o) => Number(o.equipment_id))).toEqual([w.pumpA]);
    const [occurrence] = await t.db.query(`SELECT due_date FROM maintenance_plan_occurrence WHERE plan_id = ?`, [plan.id]);
    expect(occurrence.due_date).toBe(today());
    expect((await forecastOf(plan.id)).energy).toMatchObject({ value: 1450, base: 900, open: true, next_due: null });

    // Completing it: the counter then is the new base; nothing is due until another 500 kWh.
    await complete(Number(orders[0]?.id));
    expect((await forecastOf(plan.id)).energy).toMatchObject({ value: 1450, base: 1450, due_at: 1950, open: false });
    await generation.run(new Date(), w.enterpriseId);
    expect(await ordersOf(plan.id)).toHaveLength(1);
    await t.db.query(`UPDATE maintenance_plan SET enabled = 0 WHERE id = ?`, [plan.id]);
  });

  it('readings by hand set the counter (who and when kept) and feed manual plans; mode all waits for every counter', async () => {
    const res = await addPlan({ equipment_ids: [w.pumpB], trigger_mode: 'all', triggers: [{ kind: 'usage', counter: 'runHours', step: 100, source: 'manual' }, { kind: 'usage', counter: 'starts', step: 10, source: 'manual' }] });
    expect(res.status).toBe(200);
    const plan = res.body.content as { id: number };
    const reading = await ok<UsageReadingRow>(t, '/usageReading/add', { equipment_id: w.pumpB, counter: 'runHours', value: 1200 }, w.admin);
    expect(reading).toMatchObject({ equipment_id: w.pumpB, counter: 'runHours', value: 1200, source: 'manual', read_day: today(), create_user_id: w.admin.userId });
    await ok(t, '/usageReading/add', { equipment_id: w.pumpB, counter: 'starts', value: 40 }, w.admin);
    await generation.run(new Date(), w.enterpriseId);
    await ok(t, '/usageReading/add', { equipment_id: w.pumpB, counter: 'runHours', value: 1350 }, w.admin);
    await generation.run(new Date(), w.enterpriseId);
    // Run hours passed their step, starts did not: mode all makes nothing yet.
    expect(await ordersOf(plan.id)).toHaveLength(0);
    await ok(t, '/usageReading/add', { equipment_id: w.pumpB, counter: 'starts', value: 55 }, w.admin);
    await generation.run(new Date(), w.enterpriseId);
    expect((await ordersOf(plan.id)).map((o) => Number(o.equipment_id))).toEqual([w.pumpB]);
    const listed = await ok<UsageReadingRow[]>(t, '/usageReading/list', { equipment_id: w.pumpB, counter: 'runHours' }, w.admin);
    expect(listed.map((r) => r.value)).toEqual([1350, 1200]);
    await t.db.query(`UPDATE maintenance_plan SET enabled = 0 WHERE id = ?`, [plan.id]);
  });

  it('refuses a step of 0, a meter counter on equipment without such a meter, and a bad reading, in both languages; nothing written', async () => {
    const before = Number((await t.db.query(`SELECT COUNT(*) AS n FROM maintenance_plan`))[0].n);
    const zero = await addPlan({ triggers: [{ kind: 'usage', counter: 'energy', step: 0, source: 'meter' }] });
    expect([zero.status, zero.body.msg]).toEqual([422, '用量触发的步长必须大于0']);
    const noMeter = await addPlan({ equipment_ids: [w.pumpA, w.pumpB], triggers: [{ kind: 'usage', counter: 'flow', step: 100, source: 'meter' }] });
    expect(noMeter.status).toBe(422);
    expect(noMeter.body.msg).toMatch(/^设备.+没有提供累计流量读数的仪表$/);
    const englishPlanner = await member(t, w, undefined, { lang: 'en_US' });
    const english = await t.post(
      '/plan/add',
      { name: 'x', task_template_id: w.template, work_order_type_id: w.orderType, person_in_charge_id: w.admin.userId, duration_hours: 4, coverage: 'equipment', equipment_ids: [w.pumpB], start_date: today(), triggers: [{ kind: 'usage', counter: 'energy', step: 10, source: 'meter' }] },
      englishPlanner.token,
    );
    expect(english.body.msg).toMatch(/^Equipment .+ has no meter reporting Energy$/);
    const patrolStyle = await addPlan({ triggers: [{ kind: 'usage', counter: 'hours', step: 10 }] });
    expect([patrolStyle.status, patrolStyle.body.msg]).toEqual([422, '计划触发条件格式错误']);
    expect(Number((await t.db.query(`SELECT COUNT(*) AS n FROM maintenance_plan`))[0].n)).toBe(before);
    const negative = await t.post('/usageReading/add', { equipment_id: w.pumpA, counter: 'runHours', value: -1 }, englishPlanner.token);
    expect([negative.status, negative.body.msg]).toEqual([422, 'A counter reading is a number of at least 0']);
    const unknown = await t.post('/usageReading/add', { equipment_id: w.pumpA, counter: 'rpm', value: 1 }, w.admin.token);
    expect(unknown.status).toBe(422);
  });

  it('readings follow the scopes: out of scope or another enterprise is not found, reading needs the plan permission', async () => {
    const areaA = await member(t, w, undefined, { scopes: { [DataScope.location]: [w.places.areaA] } });
    const before = Number((await t.db.query(`SELECT COUNT(*) AS n FROM maintenance_usage_reading WHERE equipment_id = ?`, [w.pumpB]))[0].n);
    for (const [path, body] of [
      ['/usageReading/add', { equipment_id: w.pumpB, counter: 'runHours', value: 5 }],
      ['/usageReading/list', { equipment_id: w.pumpB }],
    ] as const) {
      const res = await t.post(path, body, areaA.token);
      expect([path, res.status, res.body.msg]).toEqual([path, 404, '信息不存在']);
    }
    // The pump in their area: its meter-derived readings of the first test are listed.
    expect((await ok<UsageReadingRow[]>(t, '/usageReading/list', { equipment_id: w.pumpA }, areaA)).some((r) => r.source === 'meter')).toBe(true);
    const other = await newEnterprise(t);
    const foreign = await t.post('/usageReading/add', { equipment_id: w.pumpA, counter: 'runHours', value: 5 }, other.admin.token);
    expect([foreign.status, foreign.body.msg]).toEqual([404, '信息不存在']);
    const reader = await member(t, w, [Permission.plan.list, Permission.equipment.list]);
    const refused = await t.post('/usageReading/add', { equipment_id: w.pumpA, counter: 'runHours', value: 5 }, reader.token);
    expect([refused.status, refused.body.msg]).toEqual([403, '没有权限']);
    expect(Number((await t.db.query(`SELECT COUNT(*) AS n FROM maintenance_usage_reading WHERE equipment_id = ?`, [w.pumpB]))[0].n)).toBe(before);
    // A scoped planner sees the forecast of plans in their scope only.
    const plan = (await addPlan({ equipment_ids: [w.pumpB], triggers: [{ kind: 'usage', counter: 'runHours', step: 10, source: 'manual' }] })).body.content as { id: number };
    expect((await t.post('/plan/preview', { id: plan.id }, areaA.token)).status).toBe(404);
    await t.db.query(`UPDATE maintenance_plan SET enabled = 0 WHERE id = ?`, [plan.id]);
  });
});
