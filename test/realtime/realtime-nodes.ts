import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig, CoreModule, RealtimeIoAdapter, SESSION_RESOLVER, type AuthContext, type ProcessRole, type SessionResolver } from '@gengyun/core';
import { migrate } from '../../apps/api/src/areas';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

const context = (sessionId: number, userId: number, enterpriseId: number): AuthContext => ({
  sessionId,
  userId,
  enterpriseId,
  account: `u${userId}`,
  name: `User ${userId}`,
  lang: 'zh_CN',
  isAdmin: false,
  permissions: new Set(),
  scopes: {},
});

/** The identity area is built elsewhere: two fixed sessions in enterprises 1 and 2. */
export const SESSIONS: Record<string, AuthContext> = {
  'token-ent1': context(11, 101, 1),
  'token-ent2': context(22, 202, 2),
};
const fakeSessions: SessionResolver = { resolve: (token) => Promise.resolve(SESSIONS[token] ?? null) };

export interface Node<T extends INestApplicationContext> {
  app: T;
  close(): Promise<void>;
}

async function nodeConfig(env: Record<string, string>): Promise<{ config: AppConfig; db: TestDatabase }> {
  const db = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'gengyun-rt-'));
  const config = AppConfig.fromEnv({
    NODE_ENV: 'test',
    DB_URL: db.url,
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    MQTT_BROKER_PORT: '0',
    SEED_DEMO: 'false',
    ...env,
  });
  await migrate(config);
  return { config, db };
}

function platformModule(config: AppConfig, role: ProcessRole): new () => object {
  @Module({ imports: [CoreModule.forRoot(config, role)], providers: [{ provide: SESSION_RESOLVER, useValue: fakeSessions }] })
  class RealtimeTestModule {}
  return RealtimeTestModule;
}

/** One api process: the platform (gateway, emitter, jobs, MQTT) on Fastify, listening on a free port. */
export async function startApiNode(env: Record<string, string>): Promise<Node<NestFastifyApplication> & { url: string }> {
  const { config, db } = await nodeConfig(env);
  const app = await NestFactory.create<NestFastifyApplication>(platformModule(config, 'api'), new FastifyAdapter(), { logger: false });
  app.useWebSocketAdapter(new RealtimeIoAdapter(app));
  await app.listen(0, '127.0.0.1');
  return {
    app,
    url: await app.getUrl(),
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

/** One worker process: no HTTP, the Redis-stream emitter. */
export async function startWorkerNode(env: Record<string, string>): Promise<Node<INestApplicationContext>> {
  const { config, db } = await nodeConfig(env);
  const app = await NestFactory.createApplicationContext(platformModule(config, 'worker'), { logger: false });
  await app.init();
  return {
    app,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}
