import { PlanGeneration } from '@gengyun/maintenance';
import type { TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { LEVELS } from '../work-orders/support';
import { fromTable, ok, planForm, queriesDuring, startWorld, uniq, type World } from './support';

/** Midday in Shanghai of a day: the enterprise's "today" is that day. */
const noonOf = (day: string): Date => new Date(`${day}T04:00:00.000Z`);

/** Usage counters and their steps' bases, which usage plans read. */
const USAGE_TABLES = ['maintenance_usage_base', 'maintenance_usage_counter'];

/** Generation reads an enterprise's plans' equipment and usage counters set-based: the run's reads do not grow with its plans. */
describe(`plan generation reads (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;

  /** The pieces a plan's occurrences were made for, by id. */
  const pieces = async (planId: number): Promise<number[]> =>
    (await t.db.query<Array<{ equipment_id: number }>>('SELECT equipment_id FROM maintenance_plan_occurrence WHERE plan_id = ? ORDER BY equipment_id', [planId])).map((r) => Number(r.equipment_id));

  beforeAll(async () => ({ t, w } = await startWorld()));
  afterAll(() => t?.close());

  it('reads every type plan\'s pieces with one equipment query and one location-tree query, and each plan still gets its own', async () => {
    const add = (body: Record<string, unknown>) =>
      ok<{ id: number }>(t, '/plan/add', planForm(w, '类型计划', { coverage: 'type', equipment_type_id: w.pump, start_date: '2037-05-01', triggers: [{ kind: 'daily' }], ...body }), w.admin);
    const plans = [
      await add({ location_id: w.places.site }),
      await add({ location_id: w.places.areaA }),
      await add({ location_id: w.places.areaB }),
      await add({ equipment_model_id: w.model }),
      await add({ coverage: 'type', equipment_type_id: w.fan }),
    ];
    const generation = t.app.get(PlanGeneration);
    const first = await queriesDuring(t, () => generation.run(noonOf('2037-05-01'), w.enterpriseId));
    expect(await Promise.all(plans.map((p) => pieces(p.id)))).toEqual([[w.pumpA, w.pumpB].sort((a, b) => a - b), [w.pumpA], [w.pumpB], [w.pumpA], [w.fanA]]);
    expect(first.length).toBeGreaterThan(0);

    // Run the same day again from scratch: every occurrence exists, so only the reads are left to count.
    await t.db.query('UPDATE maintenance_plan SET generated_through = NULL WHERE enterprise_id = ?', [w.enterpriseId]);
    const again = await queriesDuring(t, () => generation.run(noonOf('2037-05-01'), w.enterpriseId));
    expect(again.filter((sql) => fromTable('equipment').test(sql))).toHaveLength(1);
    expect(again.filter((sql) => fromTable('asset_position').test(sql))).toHaveLength(1);
    expect(again.filter((sql) => fromTable('maintenance_task_template').test(sql))).toHaveLength(1);
    const orders = await t.db.query<Array<{ n: number }>>(`SELECT COUNT(*) AS n FROM work_order WHERE source = 'plan' AND enterprise_id = ?`, [w.enterpriseId]);
    expect(Number(orders[0]!.n)).toBe(6);
  });

  it('reads every chosen-equipment plan\'s pieces with one equipment query, and each plan gets only its own', async () => {
    const add = (equipmentIds: number[]) =>
      ok<{ id: number }>(t, '/plan/add', planForm(w, '设备计划', { coverage: 'equipment', equipment_ids: equipmentIds, start_date: '2037-06-01', triggers: [{ kind: 'daily' }] }), w.admin);
    const plans = [await add([w.pumpA]), await add([w.pumpB, w.fanA]), await add([w.pumpA, w.pumpB])];
    const generation = t.app.get(PlanGeneration);
    await generation.run(noonOf('2037-06-01'), w.enterpriseId);
    // Run the same day again from scratch: every occurrence exists, so only the reads are left to count.
    await t.db.query('UPDATE maintenance_plan SET generated_through = NULL WHERE enterprise_id = ?', [w.enterpriseId]);
    const runs = await queriesDuring(t, () => generation.run(noonOf('2037-06-01'), w.enterpriseId));
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    expect(await Promise.all(plans.map((p) => pieces(p.id)))).toEqual([[w.pumpA], sorted([w.pumpB, w.fanA]), sorted([w.pumpA, w.pumpB])]);
    // The chosen pieces are read by id (type plans' pieces, by type): one such read for the three plans.
    expect(runs.filter((sql) => fromTable('equipment').test(sql) && /\.[`"]?id[`"]?\s+IN\b/i.test(sql))).toHaveLength(1);
  });

  it('checks the run\'s made occurrences with one query and writes its orders, and each kind of row beside them, with one statement in one transaction', async () => {
    // The earlier tests' plans would have two months of days to make by now.
    await t.db.query('UPDATE maintenance_plan SET enabled = 0 WHERE enterprise_id = ?', [w.enterpriseId]);
    const add = (equipmentIds: number[], body: Record<string, unknown> = {}) =>
      ok<{ id: number }>(t, '/plan/add', planForm(w, '批量计划', { coverage: 'equipment', equipment_ids: equipmentIds, start_date: '2037-07-01', triggers: [{ kind: 'daily' }], ...body }), w.admin);
    const plans = [await add([w.pumpA, w.pumpB], { handler_ids: [w.admin.userId] }), await add([w.fanA]), await add([w.pumpA, w.fanA]), await add([w.pumpB])];
    const generation = t.app.get(PlanGeneration);
    const sql = await queriesDuring(t, () => generation.run(noonOf('2037-07-01'), w.enterpriseId));
    const codes = await t.db.query<Array<{ code: string; plan_id: number }>>(
      `SELECT o.code, p.plan_id FROM maintenance_plan_occurrence p JOIN work_order o ON o.id = p.work_order_id WHERE p.plan_id IN (${plans.map((p) => p.id).join(',')}) ORDER BY o.code`,
    );
    expect(codes).toHaveLength(6);
    // Six numbers of one day, consecutive and distinct, as six single adds would take them.
    const numbers = codes.map((c) => Number(c.code.slice(-4)));
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    expect(sql.filter((q) => fromTable('maintenance_plan_occurrence').test(q))).toHaveLength(1);
    expect(sql.filter((q) => /^\s*UPDATE\s+[`"]?work_order_sequence/i.test(q))).toHaveLength(1);
    expect(sql.filter((q) => /^\s*(BEGIN|START TRANSACTION)/i.test(q))).toHaveLength(1);
    const inserts = (table: string) => sql.filter((q) => new RegExp(`^\\s*INSERT\\s+INTO\\s+[\`"]?${table}[\`"]?\\s*\\(`, 'i').test(q));
    for (const table of ['work_order', 'work_order_handler', 'work_order_timeline', 'audit_log', 'maintenance_plan_occurrence', 'maintenance_check_result']) expect([table, inserts(table)]).toEqual([table, [expect.any(String)]]);
    expect(sql.filter((q) => /^\s*UPDATE\s+[`"]?maintenance_plan[`"]?\s/i.test(q))).toHaveLength(1);
    // Each order has its own rows: a 'create' line, the change-log entry naming it, the template's item, its handlers.
    const rows = await t.db.query<Array<{ code: string; plan_id: number; created: number; logged: string; items: number; handlers: number }>>(
      `SELECT o.code, p.plan_id,
        (SELECT COUNT(*) FROM work_order_timeline l WHERE l.work_order_id = o.id AND l.action = 'create') AS created,
        (SELECT MAX(a.remark) FROM audit_log a WHERE a.business_no = 'workOrder' AND a.data_id = o.id) AS logged,
        (SELECT COUNT(*) FROM maintenance_check_result r WHERE r.work_order_id = o.id AND r.item_id = ?) AS items,
        (SELECT COUNT(*) FROM work_order_handler h WHERE h.work_order_id = o.id) AS handlers
       FROM maintenance_plan_occurrence p JOIN work_order o ON o.id = p.work_order_id WHERE p.plan_id IN (${plans.map((p) => p.id).join(',')}) ORDER BY o.code`,
      [w.item],
    );
    expect(rows.map((r) => [Number(r.created), JSON.parse(r.logged)[0].params[0], Number(r.items), Number(r.handlers)])).toEqual(
      rows.map((r) => [1, r.code, 1, Number(r.plan_id) === plans[0]!.id ? 1 : 0]),
    );
    // The next order anyone adds takes the number after the batch's.
    const next = await ok<{ code: string }>(t, '/workOrder/add', { title: uniq('手工'), type_id: w.orderType, priority: 3, person_in_charge_id: w.admin.userId }, w.admin);
    expect(next.code.slice(0, -4)).toBe(codes[0]!.code.slice(0, -4));
    expect(Number(next.code.slice(-4))).toBe(numbers[numbers.length - 1]! + 1);
  });

  it('a batch with a refused order makes every other order and leaves the refused plan to the next run', async () => {
    await t.db.query('UPDATE maintenance_plan SET enabled = 0 WHERE enterprise_id = ?', [w.enterpriseId]);
    const closed = (await ok<{ id: number }>(t, '/workOrderType/add', { code: uniq('X'), name: '停用', levels: LEVELS }, w.admin)).id;
    const add = (equipmentIds: number[], body: Record<string, unknown> = {}) =>
      ok<{ id: number; generated_through: string | null }>(t, '/plan/add', planForm(w, '混合计划', { coverage: 'equipment', equipment_ids: equipmentIds, start_date: '2037-08-01', triggers: [{ kind: 'daily' }], ...body }), w.admin);
    const good = await add([w.pumpA, w.pumpB]);
    const bad = await add([w.fanA], { work_order_type_id: closed });
    await t.db.query('UPDATE work_order_type SET enabled = 0 WHERE id = ?', [closed]);
    await t.app.get(PlanGeneration).run(noonOf('2037-08-01'), w.enterpriseId);
    const count = async (planId: number) => Number((await t.db.query<Array<{ n: number }>>('SELECT COUNT(*) AS n FROM maintenance_plan_occurrence WHERE plan_id = ?', [planId]))[0]!.n);
    expect([await count(good.id), await count(bad.id)]).toEqual([2, 0]);
    const through = async (planId: number) => (await t.db.query<Array<{ g: string | null }>>('SELECT generated_through AS g FROM maintenance_plan WHERE id = ?', [planId]))[0]!.g;
    expect([await through(good.id), await through(bad.id)]).toEqual(['2037-08-01', null]);
    // The type enabled again, the next run makes the refused plan's order and nothing twice.
    await t.db.query('UPDATE work_order_type SET enabled = 1 WHERE id = ?', [closed]);
    await t.app.get(PlanGeneration).run(noonOf('2037-08-01'), w.enterpriseId);
    expect([await count(good.id), await count(bad.id)]).toEqual([2, 1]);
  });

  it('reads the usage counters and their bases with one query each for four usage plans as for one, and each plan is due on its own pieces', async () => {
    await t.db.query('UPDATE maintenance_plan SET enabled = 0 WHERE enterprise_id = ?', [w.enterpriseId]);
    const reading = (equipment_id: number, value: number) => ok(t, '/usageReading/add', { equipment_id, counter: 'runHours', value }, w.admin);
    await reading(w.pumpA, 120);
    await reading(w.pumpB, 80);
    const plans: number[] = [];
    for (const piece of [w.pumpA, w.pumpB, w.pumpA, w.pumpB]) {
      const form = planForm(w, '用量计划', { coverage: 'equipment', equipment_ids: [piece], start_date: '2037-10-01', triggers: [{ kind: 'usage', counter: 'runHours', step: 100, source: 'manual' }] });
      plans.push((await ok<{ id: number }>(t, '/plan/add', form, w.admin)).id);
    }
    const generation = t.app.get(PlanGeneration);
    const day = noonOf('2037-10-01');
    // The first run starts every plan's step from the counter now (a base written per piece): nothing is due yet.
    await generation.run(day, w.enterpriseId);
    expect(await Promise.all(plans.map((id) => pieces(id)))).toEqual([[], [], [], []]);
    await reading(w.pumpA, 250);
    const usageReads = (sql: string[]) => USAGE_TABLES.map((table) => [table, sql.filter((q) => fromTable(table).test(q)).length]);
    await t.db.query(`UPDATE maintenance_plan SET enabled = 0 WHERE id IN (${plans.slice(1).join(',')})`);
    const one = await queriesDuring(t, () => generation.run(day, w.enterpriseId));
    await t.db.query(`UPDATE maintenance_plan SET enabled = 1 WHERE id IN (${plans.join(',')})`);
    const all = await queriesDuring(t, () => generation.run(day, w.enterpriseId));
    expect(usageReads(one)).toEqual(USAGE_TABLES.map((table) => [table, 1]));
    expect(usageReads(all)).toEqual(usageReads(one));
    // Pump A passed its step: the first plan's order, made alone, is still open; the other plan on pump A gets its own.
    expect(await Promise.all(plans.map((id) => pieces(id)))).toEqual([[w.pumpA], [], [w.pumpA], []]);
  });
});
