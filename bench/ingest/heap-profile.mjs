// Where the bench process's heap allocations come from during the latency window (phase b: the embedded server runs in
// this process): V8's sampling heap profiler, counting objects that GC already collected too, so the profile is the
// allocation *rate* by call site, not what is still live. Written as a .heapprofile (Chrome DevTools opens it) and
// summarised by `heap-top.mjs`.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export function heapSampler(file) {
  const session = new Session();
  session.connect();
  return {
    async start() {
      await session.post('HeapProfiler.enable');
      await session.post('HeapProfiler.startSampling', {
        samplingInterval: 16_384,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
    },
    async stop() {
      const { profile } = await session.post('HeapProfiler.stopSampling');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}
