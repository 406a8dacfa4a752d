import { InProcessJobs, Jobs } from '@gengyun/core';
import { WorkOrderSweep } from '@gengyun/work-orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { until } from '../../alarms/alarm-fixtures';
import { countCalls, runOnEveryWorker, startTwoWorkers } from '../../jobs/two-workers';
import { addOrder, detail, world, type Order, type World } from './support';

/** Orders of the world past their response deadline, waiting for the sweep. */
async function pastDeadline(t: TestApp, w: World, n: number): Promise<Order[]> {
  const orders: Order[] = [];
  for (let i = 0; i < n; i++) orders.push(await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId, location_id: w.places.areaA }));
  await t.db.createQueryBuilder().update('work_order').set({ response_deadline: new Date(Date.now() - 60_000) }).where('id IN (:...ids)', { ids: orders.map((o) => o.id) }).execute();
  return orders;
}

async function expectMarkedOnce(t: TestApp, w: World, orders: Order[]): Promise<void> {
  for (const o of orders) {
    const d = await detail(t, w.admin, o.id);
    expect([d.status, d.version]).toEqual(['overdue', o.version + 1]);
    expect(d.timeline.filter((e) => e.action === 'markOverdue')).toHaveLength(1);
  }
}

/** The SLA sweep as the job port runs it (queue `sweeps`, job `work-order-sla`), by two workers at once. */
describe(`the SLA sweep through the job port (${testDbKind()})`, () => {
  it('in-process (embedded): the app’s processor and a second adapter run it at once; each order moves once', async () => {
    const t = await startTestApp();
    const second = new InProcessJobs();
    try {
      const w = await world(t);
      const orders = await pastDeadline(t, w, 3);
      const sweep = t.app.get(WorkOrderSweep);
      const runs = countCalls(sweep, 'run');
      second.process('sweeps', async (job) => {
        if (job.name === 'work-order-sla') await sweep.run();
      });
      const jobs = t.app.get(Jobs);
      expect(jobs).toBeInstanceOf(InProcessJobs);
      await Promise.all([jobs.add('sweeps', 'work-order-sla', {}, { jobId: 'sla-now-1' }), second.add('sweeps', 'work-order-sla', {}, { jobId: 'sla-now-2' })]);
      await until(() => runs.done >= 2, 15_000);
      await expectMarkedOnce(t, w, orders);
    } finally {
      await second.close();
      await t.close();
    }
  });

  it('on BullMQ (real Redis): two worker processes share the queue; each order moves once', async () => {
    const { t, workers, close } = await startTwoWorkers('sla');
    try {
      expect(t.config.mode).toBe('scaled');
      const runs = workers.map((worker) => countCalls(worker.get(WorkOrderSweep), 'run'));
      const w = await world(t);
      const orders = await pastDeadline(t, w, 3);
      await runOnEveryWorker(t.app.get(Jobs), 'sweeps', 'work-order-sla', {}, runs);
      await expectMarkedOnce(t, w, orders);
    } finally {
      await close();
    }
  });
});
