import { randomBytes } from 'node:crypto';
import { BullMqJobs } from '../../libs/core/src/jobs/bullmq.jobs';
import { jobsContract } from './jobs.contract';
import { deleteRedisKeys } from './redis-keys';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

jobsContract('BullMQ on Redis', () => {
  const prefix = `gy-test-${randomBytes(4).toString('hex')}`;
  const jobs = new BullMqJobs(REDIS_URL, { prefix, defaultTimeZone: 'Asia/Shanghai' });
  return Promise.resolve({
    jobs,
    cleanup: async () => {
      await jobs.close();
      await deleteRedisKeys(REDIS_URL, `${prefix}:*`);
    },
  });
});
