import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, newOperator, type Actor } from '../../support/builders/identity';

describe('company self-registration and its audit by the platform operator', () => {
  let t: TestApp;
  let operator: Actor;
  let seq = 0;
  const ip = (): string => `10.50.${Math.floor(++seq / 250)}.${(seq % 250) + 1}`;
  const code = (): string => `c${Date.now().toString(36)}${++seq}`;
  const phone = (): string => `166${String(Date.now() % 1e6).padStart(6, '0')}${String(++seq % 100).padStart(2, '0')}`;
  const apply = (body: Record<string, unknown> = {}) => {
    const c = code();
    return t
      .post('/registerCompany', { enterpriseCode: c, enterpriseName: `公司${c}`, account: 'founder', name: '创始人', phone: phone(), password: 'found123', ...body })
      .set('X-Forwarded-For', ip());
  };
  const loginTo = (enterpriseCode: string, account: string, password: string) =>
    t.post('/login', { account, password, enterpriseCode }).set('X-Forwarded-For', ip());
  const pending = async () => (await t.post('/tenant/registration/pageList', { status: 'pending' }, operator.token)).body.content.total as number;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await newOperator(t);
  });
  afterAll(() => t.close());

  it('registers a company as pending; approval creates the enterprise and its first administrator', async () => {
    const c = code();
    const p = phone();
    const res = await apply({ enterpriseCode: c, enterpriseName: '耕耘机械', account: 'zhao', name: '赵总', phone: p, job_no: 'Z01' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: '企业注册申请已提交，请等待平台审核', content: { status: 'pending', claim: false } });
    expect((await loginTo(c, 'zhao', 'found123')).status).toBe(401);

    const list = await t.post('/tenant/registration/pageList', { keyword: '耕耘机械' }, operator.token);
    expect(list.body.content.rows).toEqual([
      expect.objectContaining({ id: res.body.content.id, enterprise_code: c, enterprise_name: '耕耘机械', account: 'zhao', phone: p, job_no: 'Z01', status: 'pending', claim: false }),
    ]);
    expect(list.body.content.rows[0]).not.toHaveProperty('password_hash');

    const approved = await t.post('/tenant/registration/approve', { id: res.body.content.id, paid_user_limit: 3 }, operator.token);
    expect(approved.body).toMatchObject({ code: 200, msg: '已通过注册申请', content: { status: 'approved', enterprise_id: expect.any(Number), user_id: expect.any(Number) } });
    const tenant = (await t.post('/tenant/detail', { id: approved.body.content.enterprise_id }, operator.token)).body.content;
    expect(tenant).toMatchObject({ code: c, name: '耕耘机械', status: 'normal', paid_user_limit: 3, user_count: 1 });
    const session = await loginTo(c, 'zhao', 'found123');
    expect(session.status).toBe(200);
    expect(session.body.content).toMatchObject({ userId: approved.body.content.user_id, enterpriseName: '耕耘机械' });
    const token = session.body.content.token as string;
    expect((await t.post('/role/pageList', {}, token)).body.content.rows).toEqual([expect.objectContaining({ name: '系统管理员', is_admin: true })]);
    expect((await t.post('/user/info', {}, token)).body.content).toMatchObject({ account: 'zhao', job_no: 'Z01', phone: p });
    expect((await t.post('/tenant/registration/approve', { id: res.body.content.id }, operator.token)).body.content.key).toBe('identity.errors.registrationNotPending');
  });

  it('answers "company already registered (may apply to claim)" for a registered or pending code or name', async () => {
    const { code: taken } = await newEnterprise(t, { name: '已注册公司' });
    for (const body of [{ enterpriseCode: taken }, { enterpriseName: '已注册公司' }]) {
      const res = await apply(body);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: -1, msg: '企业已注册，可申请认领', content: { key: 'identity.errors.companyRegistered' } });
    }
    const first = await apply({ enterpriseName: '排队公司' });
    expect(first.status).toBe(200);
    const en = await apply({ enterpriseName: '排队公司' }).set('Accept-Language', 'en-US');
    expect(en.body.msg).toBe('Company already registered (you may apply to claim it)');
  });

  it('answers "phone already registered" for a user\'s phone or a pending application\'s', async () => {
    const { admin } = await newEnterprise(t);
    const p = phone();
    expect((await t.post('/user/updateInfo', { phone: p }, admin.token)).status).toBe(200);
    const used = await apply({ phone: p });
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({ msg: '手机号已注册', content: { key: 'identity.errors.phoneRegistered' } });
    const q = phone();
    expect((await apply({ phone: q })).status).toBe(200);
    const again = await apply({ phone: q }).set('Accept-Language', 'en-US');
    expect(again.body).toMatchObject({ code: -1, msg: 'Phone already registered' });
  });

  it('answers "account or job number already registered" when claiming, and when joining an enterprise', async () => {
    const { code: target, admin } = await newEnterprise(t, { name: '被认领公司' });
    expect((await t.post('/user/add', { account: 'li4', name: '李四', password: 'li4pass1', job_no: 'J-9' }, admin.token)).status).toBe(200);
    const sameAccount = await apply({ claim: true, enterpriseCode: target, account: 'li4' });
    expect(sameAccount.status).toBe(409);
    expect(sameAccount.body).toMatchObject({ msg: '账号或工号已注册', content: { key: 'identity.errors.accountRegistered' } });
    const sameJob = await apply({ claim: true, enterpriseCode: target, account: 'wang5', job_no: 'J-9' }).set('Accept-Language', 'en-US');
    expect(sameJob.body).toMatchObject({ code: -1, msg: 'Account or job number already registered' });

    const join = (body: object) => t.post('/register', { enterpriseCode: target, name: 'x', phone: phone(), password: 'join1234', ...body }).set('X-Forwarded-For', ip());
    expect((await join({ account: 'newer', job_no: 'J-9' })).body.content.key).toBe('identity.errors.accountRegistered');
    expect((await join({ account: 'newer', job_no: 'J-10' })).status).toBe(200);
    expect((await join({ account: 'newest', job_no: 'J-10' })).body.content.key).toBe('identity.errors.accountRegistered');
    expect((await apply({ claim: true, enterpriseCode: code() })).body.content.key).toBe('identity.errors.claimTargetAbsent');
    const platform = await apply({ claim: true, enterpriseCode: t.config.platform.enterpriseCode });
    expect([platform.status, platform.body.content.key]).toEqual([422, 'identity.errors.claimTargetAbsent']);
  });

  it('approving a claim makes the applicant an administrator of the registered enterprise', async () => {
    const { code: target, enterpriseId } = await newEnterprise(t, { name: '认领目标' });
    const res = await apply({ claim: true, enterpriseName: '认领目标', enterpriseCode: target, account: 'claimer' });
    expect(res.body.content).toMatchObject({ status: 'pending', claim: true });
    const row = (await t.post('/tenant/registration/pageList', { keyword: 'claimer' }, operator.token)).body.content.rows[0];
    expect(row).toMatchObject({ claim: true, enterprise_id: enterpriseId, enterprise_code: target });
    const approved = await t.post('/tenant/registration/approve', { id: res.body.content.id }, operator.token);
    expect(approved.body.content).toMatchObject({ status: 'approved', enterprise_id: enterpriseId });
    const session = await loginTo(target, 'claimer', 'found123');
    expect(session.body.content.enterpriseId).toBe(enterpriseId);
    const menus = (await t.post('/getMenuList', {}, session.body.content.token)).body.content.permissions;
    expect(menus).toContain('identity:role:grant');
  });

  it('rejects with a reason, audited; a code taken meanwhile refuses the approval and leaves it pending', async () => {
    const res = await apply({ enterpriseName: '驳回公司' });
    const noReason = await t.post('/tenant/registration/reject', { id: res.body.content.id }, operator.token);
    expect(noReason.status).toBe(422);
    expect(noReason.body.content.fields).toHaveProperty('reason');
    const rejected = await t.post('/tenant/registration/reject', { id: res.body.content.id, reason: '资料不全' }, operator.token);
    expect(rejected.body).toMatchObject({ code: 200, msg: '已驳回注册申请', content: { status: 'rejected', reason: '资料不全' } });
    expect((await t.post('/tenant/registration/approve', { id: res.body.content.id }, operator.token)).status).toBe(409);
    const rows = await t.db.query("SELECT remark FROM audit_log WHERE business_no = 'companyRegistration' AND data_id = ? ORDER BY id", [res.body.content.id]);
    expect(rows.map((r: { remark: string }) => JSON.parse(r.remark)[0].key)).toEqual(['identity.audit.companyRegistered', 'identity.audit.companyRejected']);

    const c = code();
    const later = await apply({ enterpriseCode: c });
    const before = await pending();
    expect((await t.post('/tenant/add', { code: c, name: `抢先${c}`, account: 'a', admin_name: 'a', phone: phone(), password: 'abc12345' }, operator.token)).status).toBe(200);
    const refused = await t.post('/tenant/registration/approve', { id: later.body.content.id }, operator.token);
    expect(refused.status).toBe(409);
    expect(refused.body.content.key).toBe('identity.errors.companyRegistered');
    expect(await pending()).toBe(before);
    expect((await t.post('/tenant/registration/pageList', { status: 'nope' }, operator.token)).status).toBe(422);
    expect((await apply({ enterpriseCode: 'bad code' })).status).toBe(422);
    expect((await apply({ password: 'short' })).status).toBe(422);
  });
});
