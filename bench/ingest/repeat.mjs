#!/usr/bin/env node
// The ingest bench, run several times, each a fresh `node` process: every figure as the median of the runs with
// their spread, and, given an earlier run's file, how far each median moved from it.
//   node bench/ingest/repeat.mjs [--runs 3] [--out figures.json] [--against earlier.json] [-- <ingest.bench.mjs flags>]
// A median moving by more than 25 % from the earlier run's is marked: that figure did not reproduce.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: args, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, out: { type: 'string' }, against: { type: 'string' } },
  allowPositionals: true,
});
const RUNS = Number(args.runs);
const bench = fileURLToPath(new URL('./ingest.bench.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'gy-bench-repeat-'));
const out = (line) => process.stdout.write(`${line}\n`);

/** The figures compared between runs, per phase: [name, read, unit, higher is better]. */
export const FIGURES = [
  ['readings/s', (r) => r.perSecond, '/s', true],
  ['loss', (r) => r.sent - r.stored, '', false],
  ['× bare', (r) => r.ratio, '', true],
  ['latency p50', (r) => r.p50, 'ms', false],
  ['latency p99', (r) => r.p99, 'ms', false],
  ['online storm', (r) => r.online?.seconds, 's', false],
  ['online storm p99', (r) => r.online?.p99, 'ms', false],
  ['alarm p50', (r) => r.alarmP50, 'ms', false],
  ['alarm p99', (r) => r.alarmP99, 'ms', false],
  ['server loop p99', (r) => r.sources?.server.loopP99, 'ms', false],
  ['server GC max', (r) => r.sources?.server.gcMaxMs, 'ms', false],
  [
    'batch write p99',
    (r) =>
      Math.max(
        r.sources?.server.batchWriteP99 ?? 0,
        ...(r.sources?.workers ?? []).map((w) => w.batchWriteP99 ?? 0),
      ) || undefined,
    'ms',
    false,
  ],
  [
    'worker loop p99',
    (r) => (r.sources?.workers?.length ? Math.max(...r.sources.workers.map((w) => w.loopP99)) : undefined),
    'ms',
    false,
  ],
  ['publisher loop p99', (r) => r.clientLoopP99, 'ms', false],
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Per phase and figure: the runs' values, their median, min and max. */
export function aggregate(runs) {
  const phases = {};
  for (const run of runs)
    for (const r of run.phases) {
      const phase = (phases[r.key] ??= { label: r.label, figures: {} });
      for (const [name, read] of FIGURES) {
        const v = read(r);
        if (v === undefined || v === null || !Number.isFinite(v)) continue;
        (phase.figures[name] ??= { values: [] }).values.push(v);
      }
    }
  for (const phase of Object.values(phases))
    for (const f of Object.values(phase.figures))
      Object.assign(f, { median: median(f.values), min: Math.min(...f.values), max: Math.max(...f.values) });
  return phases;
}

const show = (x) =>
  Number.isInteger(x) || Math.abs(x) >= 100
    ? Math.round(x).toLocaleString('en')
    : x.toFixed(Math.abs(x) >= 10 ? 1 : 2);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    const file = join(dir, `run-${i}.json`);
    out(`\n▶ run ${i} of ${RUNS}`);
    const r = spawnSync(process.execPath, [bench, '--json', file, ...positionals], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`run ${i} exited with ${r.status}`);
    runs.push(JSON.parse(readFileSync(file, 'utf8')));
  }
  const phases = aggregate(runs);
  const earlier = args.against ? JSON.parse(readFileSync(args.against, 'utf8')).phases : undefined;
  out(
    `\nmedian of ${RUNS} runs (min–max)${earlier ? ", and the change from the earlier file's median" : ''}`,
  );
  out(`| phase | figure | median | spread |${earlier ? ' earlier | change |' : ''}`);
  out(`|---|---|---|---|${earlier ? '---|---|' : ''}`);
  let moved = 0;
  for (const [key, phase] of Object.entries(phases))
    for (const [name, unit] of FIGURES.map(([n, , u]) => [n, u])) {
      const f = phase.figures[name];
      if (!f) continue;
      let tail = '';
      const was = earlier?.[key]?.figures[name]?.median;
      if (earlier) {
        const change = was ? (f.median - was) / was : undefined;
        const far = change !== undefined && Math.abs(change) > 0.25;
        if (far) moved++;
        tail = ` ${was !== undefined ? show(was) : '–'} | ${change !== undefined ? `${change >= 0 ? '+' : ''}${(change * 100).toFixed(0)} %${far ? ' **> 25 %**' : ''}` : '–'} |`;
      }
      out(
        `| (${key}) ${phase.label} | ${name} | ${show(f.median)} ${unit} | ${show(f.min)}–${show(f.max)} |${tail}`,
      );
    }
  if (earlier)
    out(
      `\n${moved ? `${moved} figure(s) moved by more than 25 %` : 'every median within 25 % of the earlier run'}`,
    );
  if (args.out) writeFileSync(args.out, JSON.stringify({ runs: RUNS, args: positionals, phases }, null, 1));
}
