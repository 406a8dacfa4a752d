// `npm test`: the whole suite from a fresh clone. Installs what is missing, starts the services, runs every
// runner (type checks, Jest on SQLite and on MariaDB, web unit tests, browser tests) and ends with one line
// `N passed, N failed` summed over all runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureServices } from './services.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-artifacts', 'reports');
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

const timings = [];
const run = (label, cmd, args, env = {}, cwd = root) => {
  process.stdout.write(`\n▶ ${label}\n`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s  ${label}`);
  return result.status === 0;
};

/** A check that is not a test runner (type check, build): counted as one test. */
const check = (label, cmd, args) => {
  const ok = run(label, cmd, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) problems.push(label);
  return ok;
};

const jest = (label, config, args, env = {}) => {
  const out = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(label, 'npx', ['jest', '--config', config, '--json', `--outputFile=${out}`, ...args], env);
  if (!existsSync(out)) {
    totals.failed += 1;
    problems.push(`${label} (no report)`);
    return;
  }
  const r = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + r.numRuntimeErrorTestSuites;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  if (!ok || r.numFailedTests || r.numRuntimeErrorTestSuites) problems.push(label);
};

const hasFiles = (dir, suffix) =>
  existsSync(dir) && readdirSync(dir, { recursive: true }).some((f) => String(f).endsWith(suffix));

if (!existsSync(join(root, 'node_modules'))) {
  run('install dependencies', 'npm', ['ci'], { npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr' });
}
await ensureServices();

check('type check (server)', 'npx', ['tsc', '-p', 'tsconfig.json']);
check('type check (web)', 'npx', ['tsc', '-p', 'web/tsconfig.json']);
check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
// Suites that run one at a time, after the others: those that count every message on the machine's Mosquitto (with
// a test group of their own, each also receives the uplinks another suite publishes meanwhile) and those that kill
// and restart processes against wall-clock bounds (a step at most 2 s late).
const alone = ['test/ingest/db-outage', 'test/ingest/restart', 'test/ingest/worker-kill', 'test/mqtt/mosquitto.e2e-spec', 'test/alarms/escalation-restart'];
const apart = alone.flatMap((p) => ['--testPathIgnorePatterns', p]);
jest('api and unit tests on SQLite', 'jest.config.js', apart);
jest('suites run alone, on SQLite', 'jest.config.js', ['--runInBand', ...alone]);
const onMariaDb = ['test/api', 'test/architecture', 'test/ingest', 'test/alarms'];
jest('api, ingest and alarm tests on MariaDB', 'jest.config.js', [...onMariaDb, ...apart], { TEST_DB: 'mariadb' });
jest('suites run alone, on MariaDB', 'jest.config.js', ['--runInBand', ...alone.filter((p) => onMariaDb.some((dir) => p.startsWith(dir)))], { TEST_DB: 'mariadb' });
{
  const out = join(reports, 'web-unit.json');
  const ok = run('web unit and component tests (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {}, join(root, 'web'));
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    if (!ok) problems.push('web unit tests');
    if (!ok && !r.numFailedTests) totals.failed += 1;
  } else {
    totals.failed += 1;
    problems.push('web unit tests (no report)');
  }
}
if (hasFiles(join(root, 'test', 'web'), '.web-spec.ts')) {
  if (check('build (server and web)', 'npm', ['run', 'build']) && ensureChromium()) {
    jest('browser tests (playwright-core + Chromium)', 'test/web/jest.config.js', []);
  } else {
    totals.failed += 1;
    problems.push('browser tests could not run (build or Chromium missing)');
  }
}

process.stdout.write(`\ntime per runner:\n${timings.join('\n')}\n`);
if (problems.length) process.stdout.write(`\nfailed: ${problems.join('; ')}\n`);
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`);
process.exit(totals.failed ? 1 : 0);
