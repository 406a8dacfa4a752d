import { ChannelMessages, Jobs, type ChannelMessage } from '@gengyun/core';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { mailSubject, mailText, startSmtp, type LocalSmtp } from '../../support/smtp-server';
import { smsGateway, until, type SmsGateway } from '../../alarms/alarm-fixtures';

interface Row {
  user_id: number;
  channel: string;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
  subject: string;
}

describe(`mail and SMS to people through the enterprise's channels (${testDbKind()})`, () => {
  let t: TestApp;
  let smtp: LocalSmtp;
  let refusing: LocalSmtp;
  let gateway: SmsGateway;
  let seq = 0;
  const phone = (): string => `135${String(Date.now() % 1e6).padStart(6, '0')}${String(++seq).padStart(2, '0')}`;

  beforeAll(async () => {
    [smtp, refusing, gateway] = await Promise.all([startSmtp(), startSmtp({ refuse: 'mailbox full' }), smsGateway()]);
    // No platform SMTP server or SMS gateway: each enterprise's message configuration decides.
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), refusing?.close(), gateway?.close()]);
  });

  const person = async (enterpriseId: number, admin: Actor, lang: 'zh_CN' | 'en_US', contact: { mail?: string; phone?: string }) => {
    const user = await newUser(t, enterpriseId, { lang });
    expect((await t.post('/user/update', { id: user.userId, ...contact }, admin.token)).status).toBe(200);
    return user.userId;
  };
  const rows = async (topic: string): Promise<Row[]> =>
    ((await t.db.query('SELECT user_id, channel, recipient, status, attempts, last_error, subject FROM channel_delivery WHERE topic = ? ORDER BY user_id, id', [topic])) as Row[]).map((r) => ({ ...r, attempts: Number(r.attempts) }));
  const message = (enterpriseId: number, channel: 'mail' | 'sms', userIds: number[], topic: string): ChannelMessage => ({
    enterpriseId,
    channel,
    userIds,
    topic,
    subject: { key: 'workOrder.notice.assignedTitle', params: ['WO-7'] },
    text: { key: 'workOrder.notice.assignedContent', params: ['WO-7', 'Pump 3', 'Li'] },
  });

  it('mails each user with an address in their own language, records every recipient and skips (saying why) those without one', async () => {
    const { enterpriseId, admin } = await newEnterprise(t);
    await t.post('/messageConfig/update', { smtp_url: smtp.url, mail_from: 'ops@plant.test' }, admin.token);
    const zh = await person(enterpriseId, admin, 'zh_CN', { mail: 'zh@plant.test' });
    const en = await person(enterpriseId, admin, 'en_US', { mail: 'en@plant.test' });
    const none = await person(enterpriseId, admin, 'en_US', {});
    const outcome = await t.app.get(ChannelMessages).send(message(enterpriseId, 'mail', [zh, en, none], 'test:mail'));
    expect(outcome).toEqual({ queued: [zh, en], skipped: [{ userId: none, reason: 'noAddress' }] });
    await until(async () => (await rows('test:mail')).filter((r) => r.status === 'sent').length === 2, 10_000);
    expect((await rows('test:mail')).map((r) => [r.user_id, r.recipient, r.status, r.attempts, r.last_error])).toEqual([
      [zh, 'zh@plant.test', 'sent', 1, null],
      [en, 'en@plant.test', 'sent', 1, null],
      [none, '', 'skipped', 0, 'noAddress'],
    ]);
    const [toZh] = smtp.to('zh@plant.test');
    const [toEn] = smtp.to('en@plant.test');
    expect(toZh!.from).toBe('ops@plant.test');
    expect(mailSubject(toZh!.raw)).toBe('新工单WO-7');
    expect(mailText(toZh!.raw)).toContain('Li把工单WO-7“Pump 3”派给了您');
    expect(mailSubject(toEn!.raw)).toBe('New work order WO-7');
    expect(mailText(toEn!.raw)).toContain('Li gave you work order WO-7 "Pump 3"');
  });

  it('sends SMS through the gateway with the text\'s key as template and the written text as a parameter', async () => {
    const { enterpriseId, admin } = await newEnterprise(t);
    await t.post('/messageConfig/update', { sms_url: gateway.url }, admin.token);
    const p = phone();
    const en = await person(enterpriseId, admin, 'en_US', { phone: p });
    expect((await t.app.get(ChannelMessages).send(message(enterpriseId, 'sms', [en], 'test:sms'))).queued).toEqual([en]);
    await until(() => gateway.messages(p).length === 1, 10_000);
    expect(gateway.last(p)).toMatchObject({ templateKey: 'workOrder.notice.assignedContent', params: { subject: 'New work order WO-7', text: 'Li gave you work order WO-7 "Pump 3". Please accept it.' } });
    await until(async () => (await rows('test:sms'))[0]?.status === 'sent');
  });

  it('skips a channel the enterprise has not configured or turned off, and another enterprise\'s users are nobody', async () => {
    const { enterpriseId, admin } = await newEnterprise(t);
    const other = await newEnterprise(t);
    const someone = await person(enterpriseId, admin, 'zh_CN', { mail: 'x@plant.test', phone: phone() });
    const stranger = await person(other.enterpriseId, other.admin, 'zh_CN', { mail: 'y@plant.test' });
    const port = t.app.get(ChannelMessages);
    expect(await port.send(message(enterpriseId, 'mail', [someone, stranger], 'test:unconfigured'))).toEqual({
      queued: [],
      skipped: [
        { userId: someone, reason: 'notConfigured' },
        { userId: stranger, reason: 'noAddress' },
      ],
    });
    await t.post('/messageConfig/update', { sms_url: gateway.url, sms_enabled: false }, admin.token);
    expect((await port.send(message(enterpriseId, 'sms', [someone], 'test:smsOff'))).skipped).toEqual([{ userId: someone, reason: 'notConfigured' }]);
    expect((await rows('test:smsOff')).map((r) => r.status)).toEqual(['skipped']);
    expect(smtp.to('y@plant.test')).toEqual([]);
  });

  it('records a refused send as failed with the server\'s reason once the retries are spent', async () => {
    const { enterpriseId, admin } = await newEnterprise(t);
    await t.post('/messageConfig/update', { smtp_url: refusing.url }, admin.token);
    const user = await person(enterpriseId, admin, 'en_US', { mail: 'full@plant.test' });
    expect((await t.app.get(ChannelMessages).send(message(enterpriseId, 'mail', [user], 'test:refused'))).queued).toEqual([user]);
    await until(async () => (await rows('test:refused'))[0]?.attempts === 3 && (await rows('test:refused'))[0]?.status === 'failed', 20_000);
    expect((await rows('test:refused'))[0]!.last_error).toContain('mailbox full');
  });

  it('queues again an accepted delivery whose job was lost, and it is sent once', async () => {
    const { enterpriseId, admin } = await newEnterprise(t);
    await t.post('/messageConfig/update', { smtp_url: smtp.url }, admin.token);
    const user = await person(enterpriseId, admin, 'en_US', { mail: 'lost@plant.test' });
    // As a crash between the insert and the queue add leaves it: pending, no job.
    await t.db.query(
      `INSERT INTO channel_delivery (enterprise_id, create_time, create_user_id, update_time, channel, user_id, recipient, topic, template, subject, body, status, attempts, last_error, sent_time)
       VALUES (?, CURRENT_TIMESTAMP, NULL, CURRENT_TIMESTAMP, 'mail', ?, 'lost@plant.test', 'test:lost', 'workOrder.notice.assignedContent', 'Lost and found', 'Still delivered', 'pending', 0, NULL, NULL)`,
      [enterpriseId, user],
    );
    const old = new Date(Date.now() - 120_000);
    await t.db.createQueryBuilder().update('channel_delivery').set({ create_time: old, update_time: old }).where('topic = :topic', { topic: 'test:lost' }).execute();
    await t.app.get(Jobs).add('sweeps', 'channel-deliveries', {});
    await until(async () => (await rows('test:lost'))[0]?.status === 'sent', 10_000);
    await t.app.get(Jobs).add('sweeps', 'channel-deliveries', {});
    await until(() => smtp.to('lost@plant.test').length >= 1);
    expect(smtp.to('lost@plant.test').map((m) => mailSubject(m.raw))).toEqual(['Lost and found']);
    expect((await rows('test:lost')).map((r) => [r.status, r.attempts])).toEqual([['sent', 1]]);
  });
});
