// What the bench process's thread does during the latency window (phase b holds the embedded server, phase c the
// api): V8's sampling CPU profiler, 1 ms apart, written as a .cpuprofile (Chrome DevTools opens it) and summarised by
// `cpu-top.mjs`, which also names the long stretches without an idle sample — the event loop's stalls.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export function cpuSampler(file) {
  const session = new Session();
  session.connect();
  return {
    async start() {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 1000 });
      await session.post('Profiler.start');
    },
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}
