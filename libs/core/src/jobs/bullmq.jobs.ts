import { Logger } from '@nestjs/common';
import { Queue, Worker, type JobsOptions } from 'bullmq';
import IORedis from 'ioredis';
import type { Job, JobData, JobName, QueueName } from './job-names';
import { JOB_DEFAULTS, Jobs, assertJobId, type JobHandlerFn, type JobOptions, type ProcessOptions } from './job.port';

export interface BullMqJobsOptions {
  /** Key prefix in Redis; tests use a unique one per run. */
  prefix?: string;
  defaultTimeZone?: string;
}

/** Scaled-mode adapter: BullMQ queues on Redis, processed by whichever processes call `process`. */
export class BullMqJobs extends Jobs {
  private readonly logger = new Logger('Jobs');
  /** Shared by queues and workers (workers duplicate it for their blocking reads). */
  readonly connection: IORedis;
  private readonly prefix: string;
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers = new Map<QueueName, Worker>();

  constructor(
    redisUrl: string,
    private readonly options: BullMqJobsOptions = {},
  ) {
    super();
    this.prefix = options.prefix ?? 'gy';
    this.connection = new IORedis(redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', (error: Error) => this.logger.warn(`redis: ${error.message}`));
  }

  async add<Q extends QueueName, N extends JobName<Q>>(queue: Q, name: N, data: JobData<Q, N>, options: JobOptions = {}): Promise<string> {
    assertJobId(options.jobId);
    const opts: JobsOptions = {
      attempts: options.attempts ?? JOB_DEFAULTS.attempts,
      backoff: options.backoff ?? JOB_DEFAULTS.backoff,
    };
    if (options.repeat) {
      const key = options.jobId ?? name;
      const repeat =
        'every' in options.repeat
          ? { every: options.repeat.every }
          : { pattern: options.repeat.cron, tz: options.repeat.tz ?? this.options.defaultTimeZone };
      await this.queue(queue).upsertJobScheduler(key, repeat, { name, data, opts });
      return key;
    }
    const job = await this.queue(queue).add(name, data, { ...opts, delay: options.delay, jobId: options.jobId });
    return job.id ?? options.jobId ?? '';
  }

  async remove(queue: QueueName, jobId: string): Promise<void> {
    const q = this.queue(queue);
    await q.removeJobScheduler(jobId);
    // A running (locked) job is not removed; it finishes, and processors are idempotent.
    await q.remove(jobId);
  }

  process<Q extends QueueName>(queue: Q, handler: JobHandlerFn<Q>, options: ProcessOptions = {}): void {
    if (this.workers.has(queue)) throw new Error(`Queue "${queue}" already has a processor`);
    const worker = new Worker(
      queue,
      async (job) => {
        await handler({ id: job.id ?? '', queue, name: job.name, data: job.data, attemptsMade: job.attemptsMade } as Job<Q>);
      },
      { connection: this.connection, prefix: this.prefix, concurrency: Math.max(1, options.concurrency ?? 1) },
    );
    worker.on('error', (error: Error) => this.logger.warn(`worker ${queue}: ${error.message}`));
    worker.on('failed', (job, error: Error) => {
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
        this.logger.error(`${queue}/${job.name} ${job.id ?? ''} failed after ${job.attemptsMade} attempts: ${error.message}`);
      }
    });
    this.workers.set(queue, worker);
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.workers.values()].map((w) => w.close()));
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
    this.workers.clear();
    this.queues.clear();
    await this.connection.quit().catch(() => this.connection.disconnect());
  }

  private queue(queue: QueueName): Queue {
    let q = this.queues.get(queue);
    if (!q) {
      q = new Queue(queue, {
        connection: this.connection,
        prefix: this.prefix,
        defaultJobOptions: {
          attempts: JOB_DEFAULTS.attempts,
          backoff: JOB_DEFAULTS.backoff,
          removeOnComplete: JOB_DEFAULTS.removeOnComplete,
          removeOnFail: JOB_DEFAULTS.removeOnFail,
        },
      });
      q.on('error', (error: Error) => this.logger.warn(`queue ${queue}: ${error.message}`));
      this.queues.set(queue, q);
    }
    return q;
  }
}
