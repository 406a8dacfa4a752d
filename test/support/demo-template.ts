import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { AppConfig } from '@gengyun/core';
import { createApp } from '../../apps/api/src/bootstrap';
import { seedDemo } from '../../apps/api/src/seed';
import { copyMigratedSqlite, schemaFingerprint } from './db-template';

// Seeding the whole demo enterprise (every area's data, walked through the services) takes a suite 10–20 s of CPU;
// the browser suites and the demo suites all start from it, so on SQLite they copy one seeded once.

const root = join(__dirname, '..', '..');
const PREFIX = 'gengyun-demo-';

/** The demo is built from the libraries, the seeding entry and today's date (its plans and tasks fall due from it). */
function demoKey(): string {
  const hash = createHash('sha256').update(schemaFingerprint()).update(readFileSync(join(root, 'apps', 'api', 'src', 'seed.ts')));
  return `${hash.digest('hex').slice(0, 16)}-${new Date().toISOString().slice(0, 13)}`;
}

/** Seeds the demo enterprise into a migrated SQLite file and a data directory through a booted app, as `npm start`. */
async function buildDemo(dbPath: string, dataDir: string): Promise<void> {
  await copyMigratedSqlite(dbPath);
  const config = AppConfig.fromEnv({
    NODE_ENV: 'test',
    DB_URL: `sqlite:${dbPath}`,
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    MQTT_BROKER_PORT: '0',
    SEED_DEMO: 'false',
    DEMO_FEED: 'false',
  });
  const app = await createApp(config);
  try {
    await seedDemo(app);
  } finally {
    await app.close();
  }
}

/**
 * Copies a SQLite database holding the demo enterprise to `dbPath` and its stored files (the plant's floor plan) under
 * `dataDir`. The seeded template is kept in the temporary directory per key; suites racing to build it each build their
 * own and move it into place (any copy is as good as another).
 */
export async function copyDemoSqlite(dbPath: string, dataDir: string): Promise<void> {
  const template = join(tmpdir(), `${PREFIX}${demoKey()}`);
  if (!existsSync(join(template, 'demo.sqlite'))) {
    const building = mkdtempSync(join(tmpdir(), `${PREFIX}building-`));
    await buildDemo(join(building, 'demo.sqlite'), building);
    for (const sidecar of ['-wal', '-shm']) rmSync(join(building, `demo.sqlite${sidecar}`), { force: true });
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
    removeOldDemos();
  }
  cpSync(join(template, 'demo.sqlite'), dbPath);
  if (existsSync(join(template, 'files'))) cpSync(join(template, 'files'), join(dataDir, 'files'), { recursive: true });
}

function removeOldDemos(): void {
  const stale = Date.now() - 3 * 3600_000;
  for (const name of readdirSync(tmpdir()).filter((f) => f.startsWith(PREFIX))) {
    const path = join(tmpdir(), name);
    if ((statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < stale) rmSync(path, { recursive: true, force: true });
  }
}
