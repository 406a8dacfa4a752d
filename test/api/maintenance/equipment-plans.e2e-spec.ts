import { DataScope } from '@gengyun/contracts';
import { DataSource } from 'typeorm';
import { PlanGeneration } from '@gengyun/maintenance';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise } from '../../support/builders/identity';
import { member, ok, uniq, world, type World } from './support';

interface Answer {
  plans: Array<{ id: number; name: string }>;
  from: string;
  to: string;
  occurrences: Array<{ plan_id: number; due: string; equipment_ids: number[] }>;
  results: Array<{ source: string; id: number; work_order_id: number | null; name: string; value: unknown; failed: boolean | null }>;
}

/** The equipment detail's plan tab (issue 14 item 5): plans covering one piece, their next 30 days, its latest results. */
describe(`equipment plans (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  const plans: Record<string, number> = {};

  const addPlan = async (name: string, cover: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    (await ok<{ id: number }>(t, '/plan/add', {
      name: uniq(name), task_template_id: w.template, work_order_type_id: w.orderType, person_in_charge_id: w.admin.userId,
      duration_hours: 2, start_date: '2020-01-01', triggers: [{ kind: 'daily' }], ...cover, ...extra,
    }, w.admin)).id;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    plans.chosen = await addPlan('选定', { coverage: 'equipment', equipment_ids: [w.pumpA, w.fanA] });
    plans.typeA = await addPlan('A区泵', { coverage: 'type', equipment_type_id: w.pump, location_id: w.places.areaA }, { triggers: [{ kind: 'weekly', days: [1] }] });
    plans.model = await addPlan('型号', { coverage: 'type', equipment_model_id: w.model });
    plans.typeB = await addPlan('B区泵', { coverage: 'type', equipment_type_id: w.pump, location_id: w.places.areaB });
    plans.fan = await addPlan('风机', { coverage: 'type', equipment_type_id: w.fan });
    plans.off = await addPlan('停用', { coverage: 'equipment', equipment_ids: [w.pumpA] }, { enabled: false });
  });
  afterAll(() => t?.close());

  it('lists the enabled plans covering the equipment, one by one or by type/model under a location, and their next 30 days for it', async () => {
    const answer = await ok<Answer>(t, '/plan/equipment', { id: w.pumpA }, w.admin);
    expect(answer.plans.map((p) => p.id)).toEqual([plans.chosen, plans.typeA, plans.model]);
    const days = (plan: number) => answer.occurrences.filter((o) => o.plan_id === plan);
    expect(days(plans.chosen)).toHaveLength(30);
    expect(days(plans.model)).toHaveLength(30);
    expect(days(plans.typeA).length).toBeGreaterThanOrEqual(4);
    expect(days(plans.typeA).length).toBeLessThanOrEqual(5);
    expect(answer.occurrences.every((o) => o.due >= answer.from && o.due <= answer.to && o.equipment_ids.join() === String(w.pumpA))).toBe(true);
    expect(answer.occurrences.map((o) => o.due)).toEqual([...answer.occurrences.map((o) => o.due)].sort());
    const b = await ok<Answer>(t, '/plan/equipment', { id: w.pumpB }, w.admin);
    expect(b.plans.map((p) => p.id)).toEqual([plans.typeB]);
  });

  it('lists the latest answers recorded on its plan orders\' checklists', async () => {
    const day = '2033-06-01';
    const plan = await addPlan('记录', { coverage: 'equipment', equipment_ids: [w.pumpA] }, { start_date: day });
    await t.app.get(PlanGeneration).run(new Date(`${day}T04:00:00.000Z`), w.enterpriseId);
    await t.db.query(`UPDATE maintenance_plan SET enabled = 0 WHERE id = ?`, [plan]);
    const orders = await t.db.query<Array<{ id: number; equipment_id: number }>>(`SELECT id, equipment_id FROM work_order WHERE source = 'plan' AND source_id = ?`, [plan]);
    const order = Number(orders.find((o) => Number(o.equipment_id) === w.pumpA)?.id);
    const [row] = await ok<Array<{ id: number }>>(t, '/checkResult/list', { work_order_id: order }, w.admin);
    expect((await t.post('/checkResult/record', { id: row?.id, value: true }, w.admin.token)).status).toBe(200);
    const answer = await ok<Answer>(t, '/plan/equipment', { id: w.pumpA }, w.admin);
    expect(answer.results[0]).toMatchObject({ source: 'order', id: row?.id, work_order_id: order, value: true, failed: false });
    expect((await ok<Answer>(t, '/plan/equipment', { id: w.pumpB }, w.admin)).results).toEqual([]);
  });

  it('lists the answers recorded at patrol points placed on it, newest first with the order answers', async () => {
    const db = t.app.get(DataSource);
    const point = await db.getRepository('PatrolPoint').save({
      enterprise_id: w.enterpriseId, create_time: new Date(), update_time: new Date(), name: uniq('泵点'), location_id: w.places.areaA, equipment_id: w.pumpA, equipment_type_id: w.pump, qr_content: uniq('qr'),
      nfc_tag_id: null, latitude: 31.2, longitude: 121.4, range_m: 50, window_start: null, window_end: null, task_template_id: w.template, allow_manual_check_in: false, enabled: true, version: 1,
    }) as unknown as { id: number };
    const result = { enterprise_id: w.enterpriseId, create_time: new Date(), update_time: new Date(), task_id: 1, task_point_id: 1, point_id: point.id, location_id: w.places.areaA, equipment_type_id: w.pump, position: 0, type: 'number', standard: null,
      lower_limit: 0.2, upper_limit: 0.4, unit: 'MPa', options: null, failing_options: null, failure_opens_order: false, recorded_by: w.admin.userId };
    const later = await db.getRepository('PatrolResult').save({ ...result, item_id: w.item, name: '压力', value: '0.5', failed: true, recorded_time: new Date(Date.now() + 60_000) }) as unknown as { id: number };
    await db.getRepository('PatrolResult').save({ ...result, task_point_id: 2, item_id: w.item, name: '未记录', value: null, failed: null, recorded_time: null });
    const answer = await ok<Answer>(t, '/plan/equipment', { id: w.pumpA }, w.admin);
    expect(answer.results.map((r) => [r.source, r.name])).toEqual([['patrol', '压力'], ['order', '检查密封']]);
    expect(answer.results[0]).toMatchObject({ id: later.id, work_order_id: null, value: 0.5, failed: true });
  });

  it('answers "not found" for equipment of another enterprise or outside the caller\'s scope, and needs the plan permission', async () => {
    const other = await newEnterprise(t);
    const inB = await member(t, w, undefined, { scopes: { [DataScope.location]: [w.places.areaB] } });
    for (const res of [await t.post('/plan/equipment', { id: w.pumpA }, other.admin.token), await t.post('/plan/equipment', { id: w.pumpA }, inB.token)]) expect([res.status, res.body.msg]).toEqual([404, '信息不存在']);
    const b = await ok<Answer>(t, '/plan/equipment', { id: w.pumpB }, inB);
    expect(b.plans.map((p) => p.id)).toEqual([plans.typeB]);
    const reader = await member(t, w, []);
    expect((await t.post('/plan/equipment', { id: w.pumpA }, reader.token)).status).toBe(403);
    expect((await t.post('/plan/equipment', { id: 'x' }, w.admin.token)).status).toBe(422);
  });
});
