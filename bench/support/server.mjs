// What the benches do before they measure: read their numeric settings from the environment, load the compiled
// server, create their MariaDB database afresh, and start the app on a fresh data directory and a free port.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root directory. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A directory named by an environment variable (BENCH_DIST, BENCH_WEB_DIST), else its place in the repository. */
export const dirFromEnv = (name, ...inRepo) => resolve(process.env[name] ?? join(repoRoot, ...inRepo));

/** Each setting as a number from `<prefix><NAME>` (BENCH_ROWS for ROWS), else its default. */
export const benchNumbers = (defaults, prefix = 'BENCH_') =>
  Object.fromEntries(Object.entries(defaults).map(([name, fallback]) => [name, Number(process.env[`${prefix}${name}`] ?? fallback)]));

/**
 * The compiled server in `dist` (default: the repository's dist/): a `require` rooted at its api, which resolves the
 * compiled libs and the dependencies, and what boots it (loaded first: bootstrap, areas, core).
 */
export function loadServer(dist = join(repoRoot, 'dist')) {
  const require = createRequire(join(dist, 'apps/api/src/bootstrap.js'));
  const { createApp } = require('./bootstrap.js');
  const { migrate } = require('./areas.js');
  const core = require('@gengyun/core');
  return { require, createApp, migrate, core };
}

/**
 * The database of a `mariadb://user@host:port/name` URL dropped if it exists and created empty. Answers the server's
 * `mysql:` URL (without the database), the database's name and the open root connection (the bench ends it).
 */
export async function freshMariaDb(require, url) {
  const mysql = require('mysql2/promise');
  const server = url.replace(/^mariadb:/, 'mysql:').replace(/\/[^/]+$/, '');
  const dbName = url.split('/').pop();
  const root = await mysql.createConnection(server);
  await root.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
  await root.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  return { server, dbName, root };
}

/**
 * The app on a fresh data directory (`<tmpPrefix>…` in the temp dir), migrated and listening on a free port of
 * 127.0.0.1: production, silent, no demo seed, no MQTT broker, no web. `env` adds or replaces settings; without a
 * DB_URL the database is SQLite in the data directory. Answers the app and its base URL.
 */
export async function startServer({ createApp, migrate, core }, { tmpPrefix = 'gengyun-bench-', ...env } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), tmpPrefix));
  const config = core.AppConfig.fromEnv({
    NODE_ENV: 'production',
    DB_URL: `sqlite:${join(dataDir, 'bench.sqlite')}`,
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    MQTT_BROKER_PORT: '0',
    SEED_DEMO: 'false',
    PORT: '0',
    ...env,
  });
  await migrate(config);
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  return { app, base: `http://127.0.0.1:${app.getHttpServer().address().port}` };
}
