import { channel } from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';
import { Logger } from '@nestjs/common';

export interface IngestBufferOptions {
  /** Flush as soon as this many items wait. */
  maxBatch: number;
  /** …or this long after the first of them arrived. */
  maxWaitMs: number;
  /**
   * The bound: at this many items (waiting + being written) ingest stops reading until a flush ends: the ingest
   * client stops reading from an external broker, the embedded broker stops handing over device uplinks.
   */
  maxPending: number;
}

export const DEFAULT_BUFFER: IngestBufferOptions = { maxBatch: 500, maxWaitMs: 50, maxPending: 10_000 };

/** What one committed batch cost; published only while something (the ingest bench's probe) subscribes. */
export interface IngestBatchFigures {
  size: number;
  /** From the oldest item's arrival to the start of its write. */
  waitMs: number;
  writeMs: number;
}

export const INGEST_BATCH_CHANNEL = 'gengyun:ingest.batch';
const batchChannel = channel(INGEST_BATCH_CHANNEL);

interface Entry<T> {
  item: T;
  at: number;
  resolve(): void;
  reject(error: Error): void;
}

/**
 * Collects items and writes them in batches, one batch at a time, in arrival order (what arrives during a write
 * forms the next batch, so batches grow with the load). `push` resolves when the
 * item's batch is written; a failed batch is retried (with a growing pause) rather than dropped, and the bound
 * turns into back-pressure on the broker instead of memory growth.
 */
export class IngestBuffer<T> {
  private readonly logger = new Logger('Ingest');
  private queue: Array<Entry<T>> = [];
  private writing = 0;
  private timer?: NodeJS.Timeout;
  private flushing = false;
  private closed = false;
  private roomWaiters: Array<() => void> = [];
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly options: IngestBufferOptions = DEFAULT_BUFFER,
  ) {}

  get pending(): number {
    return this.queue.length + this.writing;
  }

  push(item: T): Promise<void> {
    if (this.closed) return Promise.reject(new Error('ingest is stopping'));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ item, at: performance.now(), resolve, reject });
      if (this.queue.length >= this.options.maxBatch) this.kick();
      else this.timer ??= setTimeout(() => this.kick(), this.options.maxWaitMs);
    });
  }

  /** A promise while the buffer is full (the caller stops reading), undefined when there is room. */
  backpressure(): Promise<void> | undefined {
    if (this.pending < this.options.maxPending || this.closed) return undefined;
    return new Promise((resolve) => this.roomWaiters.push(resolve));
  }

  /** Writes what is buffered, then refuses new items; items still failing are rejected (left unacknowledged). */
  async close(): Promise<void> {
    this.kick();
    await new Promise<void>((resolve) =>
      this.flushing || this.queue.length ? this.idleWaiters.push(resolve) : resolve(),
    );
    this.closed = true;
    clearTimeout(this.timer);
    for (const entry of this.queue.splice(0)) entry.reject(new Error('ingest stopped'));
    for (const wake of this.roomWaiters.splice(0)) wake();
  }

  private kick(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.flushing && this.queue.length) void this.flushLoop();
  }

  private async flushLoop(): Promise<void> {
    this.flushing = true;
    let failures = 0;
    while (this.queue.length) {
      const batch = this.queue.slice(0, this.options.maxBatch);
      this.writing = batch.length;
      this.queue = this.queue.slice(batch.length);
      try {
        const started = performance.now();
        await this.write(batch.map((e) => e.item));
        if (batchChannel.hasSubscribers) {
          batchChannel.publish({
            size: batch.length,
            waitMs: started - batch[0].at,
            writeMs: performance.now() - started,
          } satisfies IngestBatchFigures);
        }
        failures = 0;
        for (const entry of batch) entry.resolve();
      } catch (error) {
        failures++;
        this.logger.error(`writing ${batch.length} readings failed (attempt ${failures}): ${String(error)}`);
        // Back in the queue: counted once there, not also as being written, while the retry pause lasts.
        this.queue = [...batch, ...this.queue];
        this.writing = 0;
        if (this.closed || (failures >= 3 && this.idleWaiters.length > 0)) {
          // Stopping: give up on this batch; the broker redelivers the unacknowledged uplinks.
          for (const entry of this.queue.splice(0)) entry.reject(error as Error);
        } else {
          await new Promise((resolve) => setTimeout(resolve, Math.min(10_000, 250 * 2 ** failures)));
        }
      } finally {
        this.writing = 0;
        if (this.pending < this.options.maxPending) for (const wake of this.roomWaiters.splice(0)) wake();
      }
    }
    this.flushing = false;
    for (const wake of this.idleWaiters.splice(0)) wake();
  }
}
