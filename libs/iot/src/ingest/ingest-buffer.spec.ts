import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { Logger } from '@nestjs/common';
import { INGEST_BATCH_CHANNEL, IngestBuffer, type IngestBatchFigures } from './ingest-buffer';

const tick = (ms = 0): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A writer whose calls wait until the test opens the gate; records every batch it was given. */
function gatedWriter(): {
  write: (items: number[]) => Promise<void>;
  batches: number[][];
  open(): void;
  close(): void;
} {
  let gate: Promise<void> = Promise.resolve();
  let release = (): void => undefined;
  const batches: number[][] = [];
  return {
    batches,
    write: async (items) => {
      batches.push([...items]);
      await gate;
    },
    open: () => release(),
    close: () => {
      gate = new Promise((resolve) => (release = resolve));
    },
  };
}

/** What the MQTT side does: before reading the next uplink, wait while the buffer says it is full. */
async function produce(
  buffer: IngestBuffer<number>,
  n: number,
  seen: { maxPending: number },
  done: Array<Promise<void>>,
): Promise<void> {
  for (let i = 0; i < n; i++) {
    await buffer.backpressure();
    done.push(buffer.push(i));
    seen.maxPending = Math.max(seen.maxPending, buffer.pending);
  }
}

describe('IngestBuffer (back-pressure)', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('never holds more than maxPending, writes everything once in arrival order with a slow writer', async () => {
    const written: number[] = [];
    const seen = { maxPending: 0 };
    const buffer = new IngestBuffer<number>(
      async (items) => {
        seen.maxPending = Math.max(seen.maxPending, buffer.pending);
        await tick(5);
        written.push(...items);
      },
      { maxBatch: 10, maxWaitMs: 20, maxPending: 25 },
    );
    const done: Array<Promise<void>> = [];
    await produce(buffer, 400, seen, done);
    await Promise.all(done);
    expect(written).toEqual([...Array(400).keys()]);
    expect(seen.maxPending).toBeLessThanOrEqual(25);
    // The bound was reached (the producer really waited), not merely never approached.
    expect(seen.maxPending).toBe(25);
    expect(buffer.pending).toBe(0);
  });

  it('a full buffer makes the producer wait until a batch ends, then lets it go on', async () => {
    const writer = gatedWriter();
    writer.close();
    const buffer = new IngestBuffer<number>(writer.write, { maxBatch: 4, maxWaitMs: 10, maxPending: 8 });
    const done = [...Array(8).keys()].map((i) => buffer.push(i));
    await tick(30);
    expect(buffer.pending).toBe(8);
    const wait = buffer.backpressure();
    expect(wait).toBeInstanceOf(Promise);
    let resumed = false;
    void wait!.then(() => (resumed = true));
    await tick(100);
    expect(resumed).toBe(false);
    expect(writer.batches).toEqual([[0, 1, 2, 3]]);

    writer.open();
    await tick(0);
    await tick(0);
    expect(resumed).toBe(true);
    expect(buffer.pending).toBeLessThan(8);
    expect(buffer.backpressure()).toBeUndefined();
    await Promise.all(done);
    expect(writer.batches.flat()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('a failing writer is retried until it recovers: nothing is dropped, nothing resolves early, the bound holds', async () => {
    let failuresLeft = 2;
    const written: number[] = [];
    const attempts: number[][] = [];
    const seen = { maxPending: 0 };
    const buffer = new IngestBuffer<number>(
      async (items) => {
        attempts.push([...items]);
        await tick(1);
        if (failuresLeft > 0) {
          failuresLeft--;
          throw new Error('database away');
        }
        written.push(...items);
      },
      { maxBatch: 5, maxWaitMs: 10, maxPending: 12 },
    );
    const resolved = new Set<number>();
    const done: Array<Promise<void>> = [];
    const producing = (async () => {
      for (let i = 0; i < 40; i++) {
        await buffer.backpressure();
        done.push(buffer.push(i).then(() => void resolved.add(i)));
        seen.maxPending = Math.max(seen.maxPending, buffer.pending);
      }
    })();
    // During the first retry pause (0.5 s) the first batch failed: none of its items is reported written.
    await tick(200);
    expect(attempts.length).toBe(1);
    expect(written).toEqual([]);
    expect(resolved.size).toBe(0);
    expect(buffer.pending).toBe(12);

    await producing;
    await Promise.all(done);
    expect(failuresLeft).toBe(0);
    expect(attempts[0]).toEqual(attempts[1]);
    expect(attempts[1]).toEqual(attempts[2]);
    expect(written).toEqual([...Array(40).keys()]);
    expect(resolved.size).toBe(40);
    expect(seen.maxPending).toBeLessThanOrEqual(12);
  });

  it('close() writes what is buffered and then refuses new items', async () => {
    const written: number[] = [];
    const buffer = new IngestBuffer<number>((items) => Promise.resolve(void written.push(...items)), {
      maxBatch: 100,
      maxWaitMs: 10_000,
      maxPending: 1000,
    });
    const done = [1, 2, 3].map((i) => buffer.push(i));
    await buffer.close();
    await Promise.all(done);
    expect(written).toEqual([1, 2, 3]);
    await expect(buffer.push(4)).rejects.toThrow('ingest is stopping');
    expect(written).toEqual([1, 2, 3]);
  });
});

describe('IngestBuffer (figures for a subscriber)', () => {
  it('publishes each committed batch’s size, wait and write time on its diagnostics channel, and nothing for a failed write', async () => {
    const seen: IngestBatchFigures[] = [];
    const listen = (message: unknown): void => void seen.push(message as IngestBatchFigures);
    subscribe(INGEST_BATCH_CHANNEL, listen);
    try {
      let fail = true;
      const buffer = new IngestBuffer<number>(
        async () => {
          await tick(20);
          if (fail) throw new Error('database away');
        },
        { maxBatch: 3, maxWaitMs: 10, maxPending: 100 },
      );
      Logger.overrideLogger(false);
      const done = [1, 2, 3].map((n) => buffer.push(n));
      await tick(30);
      expect(seen).toEqual([]);
      fail = false;
      await Promise.all(done);
      expect(seen).toHaveLength(1);
      expect(seen[0].size).toBe(3);
      expect(seen[0].writeMs).toBeGreaterThanOrEqual(15);
      expect(seen[0].waitMs).toBeGreaterThan(seen[0].writeMs); // it waited through the failed attempt and the pause
      await buffer.close();
    } finally {
      unsubscribe(INGEST_BATCH_CHANNEL, listen);
    }
  });
});
