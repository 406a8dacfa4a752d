import { Jobs } from '@gengyun/core';
import { AlarmLifecycleService } from '@gengyun/alarms';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { count, feed, newMeter, sleep, smsGateway, until, type SmsGateway } from '../../alarms/alarm-fixtures';

describe(`alarm escalation, deliveries and the one-open-alarm key (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let enterpriseId: number;
  let meter: { id: number; code: string };
  // The platform's SMS provider; the enterprise's own gateway in the last test.
  let platform: SmsGateway;
  let own: SmsGateway;

  beforeAll(async () => {
    platform = await smsGateway();
    own = await smsGateway();
    t = await startTestApp(platform.env);
    const ent = await newEnterprise(t);
    enterpriseId = ent.enterpriseId;
    admin = ent.admin;
    meter = await newMeter(t, enterpriseId);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([platform?.close(), own?.close()]);
  });

  const rule = async (name: string, body: object = {}): Promise<number> => {
    const res = await t.post('/alarmRule/add', { name, meter_id: meter.id, quantity: 'instant_flow', condition: 'high', threshold: 100, severity: 3, sms_intervals: [1, 1, 2, 2], ...body }, admin.token);
    expect(res.status).toBe(200);
    return res.body.content.id as number;
  };
  const raise = async (ruleId: number, value = 150) => {
    const rows = await t.db.query(`SELECT id, name, quantity, \`condition\`, threshold, severity FROM alarm_rule WHERE id = ${ruleId}`);
    return t.app.get(AlarmLifecycleService).raise({ enterpriseId, rule: { ...rows[0], id: ruleId }, meterId: meter.id, meterCode: meter.code, meterType: 'flowmeter', value, at: new Date() });
  };

  it('sends step 1 at once and each next step after its interval, never early; acknowledging stops it', async () => {
    const phone = '13900000001';
    const ruleId = await rule('Escalating', { phones: [phone] });
    const start = Date.now();
    await feed(t, { enterpriseId, meterId: meter.id, meterCode: meter.code }, [[start, { instant_flow: 150 }]]);
    const alarmId = Number((await t.db.query(`SELECT id FROM alarm WHERE rule_id = ${ruleId}`))[0].id);
    await until(() => platform.messages(phone).length >= 3, 6000);
    const times = platform.messages(phone).map((m) => m.at.getTime() - start).reverse();
    expect(times[0]).toBeLessThan(1000);
    expect(times[1]).toBeGreaterThanOrEqual(1000);
    expect(times[2]).toBeGreaterThanOrEqual(2000);
    expect(platform.last(phone)?.params).toMatchObject({ rule: 'Escalating', meter: meter.code, value: '150', step: '3' });
    const removed: string[] = [];
    const jobs = t.app.get(Jobs);
    const original = jobs.remove.bind(jobs);
    jobs.remove = (queue, id) => (removed.push(id), original(queue, id));
    const ack = Date.now();
    await t.post('/alarm/acknowledge', { id: alarmId, note: 'ok' }, admin.token);
    jobs.remove = original;
    expect(Date.now() - ack).toBeLessThan(1000);
    expect(removed).toContain(`alarm-${alarmId}-step-4`);
    const sent = platform.messages(phone).length;
    await sleep(2600);
    expect(platform.messages(phone).length).toBe(sent);
    expect(await count(t, `SELECT COUNT(*) AS n FROM alarm_delivery WHERE alarm_id = ${alarmId} AND status = 'sent'`)).toBe(sent);
  });

  it('one open alarm per rule and meter even when raises race (count goes up instead)', async () => {
    const ruleId = await rule('Racing', { notify_sms: false });
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => raise(ruleId, 120 + i)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const rows = await t.db.query(`SELECT status, count FROM alarm WHERE rule_id = ${ruleId}`);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].count)).toBe(6);
    const id = results[0].alarm.id;
    await t.post('/alarm/clear', { id }, admin.token);
    expect((await raise(ruleId)).created).toBe(true);
    expect(await count(t, `SELECT COUNT(*) AS n FROM alarm WHERE rule_id = ${ruleId}`)).toBe(2);
  });

  it('logs a failing SMS gateway as failed with the reason, then retried and sent', async () => {
    const update = await t.post('/messageConfig/update', { sms_url: own.url, sms_token: 'tok', sms_template: 'alarm.tpl' }, admin.token);
    expect(update.status).toBe(200);
    expect(update.body.content).toMatchObject({ sms_url: own.url, has_sms_token: true, sms_template: 'alarm.tpl' });
    expect(JSON.stringify(update.body.content)).not.toContain('tok"');
    const phone = '13900000002';
    const ruleId = await rule('Gateway', { phones: [phone], sms_intervals: [600, 600, 600, 600] });
    own.status = 500;
    const { alarm } = await raise(ruleId);
    await until(async () => (await count(t, `SELECT COUNT(*) AS n FROM alarm_delivery WHERE alarm_id = ${alarm.id} AND status = 'failed'`)) === 1);
    const failed = (await t.post('/delivery/pageList', { alarm_id: alarm.id }, admin.token)).body.content.rows[0];
    expect(failed).toMatchObject({ channel: 'sms', recipient: phone, status: 'failed', attempts: 1, step: 1, retried: false });
    expect(failed.last_error).toContain('500');
    own.status = 200;
    await until(async () => (await count(t, `SELECT COUNT(*) AS n FROM alarm_delivery WHERE alarm_id = ${alarm.id} AND status = 'sent'`)) === 1, 8000);
    const sent = (await t.post('/delivery/pageList', { alarm_id: alarm.id, status: 'sent' }, admin.token)).body.content.rows[0];
    expect(sent).toMatchObject({ attempts: 2, retried: true, last_error: null });
    expect(own.bodies.map((b) => JSON.parse(b).template)).toEqual(['alarm.tpl', 'alarm.tpl']);
    await t.post('/messageConfig/update', { sms_url: null }, admin.token);
  });
});
