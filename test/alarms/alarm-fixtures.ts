import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventBus, LogSmsSender, SMS_SENDER, type SentSms } from '@gengyun/core';
import type { TestApp } from '../support/test-app';

let seq = 0;

/** A meter row of an enterprise (written straight to the table: the meter API is another suite's subject). */
export async function newMeter(t: TestApp, enterpriseId: number, meterType = 'flowmeter'): Promise<{ id: number; code: string }> {
  const code = `M${Date.now().toString(36)}${(++seq).toString(36)}`;
  const now = new Date();
  const result = await t.db
    .createQueryBuilder()
    .insert()
    .into('meter')
    .values({
      enterprise_id: enterpriseId,
      create_time: now,
      update_time: now,
      create_user_id: null,
      meter_code: code,
      name: code,
      meter_type: meterType,
      topic: `gy/e${enterpriseId}/${meterType}/${code}`,
      enabled: true,
      offline_after_seconds: 300,
      status: 'never',
    })
    .execute();
  return { id: Number(result.identifiers[0]?.id ?? result.raw?.insertId), code };
}

/** Emits one `iot.readings` batch as ingest would, and waits for the listeners. */
export async function feed(t: TestApp, e: { enterpriseId: number; meterId: number; meterCode: string; meterType?: string }, points: Array<[number, Record<string, number>]>): Promise<void> {
  const bus = t.app.get(EventBus);
  bus.emit('iot.readings', {
    enterpriseId: e.enterpriseId,
    meterId: e.meterId,
    meterCode: e.meterCode,
    meterType: (e.meterType ?? 'flowmeter') as 'flowmeter',
    scope: { location: null, equipment_type: null },
    readings: points.map(([ts, values]) => ({ ts, values })),
  });
  await bus.settled();
}

/** The platform's log-only SMS sender (the default `SMS_PROVIDER=log`): alarms never hand it their messages. */
export const smsLog = (t: TestApp): LogSmsSender => t.app.get<LogSmsSender>(SMS_SENDER);

/** A local HTTP SMS gateway recording what it is sent; `status` is what it answers. Alarm SMS go out only through a gateway. */
export interface SmsGateway {
  url: string;
  /** The env of an app whose platform SMS provider is this gateway. */
  env: Record<string, string>;
  status: number;
  bodies: string[];
  /** Newest first, optionally only those to one phone (as LogSmsSender lists them). */
  messages(phone?: string): SentSms[];
  last(phone?: string): SentSms | undefined;
  close(): Promise<void>;
}

export async function smsGateway(): Promise<SmsGateway> {
  const sent: SentSms[] = [];
  const gateway: Omit<SmsGateway, 'url' | 'env' | 'close'> = {
    status: 200,
    bodies: [],
    messages: (phone) => sent.filter((m) => phone === undefined || m.phone === phone).reverse(),
    last: (phone) => gateway.messages(phone)[0],
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      gateway.bodies.push(body);
      if (gateway.status < 300) {
        const { phone, template, params } = JSON.parse(body) as { phone: string; template: string; params: Record<string, string> };
        sent.push({ phone, templateKey: template, params, at: new Date() });
      }
      res.writeHead(gateway.status).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return Object.assign(gateway, {
    url,
    env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: url },
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}
export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(25);
  }
}
export const count = async (t: TestApp, sql: string): Promise<number> => Number((await t.db.query(sql))[0].n);
