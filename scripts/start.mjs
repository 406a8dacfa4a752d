// `npm start` on a fresh clone: install if needed, build what is stale, then serve the embedded mode
// (SQLite under data/, in-process jobs, embedded MQTT broker). The server migrates, seeds the demo
// enterprise and prints the URL and the demo login.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env, npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr' };

const step = (label, cmd, args) => {
  process.stdout.write(`▶ ${label}\n`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** Newest modification time under the given folders (skipping build output and dependencies). */
const newest = (...dirs) => {
  let max = 0;
  for (const dir of dirs.map((d) => join(root, d)).filter(existsSync)) {
    if (!statSync(dir).isDirectory()) {
      max = Math.max(max, statSync(dir).mtimeMs);
      continue;
    }
    for (const f of readdirSync(dir, { recursive: true })) {
      const path = join(dir, String(f));
      if (/node_modules|[\\/]dist[\\/]?/.test(path)) continue;
      max = Math.max(max, statSync(path).mtimeMs);
    }
  }
  return max;
};
const builtAt = (file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0);

if (!existsSync(join(root, 'node_modules'))) step('installing dependencies', 'npm', ['ci', '--no-audit', '--no-fund']);
if (newest('apps', 'libs') > builtAt('dist/apps/api/src/main.js')) step('building the server', 'npm', ['run', 'build:server']);
if (newest('web/src', 'web/index.html', 'libs/contracts/src') > builtAt('web/dist/index.html')) {
  step('building the web admin', 'npm', ['run', 'build:web']);
}
const server = spawn('node', ['dist/apps/api/src/main.js'], { cwd: root, stdio: 'inherit', env });
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));

// `npm start -- --simulate` (or SIMULATE=1): once the server answers, add simulated meters and feed them as devices would.
if (process.argv.includes('--simulate') || process.env.SIMULATE === '1') {
  const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const up = async () => {
    for (;;) {
      try {
        if ((await fetch(`${api}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  };
  await up();
  const simulator = spawn('node', ['scripts/simulate.mjs', '--api', api, '--rate', '1'], { cwd: root, stdio: 'inherit', env });
  server.on('exit', () => simulator.kill());
}
