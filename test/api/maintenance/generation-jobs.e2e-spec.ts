import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig, Jobs } from '@gengyun/core';
import { PlanGeneration } from '@gengyun/maintenance';
import { WorkerModule } from '../../../apps/worker/src/worker.module';
import { startTestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { deleteRedisKeys } from '../../jobs/redis-keys';
import { until } from '../../alarms/alarm-fixtures';
import { dayIn } from '../../../libs/maintenance/src/cycle/zoned';
import { addDays } from '../../../libs/maintenance/src/cycle/local-date';
import { ok, uniq, world } from './support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Counts the finished scheduled runs in one process (the `plans` job handler calls `runAll`). */
function countRuns(generation: PlanGeneration): { done: number } {
  const counter = { done: 0 };
  const run = generation.runAll.bind(generation);
  generation.runAll = async (now?: Date) => {
    try {
      return await run(now);
    } finally {
      counter.done++;
    }
  };
  return counter;
}

/** Plan generation as the job port runs it (queue `plans`), by two BullMQ worker processes on real Redis. */
describe(`plan generation through the job port (${testDbKind()})`, () => {
  it('two workers share the queue; each occurrence gets one order', async () => {
    const prefix = `gy-plans-${randomBytes(4).toString('hex')}`;
    const t = await startTestApp({ REDIS_URL, REDIS_PREFIX: prefix });
    const workers: INestApplicationContext[] = [];
    try {
      expect(t.config.mode).toBe('scaled');
      for (let i = 0; i < 2; i++) {
        const dir = mkdtempSync(join(tmpdir(), 'gengyun-plans-worker-'));
        const config = AppConfig.fromEnv({ NODE_ENV: 'test', DB_URL: t.config.db.url, DATA_DIR: dir, LOG_LEVEL: 'silent', REDIS_URL, REDIS_PREFIX: prefix, SEED_DEMO: 'false' });
        const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: false });
        await worker.init();
        workers.push(worker);
      }
      const runs = workers.map((worker) => countRuns(worker.get(PlanGeneration)));
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
      const jobs = t.app.get(Jobs);
      let added = 0;
      const batch = async (): Promise<void> => {
        await Promise.all([0, 1, 2].map(() => jobs.add('plans', 'generate', {}, { jobId: `plans-now-${added++}` })));
      };
      await batch();
      await until(async () => {
        if (runs.reduce((sum, r) => sum + r.done, 0) < added) return false;
        if (runs.every((r) => r.done > 0)) return true;
        await batch();
        return false;
      }, 60_000);
      const rows = await t.db.query<Array<{ equipment_id: number; due_date: string; n: number | string }>>(
        `SELECT o.equipment_id, o.due_date, COUNT(*) AS n FROM maintenance_plan_occurrence o JOIN work_order w ON w.id = o.work_order_id WHERE o.plan_id = ? GROUP BY o.equipment_id, o.due_date ORDER BY o.due_date, o.equipment_id`,
        [plan.id],
      );
      const expected = [0, 1, 2, 3].flatMap((i) => [w.pumpA, w.pumpB].sort((a, b) => a - b).map((id) => [id, addDays(today, i), 1]));
      expect(rows.map((r) => [Number(r.equipment_id), r.due_date, Number(r.n)])).toEqual(expected);
    } finally {
      for (const worker of workers) await worker.close();
      await t.close();
      await deleteRedisKeys(REDIS_URL, `${prefix}:*`);
    }
  });
});
