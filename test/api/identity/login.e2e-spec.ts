import { EnterpriseService, EnterpriseStatus, IdentityClock } from '@gengyun/identity';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, newUser } from '../../support/builders/identity';

let ipSeq = 0;
const ip = (): string => `10.20.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

describe('login, sessions and passwords', () => {
  let t: TestApp;
  const login = (account: string, password: string, from = ip()) => t.post('/login', { account, password }).set('X-Forwarded-For', from);
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('logs in with account and password and answers the login state', async () => {
    const { enterpriseId, admin } = await newEnterprise(t, { name: '测试企业' });
    const res = await login(admin.account, admin.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 200,
      msg: '登录成功',
      // the enterprise's time zone (TIME_ZONE, default Asia/Shanghai): the web shows every time in it
      content: { userId: admin.userId, account: admin.account, lang: 'zh_CN', enterpriseId, enterpriseName: '测试企业', timeZone: 'Asia/Shanghai', defaultTheme: 'dark', online: true, count: 0 },
    });
    expect(res.body.content.token).toMatch(/^[\w-]{43}$/);
    expect(res.body.content.token).not.toBe(admin.token);
  });

  it('logs in with the phone number instead of the account', async () => {
    const { admin } = await newEnterprise(t);
    const phone = `139${String(Date.now()).slice(-8)}`;
    expect((await t.post('/user/updateInfo', { phone }, admin.token)).status).toBe(200);
    const res = await login(phone, admin.password);
    expect(res.status).toBe(200);
    expect(res.body.content.userId).toBe(admin.userId);
  });

  it('refuses a wrong password in zh_CN by default and in en_US on request', async () => {
    const { admin } = await newEnterprise(t);
    const zh = await login(admin.account, 'wrong1pass');
    expect(zh.status).toBe(401);
    expect(zh.body).toMatchObject({ code: -1, msg: '账号或密码错误', content: { key: 'identity.errors.wrongCredentials' } });
    const en = await login(admin.account, 'wrong1pass').set('Accept-Language', 'en-US');
    expect(en.body.msg).toBe('Wrong account or password');
    const unknown = await login('nobody-here', 'x1').set('Accept-Language', 'en-US');
    expect(unknown.status).toBe(401);
    expect(unknown.body.msg).toBe('Wrong account or password');
  });

  it('locks the account for 15 minutes after 5 failures; a success resets the count', async () => {
    const { enterpriseId } = await newEnterprise(t);
    const user = await newUser(t, enterpriseId);
    for (let i = 0; i < 4; i++) expect((await login(user.account, 'bad1pass')).status).toBe(401);
    expect((await login(user.account, user.password)).status).toBe(200); // resets the count
    for (let i = 0; i < 4; i++) expect((await login(user.account, 'bad1pass')).status).toBe(401);
    const fifth = await login(user.account, 'bad1pass');
    expect(fifth.status).toBe(423);
    expect(fifth.body.content.key).toBe('identity.errors.accountLocked');
    const correct = await login(user.account, user.password);
    expect(correct.status).toBe(423);
    expect(correct.body.msg).toBe('账号已锁定，请15分钟后再试');
    t.app.get(IdentityClock).advance(15 * 60_000 + 1000);
    expect((await login(user.account, user.password)).status).toBe(200);
  });

  it('locks an account name per enterprise: failures in one enterprise never lock the same name in another', async () => {
    const a = await newEnterprise(t);
    const b = await newEnterprise(t);
    const account = `same${Date.now().toString(36)}`;
    const inA = await newUser(t, a.enterpriseId, { account, password: 'PassA1pass' });
    const inB = await newUser(t, b.enterpriseId, { account, password: 'PassB1pass' });
    const loginTo = (code: string | undefined, password: string) => t.post('/login', { account, password, ...(code ? { enterpriseCode: code } : {}) }).set('X-Forwarded-For', ip());
    // Without an enterprise code, guesses count against no one: the name is in two enterprises.
    for (let i = 0; i < 6; i++) {
      const guess = await loginTo(undefined, 'bad1pass');
      expect([guess.status, guess.body.content.key]).toEqual([422, 'identity.errors.enterpriseCodeRequired']);
    }
    expect((await loginTo(b.code, inB.password)).body.content.userId).toBe(inB.userId);
    for (let i = 0; i < 4; i++) expect((await loginTo(a.code, 'bad1pass')).status).toBe(401);
    expect((await loginTo(a.code, 'bad1pass')).status).toBe(423);
    expect((await loginTo(a.code, inA.password)).status).toBe(423);
    const other = await loginTo(b.code, inB.password);
    expect([other.status, other.body.content.userId]).toEqual([200, inB.userId]);
    const asked = await loginTo(undefined, inB.password).set('Accept-Language', 'en-US');
    expect(asked.body.msg).toBe('This account exists in several enterprises: enter your enterprise code');
  });

  it('refuses users of a locked or cancelled enterprise, and ends their sessions', async () => {
    const { enterpriseId, admin } = await newEnterprise(t);
    const enterprises = t.app.get(EnterpriseService);
    await enterprises.setStatus(enterpriseId, EnterpriseStatus.locked);
    const locked = await login(admin.account, admin.password);
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ code: -1, msg: '企业已锁定或注销', content: { key: 'identity.errors.enterpriseLockedOrCancelled' } });
    expect((await t.post('/user/info', {}, admin.token)).body.content.type).toBe(402);
    await enterprises.setStatus(enterpriseId, EnterpriseStatus.cancelled);
    const cancelled = await login(admin.account, admin.password).set('Accept-Language', 'en-US');
    expect(cancelled.body).toMatchObject({ code: -1, msg: 'Enterprise locked or cancelled' });
    await enterprises.setStatus(enterpriseId, EnterpriseStatus.normal);
    expect((await t.post('/user/info', {}, admin.token)).status).toBe(200);
  });

  it('accepts the token as Bearer header, form field and query parameter', async () => {
    const { admin } = await newEnterprise(t);
    const bearer = await t.post('/user/info', {}, admin.token);
    expect(bearer.status).toBe(200);
    expect(bearer.body.content.account).toBe(admin.account);
    const form = await t.http().post('/user/info').type('form').send({ token: admin.token });
    expect(form.status).toBe(200);
    const multipart = await t.http().post('/user/info').field('token', admin.token);
    expect(multipart.status).toBe(200);
    const query = await t.http().post(`/user/info?token=${encodeURIComponent(admin.token)}`).send({});
    expect(query.status).toBe(200);
    expect(query.body.content.id).toBe(admin.userId);
  });

  it('answers an unknown, revoked or expired token with the 402 envelope', async () => {
    const { admin } = await newEnterprise(t);
    const unknown = await t.post('/user/info', {}, 'not-a-token');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ code: -1, content: { type: 402 } });

    const second = await login(admin.account, admin.password);
    const token = second.body.content.token as string;
    const out = await t.post('/logout', {}, token);
    expect(out.body).toMatchObject({ code: 200, msg: '已退出登录' });
    expect((await t.post('/user/info', {}, token)).body.content.type).toBe(402);
    expect((await t.post('/user/info', {}, admin.token)).status).toBe(200);

    t.app.get(IdentityClock).advance(t.config.sessionTtlMs + 1000);
    const expired = await t.post('/user/info', {}, admin.token);
    expect(expired.status).toBe(401);
    expect(expired.body.content.type).toBe(402);
  });

  it('exchanges a companion client token for a new web session (/doGoSns)', async () => {
    const { admin } = await newEnterprise(t);
    const res = await t.http().post('/doGoSns').set('X-Forwarded-For', ip()).type('form').send({ token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, content: { userId: admin.userId, online: true, count: 0 } });
    expect(res.body.content.token).not.toBe(admin.token);
    expect((await t.post('/user/info', {}, res.body.content.token)).status).toBe(200);
    const bad = await t.http().post('/doGoSns').set('X-Forwarded-For', ip()).type('form').send({ token: 'nope' });
    expect(bad.body.content.type).toBe(402);
  });

  it('changes the password (letters and digits, confirmed) and revokes the other sessions', async () => {
    const { enterpriseId } = await newEnterprise(t);
    const user = await newUser(t, enterpriseId);
    const other = (await login(user.account, user.password)).body.content.token as string;
    const change = (body: object) => t.post('/user/changePassword', body, user.token);
    expect((await change({ oldPassword: 'wrong1', password: 'newPass1', confirmPassword: 'newPass1' })).body.content.key).toBe('identity.errors.oldPasswordWrong');
    expect((await change({ oldPassword: user.password, password: 'onlyletters', confirmPassword: 'onlyletters' })).body.content.key).toBe('identity.errors.passwordWeak');
    expect((await change({ oldPassword: user.password, password: 'newPass1', confirmPassword: 'newPass2' })).body.content.key).toBe('identity.errors.passwordMismatch');
    expect((await t.post('/user/info', {}, other)).status).toBe(200); // refusals changed nothing
    const ok = await change({ oldPassword: user.password, password: 'newPass1', confirmPassword: 'newPass1' });
    expect(ok.body).toMatchObject({ code: 200, msg: '密码修改成功，请重新登录' });
    expect((await t.post('/user/info', {}, other)).body.content.type).toBe(402);
    expect((await t.post('/user/info', {}, user.token)).status).toBe(200);
    expect((await login(user.account, user.password)).status).toBe(401);
    expect((await login(user.account, 'newPass1')).status).toBe(200);
  });

  it('refuses a malformed login body with 422', async () => {
    const res = await t.post('/login', { account: 'a', password: 'b', extra: 1 }).set('X-Forwarded-For', ip());
    expect(res.status).toBe(422);
    expect(res.body.content.key).toBe('common.validation.unknownField');
    const missing = await t.post('/login', { account: 'a' }).set('X-Forwarded-For', ip());
    expect(missing.status).toBe(422);
    expect(missing.body.content.fields).toHaveProperty('password');
  });

  it('rate-limits /login per client address', async () => {
    const from = '10.99.99.99';
    let last = 0;
    for (let i = 0; i <= t.config.rateLimits.loginPerMinute; i++) last = (await login('nobody', 'x1', from)).status;
    expect(last).toBe(429);
    const res = await login('nobody', 'x1', from);
    expect(res.body).toMatchObject({ code: -1, msg: '操作过于频繁，请稍后再试' });
  });
});
