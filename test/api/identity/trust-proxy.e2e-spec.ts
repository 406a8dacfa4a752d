import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise } from '../../support/builders/identity';

let seq = 0;
const forged = (): string => `203.0.113.${(++seq % 250) + 1}`;

describe(`login and SMS rate limits with no trusted proxy (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '' });
  });
  afterAll(() => t?.close());

  it('still limits /login when every request forges a different X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= t.config.rateLimits.loginPerMinute; i++) {
      statuses.push((await t.post('/login', { account: 'nobody', password: 'x1' }).set('X-Forwarded-For', forged())).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });

  it('still limits /sms/sendCode when every request forges a different X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= t.config.rateLimits.smsPerMinute; i++) {
      statuses.push((await t.post('/sms/sendCode', { phone: '13999999999', purpose: 'forgotPassword' }).set('X-Forwarded-For', forged())).status);
    }
    expect(statuses.at(-1)).toBe(429);
    const res = await t.post('/sms/sendCode', { phone: '13999999999', purpose: 'forgotPassword' }).set('X-Forwarded-For', forged());
    expect(res.body).toMatchObject({ code: -1, msg: '操作过于频繁，请稍后再试' });
  });
});

describe(`login and SMS rate limits behind a configured proxy (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // The test client connects from loopback: it plays the proxy.
    t = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const sendCode = (xff: string) => t.post('/sms/sendCode', { phone: '13999999999', purpose: 'forgotPassword' }).set('X-Forwarded-For', xff);

  it("uses the address the proxy forwarded: each client has its own budget, and entries a client forged to the left are ignored", async () => {
    const limit = t.config.rateLimits.smsPerMinute;
    for (let i = 0; i < limit; i++) expect((await sendCode(`${forged()}, 198.51.100.7`)).status).not.toBe(429);
    expect((await sendCode(`${forged()}, 198.51.100.7`)).status).toBe(429);
    expect((await sendCode('198.51.100.8')).status).not.toBe(429);
  });

  it('keeps the forwarded address with the session', async () => {
    const { admin } = await newEnterprise(t);
    const res = await t.post('/login', { account: admin.account, password: admin.password }).set('X-Forwarded-For', '198.51.100.20');
    expect(res.status).toBe(200);
    const [session] = await t.db.query('SELECT ip FROM session WHERE user_id = ? ORDER BY id DESC', [admin.userId]);
    expect(session.ip).toBe('198.51.100.20');
  });
});
