#!/usr/bin/env node
// Summarises a .heapprofile: the call sites that allocated most (self), and the project's functions with what they
// and their callees allocated (total).   node bench/ingest/heap-top.mjs profile.heapprofile [--top 25]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: { top: { type: 'string', default: '25' } },
  allowPositionals: true,
});
const { head } = JSON.parse(readFileSync(positionals[0], 'utf8'));
const self = new Map();
const total = new Map();
const where = (f) =>
  `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules|dist)\//, '$1/')}:${f.lineNumber + 1}`;
let all = 0;
const walk = (node, stack) => {
  const key = where(node.callFrame);
  const mine = node.selfSize;
  all += mine;
  self.set(key, (self.get(key) ?? 0) + mine);
  const sum = mine + node.children.reduce((s, c) => s + walk(c, [...stack, key]), 0);
  if (!stack.includes(key) && /dist\/(libs|apps)\//.test(key)) total.set(key, (total.get(key) ?? 0) + sum);
  return sum;
};
walk(head, []);
const mb = (b) => `${(b / 1048576).toFixed(1).padStart(7)} MB`;
const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
console.log(`allocated (sampled) ${mb(all)}\n\nself:`);
for (const [k, v] of top(self)) console.log(`${mb(v)}  ${k}`);
console.log('\nproject functions, with their callees:');
for (const [k, v] of top(total)) console.log(`${mb(v)}  ${k}`);
