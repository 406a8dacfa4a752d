import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig, InProcessJobs, Jobs } from '@gengyun/core';
import { WorkOrderSweep } from '@gengyun/work-orders';
import { WorkerModule } from '../../../apps/worker/src/worker.module';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { deleteRedisKeys } from '../../jobs/redis-keys';
import { addOrder, detail, world, type Order, type World } from './support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Counts the finished runs of the sweep in one process (the job handler calls this service). */
function countRuns(sweep: WorkOrderSweep): { done: number } {
  const counter = { done: 0 };
  const run = sweep.run.bind(sweep);
  sweep.run = async (now?: Date) => {
    try {
      return await run(now);
    } finally {
      counter.done++;
    }
  };
  return counter;
}

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
      const runs = countRuns(sweep);
      second.process('sweeps', async (job) => {
        if (job.name === 'work-order-sla') await sweep.run();
      });
      const jobs = t.app.get(Jobs);
      expect(jobs).toBeInstanceOf(InProcessJobs);
      await Promise.all([jobs.add('sweeps', 'work-order-sla', {}, { jobId: 'sla-now-1' }), second.add('sweeps', 'work-order-sla', {}, { jobId: 'sla-now-2' })]);
      await until(() => runs.done >= 2);
      await expectMarkedOnce(t, w, orders);
    } finally {
      await second.close();
      await t.close();
    }
  });

  it('on BullMQ (real Redis): two worker processes share the queue; each order moves once', async () => {
    const prefix = `gy-sla-${randomBytes(4).toString('hex')}`;
    const t = await startTestApp({ REDIS_URL, REDIS_PREFIX: prefix });
    const workers: INestApplicationContext[] = [];
    try {
      expect(t.config.mode).toBe('scaled');
      for (let i = 0; i < 2; i++) {
        const dir = mkdtempSync(join(tmpdir(), 'gengyun-sla-worker-'));
        const config = AppConfig.fromEnv({ NODE_ENV: 'test', DB_URL: t.config.db.url, DATA_DIR: dir, LOG_LEVEL: 'silent', REDIS_URL, REDIS_PREFIX: prefix, SEED_DEMO: 'false' });
        const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: false });
        await worker.init();
        workers.push(worker);
      }
      const runs = workers.map((worker) => countRuns(worker.get(WorkOrderSweep)));
      const w = await world(t);
      const orders = await pastDeadline(t, w, 3);
      const jobs = t.app.get(Jobs);
      // Sweeps at once, and more until both workers have run one: BullMQ hands a job to whichever worker asks first,
      // so on a busy machine one worker may take a whole batch.
      let added = 0;
      const batch = async (): Promise<void> => {
        await Promise.all([0, 1, 2].map(() => jobs.add('sweeps', 'work-order-sla', {}, { jobId: `sla-${added++}` })));
      };
      await batch();
      await until(async () => {
        if (runs.reduce((sum, r) => sum + r.done, 0) < added) return false;
        if (runs.every((r) => r.done > 0)) return true;
        await batch();
        return false;
      }, 60_000);
      await expectMarkedOnce(t, w, orders);
    } finally {
      for (const worker of workers) await worker.close();
      await t.close();
      await deleteRedisKeys(REDIS_URL, `${prefix}:*`);
    }
  });
});
