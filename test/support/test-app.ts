import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '@gengyun/core';
import { migrate } from '../../apps/api/src/areas';
import { createApp } from '../../apps/api/src/bootstrap';
import { IdentitySeeder } from '@gengyun/identity';
import type { SeedContext } from '@gengyun/core';
import { seedDemo } from '../../apps/api/src/seed';
import { copyDemoSqlite } from './demo-template';
import { createTestDatabase, testDbKind, type TestDatabase } from './test-db';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  db: DataSource;
  /** POST a body (JSON by default) with an optional session token; resolves to the raw supertest response. */
  post(path: string, body?: object, token?: string): request.Test;
  http(): ReturnType<typeof request>;
  close(): Promise<void>;
}

/** The real Fastify app on a fresh, migrated database (SQLite, or MariaDB with TEST_DB=mariadb). */
export async function startTestApp(env: Record<string, string> = {}, modules: Type[] = []): Promise<TestApp> {
  return startOn(await createTestDatabase(undefined, { migrated: true }), mkdtempSync(join(tmpdir(), 'gengyun-data-')), env, modules);
}

/** A test app with the demo enterprise: `demo` names its enterprise and people. */
export type DemoTestApp = TestApp & { demo: SeedContext };

/**
 * The app with the demo enterprise of `npm start` seeded. On SQLite the database and files are a copy of a demo seeded
 * once (`copyDemoSqlite`); on MariaDB it is seeded here, so seeding itself keeps running on both databases.
 */
export async function startDemoTestApp(env: Record<string, string> = {}): Promise<DemoTestApp> {
  if (testDbKind() === 'mariadb') {
    const t = await startTestApp(env);
    return { ...t, demo: await seedDemo(t.app) };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'gengyun-data-'));
  const database = await createTestDatabase('sqlite');
  await copyDemoSqlite(database.url.replace(/^sqlite:/, ''), dataDir);
  const t = await startOn(database, dataDir, env, []);
  // The enterprise and its people are found again (an idempotent lookup), not the whole demo seeded anew.
  return { ...t, demo: await t.app.get(IdentitySeeder).seedDemo() };
}

async function startOn(database: TestDatabase, dataDir: string, env: Record<string, string>, modules: Type[]): Promise<TestApp> {
  const config = AppConfig.fromEnv({
    NODE_ENV: 'test',
    DB_URL: database.url,
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    MQTT_BROKER_PORT: '0',
    SEED_DEMO: 'false',
    // Suites stand behind a "proxy" on loopback: X-Forwarded-For gives each test its own rate-limit budget.
    TRUST_PROXY: '127.0.0.1',
    ...env,
  });
  // A no-op on the template's copy unless a migration is missing from it.
  await migrate(config);
  const app = await createApp(config, modules);
  await app.getHttpAdapter().getInstance().ready();
  const server = app.getHttpServer();
  return {
    app,
    config,
    db: app.get(DataSource),
    http: () => request(server),
    post: (path, body = {}, token) => {
      const req = request(server).post(path).send(body);
      return token ? req.set('Authorization', `Bearer ${token}`) : req;
    },
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
