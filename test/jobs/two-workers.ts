import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig, type JobData, type JobName, type Jobs, type QueueName } from '@gengyun/core';
import { WorkerModule } from '../../apps/worker/src/worker.module';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../alarms/alarm-fixtures';
import { deleteRedisKeys } from './redis-keys';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The scaled app (BullMQ on real Redis, its own key prefix) and two worker processes' contexts on its database. */
export interface TwoWorkers {
  t: TestApp;
  workers: INestApplicationContext[];
  close(): Promise<void>;
}

export async function startTwoWorkers(name: string): Promise<TwoWorkers> {
  const prefix = `gy-${name}-${randomBytes(4).toString('hex')}`;
  const t = await startTestApp({ REDIS_URL, REDIS_PREFIX: prefix });
  const workers: INestApplicationContext[] = [];
  const close = async (): Promise<void> => {
    for (const worker of workers) await worker.close();
    await t.close();
    await deleteRedisKeys(REDIS_URL, `${prefix}:*`);
  };
  try {
    for (let i = 0; i < 2; i++) {
      const dir = mkdtempSync(join(tmpdir(), `gengyun-${name}-worker-`));
      const config = AppConfig.fromEnv({ NODE_ENV: 'test', DB_URL: t.config.db.url, DATA_DIR: dir, LOG_LEVEL: 'silent', REDIS_URL, REDIS_PREFIX: prefix, SEED_DEMO: 'false' });
      const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: false });
      await worker.init();
      workers.push(worker);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { t, workers, close };
}

/** Counts the finished calls of `method` on `target` (the service a job handler calls), failed ones included. */
export function countCalls<T extends object, K extends keyof T>(target: T, method: K): { done: number } {
  const counter = { done: 0 };
  const original = (target[method] as (...args: unknown[]) => Promise<unknown>).bind(target);
  (target as Record<K, unknown>)[method] = async (...args: unknown[]) => {
    try {
      return await original(...args);
    } finally {
      counter.done++;
    }
  };
  return counter;
}

/**
 * Adds jobs three at a time until every counter ran at least once and all added jobs finished: BullMQ hands a job to
 * whichever worker asks first, so on a busy machine one worker may take a whole batch.
 */
export async function runOnEveryWorker<Q extends QueueName, N extends JobName<Q>>(jobs: Jobs, queue: Q, job: N, data: JobData<Q, N>, runs: Array<{ done: number }>): Promise<void> {
  let added = 0;
  const batch = async (): Promise<void> => {
    await Promise.all([0, 1, 2].map(() => jobs.add(queue, job, data, { jobId: `${job}-${added++}` })));
  };
  await batch();
  await until(async () => {
    if (runs.reduce((sum, r) => sum + r.done, 0) < added) return false;
    if (runs.every((r) => r.done > 0)) return true;
    await batch();
    return false;
  }, 60_000);
}
