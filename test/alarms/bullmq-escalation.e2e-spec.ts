import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { AppConfig, Jobs, RealtimeIoAdapter, type JobData, type JobHandlerFn, type JobName, type JobOptions, type QueueName } from '@gengyun/core';
import { BullMqJobs } from '../../libs/core/src/jobs/bullmq.jobs';
import { migrate } from '../../apps/api/src/areas';
import { AlarmLifecycleService } from '@gengyun/alarms';
import { EnterpriseService } from '@gengyun/identity';
import { AppModule } from '../../apps/api/src/app.module';
import { createTestDatabase, testDbKind, type TestDatabase } from '../support/test-db';
import { deleteRedisKeys } from '../jobs/redis-keys';
import { sleep, smsGateway, until, type SmsGateway } from './alarm-fixtures';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The app's Jobs port on BullMQ under a private prefix; `restart` closes the worker and starts a new one, as a worker process restart does. */
class RestartableBullJobs extends Jobs {
  private current: BullMqJobs;
  private readonly handlers = new Map<QueueName, (queue: QueueName) => void>();

  constructor(private readonly prefix: string) {
    super();
    this.current = new BullMqJobs(REDIS_URL, { prefix });
  }

  add<Q extends QueueName, N extends JobName<Q>>(queue: Q, name: N, data: JobData<Q, N>, options?: JobOptions): Promise<string> {
    return this.current.add(queue, name, data, options);
  }
  remove(queue: QueueName, jobId: string): Promise<void> {
    return this.current.remove(queue, jobId);
  }
  process<Q extends QueueName>(queue: Q, handler: JobHandlerFn<Q>): void {
    this.handlers.set(queue, () => this.current.process(queue, handler));
    this.current.process(queue, handler);
  }
  async stop(): Promise<void> {
    await this.current.close();
  }
  start(): void {
    this.current = new BullMqJobs(REDIS_URL, { prefix: this.prefix });
    for (const [queue, register] of this.handlers) register(queue);
  }
  close(): Promise<void> {
    return this.current.close();
  }
}

describe(`escalation on BullMQ (real Redis, ${testDbKind()})`, () => {
  const prefix = `gy-alarm-${randomBytes(4).toString('hex')}`;
  const jobs = new RestartableBullJobs(prefix);
  let app: NestFastifyApplication;
  let db: TestDatabase;
  let sms: SmsGateway;

  beforeAll(async () => {
    sms = await smsGateway();
    db = await createTestDatabase(undefined, { migrated: true });
    const dir = mkdtempSync(join(tmpdir(), 'gengyun-alarm-'));
    const config = AppConfig.fromEnv({ NODE_ENV: 'test', DB_URL: db.url, DATA_DIR: dir, WEB_DIST: join(dir, 'none'), LOG_LEVEL: 'silent', MQTT_BROKER_PORT: '0', SEED_DEMO: 'false', ...sms.env });
    await migrate(config);
    const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).overrideProvider(Jobs).useValue(jobs).compile();
    app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), { logger: false });
    app.useWebSocketAdapter(new RealtimeIoAdapter(app));
    await app.init();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await deleteRedisKeys(REDIS_URL, `${prefix}:*`);
    await sms?.close();
  });

  it('a worker restart between steps neither loses nor duplicates a step, and no step goes early', async () => {
    const enterprise = await app.get(EnterpriseService).create({ code: `bq${Date.now().toString(36)}`, name: 'BullMQ' });
    const ds = app.get(DataSource);
    const now = new Date();
    const stamp = { enterprise_id: enterprise.id, create_time: now, update_time: now };
    const meter = await ds.createQueryBuilder().insert().into('meter').values({ ...stamp, meter_code: 'BQ1', name: 'BQ1', meter_type: 'flowmeter', topic: `gy/bq/flowmeter/BQ1-${prefix}`, enabled: true, offline_after_seconds: 300, status: 'never' }).execute();
    const meterId = Number(meter.identifiers[0]?.id);
    const rule = await ds
      .createQueryBuilder()
      .insert()
      .into('alarm_rule')
      .values({ ...stamp, name: 'BQ', meter_id: meterId, quantity: 'instant_flow', condition: 'high', threshold: 1, deadband: 0, duration_seconds: 0, repeat_count: 1, severity: 3, enabled: true, notify_sms: true, notify_mail: false, notify_phones: '13700000001,13700000002', sms_intervals: '[1,1,1,1]', interval_unit: 'second' })
      .execute();
    const ruleId = Number(rule.identifiers[0]?.id);
    const start = Date.now();
    const { alarm } = await app.get(AlarmLifecycleService).raise({
      enterpriseId: enterprise.id,
      rule: { id: ruleId, name: 'BQ', quantity: 'instant_flow', condition: 'high', threshold: 1, severity: 3 },
      meterId,
      meterCode: 'BQ1',
      meterType: 'flowmeter',
      value: 5,
      at: new Date(start),
    });
    const steps = async (): Promise<number[]> =>
      (await ds.query(`SELECT step FROM alarm_delivery WHERE alarm_id = ${alarm.id} AND recipient = '13700000001' ORDER BY step`)).map((r: { step: number }) => Number(r.step));

    await until(async () => (await steps()).length >= 2, 5000);
    await jobs.stop();
    const stoppedAt = (await steps()).length;
    await sleep(1500);
    expect((await steps()).length).toBe(stoppedAt);
    jobs.start();
    await until(async () => (await steps()).length >= stoppedAt + 3, 8000);
    await ds.query(`UPDATE alarm SET status = 'acknowledged' WHERE id = ${alarm.id}`);
    await sleep(1200);

    const sent = await steps();
    expect(sent).toEqual(Array.from({ length: sent.length }, (_, i) => i + 1));
    const messages = sms.messages('13700000001').reverse();
    expect(messages.map((m) => m.params.step)).toEqual(sent.map(String));
    expect(sms.messages('13700000002')).toHaveLength(sent.length);
    messages.forEach((m, i) => expect(m.at.getTime() - start).toBeGreaterThanOrEqual(i * 1000 - 5));
    const rows = await ds.query(`SELECT COUNT(*) AS n FROM alarm_delivery WHERE alarm_id = ${alarm.id} AND (status <> 'sent' OR attempts <> 1)`);
    expect(Number(rows[0].n)).toBe(0);
  });
});
