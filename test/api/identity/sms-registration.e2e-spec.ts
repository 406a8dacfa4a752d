import { IdentityClock } from '@gengyun/identity';
import { SMS_SENDER, type LogSmsSender } from '@gengyun/core';
import { startTestApp, type TestApp } from '../../support/test-app';
import { login, newEnterprise, newUser, type Actor } from '../../support/builders/identity';

let ipSeq = 0;
const ip = (): string => `10.30.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

describe('forgotten password by SMS and self-registration', () => {
  let t: TestApp;
  let enterpriseId: number;
  let code: string;
  let admin: Actor;
  const post = (path: string, body: object) => t.post(path, body).set('X-Forwarded-For', ip());
  const lastCode = (phone: string): string => (t.app.get(SMS_SENDER) as LogSmsSender).last(phone)?.params.code ?? '';
  const phoneOf = async (user: Actor, phone: string) => expect((await t.post('/user/updateInfo', { phone }, user.token)).status).toBe(200);

  beforeAll(async () => {
    t = await startTestApp();
    ({ enterpriseId, code, admin } = await newEnterprise(t));
  });
  afterAll(() => t.close());

  it('sends a code, verifies it and resets the password, ending old sessions', async () => {
    const user = await newUser(t, enterpriseId);
    await phoneOf(user, '13500000001');
    const unverified = await post('/forgotPassword/reset', { phone: '13500000001', code: '000000', password: 'newPass9', confirmPassword: 'newPass9' });
    expect(unverified.body).toMatchObject({ code: -1, msg: '请先进行短信验证' });
    const sent = await post('/sms/sendCode', { phone: '13500000001', purpose: 'forgotPassword' });
    expect(sent.body).toMatchObject({ code: 200, msg: '短信已发送，请在1分钟内验证' });
    const smsCode = lastCode('13500000001');
    expect(smsCode).toMatch(/^\d{6}$/);
    const wrong = await post('/sms/verifyCode', { phone: '13500000001', purpose: 'forgotPassword', code: smsCode === '000000' ? '111111' : '000000' });
    expect(wrong.body).toMatchObject({ code: -1, msg: '验证码错误' });
    expect((await post('/forgotPassword/reset', { phone: '13500000001', code: smsCode, password: 'newPass9', confirmPassword: 'newPass9' })).body.content.key).toBe('identity.errors.smsNotVerified');
    expect((await post('/sms/verifyCode', { phone: '13500000001', purpose: 'forgotPassword', code: smsCode })).body.code).toBe(200);
    expect((await post('/forgotPassword/reset', { phone: '13500000001', code: smsCode, password: 'newPass9', confirmPassword: 'other9x' })).body.content.key).toBe('identity.errors.passwordMismatch');
    const reset = await post('/forgotPassword/reset', { phone: '13500000001', code: smsCode, password: 'newPass9', confirmPassword: 'newPass9' });
    expect(reset.body).toMatchObject({ code: 200, msg: '密码重置成功，3秒后跳转到登录页' });
    expect((await t.post('/user/info', {}, user.token)).body.content.type).toBe(402);
    expect((await login(t, user.account, 'newPass9')).userId).toBe(user.userId);
    const again = await post('/forgotPassword/reset', { phone: '13500000001', code: smsCode, password: 'newPass8', confirmPassword: 'newPass8' });
    expect(again.body.content.key).toBe('identity.errors.smsNotVerified');
  });

  it('expires a code after 1 minute', async () => {
    const user = await newUser(t, enterpriseId);
    await phoneOf(user, '13500000002');
    await post('/sms/sendCode', { phone: '13500000002', purpose: 'forgotPassword' });
    t.app.get(IdentityClock).advance(61_000);
    const res = await post('/sms/verifyCode', { phone: '13500000002', purpose: 'forgotPassword', code: lastCode('13500000002') }).set('Accept-Language', 'en-US');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: -1, msg: 'Validation expired' });
  });

  it('refuses an unregistered phone and rate-limits sending per client', async () => {
    const res = await post('/sms/sendCode', { phone: '13999999999', purpose: 'forgotPassword' });
    expect(res.body.content.key).toBe('identity.errors.phoneNotRegistered');
    const from = '10.31.0.1';
    let last = 0;
    for (let i = 0; i <= t.config.rateLimits.smsPerMinute; i++) {
      last = (await t.post('/sms/sendCode', { phone: '13999999999', purpose: 'forgotPassword' }).set('X-Forwarded-For', from)).status;
    }
    expect(last).toBe(429);
    expect((await post('/sms/sendCode', { phone: '13999999999', purpose: 'other' })).status).toBe(422);
  });

  it('registers a pending applicant, and an administrator approves', async () => {
    const reg = await post('/register', { enterpriseCode: code, account: 'newbie', name: '新人', phone: '13600000001', password: 'join1234' });
    expect(reg.body).toMatchObject({ code: 200, msg: '注册成功，请等待管理员审核', content: { status: 'pending' } });
    expect((await post('/login', { account: 'newbie', password: 'join1234' })).status).toBe(401);
    expect((await post('/register', { enterpriseCode: code, account: 'newbie', name: 'x', phone: '13600000009', password: 'join1234' })).body.content.key).toBe('identity.errors.accountRegistered');
    expect((await post('/register', { enterpriseCode: 'nope', account: 'a', name: 'x', phone: '13600000008', password: 'join1234' })).body.content.key).toBe('identity.errors.enterpriseAbsent');
    const list = await t.post('/user/registration/pageList', { status: 'pending' }, admin.token);
    expect(list.body.content.rows).toEqual([expect.objectContaining({ id: reg.body.content.id, account: 'newbie', status: 'pending' })]);
    expect(list.body.content.rows[0]).not.toHaveProperty('password_hash');
    const other = await newEnterprise(t);
    expect((await t.post('/user/registration/approve', { id: reg.body.content.id }, other.admin.token)).status).toBe(404);
    const lister = await newUser(t, enterpriseId);
    expect((await t.post('/user/registration/approve', { id: reg.body.content.id }, lister.token)).status).toBe(403);
    const ok = await t.post('/user/registration/approve', { id: reg.body.content.id }, admin.token);
    expect(ok.body).toMatchObject({ code: 200, content: { status: 'approved' } });
    expect((await login(t, 'newbie', 'join1234')).enterpriseId).toBe(enterpriseId);
    expect((await t.post('/user/registration/reject', { id: reg.body.content.id }, admin.token)).body.content.key).toBe('identity.errors.registrationNotPending');
  });

  it('rejects an application, which never becomes a user', async () => {
    const reg = await post('/register', { enterpriseCode: code, account: 'spammer', name: 'S', phone: '13600000002', password: 'spam1234' });
    const res = await t.post('/user/registration/reject', { id: reg.body.content.id }, admin.token);
    expect(res.body).toMatchObject({ code: 200, content: { status: 'rejected' } });
    expect((await post('/login', { account: 'spammer', password: 'spam1234' })).status).toBe(401);
    expect((await t.post('/user/pageList', { keyword: 'spammer' }, admin.token)).body.content.total).toBe(0);
    expect((await post('/register', { enterpriseCode: code, account: 'x1', name: 'x', phone: '13600000003', password: 'abc', extra: 1 })).status).toBe(422);
  });
});
