import { InProcessJobs } from '@gengyun/core';
import { jobsContract } from './jobs.contract';

jobsContract('in-process', () => {
  const jobs = new InProcessJobs('Asia/Shanghai');
  return Promise.resolve({ jobs, cleanup: () => jobs.close() });
});
