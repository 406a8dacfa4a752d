#!/usr/bin/env node
// Summarises a .cpuprofile: busy share, the functions with most self time, the project's functions with their
// callees, and each stall — a run of samples without "(idle)" longer than --stall ms — with where its time went.
//   node bench/ingest/cpu-top.mjs profile.cpuprofile [--top 25] [--stall 50]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: { top: { type: 'string', default: '25' }, stall: { type: 'string', default: '50' } },
  allowPositionals: true,
});
const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(positionals[0], 'utf8'));
const TOP = Number(values.top);
const byId = new Map(nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const where = (f) =>
  `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules|dist)\//, '$1/')}:${f.lineNumber + 1}`;
const stackOf = (id) => {
  const keys = [];
  for (let at = id; at !== undefined; at = parent.get(at)) keys.push(where(byId.get(at).callFrame));
  return keys; // leaf first
};
const isIdle = (id) => byId.get(id).callFrame.functionName === '(idle)';
const ms = (us) => us / 1000;

/** Self and (project, with callees) totals over the samples from..to. */
function tally(from, to) {
  const self = new Map();
  const total = new Map();
  for (let i = from; i < to; i++) {
    const dt = timeDeltas[i + 1] ?? 0;
    const stack = stackOf(samples[i]);
    self.set(stack[0], (self.get(stack[0]) ?? 0) + dt);
    for (const k of new Set(stack)) if (/dist\/(libs|apps)\//.test(k)) total.set(k, (total.get(k) ?? 0) + dt);
  }
  return { self, total };
}
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
const line = ([k, us]) => `${ms(us).toFixed(0).padStart(7)} ms  ${k}`;

let busy = 0;
let all = 0;
for (let i = 0; i < samples.length; i++) {
  const dt = timeDeltas[i + 1] ?? 0;
  all += dt;
  if (!isIdle(samples[i])) busy += dt;
}
console.log(`profile ${ms(all).toFixed(0)} ms, busy ${ms(busy).toFixed(0)} ms (${((busy / all) * 100).toFixed(0)} %)`);
const whole = tally(0, samples.length);
console.log('\nself:');
for (const e of top(whole.self, TOP)) console.log(line(e));
console.log('\nproject functions, with their callees:');
for (const e of top(whole.total, TOP)) console.log(line(e));

const stalls = [];
for (let i = 0, start = -1, length = 0, at = 0; i < samples.length; i++) {
  const dt = timeDeltas[i + 1] ?? 0;
  if (!isIdle(samples[i])) {
    if (start < 0) [start, length] = [i, 0];
    length += dt;
  } else if (start >= 0) {
    if (ms(length) >= Number(values.stall)) stalls.push({ from: start, to: i, at: ms(at), length: ms(length) });
    start = -1;
  }
  at += dt;
}
console.log(`\n${stalls.length} stalls of ${values.stall} ms or more:`);
for (const s of stalls.sort((a, b) => b.length - a.length).slice(0, 8)) {
  const { self, total } = tally(s.from, s.to);
  console.log(`\n${s.length.toFixed(0)} ms busy at ${(s.at / 1000).toFixed(2)} s — self:`);
  for (const e of top(self, 6)) console.log(line(e));
  console.log('  project:');
  for (const e of top(total, 6)) console.log(line(e));
}
