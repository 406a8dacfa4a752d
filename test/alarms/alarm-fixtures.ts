import { EventBus, LogSmsSender, SMS_SENDER } from '@gengyun/core';
import type { TestApp } from '../support/test-app';

export { smsGateway, type SmsGateway } from '../support/sms-gateway';

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

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(25);
  }
}
export const count = async (t: TestApp, sql: string): Promise<number> => Number((await t.db.query(sql))[0].n);
