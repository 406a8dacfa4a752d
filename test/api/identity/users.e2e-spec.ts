import { Permission } from '@gengyun/contracts';
import { EnterpriseService } from '@gengyun/identity';
import { startTestApp, type TestApp } from '../../support/test-app';
import { login, newEnterprise, newUser, type Actor } from '../../support/builders/identity';

describe('user administration', () => {
  let t: TestApp;
  let enterpriseId: number;
  let admin: Actor;
  let phoneSeq = 0;
  const phone = (): string => `137${String(Date.now() % 1e6).padStart(6, '0')}${String(++phoneSeq).padStart(2, '0')}`;
  const detail = async (id: number) => (await t.post('/user/detail', { id }, admin.token)).body.content;

  beforeAll(async () => {
    t = await startTestApp();
    ({ enterpriseId, admin } = await newEnterprise(t));
  });
  afterAll(() => t.close());

  it('adds, lists, updates and shows a user, never exposing the password hash', async () => {
    const role = (await t.post('/role/add', { name: '维修工' }, admin.token)).body.content;
    const org = (await t.post('/org/add', { name: '维修部' }, admin.token)).body.content;
    const add = await t.post('/user/add', { account: 'zhang3', name: '张三', password: 'abc12345', job_no: 'J001', phone: phone(), org_id: org.id, roleIds: [role.id], is_external: true, wechat_no: 'wx_z3' }, admin.token);
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({ code: 200, msg: '操作成功', content: { account: 'zhang3', name: '张三', job_no: 'J001', org_id: org.id, roleIds: [role.id], is_external: true, is_paid: false, enabled: true, lang: 'zh_CN' } });
    expect(add.body.content).not.toHaveProperty('password_hash');
    const list = await t.post('/user/pageList', { keyword: 'zhang', pageSize: 10 }, admin.token);
    expect(list.body.content.total).toBe(1);
    expect(list.body.content.rows[0]).not.toHaveProperty('password_hash');
    const upd = await t.post('/user/update', { id: add.body.content.id, name: '张三丰', enabled: 'false' }, admin.token);
    expect(upd.body.content).toMatchObject({ name: '张三丰', enabled: false, account: 'zhang3' });
    expect((await login(t, 'zhang3', 'abc12345').catch((e: Error) => e.message)).toString()).toContain('identity.errors.accountDisabled');
  });

  it('keeps accounts unique per enterprise and phones unique', async () => {
    const p = phone();
    expect((await t.post('/user/add', { account: 'dup1', name: 'a', password: 'abc12345', phone: p }, admin.token)).status).toBe(200);
    const sameAccount = await t.post('/user/add', { account: 'dup1', name: 'b', password: 'abc12345' }, admin.token);
    expect(sameAccount.status).toBe(409);
    expect(sameAccount.body.content.key).toBe('identity.errors.accountRegistered');
    const samePhone = await t.post('/user/add', { account: 'dup2', name: 'b', password: 'abc12345', phone: p }, admin.token);
    expect(samePhone.body.content.key).toBe('identity.errors.phoneRegistered');
    const other = await newEnterprise(t);
    expect((await t.post('/user/add', { account: 'dup1', name: 'c', password: 'abc12345' }, other.admin.token)).status).toBe(200);
  });

  it('refuses unknown fields, wrong types and weak passwords with 422, changing nothing', async () => {
    const user = await newUser(t, enterpriseId);
    const before = await detail(user.userId);
    const unknown = await t.post('/user/update', { id: user.userId, name: 'x', salary: 1 }, admin.token);
    expect(unknown.status).toBe(422);
    expect(unknown.body.content.key).toBe('common.validation.unknownField');
    const wrongType = await t.post('/user/update', { id: user.userId, name: 'x', org_id: 'abc' }, admin.token);
    expect(wrongType.status).toBe(422);
    const badBool = await t.post('/user/update', { id: user.userId, name: 'x', is_paid: 'maybe' }, admin.token);
    expect(badBool.status).toBe(422);
    expect(await detail(user.userId)).toEqual(before);
    const weak = await t.post('/user/add', { account: 'weak1', name: 'w', password: 'abcdefgh' }, admin.token);
    expect(weak.body.content.key).toBe('identity.errors.passwordWeak');
    expect((await t.post('/user/pageList', { keyword: 'weak1' }, admin.token)).body.content.total).toBe(0);
  });

  it('answers 403 without the permission and 404 for another enterprise id, changing nothing', async () => {
    const lister = await newUser(t, enterpriseId, { permissions: [Permission.user.list] });
    const target = await newUser(t, enterpriseId);
    const refused = await t.post('/user/update', { id: target.userId, name: 'hacked' }, lister.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: -1, msg: '没有权限' });
    const other = await newEnterprise(t);
    for (const [path, body] of [['/user/detail', { id: target.userId }], ['/user/update', { id: target.userId, name: 'hacked' }], ['/user/delete', { id: target.userId }], ['/user/resetPassword', { id: target.userId, password: 'hack1234' }]] as const) {
      const res = await t.post(path, body, other.admin.token);
      expect(res.status).toBe(404);
      expect(res.body.content.key).toBe('common.errors.notFound');
    }
    expect((await detail(target.userId)).name).toBe(target.account);
    expect((await t.post('/user/info', {}, target.token)).status).toBe(200);
  });

  it('refuses making a user paid beyond the quota and leaves the row unchanged', async () => {
    const { enterpriseId: eid, admin: boss } = await newEnterprise(t);
    await t.app.get(EnterpriseService).setPaidUserLimit(eid, 1);
    const a = await newUser(t, eid);
    const b = await newUser(t, eid);
    expect((await t.post('/user/update', { id: a.userId, is_paid: true }, boss.token)).body.content.is_paid).toBe(true);
    const before = (await t.post('/user/detail', { id: b.userId }, boss.token)).body.content;
    const res = await t.post('/user/update', { id: b.userId, is_paid: true, name: 'renamed' }, boss.token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: -1, msg: '不能变更为收费用户，收费用户数量已超上限' });
    expect((await t.post('/user/detail', { id: b.userId }, boss.token)).body.content).toEqual(before);
    const add = await t.post('/user/add', { account: 'paid2', name: 'p', password: 'abc12345', is_paid: true }, boss.token);
    expect(add.body.content.key).toBe('identity.errors.paidQuota');
  });

  it('soft-deletes, lists deleted users and restores them', async () => {
    const user = await newUser(t, enterpriseId);
    expect((await t.post('/user/delete', { id: admin.userId }, admin.token)).body.content.key).toBe('identity.errors.cannotDeleteSelf');
    expect((await t.post('/user/delete', { id: user.userId }, admin.token)).status).toBe(200);
    expect((await t.post('/user/info', {}, user.token)).body.content.type).toBe(402);
    expect((await t.post('/user/detail', { id: user.userId }, admin.token)).status).toBe(404);
    const deleted = await t.post('/user/deleted/pageList', { keyword: user.account }, admin.token);
    expect(deleted.body.content.rows.map((r: { id: number }) => r.id)).toEqual([user.userId]);
    const restored = await t.post('/user/restore', { id: user.userId }, admin.token);
    expect(restored.body).toMatchObject({ code: 200, msg: '用户已恢复', content: { id: user.userId, deleted_time: null } });
    expect((await t.post('/user/restore', { id: user.userId }, admin.token)).status).toBe(404);
    expect((await login(t, user.account, user.password)).userId).toBe(user.userId);
  });

  it('resets a password, ending the user sessions', async () => {
    const user = await newUser(t, enterpriseId);
    expect((await t.post('/user/resetPassword', { id: user.userId, password: 'reset1234' }, admin.token)).status).toBe(200);
    expect((await t.post('/user/info', {}, user.token)).body.content.type).toBe(402);
    expect((await login(t, user.account, 'reset1234')).userId).toBe(user.userId);
  });

  it('imports roles only, all rows or none', async () => {
    const a = await newUser(t, enterpriseId);
    const b = await newUser(t, enterpriseId);
    const r1 = (await t.post('/role/add', { name: '仓库管理员' }, admin.token)).body.content;
    const r2 = (await t.post('/role/add', { name: '审核员' }, admin.token)).body.content;
    const only = await t.post('/user/importRoles', { rows: [{ account: a.account, roles: '审核员', name: 'x' }] }, admin.token);
    expect(only.status).toBe(422);
    expect(only.body.content.key).toBe('identity.errors.importRolesOnly');
    const missing = await t.post('/user/importRoles', { rows: [{ account: a.account, roles: '审核员' }, { account: b.account, roles: '不存在' }] }, admin.token);
    expect(missing.body).toMatchObject({ code: -1, msg: `账号“${b.account}”的角色“不存在”不存在` });
    // A field named in a message is named in the reader's language, not as the body's field name.
    expect((await t.post('/user/importRoles', { rows: [{ account: ' ', roles: '审核员' }] }, admin.token)).body).toMatchObject({ code: -1, msg: '账号不能为空' });
    expect((await detail(a.userId)).roleIds).not.toContain(r2.id);
    const ok = await t.post('/user/importRoles', { rows: [{ account: a.account, roles: '仓库管理员，审核员' }, { account: b.account, roles: '审核员' }] }, admin.token);
    expect(ok.body).toMatchObject({ code: 200, msg: '已更新 2 个用户的角色', content: { updated: 2 } });
    expect((await detail(a.userId)).roleIds).toEqual([r1.id, r2.id].sort((x, y) => x - y));
    expect((await detail(b.userId)).roleIds).toEqual([r2.id]);
  });

  it('lets a user read and update their own profile, including the language', async () => {
    const user = await newUser(t, enterpriseId);
    const info = await t.post('/user/info', {}, user.token);
    expect(info.body.content).toMatchObject({ id: user.userId, account: user.account });
    expect(info.body.content.enterpriseName).toBeTruthy();
    const upd = await t.post('/user/updateInfo', { name: 'Me', lang: 'en_US' }, user.token);
    expect(upd.body.content).toMatchObject({ name: 'Me', lang: 'en_US' });
    expect((await t.post('/user/pageList', {}, user.token)).body.msg).toBe('No permission');
    expect((await t.post('/user/updateInfo', { account: 'boss' }, user.token)).status).toBe(422);
  });

  it('answers my/info with the job number, enterprise, organisation and the roles held directly or through the position', async () => {
    const org = (await t.post('/org/add', { name: '运维部' }, admin.token)).body.content.id as number;
    const direct = (await t.post('/role/add', { name: '仪表工' }, admin.token)).body.content.id as number;
    const viaPosition = (await t.post('/role/add', { name: '值班长' }, admin.token)).body.content.id as number;
    const position = (await t.post('/position/add', { name: '班长' }, admin.token)).body.content.id as number;
    await t.post('/position/roles', { id: position, roleIds: [viaPosition] }, admin.token).expect(200);
    const added = await t.post('/user/add', { account: 'info-user', name: '信息', password: 'Passw0rd1', job_no: 'J-0042', org_id: org, position_id: position, roleIds: [direct] }, admin.token);
    expect(added.status).toBe(200);
    const [{ code }] = await t.db.query('SELECT code, name FROM enterprise WHERE id = ?', [enterpriseId]);
    const session = (await t.post('/login', { account: 'info-user', password: 'Passw0rd1', enterpriseCode: code }).set('X-Forwarded-For', '10.9.9.9')).body.content;
    const info = (await t.post('/user/info', {}, session.token)).body.content;
    const [{ name }] = await t.db.query('SELECT name FROM enterprise WHERE id = ?', [enterpriseId]);
    expect(info).toMatchObject({ account: 'info-user', job_no: 'J-0042', enterpriseName: name, orgName: '运维部', roleNames: ['仪表工', '值班长'] });
  });
});
