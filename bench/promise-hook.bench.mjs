#!/usr/bin/env node
// What one AsyncLocalStorage run costs every promise after it on this Node (20: a process-wide promise hook, for good):
// the same promise-heavy loop (an async call and a then per step, as ingest's per-reading path does) timed 5 times
// before any ALS run (the baseline) and 5 times after one, in one process. Prints each side's median with its spread.
//   node bench/promise-hook.bench.mjs [--steps 1000000] [--runs 5]
import { AsyncLocalStorage } from 'node:async_hooks';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { steps: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '5' } },
});
const STEPS = Number(values.steps);
const RUNS = Number(values.runs);

const step = async (i) => {
  await null;
  return i;
};
async function loop() {
  const started = performance.now();
  let sum = 0;
  for (let i = 0; i < STEPS; i++) sum += await step(i).then((x) => x + 1);
  if (sum < 0) throw new Error('unreachable');
  return performance.now() - started;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function side(label) {
  await loop(); // warm-up
  const times = [];
  for (let r = 0; r < RUNS; r++) times.push(await loop());
  const m = median(times);
  console.log(
    `${label}: median ${m.toFixed(0)} ms (${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)}) for ${STEPS.toLocaleString('en')} steps, ${((m * 1e6) / STEPS).toFixed(0)} ns a step`,
  );
  return m;
}

console.log(`node ${process.version}`);
const before = await side('no AsyncLocalStorage run yet (baseline)');
new AsyncLocalStorage().run({}, () => undefined);
const after = await side('after one AsyncLocalStorage run         ');
console.log(`× ${(after / before).toFixed(2)} per promise-heavy step`);
