// `npm test`: the whole suite from a fresh clone. Installs what is missing, starts the services, runs every
// runner (type checks, Jest on SQLite and on MariaDB, web unit tests, browser tests) and ends with one line
// `N passed, N failed` summed over all runners.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureServices, relaxMariaDbForTests } from './services.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-artifacts', 'reports');
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const timings = [];

/**
 * Runs a command; resolves true when it exits 0. `quiet` keeps its output until it ends (then prints it whole), so
 * runners going at the same time do not interleave their lines.
 */
const run = (label, cmd, args, { env = {}, cwd = root, quiet = false } = {}) =>
  new Promise((resolve) => {
    if (!quiet) process.stdout.write(`\n▶ ${label}\n`);
    const started = Date.now();
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      timings.push(`${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s  ${label}`);
      if (quiet) process.stdout.write(`\n▶ ${label}\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });

/** A check that is not a test runner (type check, lint, build): counted as one test. */
const check = async (label, cmd, args, options) => {
  const ok = await run(label, cmd, args, options);
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) problems.push(label);
  return ok;
};

const jest = async (label, config, args, env = {}) => {
  const out = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const ok = await run(label, 'npx', ['jest', '--config', config, '--json', `--outputFile=${out}`, ...args], { env });
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

const vitest = async () => {
  const out = join(reports, 'web-unit.json');
  const ok = await run('web unit and component tests (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], { cwd: join(root, 'web') });
  if (!existsSync(out)) {
    totals.failed += 1;
    problems.push('web unit tests (no report)');
    return;
  }
  const r = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  if (!ok) problems.push('web unit tests');
  if (!ok && !r.numFailedTests) totals.failed += 1;
};

const hasFiles = (dir, suffix) =>
  existsSync(dir) && readdirSync(dir, { recursive: true }).some((f) => String(f).endsWith(suffix));

if (!existsSync(join(root, 'node_modules'))) {
  await run('install dependencies', 'npm', ['ci'], { env: { npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr' } });
}
await ensureServices();

// The type checks are single-threaded: on two cores they run side by side. The lint (single-threaded too, and as long
// as both together) goes beside the MariaDB suites below, which leave the cores idle while they wait on the disk.
await Promise.all([
  check('type check (server)', 'npx', ['tsc', '-p', 'tsconfig.json'], { quiet: true }),
  check('type check (web)', 'npx', ['tsc', '-p', 'web/tsconfig.json'], { quiet: true }),
]);
// Suites that run one at a time, after the others, with nothing else going: those that count every message on the
// machine's Mosquitto (with a test group of their own, each also receives the uplinks another suite publishes
// meanwhile) and those that kill and restart processes against wall-clock bounds (a step at most 2 s late).
const alone = ['test/ingest/db-outage', 'test/ingest/restart', 'test/ingest/worker-kill', 'test/mqtt/mosquitto.e2e-spec', 'test/alarms/escalation-restart'];
const apart = alone.flatMap((p) => ['--testPathIgnorePatterns', p]);
await jest('api and unit tests on SQLite', 'jest.config.js', apart);
await jest('suites run alone, on SQLite', 'jest.config.js', ['--runInBand', ...alone]);
// The MariaDB run mostly waits on the database's disk: the build for the browser tests (which read dist/, never the
// suites) and the lint use the cores meanwhile.
const browserSpecs = hasFiles(join(root, 'test', 'web'), '.web-spec.ts');
const built = browserSpecs ? check('build (server and web)', 'npm', ['run', 'build'], { quiet: true }) : Promise.resolve(false);
const linted = check('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { quiet: true });
const onMariaDb = ['test/api', 'test/architecture', 'test/ingest', 'test/alarms'];
const restoreMariaDb = relaxMariaDbForTests();
await jest('api, ingest and alarm tests on MariaDB', 'jest.config.js', [...onMariaDb, ...apart], { TEST_DB: 'mariadb' });
const [buildOk] = await Promise.all([built, linted]);
await jest('suites run alone, on MariaDB', 'jest.config.js', ['--runInBand', ...alone.filter((p) => onMariaDb.some((dir) => p.startsWith(dir)))], { TEST_DB: 'mariadb' });
restoreMariaDb();
await vitest();
if (browserSpecs) {
  if (buildOk && ensureChromium()) {
    await jest('browser tests (playwright-core + Chromium)', 'test/web/jest.config.js', []);
  } else {
    totals.failed += 1;
    problems.push('browser tests could not run (build or Chromium missing)');
  }
}

process.stdout.write(`\ntime per runner:\n${timings.join('\n')}\n`);
if (problems.length) process.stdout.write(`\nfailed: ${problems.join('; ')}\n`);
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`);
process.exit(totals.failed ? 1 : 0);
