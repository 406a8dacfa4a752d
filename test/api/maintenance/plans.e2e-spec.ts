import { DataScope, Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise } from '../../support/builders/identity';
import { dayIn } from '../../../libs/maintenance/src/cycle/zoned';
import { addDays } from '../../../libs/maintenance/src/cycle/local-date';
import { member, ok, uniq, world, type World } from './support';

interface Plan {
  id: number;
  version: number;
  location_id: number | null;
  equipment_type_id: number | null;
  equipment_ids: number[];
  triggers: unknown[];
}
interface Preview {
  from: string;
  to: string;
  occurrences: Array<{ due: string; planned: string; generate_on: string; due_time: string; equipment_ids: number[] }>;
}

/** Maintenance plans (issue 14 item 2): the form's rules, scopes, preview and the holiday calendar. */
describe(`maintenance plans (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let base: Record<string, unknown>;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    base = {
      name: '水泵月度保养',
      task_template_id: w.template,
      work_order_type_id: w.orderType,
      person_in_charge_id: w.admin.userId,
      duration_hours: 4,
      start_date: '2026-01-01',
      triggers: [{ kind: 'monthly', day: 'last' }],
    };
  });
  afterAll(() => t?.close());

  const count = async () => (await ok<{ total: number }>(t, '/plan/pageList', {}, w.admin)).total;
  const byType = () => ({ ...base, coverage: 'type', equipment_type_id: w.pump, location_id: w.places.site });

  it('a plan over a type under a location covers every piece found there, and is placed in its scope', async () => {
    const plan = await ok<Plan>(t, '/plan/add', byType(), w.admin);
    expect(plan).toMatchObject({ location_id: w.places.site, equipment_type_id: w.pump, triggers: [{ kind: 'monthly', day: 'last' }] });
    const preview = await ok<Preview>(t, '/plan/preview', { id: plan.id }, w.admin);
    expect(preview.occurrences.length).toBeGreaterThanOrEqual(2);
    expect(preview.occurrences[0]?.equipment_ids).toEqual([w.pumpA, w.pumpB]);
    // 08:00 on the enterprise's clock (Asia/Shanghai) is midnight UTC.
    expect(preview.occurrences[0]?.due_time).toBe(`${preview.occurrences[0]?.due}T00:00:00.000Z`);
  });

  it('chosen equipment places the plan at the nearest location above all of it, with their shared type', async () => {
    const one = await ok<Plan>(t, '/plan/add', { ...base, coverage: 'equipment', equipment_ids: [w.pumpA] }, w.admin);
    expect([one.location_id, one.equipment_type_id]).toEqual([w.places.areaA, w.pump]);
    const mixed = await ok<Plan>(t, '/plan/add', { ...base, coverage: 'equipment', equipment_ids: [w.pumpB, w.fanA] }, w.admin);
    expect([mixed.location_id, mixed.equipment_type_id]).toEqual([w.places.site, null]);
  });

  it('refuses each SPEC rule with its message and writes nothing', async () => {
    const before = await count();
    for (const [body, msg] of [
      [{ ...byType(), triggers: [] }, '必须设置计划触发条件'],
      [{ ...byType(), triggers: undefined }, '必须设置计划触发条件'],
      [{ ...byType(), triggers: [{ kind: 'monthly', day: 28 }] }, '执行日最大为27'],
      [{ ...byType(), triggers: [{ kind: 'yearly', month: 13, day: 1 }] }, '月份最大为12'],
      [{ ...byType(), end_date: '2025-12-31' }, '开始时间必须早于结束时间'],
      [{ ...byType(), person_in_charge_id: undefined }, '必须指定负责人'],
      [{ ...base, coverage: 'type' }, '设备类型和设备型号至少填写一项'],
      [{ ...base, coverage: 'equipment', equipment_ids: [] }, '请选择计划覆盖的设备'],
      [{ ...byType(), start_date: '2026-02-30' }, '计划开始日期格式错误'],
    ] as const) {
      const res = await t.post('/plan/add', body, w.admin.token);
      expect([res.status, res.body.msg]).toEqual([422, msg]);
    }
    for (const body of [{ ...byType(), duration_hours: 'long' }, { ...byType(), coverage: 'all' }, { ...byType(), start_date: '2026/01/01' }, { ...byType(), due_time: '25:00' }]) {
      expect((await t.post('/plan/add', body, w.admin.token)).status).toBe(422);
    }
    const english = await member(t, w, undefined, { lang: 'en_US' });
    expect((await t.post('/plan/add', { ...byType(), triggers: [{ kind: 'monthly', day: 30 }] }, english.token)).body.msg).toBe('The execution day is at most 27');
    expect(await count()).toBe(before);
  });

  it('edits at the version read; a stale edit is refused and changes nothing', async () => {
    const plan = await ok<Plan>(t, '/plan/add', byType(), w.admin);
    const saved = await ok<Plan>(t, '/plan/update', { ...byType(), id: plan.id, version: plan.version, triggers: [{ kind: 'weekly', days: [1, 3] }] }, w.admin);
    expect([saved.version, saved.triggers]).toEqual([2, [{ kind: 'weekly', days: [1, 3] }]]);
    const stale = await t.post('/plan/update', { ...byType(), id: plan.id, version: 1, name: '旧的' }, w.admin.token);
    expect([stale.status, stale.body.msg]).toEqual([409, '操作失败，请获取最新数据后重试']);
    expect((await ok<Plan & { name: string }>(t, '/plan/detail', { id: plan.id }, w.admin)).name).toBe('水泵月度保养');
  });

  it('another enterprise\'s templates, types, equipment and plans are "not found"', async () => {
    const other = await newEnterprise(t);
    const plan = await ok<Plan>(t, '/plan/add', byType(), w.admin);
    for (const [path, body] of [
      ['/plan/detail', { id: plan.id }],
      ['/plan/preview', { id: plan.id }],
      ['/plan/update', { ...byType(), id: plan.id, version: plan.version }],
      ['/plan/add', byType()],
      ['/plan/add', { ...base, coverage: 'equipment', equipment_ids: [w.pumpA] }],
    ] as const) {
      const res = await t.post(path, body, other.admin.token);
      expect([path, res.status, res.body.msg]).toEqual([path, 404, '信息不存在']);
    }
  });

  it('follows the location and type scopes: lists, details and ids in the body', async () => {
    const inA = await ok<Plan>(t, '/plan/add', { ...base, name: uniq('A'), coverage: 'equipment', equipment_ids: [w.pumpA] }, w.admin);
    const inB = await ok<Plan>(t, '/plan/add', { ...base, name: uniq('B'), coverage: 'equipment', equipment_ids: [w.pumpB] }, w.admin);
    const areaA = await member(t, w, undefined, { scopes: { [DataScope.location]: [w.places.areaA] } });
    const seen = (await ok<{ rows: Plan[] }>(t, '/plan/pageList', { pageSize: 100 }, areaA)).rows.map((r) => r.id);
    expect(seen).toContain(inA.id);
    expect(seen).not.toContain(inB.id);
    expect(seen.every((id) => id !== inB.id)).toBe(true);
    expect((await t.post('/plan/detail', { id: inB.id }, areaA.token)).status).toBe(404);
    const outside = await t.post('/plan/add', { ...base, coverage: 'equipment', equipment_ids: [w.pumpA, w.pumpB] }, areaA.token);
    expect([outside.status, outside.body.msg]).toEqual([404, '信息不存在']);
    const reader = await member(t, w, [Permission.plan.list]);
    const refused = await t.post('/plan/add', byType(), reader.token);
    expect([refused.status, refused.body.msg]).toEqual([403, '没有权限']);
    expect((await t.post('/plan/generate', {}, reader.token)).status).toBe(403);
  });

  it('the preview of a draft honours holidays (shift) and lead time, and saves nothing', async () => {
    const today = dayIn(new Date(), 'Asia/Shanghai');
    const off = [addDays(today, 1), addDays(today, 2)];
    for (const year of new Set(off.map((d) => Number(d.slice(0, 4))))) {
      await ok(t, '/holiday/save', { year, days: off.filter((d) => d.startsWith(`${year}-`)).map((date) => ({ date, name: '假日' })) }, w.admin);
    }
    expect((await ok<{ days: Array<{ date: string }> }>(t, '/holiday/list', { year: Number(off[0]?.slice(0, 4)) }, w.admin)).days.map((d) => d.date)).toContain(off[0]);
    const before = await count();
    const draft = { ...byType(), start_date: today, triggers: [{ kind: 'daily' }], holiday_rule: 'shift', lead_days: 2 };
    const preview = await ok<Preview>(t, '/plan/preview', { plan: draft, days: 5 }, w.admin);
    expect(preview.occurrences.map((o) => [o.due, o.planned])).toEqual([
      [today, today],
      [addDays(today, 3), addDays(today, 1)],
      [addDays(today, 4), addDays(today, 4)],
    ]);
    expect(preview.occurrences[1]?.generate_on).toBe(addDays(today, 1));
    const skipped = await ok<Preview>(t, '/plan/preview', { plan: { ...draft, holiday_rule: 'skip' }, days: 5 }, w.admin);
    expect(skipped.occurrences.map((o) => o.due)).toEqual([today, addDays(today, 3), addDays(today, 4)]);
    const bad = await t.post('/plan/preview', { plan: { ...draft, triggers: [] } }, w.admin.token);
    expect([bad.status, bad.body.msg]).toEqual([422, '必须设置计划触发条件']);
    expect(await count()).toBe(before);
    const wrongYear = await t.post('/holiday/save', { year: 2026, days: [{ date: '2027-01-01' }] }, w.admin.token);
    expect([wrongYear.status, wrongYear.body.msg]).toEqual([422, '节假日必须在所选年份内']);
  });
});
