import { NestFactory } from '@nestjs/core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig, HealthRegistry } from '@gengyun/core';
import { migrate } from '../../apps/api/src/areas';
import { copyMigratedSqlite } from '../support/db-template';
import { WorkerModule } from '../../apps/worker/src/worker.module';
import { startTestApp } from '../support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MQTT_URL = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

describe('scaled-out mode boots', () => {
  it('the worker app: no HTTP, Redis and MQTT up, closes cleanly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gengyun-worker-'));
    const config = AppConfig.fromEnv({ NODE_ENV: 'test', DB_URL: `sqlite:${join(dir, 'db.sqlite')}`, DATA_DIR: dir, LOG_LEVEL: 'silent', REDIS_URL, MQTT_URL });
    await copyMigratedSqlite(join(dir, 'db.sqlite'));
    await migrate(config);
    const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: false });
    await app.init();
    try {
      const report = await app.get(HealthRegistry).report();
      expect(report.parts).toMatchObject({ redis: 'up', mqtt: 'up' });
    } finally {
      await app.close();
    }
  });

  it('the api app with REDIS_URL and MQTT_URL reports both in /health', async () => {
    const t = await startTestApp({ REDIS_URL, MQTT_URL });
    try {
      const res = await t.http().get('/health');
      expect(res.body.content.parts).toMatchObject({ database: 'up', redis: 'up', mqtt: 'up' });
    } finally {
      await t.close();
    }
  });
});
