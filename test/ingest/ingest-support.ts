import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Global, Module, type Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { connectAsync, type MqttClient } from 'mqtt';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig, INGEST_SESSION } from '@gengyun/core';
import { RollupDeriver } from '@gengyun/iot';
import { migrate } from '../../apps/api/src/areas';
import { createApp } from '../../apps/api/src/bootstrap';
import type { TestApp } from '../support/test-app';

export const MOSQUITTO_URL = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
/** Runs the sweep that derives hour and day roll-ups from the minutes ingest wrote (every 30 s in a running app). */
export const deriveRollups = (t: TestApp): Promise<number> => t.app.get(RollupDeriver).deriveMarked();

/** Polls until `check` holds (or throws after `ms`), returning the last value. */
export async function waitFor<T>(read: () => Promise<T> | T, check: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met in ${ms} ms; last value ${JSON.stringify(value)}`);
    await sleep(50);
  }
}

/** A module that pins the ingest client's MQTT id, so a restarted app resumes the same persistent session. */
export function ingestSessionModule(clientId: string, shareGroup?: string): Type {
  @Global()
  @Module({ providers: [{ provide: INGEST_SESSION, useValue: { clientId, shareGroup } }], exports: [INGEST_SESSION] })
  class IngestClientIdModule {}
  return IngestClientIdModule;
}

/** The real app on an existing (already created) database URL; closing keeps the database. */
export async function startAppOn(dbUrl: string, env: Record<string, string> = {}, modules: Type[] = []): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gengyun-ingest-'));
  const config = AppConfig.fromEnv({
    NODE_ENV: 'test',
    DB_URL: dbUrl,
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    MQTT_BROKER_PORT: '0',
    SEED_DEMO: 'false',
    // Suites stand behind a "proxy" on loopback: X-Forwarded-For gives each test its own rate-limit budget.
    TRUST_PROXY: '127.0.0.1',
    ...env,
  });
  await migrate(config);
  const app: NestFastifyApplication = await createApp(config, modules);
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
    close: () => app.close(),
  };
}

export interface DeviceLogin {
  username: string;
  password: string;
  topic: string;
}

/** Creates a meter through the API; answers the meter row and its device login. */
export async function addMeter(t: TestApp, token: string, body: Record<string, unknown>): Promise<{ meter: { id: number; meter_code: string; topic: string }; credential: DeviceLogin }> {
  const res = await t.post('/meter/add', body, token);
  if (res.status !== 200) throw new Error(`meter/add failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.content;
}

export function device(url: string, login: DeviceLogin, extra: Record<string, unknown> = {}): Promise<MqttClient> {
  return connectAsync(url, { username: login.username, password: login.password, reconnectPeriod: 0, connectTimeout: 3000, ...extra });
}

export const countRows = async (t: Pick<TestApp, 'db'>, sql: string, params: unknown[] = []): Promise<number> =>
  Number((await t.db.query(sql, params))[0].n);
