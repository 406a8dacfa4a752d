// Where a latency tail comes from, measured inside a process of the server under test: event-loop delay, garbage
// collection pauses, and the ingest batches' queueing and write times (from the IngestBuffer's diagnostics channel,
// which publishes only while this subscribes). The bench uses it in its own process (embedded server; the api in
// scaled mode) and preloads it into each worker process (`node --import probe.mjs` with an IPC channel), where each
// `{ probe: 'window' }` message is answered with the figures since the previous one. (Not a signal: the worker's
// shutdown hooks take SIGUSR2, and Node keeps SIGUSR1 for its inspector.)
import { subscribe } from 'node:diagnostics_channel';
import { PerformanceObserver, createHistogram, monitorEventLoopDelay, performance } from 'node:perf_hooks';

/** INGEST_BATCH_CHANNEL in libs/iot/src/ingest/ingest-buffer.ts. */
const BATCH_CHANNEL = 'gengyun:ingest.batch';

/** Starts sampling; `window()` answers the figures since the previous call (or the start) and starts a new window. */
export function startProbe() {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let state;
  const reset = () => {
    loop.reset();
    state = {
      from: performance.now(),
      gc: [],
      batches: 0,
      items: 0,
      wait: createHistogram(),
      write: createHistogram(),
    };
  };
  reset();
  new PerformanceObserver((list) => state.gc.push(...list.getEntries().map((e) => e.duration))).observe({
    entryTypes: ['gc'],
  });
  subscribe(BATCH_CHANNEL, (m) => {
    state.batches++;
    state.items += m.size;
    state.wait.record(Math.max(1, Math.round(m.waitMs * 1000)));
    state.write.record(Math.max(1, Math.round(m.writeMs * 1000)));
  });
  const ms = (h, p) => (h.count ? h.percentile(p) / 1000 : null); // recorded in µs
  return {
    window() {
      const seconds = (performance.now() - state.from) / 1000;
      const gcMs = state.gc.reduce((a, b) => a + b, 0);
      const figures = {
        seconds,
        loopP50: loop.percentile(50) / 1e6,
        loopP99: loop.percentile(99) / 1e6,
        loopMax: loop.max / 1e6,
        gcCount: state.gc.length,
        gcMaxMs: state.gc.length ? Math.max(...state.gc) : 0,
        gcShare: gcMs / (seconds * 1000),
        batches: state.batches,
        batchSize: state.batches ? state.items / state.batches : null,
        batchWaitP99: ms(state.wait, 99),
        batchWriteP50: ms(state.write, 50),
        batchWriteP99: ms(state.write, 99),
      };
      reset();
      return figures;
    },
  };
}

if (process.send && process.env.BENCH_PROBE === '1') {
  const probe = startProbe();
  process.on('message', (m) => m?.probe === 'window' && process.send({ probe: probe.window() }));
  process.channel.unref(); // the channel must not keep a stopping worker alive
}
