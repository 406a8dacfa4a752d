import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from '@gengyun/core';
import { migrate } from '../../apps/api/src/areas';
import { createTestDatabase } from '../support/test-db';

it('times', async () => {
  for (let i = 0; i < 3; i++) {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'gengyun-data-'));
    const config = AppConfig.fromEnv({ NODE_ENV: 'test', DB_URL: database.url, DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web'), LOG_LEVEL: 'silent', MQTT_BROKER_PORT: '0', SEED_DEMO: 'false' });
    const a = Date.now();
    await migrate(config);
    console.log(`migrate ${Date.now() - a} ms`);
    await database.drop();
  }
}, 120000);
