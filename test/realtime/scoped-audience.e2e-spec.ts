import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { connectAsync } from 'mqtt';
import { io, type Socket } from 'socket.io-client';
import { Permission } from '@gengyun/contracts';
import { AppConfig, MqttClientService } from '@gengyun/core';
import { WorkerModule } from '../../apps/worker/src/worker.module';
import { migrate } from '../../apps/api/src/areas';
import type { TestApp } from '../support/test-app';
import { createTestDatabase, testDbKind, type TestDatabase } from '../support/test-db';
import { newEnterprise, newUser, type Actor } from '../support/builders/identity';
import { newPlaces } from '../support/builders/places';
import { MOSQUITTO_URL, addMeter, sleep, startAppOn, waitFor, type DeviceLogin } from '../ingest/ingest-support';

jest.setTimeout(90_000);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Received = Array<[string, { meterId?: number; id?: number }]>;

interface Scene {
  /** Where the sockets connect: the scoped user's first, the administrator's second. */
  urls: [string, string];
  /** The app handling HTTP (any api). */
  api: TestApp;
  brokerUrl: string;
}

/**
 * A user limited to one location, connected without subscribing to anything, receives the readings and alarms of
 * meters at that location only, and no enterprise-wide alarm count; an administrator connected beside receives all.
 */
async function scopedPush(scene: Scene): Promise<void> {
  const { api } = scene;
  const { admin, enterpriseId } = await newEnterprise(api);
  const places = await newPlaces(api, admin.token);
  const a = await addMeter(api, admin.token, { meter_code: 'FM-A', name: 'A', meter_type: 'flowmeter', location_id: places.areaA });
  const b = await addMeter(api, admin.token, { meter_code: 'FM-B', name: 'B', meter_type: 'flowmeter', location_id: places.areaB });
  for (const m of [a, b]) {
    const rule = await api.post('/alarmRule/add', { name: `High ${m.meter.meter_code}`, meter_id: m.meter.id, quantity: 'instant_flow', condition: 'high', threshold: 10, severity: 2 }, admin.token);
    expect(rule.status).toBe(200);
  }
  const scoped: Actor = await newUser(api, enterpriseId, { permissions: [Permission.meter.list, Permission.monitor.view, Permission.alarm.list], scopes: { location: [places.areaA] } });
  const mine = await listen(scene.urls[0], scoped.token);
  const all = await listen(scene.urls[1], admin.token);
  try {
    const meterIds = (r: Received, event: string): number[] => [...new Set(r.filter(([e]) => e === event).map(([, p]) => p.meterId as number))].sort((x, y) => x - y);
    const both = [a.meter.id, b.meter.id].sort((x, y) => x - y);
    await waitFor(
      async () => {
        for (const m of [a, b]) await publish(scene.brokerUrl, m.credential, { values: { instant_flow: 50 } });
        return all.received;
      },
      (r) => meterIds(r, 'meter.reading').length === 2 && meterIds(r, 'alarm.raised').length === 2 && r.some(([e]) => e === 'alarm.count'),
      30_000,
    );
    await sleep(500);
    expect(meterIds(all.received, 'meter.reading')).toEqual(both);
    expect(meterIds(mine.received, 'meter.reading')).toEqual([a.meter.id]);
    expect(meterIds(mine.received, 'alarm.raised')).toEqual([a.meter.id]);
    expect(mine.received.filter(([e]) => e === 'alarm.count')).toEqual([]);
    expect(mine.received.every(([, p]) => p.meterId === undefined || p.meterId === a.meter.id)).toBe(true);
  } finally {
    mine.socket.disconnect();
    all.socket.disconnect();
  }
}

async function listen(url: string, token: string): Promise<{ socket: Socket; received: Received }> {
  const received: Received = [];
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  socket.onAny((event: string, payload: { meterId?: number }) => received.push([event, payload]));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, received };
}

async function publish(brokerUrl: string, login: DeviceLogin, payload: object): Promise<void> {
  const device = await connectAsync(brokerUrl, { username: login.username, password: login.password, reconnectPeriod: 0, connectTimeout: 3000 });
  await device.publishAsync(`${login.topic}/up`, JSON.stringify(payload), { qos: 1 });
  await device.endAsync();
}

describe(`push audiences with real sessions (${testDbKind()})`, () => {
  it('embedded: one process with its own broker', async () => {
    const db = await createTestDatabase(undefined, { migrated: true });
    const api = await startAppOn(db.url);
    try {
      await api.app.listen(0, '127.0.0.1');
      const url = await api.app.getUrl();
      await scopedPush({ api, urls: [url, url], brokerUrl: `mqtt://127.0.0.1:${api.app.get(MqttClientService).brokerPort}` });
    } finally {
      await api.close();
      await db.drop();
    }
  });

  it('scaled out: two api processes and a worker taking the stream from Mosquitto', async () => {
    const tag = randomBytes(4).toString('hex');
    const env = { REDIS_URL, REDIS_PREFIX: `gy-aud-${tag}`, MQTT_URL: MOSQUITTO_URL };
    const db: TestDatabase = await createTestDatabase(undefined, { migrated: true });
    const api1 = await startAppOn(db.url, env);
    const api2 = await startAppOn(db.url, env);
    let worker: INestApplicationContext | undefined;
    try {
      const dir = mkdtempSync(join(tmpdir(), 'gengyun-aud-'));
      const config = AppConfig.fromEnv({ NODE_ENV: 'test', DB_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env, INGEST_CLIENT_ID: `gy-aud-${tag}`, INGEST_SHARE_GROUP: `aud-${tag}` });
      await migrate(config);
      worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: false });
      await worker.init();
      await api1.app.listen(0, '127.0.0.1');
      await api2.app.listen(0, '127.0.0.1');
      await scopedPush({ api: api1, urls: [await api2.app.getUrl(), await api1.app.getUrl()], brokerUrl: MOSQUITTO_URL });
    } finally {
      await worker?.close();
      await api2.close();
      await api1.close();
      await db.drop();
    }
  });
});
