import { PlanGeneration } from '@gengyun/maintenance';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { ok, uniq, world, type World } from './support';

/** Midday in Shanghai of a day: the enterprise's "today" is that day. */
const noonOf = (day: string): Date => new Date(`${day}T04:00:00.000Z`);

/** Generation reads an enterprise's type plans' equipment set-based: the run's reads do not grow with its plans. */
describe(`plan generation reads (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
  });
  afterAll(() => t?.close());

  /** The SQL every query runner of the app sends while `fn` runs. */
  const queriesDuring = async (fn: () => Promise<unknown>): Promise<string[]> => {
    const proto = Object.getPrototypeOf(t.db.createQueryRunner()) as { query: (sql: string) => Promise<unknown> };
    const spy = jest.spyOn(proto, 'query');
    try {
      await fn();
      return spy.mock.calls.map((c) => String(c[0]));
    } finally {
      spy.mockRestore();
    }
  };
  const from = (table: string) => new RegExp(`\\bFROM\\s+[\`"]?${table}[\`"]?(\\s|$)`, 'i');

  it('reads every type plan\'s pieces with one equipment query and one location-tree query, and each plan still gets its own', async () => {
    const add = (body: Record<string, unknown>) =>
      ok<{ id: number }>(t, '/plan/add', {
        name: uniq('类型计划'), task_template_id: w.template, work_order_type_id: w.orderType, person_in_charge_id: w.admin.userId, duration_hours: 4,
        coverage: 'type', equipment_type_id: w.pump, start_date: '2037-05-01', triggers: [{ kind: 'daily' }], ...body,
      }, w.admin);
    const plans = [
      await add({ location_id: w.places.site }),
      await add({ location_id: w.places.areaA }),
      await add({ location_id: w.places.areaB }),
      await add({ equipment_model_id: w.model }),
      await add({ coverage: 'type', equipment_type_id: w.fan }),
    ];
    const generation = t.app.get(PlanGeneration);
    const first = await queriesDuring(() => generation.run(noonOf('2037-05-01'), w.enterpriseId));
    const pieces = async (planId: number) =>
      (await t.db.query<Array<{ equipment_id: number }>>('SELECT equipment_id FROM maintenance_plan_occurrence WHERE plan_id = ? ORDER BY equipment_id', [planId])).map((r) => Number(r.equipment_id));
    expect(await Promise.all(plans.map((p) => pieces(p.id)))).toEqual([[w.pumpA, w.pumpB].sort((a, b) => a - b), [w.pumpA], [w.pumpB], [w.pumpA], [w.fanA]]);
    expect(first.length).toBeGreaterThan(0);

    // Run the same day again from scratch: every occurrence exists, so only the reads are left to count.
    await t.db.query('UPDATE maintenance_plan SET generated_through = NULL WHERE enterprise_id = ?', [w.enterpriseId]);
    const again = await queriesDuring(() => generation.run(noonOf('2037-05-01'), w.enterpriseId));
    expect(again.filter((sql) => from('equipment').test(sql))).toHaveLength(1);
    expect(again.filter((sql) => from('asset_position').test(sql))).toHaveLength(1);
    expect(again.filter((sql) => from('maintenance_task_template').test(sql))).toHaveLength(1);
    const orders = await t.db.query<Array<{ n: number }>>(`SELECT COUNT(*) AS n FROM work_order WHERE source = 'plan' AND enterprise_id = ?`, [w.enterpriseId]);
    expect(Number(orders[0]!.n)).toBe(6);
  });

  it('reads every chosen-equipment plan\'s pieces with one equipment query, and each plan gets only its own', async () => {
    const add = (equipmentIds: number[]) =>
      ok<{ id: number }>(t, '/plan/add', {
        name: uniq('设备计划'), task_template_id: w.template, work_order_type_id: w.orderType, person_in_charge_id: w.admin.userId, duration_hours: 4,
        coverage: 'equipment', equipment_ids: equipmentIds, start_date: '2037-06-01', triggers: [{ kind: 'daily' }],
      }, w.admin);
    const plans = [await add([w.pumpA]), await add([w.pumpB, w.fanA]), await add([w.pumpA, w.pumpB])];
    const generation = t.app.get(PlanGeneration);
    await generation.run(noonOf('2037-06-01'), w.enterpriseId);
    // Run the same day again from scratch: every occurrence exists, so only the reads are left to count.
    await t.db.query('UPDATE maintenance_plan SET generated_through = NULL WHERE enterprise_id = ?', [w.enterpriseId]);
    const runs = await queriesDuring(() => generation.run(noonOf('2037-06-01'), w.enterpriseId));
    const pieces = async (planId: number) =>
      (await t.db.query<Array<{ equipment_id: number }>>('SELECT equipment_id FROM maintenance_plan_occurrence WHERE plan_id = ? ORDER BY equipment_id', [planId])).map((r) => Number(r.equipment_id));
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    expect(await Promise.all(plans.map((p) => pieces(p.id)))).toEqual([[w.pumpA], sorted([w.pumpB, w.fanA]), sorted([w.pumpA, w.pumpB])]);
    // The chosen pieces are read by id (type plans' pieces, by type): one such read for the three plans.
    expect(runs.filter((sql) => from('equipment').test(sql) && /\.[`"]?id[`"]?\s+IN\b/i.test(sql))).toHaveLength(1);
  });
});
