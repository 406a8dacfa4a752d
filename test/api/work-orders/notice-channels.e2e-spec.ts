import { WorkOrderSweep } from '@gengyun/work-orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { mailSubject, mailText, startSmtp, type LocalSmtp } from '../../support/smtp-server';
import { smsGateway, until, type SmsGateway } from '../../alarms/alarm-fixtures';
import { P, act, addOrder, member, ok, world, type Order, type World } from './support';

interface Choice {
  kind: string;
  enabled: boolean;
  mail: boolean;
  sms: boolean;
}

/** Work-order messages by mail and SMS (issue 13 item 12), through the platform's SMTP server and SMS gateway. */
describe(`work-order messages by mail and SMS (${testDbKind()})`, () => {
  let t: TestApp;
  let smtp: LocalSmtp;
  let gateway: SmsGateway;
  let w: World;
  let pic: Actor;
  let handler: Actor;
  let noMail: Actor;
  let requester: Actor;
  let seq = 0;
  const phone = (): string => `136${String(Date.now() % 1e6).padStart(6, '0')}${String(++seq).padStart(2, '0')}`;
  const handlerPhone = phone();

  const add = (extra: Record<string, unknown> = {}, who: Actor = w.admin) => addOrder(t, who, { type_id: w.repair, person_in_charge_id: pic.userId, location_id: w.places.areaA, ...extra });
  const step = async (who: Actor, order: Order, action: string, extra: Record<string, unknown> = {}): Promise<Order> => {
    const res = await act(t, who, order, action, extra);
    if (res.status !== 200) throw new Error(`${action} → ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.content as Order;
  };
  const prefer = (who: Actor, body: object) => t.post('/workOrderNotice/savePreferences', body, who.token);
  const mine = (who: Actor) => ok<{ kinds: Choice[]; hasMail: boolean; hasPhone: boolean }>(t, '/workOrderNotice/preferences', {}, who);
  const mailOf = (who: Actor) => `${who.account}@plant.test`.toLowerCase();
  /** The subjects of the mail one person received about one order, once every delivery of the order is settled. */
  const mails = async (who: Actor, order: Order): Promise<string[]> => {
    await settled(order);
    return smtp
      .to(mailOf(who))
      .map((m) => mailSubject(m.raw))
      .filter((s) => s.includes(order.code));
  };
  const deliveries = (order: Order) => t.db.query('SELECT user_id, channel, status FROM channel_delivery WHERE topic LIKE ? ORDER BY id', [`workOrder:${order.id}:%`]) as Promise<Array<{ user_id: number; channel: string; status: string }>>;
  const settled = (order: Order) => until(async () => (await deliveries(order)).every((d) => d.status === 'sent' || d.status === 'skipped'), 10_000);

  beforeAll(async () => {
    [smtp, gateway] = await Promise.all([startSmtp(), smsGateway()]);
    t = await startTestApp({ ...gateway.env, SMTP_URL: smtp.url, MAIL_FROM: 'gengyun@plant.test' });
    w = await world(t);
    pic = await member(t, w, [P.list, P.handle]);
    handler = await member(t, w, [P.list, P.handle], { lang: 'en_US' });
    noMail = await member(t, w, [P.list, P.handle]);
    requester = await member(t, w, [P.list, P.add]);
    for (const who of [pic, handler, requester]) expect((await t.post('/user/updateInfo', { mail: mailOf(who) }, who.token)).status).toBe(200);
    expect((await t.post('/user/updateInfo', { phone: handlerPhone }, handler.token)).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), gateway?.close()]);
  });

  it('by default every kind arrives in the app and by mail, none by SMS; the page knows whether they have an address', async () => {
    const withMail = await mine(pic);
    expect(withMail.kinds).toEqual(['overdue', 'late', 'nodeLate', 'assigned', 'grabbed', 'returned', 'evaluate'].map((kind) => ({ kind, enabled: true, mail: true, sms: false })));
    expect([withMail.hasMail, withMail.hasPhone]).toEqual([true, false]);
    expect(await mine(noMail)).toMatchObject({ hasMail: false, hasPhone: false });
  });

  it('an assignment mails the new handlers in their language; one without an address gets the in-app message only', async () => {
    const order = await add();
    await step(w.admin, order, 'assign', { handler_ids: [handler.userId, noMail.userId] });
    expect(await mails(handler, order)).toEqual([`New work order ${order.code}`]);
    const [mail] = smtp.to(mailOf(handler)).filter((m) => mailSubject(m.raw).includes(order.code));
    expect(mailText(mail!.raw)).toContain(`gave you work order ${order.code}`);
    // Mail is on by default only with an address: no delivery is even recorded for the one without.
    expect((await deliveries(order)).map((d) => [d.user_id, d.channel, d.status])).toEqual([[handler.userId, 'mail', 'sent']]);
    const inApp = await ok<{ rows: Array<{ title: string }> }>(t, '/message/my/pageList', { pageSize: 100 }, noMail);
    expect(inApp.rows.filter((m) => m.title.includes(order.code))).toHaveLength(1);
  });

  it('SMS only for the kinds a user turned on; mail and in-app each turned off on their own', async () => {
    const saved = await prefer(handler, { disabled: [], mail: ['overdue', 'late', 'nodeLate', 'grabbed', 'returned', 'evaluate'], sms: ['assigned'] });
    expect(saved.status).toBe(200);
    expect(saved.body.content.kinds.find((k: Choice) => k.kind === 'assigned')).toEqual({ kind: 'assigned', enabled: true, mail: false, sms: true });
    const order = await add();
    await step(w.admin, order, 'assign', { handler_ids: [handler.userId] });
    await until(() => gateway.messages(handlerPhone).some((m) => m.params.text?.includes(order.code)), 10_000);
    expect(gateway.last(handlerPhone)).toMatchObject({ templateKey: 'workOrder.notice.assignedContent', params: { subject: `New work order ${order.code}` } });
    expect(await mails(handler, order)).toEqual([]);

    // In-app off for grabs, mail still on: the person in charge gets the mail only.
    expect((await prefer(pic, { disabled: ['grabbed'] })).status).toBe(200);
    const grabbed = await add();
    await step(w.admin, grabbed, 'grab');
    expect(await mails(pic, grabbed)).toEqual([`工单${grabbed.code}已被抢单`]);
    const inbox = await ok<{ rows: Array<{ title: string }> }>(t, '/message/my/pageList', { pageSize: 100 }, pic);
    expect(inbox.rows.filter((m) => m.title.includes(grabbed.code))).toEqual([]);
  });

  it('a return, the overdue sweep and an evaluation request reach their people by mail', async () => {
    const returned = await add({ handler_ids: [noMail.userId] });
    await step(noMail, returned, 'giveBack', { note: '缺工具' });
    expect(await mails(pic, returned)).toEqual([`工单${returned.code}被退回`]);

    const late = await add();
    await t.db.createQueryBuilder().update('work_order').set({ response_deadline: new Date(Date.now() - 60_000) }).where('id = :id', { id: late.id }).execute();
    await t.app.get(WorkOrderSweep).run();
    expect(await mails(pic, late)).toEqual([`工单${late.code}已超时`]);

    let order = await add({ handler_ids: [noMail.userId] }, requester);
    for (const [who, action] of [[noMail, 'accept'], [noMail, 'start'], [noMail, 'finish'], [w.admin, 'confirm'], [w.admin, 'approve']] as const) order = await step(who, order, action);
    expect(await mails(requester, order)).toEqual([`请评价工单${order.code}`]);
  });

  it('refuses unknown kinds in the mail and SMS lists and keeps the choice', async () => {
    for (const body of [{ mail: ['bogus'] }, { sms: 'assigned,bogus' }, { sms: 3 }]) expect((await prefer(handler, body)).status).toBe(422);
    expect((await mine(handler)).kinds.find((k) => k.kind === 'assigned')).toMatchObject({ mail: false, sms: true });
  });
});
