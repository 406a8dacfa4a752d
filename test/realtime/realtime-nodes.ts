import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Injectable, Module, type INestApplicationContext, type OnModuleInit } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Permission as P } from '@gengyun/contracts';
import { AppConfig, CoreModule, PushRoutes, RealtimeIoAdapter, RoomGuards, SESSION_RESOLVER, holdsAny, type AuthContext, type ProcessRole, type SessionResolver } from '@gengyun/core';
import { migrate } from '../../apps/api/src/areas';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

declare module '@gengyun/core' {
  interface DomainEventMap {
    /** The probe's event: a thing at a location, for users who may list meters (or only for some users). */
    'probe.thing': { enterpriseId: number; id: number; location: number | null; userIds?: number[] };
  }
}
declare module '@gengyun/contracts' {
  interface ClientEventMap {
    'probe.thing': { id: number };
  }
}

export const context = (sessionId: number, userId: number, enterpriseId: number, rights: Partial<AuthContext> = {}): AuthContext => ({
  sessionId,
  userId,
  enterpriseId,
  account: `u${userId}`,
  name: `User ${userId}`,
  lang: 'zh_CN',
  isAdmin: false,
  permissions: new Set([P.meter.list]),
  scopes: {},
  ...rights,
});

/**
 * The identity area is built elsewhere: fixed sessions (a test may change or remove one, then announce it with
 * `access.changed`). In enterprise 1: 101 sees everything, 102 only location 1, 103 holds no permission.
 */
export const SESSIONS: Record<string, AuthContext> = {};
export function resetSessions(): void {
  for (const token of Object.keys(SESSIONS)) delete SESSIONS[token];
  Object.assign(SESSIONS, {
    'token-ent1': context(11, 101, 1),
    'token-ent1-loc1': context(12, 102, 1, { scopes: { location: [1] } }),
    'token-ent1-none': context(13, 103, 1, { permissions: new Set() }),
    'token-ent2': context(22, 202, 2),
  });
}
resetSessions();
const fakeSessions: SessionResolver = { resolve: (token) => Promise.resolve(SESSIONS[token] ?? null) };

/** An area as the platform sees it: one push route and one kind of room, declared the way areas declare theirs. */
@Injectable()
class ProbeArea implements OnModuleInit {
  constructor(
    private readonly routes: PushRoutes,
    private readonly rooms: RoomGuards,
  ) {}

  onModuleInit(): void {
    this.routes.route('probe.thing', {
      event: 'probe.thing',
      to: (e) => ({ enterpriseId: e.enterpriseId, userIds: e.userIds, permission: P.meter.list, scope: { location: e.location } }),
      data: (e) => ({ id: e.id }),
    });
    // Meters 1–99 are at location 1, the others at location 2.
    this.rooms.register('meter', (viewer, id) => id !== null && holdsAny(viewer, P.meter.list) && (!viewer.scopes.location || (id < 100 ? viewer.scopes.location.includes(1) : viewer.scopes.location.includes(2))));
  }
}

export interface Node<T extends INestApplicationContext> {
  app: T;
  close(): Promise<void>;
}

async function nodeConfig(env: Record<string, string>): Promise<{ config: AppConfig; db: TestDatabase }> {
  const db = await createTestDatabase(undefined, { migrated: true });
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
  @Module({ imports: [CoreModule.forRoot(config, role)], providers: [{ provide: SESSION_RESOLVER, useValue: fakeSessions }, ProbeArea] })
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
