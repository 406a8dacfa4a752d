import { Logger } from '@nestjs/common';
import { CronExpressionParser } from 'cron-parser';
import type { Job, JobData, JobName, QueueName } from './job-names';
import {
  JOB_DEFAULTS,
  Jobs,
  assertJobId,
  backoffDelay,
  type JobBackoff,
  type JobHandlerFn,
  type JobOptions,
  type JobRepeat,
  type ProcessOptions,
} from './job.port';

/** A job as stored, before it is handed to the typed handler of its queue. */
interface AnyJob {
  id: string;
  queue: QueueName;
  name: string;
  data: unknown;
  attemptsMade: number;
}

interface Entry {
  job: AnyJob;
  attempts: number;
  backoff: JobBackoff;
  state: 'delayed' | 'waiting' | 'active' | 'failed';
  timer?: NodeJS.Timeout;
}

interface QueueState {
  handler?: (job: AnyJob) => Promise<void>;
  concurrency: number;
  active: number;
  waiting: Entry[];
}

interface Schedule {
  queue: QueueName;
  name: string;
  data: unknown;
  repeat: JobRepeat;
  options: JobOptions;
  timer?: NodeJS.Timeout;
}

/**
 * Embedded-mode adapter: jobs live in this process's memory, with the same behaviour as BullMQ for delay,
 * id de-duplication, removal, retries with backoff and repeat. Pending jobs do not survive a restart; that is
 * the embedded trade-off, and every processor is idempotent so schedules simply fire again.
 */
export class InProcessJobs extends Jobs {
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<QueueName, QueueState>();
  private readonly entries = new Map<string, Entry>();
  private readonly schedules = new Map<string, Schedule>();
  private readonly running = new Set<Promise<void>>();
  private sequence = 0;
  private closed = false;

  constructor(private readonly defaultTimeZone?: string) {
    super();
  }

  add<Q extends QueueName, N extends JobName<Q>>(queue: Q, name: N, data: JobData<Q, N>, options: JobOptions = {}): Promise<string> {
    try {
      assertJobId(options.jobId);
      if (this.closed) throw new Error('Jobs adapter is closed');
      if (options.repeat) return Promise.resolve(this.schedule({ queue, name, data, repeat: options.repeat, options }));
      return Promise.resolve(this.addJob(queue, name, data, options));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  private addJob(queue: QueueName, name: string, data: unknown, options: JobOptions): string {
    const id = options.jobId ?? `${++this.sequence}`;
    const key = entryKey(queue, id);
    if (this.entries.has(key)) return id;
    const job: AnyJob = { id, queue, name, data: structuredClone(data), attemptsMade: 0 };
    const entry: Entry = {
      job,
      attempts: Math.max(1, options.attempts ?? JOB_DEFAULTS.attempts),
      backoff: options.backoff ?? JOB_DEFAULTS.backoff,
      state: 'delayed',
    };
    this.entries.set(key, entry);
    this.enqueueAfter(entry, options.delay ?? 0);
    return id;
  }

  remove(queue: QueueName, jobId: string): Promise<void> {
    const schedule = this.schedules.get(entryKey(queue, jobId));
    if (schedule) {
      clearTimeout(schedule.timer);
      this.schedules.delete(entryKey(queue, jobId));
    }
    const key = entryKey(queue, jobId);
    const entry = this.entries.get(key);
    if (entry && entry.state !== 'active') {
      clearTimeout(entry.timer);
      const state = this.queues.get(queue);
      if (state) state.waiting = state.waiting.filter((e) => e !== entry);
      this.entries.delete(key);
    }
    return Promise.resolve();
  }

  process<Q extends QueueName>(queue: Q, handler: JobHandlerFn<Q>, options: ProcessOptions = {}): void {
    const state = this.queue(queue);
    if (state.handler) throw new Error(`Queue "${queue}" already has a processor`);
    state.handler = (job) => handler(job as Job<Q>);
    state.concurrency = Math.max(1, options.concurrency ?? 1);
    this.pump(queue);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const s of this.schedules.values()) clearTimeout(s.timer);
    for (const e of this.entries.values()) clearTimeout(e.timer);
    this.schedules.clear();
    await Promise.allSettled([...this.running]);
  }

  private schedule(s: Schedule): string {
    const id = s.options.jobId ?? s.name;
    const key = entryKey(s.queue, id);
    clearTimeout(this.schedules.get(key)?.timer);
    this.schedules.set(key, s);
    this.tick(key, s, Date.now());
    return id;
  }

  /** Arms the next firing of a schedule; each firing queues an ordinary job (with retries). */
  private tick(key: string, s: Schedule, from: number): void {
    const at = nextRun(s.repeat, from, this.defaultTimeZone);
    arm(s, at, () => {
      if (this.schedules.get(key) !== s || this.closed) return;
      const id = `repeat-${key.split('\u0000')[1]}-${at}`;
      this.addJob(s.queue, s.name, s.data, { ...s.options, repeat: undefined, jobId: id, delay: 0 });
      this.tick(key, s, Math.max(at, Date.now()));
    });
  }

  private enqueueAfter(entry: Entry, delay: number): void {
    entry.state = 'delayed';
    const enqueue = (): void => {
      entry.timer = undefined;
      if (this.closed || this.entries.get(entryKey(entry.job.queue, entry.job.id)) !== entry) return;
      entry.state = 'waiting';
      this.queue(entry.job.queue).waiting.push(entry);
      this.pump(entry.job.queue);
    };
    if (delay > 0) arm(entry, Date.now() + delay, enqueue);
    else queueMicrotask(enqueue);
  }

  private pump(queue: QueueName): void {
    const state = this.queue(queue);
    while (!this.closed && state.handler && state.active < state.concurrency && state.waiting.length) {
      const entry = state.waiting.shift()!;
      const run = this.run(state, entry);
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }
  }

  private async run(state: QueueState, entry: Entry): Promise<void> {
    const { job } = entry;
    const key = entryKey(job.queue, job.id);
    state.active++;
    entry.state = 'active';
    try {
      await state.handler!({ ...job, data: structuredClone(job.data) });
      this.entries.delete(key);
    } catch (error) {
      job.attemptsMade++;
      if (job.attemptsMade < entry.attempts && !this.closed) {
        this.enqueueAfter(entry, backoffDelay(entry.backoff, job.attemptsMade));
      } else {
        // Kept like BullMQ's removeOnFail: false, so a repeat add of the same id stays ignored until removed.
        entry.state = 'failed';
        this.logger.error(`${job.queue}/${job.name} ${job.id} failed after ${job.attemptsMade} attempts: ${String(error)}`);
      }
    } finally {
      state.active--;
      this.pump(job.queue);
    }
  }

  private queue(queue: QueueName): QueueState {
    let state = this.queues.get(queue);
    if (!state) this.queues.set(queue, (state = { concurrency: 1, active: 0, waiting: [] }));
    return state;
  }
}

/** setTimeout caps at 2^31-1 ms (about 24 days); a yearly cron waits longer, so re-arm in steps. */
const MAX_TIMEOUT = 2 ** 31 - 1;
function arm(holder: { timer?: NodeJS.Timeout }, at: number, fire: () => void): void {
  const wait = Math.max(0, at - Date.now());
  holder.timer = setTimeout(() => (wait > MAX_TIMEOUT ? arm(holder, at, fire) : fire()), Math.min(wait, MAX_TIMEOUT));
}

const entryKey = (queue: QueueName, id: string): string => `${queue}\u0000${id}`;

/** Epoch ms of the next firing strictly after `from`. */
export function nextRun(repeat: JobRepeat, from: number, defaultTimeZone?: string): number {
  if ('every' in repeat) return (Math.floor(from / repeat.every) + 1) * repeat.every;
  const expression = CronExpressionParser.parse(repeat.cron, { currentDate: new Date(from), tz: repeat.tz ?? defaultTimeZone });
  return expression.next().getTime();
}
