import { Jobs } from '@gengyun/core';
import { PlanGeneration } from '@gengyun/maintenance';
import { testDbKind } from '../../support/test-db';
import { countCalls, runOnEveryWorker, startTwoWorkers } from '../../jobs/two-workers';
import { dayIn } from '../../../libs/maintenance/src/cycle/zoned';
import { addDays } from '../../../libs/maintenance/src/cycle/local-date';
import { ok, uniq, world } from './support';

/** Plan generation as the job port runs it (queue `plans`), by two BullMQ worker processes on real Redis. */
describe(`plan generation through the job port (${testDbKind()})`, () => {
  it('two workers share the queue; each occurrence gets one order', async () => {
    const { t, workers, close } = await startTwoWorkers('plans');
    try {
      expect(t.config.mode).toBe('scaled');
      // The `plans` job handler calls `runAll`.
      const runs = workers.map((worker) => countCalls(worker.get(PlanGeneration), 'runAll'));
      const w = await world(t);
      const today = dayIn(new Date(), t.config.timeZone);
      const plan = await ok<{ id: number }>(t, '/plan/add', {
        name: uniq('日常点检'),
        task_template_id: w.template,
        work_order_type_id: w.orderType,
        person_in_charge_id: w.admin.userId,
        duration_hours: 2,
        coverage: 'type',
        equipment_type_id: w.pump,
        start_date: today,
        lead_days: 3,
        triggers: [{ kind: 'daily' }],
      }, w.admin);
      await runOnEveryWorker(t.app.get(Jobs), 'plans', 'generate', {}, runs);
      const rows = await t.db.query<Array<{ equipment_id: number; due_date: string; n: number | string }>>(
        `SELECT o.equipment_id, o.due_date, COUNT(*) AS n FROM maintenance_plan_occurrence o JOIN work_order w ON w.id = o.work_order_id WHERE o.plan_id = ? GROUP BY o.equipment_id, o.due_date ORDER BY o.due_date, o.equipment_id`,
        [plan.id],
      );
      const expected = [0, 1, 2, 3].flatMap((i) => [w.pumpA, w.pumpB].sort((a, b) => a - b).map((id) => [id, addDays(today, i), 1]));
      expect(rows.map((r) => [Number(r.equipment_id), r.due_date, Number(r.n)])).toEqual(expected);
    } finally {
      await close();
    }
  });
});
