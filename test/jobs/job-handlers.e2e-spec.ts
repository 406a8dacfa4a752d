import './test-jobs';
import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig, CoreModule, JobHandler, Jobs, PlatformRole, type Job } from '@gengyun/core';
import { migrate } from '../../apps/api/src/areas';
import { copyMigratedSqlite } from '../support/db-template';

@Injectable()
class SweepProcessor {
  readonly seen: string[] = [];

  @JobHandler('sweeps', 'test-sweep')
  expire(job: Job<'sweeps', 'test-sweep'>): Promise<void> {
    this.seen.push(`${job.name}:${job.id}`);
    return Promise.resolve();
  }

  @JobHandler('sweeps', 'offline-meters')
  offline(job: Job<'sweeps', 'offline-meters'>): Promise<void> {
    this.seen.push(`${job.name}:${job.id}`);
    return Promise.resolve();
  }
}

describe('@JobHandler processors', () => {
  it('run in the embedded api process, dispatched by job name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gengyun-jobs-'));
    const config = AppConfig.fromEnv({ NODE_ENV: 'test', DB_URL: `sqlite:${join(dir, 'db.sqlite')}`, DATA_DIR: dir, LOG_LEVEL: 'silent', MQTT_BROKER_PORT: '0' });
    await copyMigratedSqlite(join(dir, 'db.sqlite'));
    await migrate(config);
    @Module({ imports: [CoreModule.forRoot(config, 'api')], providers: [SweepProcessor] })
    class TestModule {}
    const app = await NestFactory.createApplicationContext(TestModule, { logger: false });
    await app.init();
    try {
      const jobs = app.get(Jobs);
      await jobs.add('sweeps', 'test-sweep', {}, { jobId: 'sweep-1' });
      await jobs.add('sweeps', 'offline-meters', {}, { jobId: 'sweep-2' });
      const processor = app.get(SweepProcessor);
      for (let i = 0; i < 100 && processor.seen.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
      expect(processor.seen.sort()).toEqual(['offline-meters:sweep-2', 'test-sweep:sweep-1']);
    } finally {
      await app.close();
    }
  });

  it('run in the worker, or the api in embedded mode; never in a scaled-out api', () => {
    const embedded = { mode: 'embedded' as const, mqtt: { brokerPort: 0 } };
    const scaled = { mode: 'scaled' as const, mqtt: { url: 'mqtt://broker:1883', brokerPort: 1883 } };
    expect(new PlatformRole('api', embedded)).toMatchObject({ runsProcessors: true, runsBroker: true, runsIngest: true });
    expect(new PlatformRole('api', scaled)).toMatchObject({ runsProcessors: false, runsBroker: false, runsIngest: false });
    expect(new PlatformRole('worker', scaled)).toMatchObject({ runsProcessors: true, runsBroker: false, runsIngest: true });
  });
});
