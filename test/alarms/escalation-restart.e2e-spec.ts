import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import IORedis from 'ioredis';
import { AlarmLifecycleService } from '@gengyun/alarms';
import type { TestApp } from '../support/test-app';
import { createTestDatabase, testDbKind, type TestDatabase } from '../support/test-db';
import { login, newEnterprise, type Actor } from '../support/builders/identity';
import { startAppOn } from '../ingest/ingest-support';
import { deleteRedisKeys } from '../jobs/redis-keys';
import { newMeter, sleep, until } from './alarm-fixtures';

jest.setTimeout(120_000);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Steps at 0, 1, 3, 5, 6, 7 … s after the raise; the process dies after step 2 and its successor has 2 s to boot. */
const INTERVALS = [1, 2, 2, 1];
const dueOffset = (step: number): number => [0, 1, 3, 5, 6][step - 1] ?? 6 + (step - 5);
const LATE_MS = 2000;

interface Hit {
  phone: string;
  step: number;
  at: number;
}

/** A local HTTP SMS gateway (the real HTTP adapter posts to it): every request with the time it arrived. */
async function smsGateway(): Promise<{ server: Server; url: string; hits: Hit[] }> {
  const hits: Hit[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const at = Date.now();
      const json = JSON.parse(body) as { phone?: string; mobile?: string; params?: { step?: string } };
      hits.push({ phone: String(json.phone ?? json.mobile), step: Number(json.params?.step), at });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, hits };
}

/** Each step once, in order, none before its due time and none more than 2 s after it. */
function expectOnTime(hits: Hit[], phone: string, start: number): number[] {
  const mine = hits.filter((h) => h.phone === phone);
  const steps = mine.map((h) => h.step);
  expect(steps).toEqual(Array.from({ length: steps.length }, (_, i) => i + 1));
  for (const hit of mine) {
    const due = start + dueOffset(hit.step) * 1000;
    expect({ step: hit.step, early: hit.at < due }).toEqual({ step: hit.step, early: false });
    expect(hit.at - due).toBeLessThanOrEqual(LATE_MS);
  }
  return steps;
}

async function raiseAlarm(t: TestApp, admin: Actor, enterpriseId: number, phones: string[]): Promise<{ id: number; start: number }> {
  const meter = await newMeter(t, enterpriseId);
  const res = await t.post('/alarmRule/add', { name: 'Restart', meter_id: meter.id, quantity: 'instant_flow', condition: 'high', threshold: 100, severity: 3, sms_intervals: INTERVALS, phones }, admin.token);
  expect(res.status).toBe(200);
  const ruleId = res.body.content.id as number;
  const { alarm } = await t.app.get(AlarmLifecycleService).raise({
    enterpriseId,
    rule: { id: ruleId, name: 'Restart', quantity: 'instant_flow', condition: 'high', threshold: 100, severity: 3 },
    meterId: meter.id,
    meterCode: meter.code,
    meterType: 'flowmeter',
    value: 150,
    at: new Date(),
  });
  return { id: alarm.id, start: Number(alarm.escalation_start) };
}

const deliveryRows = async (t: TestApp, token: string, alarmId: number, status?: string) =>
  (await t.post('/delivery/pageList', { alarm_id: alarmId, status, pageNumber: 1, pageSize: 100 }, token)).body.content.rows as Array<{ step: number; status: string; recipient: string; due_time: string | null }>;

describe(`escalation survives a restart of what runs it (${testDbKind()})`, () => {
  let db: TestDatabase;
  let gateway: Awaited<ReturnType<typeof smsGateway>>;
  const children: ChildProcess[] = [];
  const apps: TestApp[] = [];
  const prefix = `gy-esc-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    db = await createTestDatabase(undefined, { migrated: true });
    gateway = await smsGateway();
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    for (const t of apps) await t.close().catch(() => undefined);
    await new Promise<void>((r) => gateway.server.close(() => r()));
    await db.drop();
    await deleteRedisKeys(REDIS_URL, `${prefix}:*`);
  });

  const smsEnv = (): Record<string, string> => ({ SMS_PROVIDER: 'http', SMS_HTTP_URL: gateway.url });

  /** The worker app in a child process (TypeScript transpiled on load), resolved once its processors run. */
  async function startWorker(): Promise<ChildProcess> {
    const dir = mkdtempSync(join(tmpdir(), 'gengyun-worker-'));
    const env = { ...process.env, NODE_ENV: 'test', DB_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent', REDIS_URL, REDIS_PREFIX: prefix, ...smsEnv() };
    const child = spawn(process.execPath, ['-r', join(__dirname, '..', 'support', 'ts-register.js'), join(__dirname, 'escalation-worker.ts')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let errors = '';
    child.stderr!.on('data', (c: Buffer) => (errors += c.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (c: Buffer) => c.toString().includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`worker exited (${code}): ${errors}`)));
    });
    return child;
  }

  it('BullMQ: a kill -9 of a worker between steps neither loses nor duplicates one, none early or over 2 s late; acknowledging empties Redis within 1 s', async () => {
    const t = await startAppOn(db.url, { REDIS_URL, REDIS_PREFIX: prefix, ...smsEnv() });
    apps.push(t);
    const { enterpriseId, admin } = await newEnterprise(t);
    // Two workers, as scaled out: the steps due while the killed one restarts are the other's to send on time (a lone
    // worker's restart — several seconds on a busy machine — would make them late however the steps are kept).
    const first = await startWorker();
    await startWorker();
    const phone = '13800000101';
    const { id, start } = await raiseAlarm(t, admin, enterpriseId, [phone]);
    const sentSteps = async () => (await deliveryRows(t, admin.token, id, 'sent')).length;

    await until(async () => (await sentSteps()) >= 2, 10_000);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    await startWorker();
    await until(async () => (await sentSteps()) >= 4, 15_000);

    const redis = new IORedis(REDIS_URL);
    try {
      const pending = await t.db.query(`SELECT escalation_step FROM alarm WHERE id = ${id}`);
      const key = `${prefix}:alarms:alarm-${id}-step-${Number(pending[0].escalation_step)}`;
      expect(await redis.exists(key)).toBe(1);
      const ack = Date.now();
      expect((await t.post('/alarm/acknowledge', { id, note: 'seen' }, admin.token)).status).toBe(200);
      await until(async () => (await redis.exists(key)) === 0, 1000);
      expect(Date.now() - ack).toBeLessThan(1000);
    } finally {
      redis.disconnect();
    }
    const sentAtAck = gateway.hits.length;
    await sleep(2500);
    expect(gateway.hits.length).toBe(sentAtAck);

    const steps = expectOnTime(gateway.hits, phone, start);
    expect(steps.length).toBeGreaterThanOrEqual(4);
    const rows = await deliveryRows(t, admin.token, id);
    expect(rows.filter((r) => r.status === 'sent').map((r) => r.step).sort((a, b) => a - b)).toEqual(steps);
    const cancelled = rows.filter((r) => r.status === 'cancelled');
    expect(cancelled.map((r) => r.step)).toEqual([steps.length + 1]);
    expect(new Date(cancelled[0]!.due_time!).getTime()).toBeGreaterThan(start + (dueOffset(steps.length + 1) - 1) * 1000);
    expect((await deliveryRows(t, admin.token, id, 'cancelled')).map((r) => r.step)).toEqual([steps.length + 1]);
    expect(Number((await t.db.query(`SELECT COUNT(*) AS n FROM alarm_delivery WHERE alarm_id = ${id} AND status = 'sent' AND attempts <> 1`))[0].n)).toBe(0);
  });

  it('embedded: pending steps are re-queued when the app starts again, none lost, duplicated, early or over 2 s late', async () => {
    const a = await startAppOn(db.url, smsEnv());
    apps.push(a);
    const { enterpriseId, admin } = await newEnterprise(a);
    const phone = '13800000202';
    const { id, start } = await raiseAlarm(a, admin, enterpriseId, [phone]);
    const sent = () => gateway.hits.filter((h) => h.phone === phone).length;
    await until(() => sent() >= 2, 10_000);
    await a.close();
    apps.splice(apps.indexOf(a), 1);

    const b = await startAppOn(db.url, smsEnv());
    apps.push(b);
    await until(() => sent() >= 4, 15_000);
    const { token } = await login(b, admin.account, admin.password);
    expect((await b.post('/alarm/acknowledge', { id }, token)).status).toBe(200);
    const atAck = sent();
    await sleep(2500);
    expect(sent()).toBe(atAck);

    const steps = expectOnTime(gateway.hits, phone, start);
    const rows = await deliveryRows(b, token, id);
    expect(rows.filter((r) => r.status === 'sent').map((r) => r.step).sort((x, y) => x - y)).toEqual(steps);
    expect(rows.filter((r) => r.status === 'cancelled').map((r) => r.step)).toEqual([steps.length + 1]);
  });
});
