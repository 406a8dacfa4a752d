import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { mailSubject, mailText, startSmtp, type LocalSmtp } from '../../support/smtp-server';
import { until } from '../../alarms/alarm-fixtures';
import { addPart, addWarehouse, member, move, putIn, world, P, type World } from './support';
import type { Actor } from '../../support/builders/identity';

/** Safety stock by mail (issue 15 item 5): the warehouse manager gets one mail per crossing, as the in-app message. */
describe(`inventory safety stock by mail (${testDbKind()})`, () => {
  let t: TestApp;
  let smtp: LocalSmtp;
  let w: World;
  let manager: Actor;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'stores@plant.test' });
    w = await world(t);
    manager = await member(t, w, [P.stock.list], { lang: 'en_US' });
    expect((await t.post('/user/updateInfo', { mail: 'stores.manager@plant.test' }, manager.token)).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const deliveries = async (code: string) =>
    (await t.db.query("SELECT user_id, status, last_error FROM channel_delivery WHERE topic LIKE 'inventory:safety:%' AND subject LIKE ? ORDER BY id", [`%${code}%`])) as Array<{ user_id: number; status: string; last_error: string | null }>;
  const mailsAbout = (code: string) => smtp.to('stores.manager@plant.test').filter((m) => mailSubject(m.raw).includes(code));

  it('20 concurrent issues crossing the minimum, then more below it, mail the manager once; a recovery and a new crossing mail again', async () => {
    const wh = await addWarehouse(t, w.admin, { manager_id: manager.userId });
    const part = await addPart(t, w.admin, { safety_stock_min: 15, safety_stock_max: 40 });
    await putIn(t, w.admin, wh, [{ part_id: part.id, quantity: 20, unit_price: '2' }]).expect(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => move(t, w.admin, 'issue', wh, [{ part_id: part.id, quantity: 1 }])));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    await until(async () => (await deliveries(part.spare_part_code)).some((d) => d.status === 'sent'), 10_000);
    expect((await deliveries(part.spare_part_code)).map((d) => [d.user_id, d.status])).toEqual([[manager.userId, 'sent']]);
    const [mail] = mailsAbout(part.spare_part_code);
    expect(mailSubject(mail!.raw)).toBe(`Spare part ${part.spare_part_code} is below its safety stock`);
    expect(mailText(mail!.raw)).toContain('14 on hand, below the safety stock minimum of 15');

    await putIn(t, w.admin, wh, [{ part_id: part.id, quantity: 20, unit_price: '2' }]).expect(200); // 20: recovered
    await move(t, w.admin, 'issue', wh, [{ part_id: part.id, quantity: 6 }]).expect(200); // 14: crossed again
    await until(async () => (await deliveries(part.spare_part_code)).filter((d) => d.status === 'sent').length === 2, 10_000);
    expect(mailsAbout(part.spare_part_code)).toHaveLength(2);
  });

  it('a manager without a mail address gets the in-app message; the mail is recorded as skipped, saying why', async () => {
    const plain = await member(t, w, [P.stock.list]);
    const wh = await addWarehouse(t, w.admin, { manager_id: plain.userId });
    const part = await addPart(t, w.admin, { safety_stock_min: 2 });
    await putIn(t, w.admin, wh, [{ part_id: part.id, quantity: 2, unit_price: '1' }]).expect(200);
    await move(t, w.admin, 'issue', wh, [{ part_id: part.id, quantity: 1 }]).expect(200);
    expect((await deliveries(part.spare_part_code)).map((d) => [d.user_id, d.status, d.last_error])).toEqual([[plain.userId, 'skipped', 'noAddress']]);
    const inApp = (await t.db.query('SELECT id FROM user_message WHERE user_id = ? AND title LIKE ?', [plain.userId, `%${part.spare_part_code}%`])) as unknown[];
    expect(inApp).toHaveLength(1);
  });
});
