import type { TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { fromTable, ok, planForm, queriesDuring, startWorld, type World } from './support';

/** Tables the calendar reads per plan before: moves, holidays, pieces and usage counters. */
const PER_PLAN = ['maintenance_plan_move', 'maintenance_holiday', 'maintenance_usage_base', 'maintenance_usage_counter', 'maintenance_usage_reading', 'equipment'];

interface Row {
  plan_id: number;
  due: string;
  planned: string;
  equipment_ids: number[];
  usage?: boolean;
}

/** The calendar reads its plans' moves, holidays and usage counters once for all of them, not once a plan. */
describe(`maintenance calendar reads (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => ({ t, w } = await startWorld()));
  afterAll(() => t?.close());

  it('reads as many statements of moves, holidays and counters for six plans as for one, and each plan keeps its own days', async () => {
    await ok(t, '/holiday/save', { year: 2037, days: [{ date: '2037-09-10', name: '假日' }] }, w.admin);
    for (const [equipment_id, value] of [[w.pumpA, 120], [w.pumpB, 80]] as const) await ok(t, '/usageReading/add', { equipment_id, counter: 'runHours', value }, w.admin);
    const plans: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const plan = await ok<{ id: number }>(t, '/plan/add', planForm(w, '日历计划', {
        coverage: 'equipment', equipment_ids: [i % 2 ? w.pumpB : w.pumpA], start_date: '2037-09-01', holiday_rule: 'shift',
        triggers: [{ kind: 'interval', days: 3, anchor: 'start' }, { kind: 'usage', counter: 'runHours', step: 100, source: 'manual' }],
      }), w.admin);
      await ok(t, '/plan/moveOccurrence', { plan_id: plan.id, from: '2037-09-04', to: '2037-09-05' }, w.admin);
      plans.push(plan.id);
    }
    const span = { start: '2037-09-01', end: '2037-09-30' };
    let one: Row[] = [];
    let all: Row[] = [];
    const single = await queriesDuring(t, async () => (one = (await ok<{ rows: Row[] }>(t, '/plan/calendar', { ...span, plan_id: plans[0] }, w.admin)).rows));
    const every = await queriesDuring(t, async () => (all = (await ok<{ rows: Row[] }>(t, '/plan/calendar', span, w.admin)).rows));
    const count = (sql: string[], table: string) => sql.filter((q) => fromTable(table).test(q)).length;
    expect(PER_PLAN.map((table) => [table, count(every, table)])).toEqual(PER_PLAN.map((table) => [table, count(single, table)]));
    for (const table of PER_PLAN.filter((name) => name !== 'equipment')) expect([table, count(every, table)]).toEqual([table, 1]);
    // Every plan: the moved day on its new day, the holiday's day shifted to the next working day, its own piece.
    expect(all.filter((r) => r.plan_id === plans[0])).toEqual(one);
    for (const [i, id] of plans.entries()) {
      const mine = all.filter((r) => r.plan_id === id && !r.usage);
      expect(mine.map((r) => [r.due, r.planned]).slice(0, 5)).toEqual([['2037-09-01', '2037-09-01'], ['2037-09-05', '2037-09-04'], ['2037-09-07', '2037-09-07'], ['2037-09-11', '2037-09-10'], ['2037-09-13', '2037-09-13']]);
      expect(new Set(mine.flatMap((r) => r.equipment_ids))).toEqual(new Set([i % 2 ? w.pumpB : w.pumpA]));
    }
  });
});
