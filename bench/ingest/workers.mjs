// Phase (c)'s ingest workers: each a separate `node` process on the compiled apps/worker, so two workers use two
// processes (and both cores), as in production.
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';

const PROBE = new URL('./probe.mjs', import.meta.url).href;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Does this build read the ingest client id from the environment (INGEST_CLIENT_ID)? */
export const hasIngestClientIdEnv = (core) => {
  try {
    return (
      core.AppConfig.fromEnv({ INGEST_CLIENT_ID: 'probe', DB_URL: 'sqlite::memory:' }).mqtt
        ?.ingestClientId === 'probe'
    );
  } catch {
    return false;
  }
};

/** Is `pid` holding an established TCP connection to the broker's port? (`ss -p` needs root, as the bench runs.) */
function connectedTo(pid, port) {
  try {
    return execFileSync('ss', ['-Htnp', 'state', 'established', `dport = :${port}`], {
      encoding: 'utf8',
    }).includes(`pid=${pid},`);
  } catch {
    return false;
  }
}

/**
 * Starts one worker process per client id, with the same database, Redis and broker as the bench's api; resolves
 * when each holds its broker connection (it subscribes right after connecting), plus a second for the subscribe.
 */
export async function startWorkers({ dist, clientIds, shareGroup, env, brokerPort }) {
  const main = join(dist, 'apps/worker/src/main.js');
  const workers = clientIds.map((clientId) => {
    const child = spawn(process.execPath, ['--import', PROBE, main], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        ...env,
        INGEST_CLIENT_ID: clientId,
        INGEST_SHARE_GROUP: shareGroup,
        BENCH_PROBE: '1',
      },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
    const exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
    return { clientId, child, exited, stderr: () => stderr };
  });
  const until = Date.now() + 60_000;
  for (const w of workers) {
    while (!connectedTo(w.child.pid, brokerPort)) {
      if (w.child.exitCode !== null)
        throw new Error(`worker ${w.clientId} exited (${w.child.exitCode}): ${w.stderr()}`);
      if (Date.now() > until)
        throw new Error(`worker ${w.clientId} did not connect to the broker within 60 s: ${w.stderr()}`);
      await sleep(200);
    }
  }
  await sleep(1000);
  return workers;
}

/** SIGTERM (the worker closes its Nest context), SIGKILL after 15 s. */
export async function stopWorkers(workers) {
  await Promise.all(
    workers.map(async (w) => {
      if (w.child.exitCode !== null || w.child.signalCode !== null) return;
      w.child.kill('SIGTERM');
      const timer = setTimeout(() => w.child.kill('SIGKILL'), 15_000);
      await w.exited;
      clearTimeout(timer);
    }),
  );
}

/** The workers' probe figures since the previous call (the first call only starts the window). */
export function probeWorkers(workers) {
  return Promise.all(
    workers.map(
      (w) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => {
            w.child.off('message', answer);
            reject(
              new Error(
                `worker ${w.clientId} sent no probe figures within 10 s (exit ${w.child.exitCode ?? w.child.signalCode}): ${w.stderr()}`,
              ),
            );
          }, 10_000);
          const answer = (m) => {
            if (!m?.probe) return;
            clearTimeout(timer);
            w.child.off('message', answer);
            resolve(m.probe);
          };
          w.child.on('message', answer);
          w.child.send({ probe: 'window' });
        }),
    ),
  );
}
