import './test-jobs';
import type { Job, Jobs } from '@gengyun/core';

export interface JobsUnderTest {
  jobs: Jobs;
  cleanup(): Promise<void>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A handler from a synchronous body (a failure becomes a rejected attempt). */
const handler =
  <J>(body: (job: J) => unknown) =>
  (job: J): Promise<void> => {
    try {
      body(job);
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error as Error);
    }
  };

async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await sleep(20);
  }
}

/** One behaviour for every adapter of the job port (STYLE 3.7: no adapter that runs things immediately). */
export function jobsContract(label: string, create: () => Promise<JobsUnderTest>): void {
  describe(`Jobs contract: ${label}`, () => {
    let t: JobsUnderTest;
    beforeEach(async () => {
      t = await create();
    });
    afterEach(() => t.cleanup());

    it('runs a job with its typed payload, first attempt 0, and answers the job id', async () => {
      const seen: Job<'alarms'>[] = [];
      t.jobs.process('alarms', handler((job) => seen.push(job)));
      const id = await t.jobs.add('alarms', 'escalate', { enterpriseId: 1, alarmId: 12, step: 3 }, { jobId: 'alarm-12-step-3' });
      expect(id).toBe('alarm-12-step-3');
      await waitFor(() => seen.length === 1);
      expect(seen[0]).toMatchObject({ id: 'alarm-12-step-3', name: 'escalate', attemptsMade: 0, data: { alarmId: 12, step: 3 } });
    });

    it('keeps jobs added before a processor exists until one registers', async () => {
      const seen: number[] = [];
      await t.jobs.add('test-plans', 'generate', { enterpriseId: 1, planId: 7 });
      await sleep(150);
      t.jobs.process('test-plans', handler((job) => seen.push(job.data.planId)));
      await waitFor(() => seen.length === 1);
      expect(seen).toEqual([7]);
    });

    it('honours delay', async () => {
      const started = Date.now();
      let ranAt = 0;
      t.jobs.process('alarms', handler(() => (ranAt = Date.now())));
      await t.jobs.add('alarms', 'escalate', { enterpriseId: 1, alarmId: 1, step: 1 }, { delay: 600 });
      await sleep(300);
      expect(ranAt).toBe(0);
      await waitFor(() => ranAt > 0);
      expect(ranAt - started).toBeGreaterThanOrEqual(550);
    });

    it('ignores a second add with the id of a pending job', async () => {
      const seen: number[] = [];
      t.jobs.process('alarms', handler((job) => seen.push(job.data.step)));
      await t.jobs.add('alarms', 'escalate', { enterpriseId: 1, alarmId: 2, step: 1 }, { jobId: 'alarm-2-step-1', delay: 300 });
      await t.jobs.add('alarms', 'escalate', { enterpriseId: 1, alarmId: 2, step: 99 }, { jobId: 'alarm-2-step-1', delay: 300 });
      await waitFor(() => seen.length >= 1);
      await sleep(400);
      expect(seen).toEqual([1]);
    });

    it('removes a pending job so it never runs', async () => {
      const seen: string[] = [];
      t.jobs.process('alarms', handler((job) => seen.push(job.id)));
      await t.jobs.add('alarms', 'escalate', { enterpriseId: 1, alarmId: 3, step: 1 }, { jobId: 'alarm-3-step-1', delay: 300 });
      await t.jobs.add('alarms', 'escalate', { enterpriseId: 1, alarmId: 3, step: 2 }, { jobId: 'alarm-3-step-2', delay: 300 });
      await t.jobs.remove('alarms', 'alarm-3-step-2');
      await t.jobs.remove('alarms', 'no-such-job');
      await waitFor(() => seen.length >= 1);
      await sleep(400);
      expect(seen).toEqual(['alarm-3-step-1']);
    });

    it('retries a failing job with exponential backoff', async () => {
      const attempts: Array<{ made: number; at: number }> = [];
      t.jobs.process('test-reports', handler((job) => {
        attempts.push({ made: job.attemptsMade, at: Date.now() });
        if (attempts.length < 3) throw new Error('not yet');
      }));
      await t.jobs.add('test-reports', 'render', { enterpriseId: 1, reportId: 5, userId: null }, { attempts: 3, backoff: { type: 'exponential', delay: 150 } });
      await waitFor(() => attempts.length === 3);
      expect(attempts.map((a) => a.made)).toEqual([0, 1, 2]);
      expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(130);
      expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(280);
      await sleep(400);
      expect(attempts).toHaveLength(3);
    });

    it('keeps a job that failed every attempt: its id stays taken until removed', async () => {
      let runs = 0;
      t.jobs.process('test-exports', handler(() => {
        runs++;
        throw new Error('always');
      }));
      const options = { jobId: 'export-9', attempts: 2, backoff: { type: 'fixed' as const, delay: 50 } };
      await t.jobs.add('test-exports', 'run', { enterpriseId: 1, userId: 1, taskId: 9 }, options);
      await waitFor(() => runs === 2);
      await sleep(200);
      await t.jobs.add('test-exports', 'run', { enterpriseId: 1, userId: 1, taskId: 9 }, options);
      await sleep(300);
      expect(runs).toBe(2);
      await t.jobs.remove('test-exports', 'export-9');
      await t.jobs.add('test-exports', 'run', { enterpriseId: 1, userId: 1, taskId: 9 }, { ...options, attempts: 1 });
      await waitFor(() => runs === 3);
    });

    it('repeats every N ms until the schedule is removed', async () => {
      let runs = 0;
      t.jobs.process('sweeps', handler(() => runs++));
      const key = await t.jobs.add('sweeps', 'offline-meters', {}, { repeat: { every: 250 } });
      expect(key).toBe('offline-meters');
      await waitFor(() => runs >= 2, 3000);
      await t.jobs.remove('sweeps', key);
      await sleep(300);
      const after = runs;
      await sleep(700);
      expect(runs).toBe(after);
    });

    it('repeats on a cron pattern, and adding the schedule again replaces it', async () => {
      const names: string[] = [];
      t.jobs.process('sweeps', handler((job) => names.push(job.name)));
      await t.jobs.add('sweeps', 'test-sweep', {}, { jobId: 'sweep-sessions', repeat: { cron: '0 0 1 1 *' } });
      await t.jobs.add('sweeps', 'test-sweep', {}, { jobId: 'sweep-sessions', repeat: { cron: '* * * * * *' } });
      await waitFor(() => names.length >= 2, 4500);
      expect(new Set(names)).toEqual(new Set(['test-sweep']));
      await t.jobs.remove('sweeps', 'sweep-sessions');
      await sleep(300);
      const after = names.length;
      await sleep(1300);
      expect(names.length).toBe(after);
    });

    it('refuses job ids with colons', async () => {
      await expect(t.jobs.add('alarms', 'escalate', { enterpriseId: 1, alarmId: 1, step: 1 }, { jobId: 'alarm:1:step:1' })).rejects.toThrow(/job id/);
    });
  });
}
