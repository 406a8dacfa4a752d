import { JOB_ID_PATTERN, type Job, type JobData, type JobName, type QueueName } from './job-names';

export type JobRepeat = { cron: string; tz?: string } | { every: number };
export interface JobBackoff {
  type: 'fixed' | 'exponential';
  /** Milliseconds; exponential doubles it after each failure. */
  delay: number;
}

export interface JobOptions {
  /** Milliseconds before the job may run. */
  delay?: number;
  /** A second add with the same id while the first is pending (or failed and kept) is ignored. */
  jobId?: string;
  /** Runs on a schedule; the schedule's key is `jobId` (or the job name), and adding it again replaces it. */
  repeat?: JobRepeat;
  attempts?: number;
  backoff?: JobBackoff;
}

export type JobHandlerFn<Q extends QueueName> = (job: Job<Q>) => Promise<void>;

export interface ProcessOptions {
  /** Jobs of this queue run at the same time in one process. */
  concurrency?: number;
}

/** Defaults of every job, set here once for both adapters. */
export const JOB_DEFAULTS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 2000 } satisfies JobBackoff,
  removeOnComplete: true,
  removeOnFail: false,
} as const;

/**
 * The background-jobs port (ARCHITECTURE §5) and its Nest injection token. Adapters: BullMQ when REDIS_URL is
 * set, in-process otherwise; one contract suite (test/jobs) holds both to the same behaviour.
 */
export abstract class Jobs {
  /** Queues a job (or upserts a schedule with `repeat`); resolves to the job id or the schedule key. */
  abstract add<Q extends QueueName, N extends JobName<Q>>(
    queue: Q,
    name: N,
    data: JobData<Q, N>,
    options?: JobOptions,
  ): Promise<string>;

  /** Removes a pending job or a schedule; a running job finishes (processors are idempotent). */
  abstract remove(queue: QueueName, jobId: string): Promise<void>;

  /** Registers this process as the processor of a queue (once per queue). */
  abstract process<Q extends QueueName>(queue: Q, handler: JobHandlerFn<Q>, options?: ProcessOptions): void;

  /** Stops taking jobs, waits for running ones, releases connections. */
  abstract close(): Promise<void>;
}

export function assertJobId(jobId: string | undefined): void {
  if (jobId !== undefined && !JOB_ID_PATTERN.test(jobId)) {
    throw new Error(`Invalid job id "${jobId}": use letters, digits, "-", "_" or "." (no colons)`);
  }
}

/** Milliseconds to wait before the next attempt, as BullMQ computes it. */
export function backoffDelay(backoff: JobBackoff, attemptsMade: number): number {
  return backoff.type === 'fixed' ? backoff.delay : backoff.delay * 2 ** Math.max(0, attemptsMade - 1);
}
