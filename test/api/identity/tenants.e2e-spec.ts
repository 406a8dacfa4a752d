import { EventBus, type DomainEventMap } from '@gengyun/core';
import { IdentityClock, TenantPurgeService } from '@gengyun/identity';
import { startTestApp, type TestApp } from '../../support/test-app';
import { login, newEnterprise, newOperator, type Actor } from '../../support/builders/identity';

interface Entry {
  langkey: string;
  id: number;
  children: Entry[];
}
const flatten = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...flatten(e.children)]);

const TENANT_ROUTES = [
  '/tenant/pageList',
  '/tenant/detail',
  '/tenant/logs',
  '/tenant/add',
  '/tenant/lock',
  '/tenant/unlock',
  '/tenant/cancel',
  '/tenant/paidUserLimit',
  '/tenant/registration/pageList',
  '/tenant/registration/approve',
  '/tenant/registration/reject',
];

describe('tenant administration by the platform operator', () => {
  let t: TestApp;
  let operator: Actor;
  /** The same rights, reading English (a logged-in user's saved language wins over Accept-Language). */
  let operatorEn: Actor;
  let seq = 0;
  const code = (): string => `t${Date.now().toString(36)}${++seq}`;
  const phone = (): string => `188${String(Date.now() % 1e6).padStart(6, '0')}${String(++seq % 100).padStart(2, '0')}`;
  const add = (body: Record<string, unknown> = {}, token = operator.token) => {
    const c = code();
    return t.post('/tenant/add', { code: c, name: `企业${c}`, account: 'boss', admin_name: '老板', phone: phone(), password: 'boss1234', ...body }, token);
  };
  const loginTo = (enterpriseCode: string, account: string, password: string) =>
    t.post('/login', { account, password, enterpriseCode }).set('X-Forwarded-For', `10.40.${seq % 250}.${++seq % 250}`);
  const tenantTotal = async () => (await t.post('/tenant/pageList', {}, operator.token)).body.content.total as number;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await newOperator(t);
    operatorEn = await newOperator(t, 'en_US');
  });
  afterAll(() => t.close());

  it('gives the platform codes and menu to the operator only; every tenant route refuses other administrators', async () => {
    const { admin } = await newEnterprise(t);
    const mine = (await t.post('/getMenuList', {}, operator.token)).body.content;
    expect(mine.permissions).toEqual(expect.arrayContaining(['platform:enterprise:list', 'platform:enterprise:add', 'platform:enterprise:audit']));
    expect(flatten(mine.data).map((e: Entry) => e.langkey)).toEqual(expect.arrayContaining(['menu.platform', 'menu.platform.tenant', 'menu.platform.companyRegistration']));

    const theirs = (await t.post('/getMenuList', {}, admin.token)).body.content;
    expect(theirs.permissions.filter((c: string) => c.startsWith('platform:'))).toEqual([]);
    expect(theirs.permissions).toContain('identity:user:add');
    expect(flatten(theirs.data).some((e: Entry) => e.langkey.startsWith('menu.platform'))).toBe(false);
    for (const path of TENANT_ROUTES) {
      const res = await t.post(path, { id: 1, reason: 'x' }, admin.token);
      expect([path, res.status, res.body.content?.key]).toEqual([path, 403, 'common.errors.noPermission']);
      expect((await t.post(path, { id: 1 })).status).toBe(401);
    }
  });

  it('lets no other enterprise grant the platform entries, and ignores them if a role holds them anyway', async () => {
    const { enterpriseId, admin } = await newEnterprise(t);
    const operatorTree = flatten((await t.post('/menu/tree', {}, operator.token)).body.content);
    const tenantMenu = operatorTree.find((e) => e.langkey === 'menu.platform.tenant') as Entry;
    expect(tenantMenu).toBeDefined();
    expect(flatten((await t.post('/menu/tree', {}, admin.token)).body.content).some((e) => e.langkey.startsWith('menu.platform'))).toBe(false);

    const role = (await t.post('/role/add', { name: '越权' }, admin.token)).body.content;
    const grant = await t.post('/role/grant', { id: role.id, menuIds: [tenantMenu.id] }, admin.token);
    expect(grant.status).toBe(403);
    expect(grant.body.content.key).toBe('identity.errors.grantBeyondOwn');

    // Written past the service: the codes still count only in the platform enterprise.
    await t.db.query('INSERT INTO role_menu (role_id, menu_id) VALUES (?, ?)', [role.id, tenantMenu.id]);
    const user = (await t.post('/user/add', { account: 'sneaky', name: 's', password: 'sneak123', roleIds: [role.id] }, admin.token)).body.content;
    expect(user.roleIds).toEqual([role.id]);
    const session = await login(t, 'sneaky', 'sneak123');
    expect(session.enterpriseId).toBe(enterpriseId);
    expect((await t.post('/getMenuList', {}, session.token)).body.content.permissions).toEqual([]);
    expect((await t.post('/tenant/pageList', {}, session.token)).status).toBe(403);
  });

  it('creates an enterprise with its administrator role, first administrator and default dictionaries', async () => {
    const c = code();
    const p = phone();
    const res = await add({ code: c, name: '新建企业', account: 'chief', admin_name: '主管', phone: p, password: 'chief123', job_no: 'A001', paid_user_limit: 5 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 200,
      msg: '操作成功',
      content: { code: c, name: '新建企业', status: 'normal', paid_user_limit: 5, user_count: 1, paid_user_count: 0, expire_time: null, platform: false },
    });
    const chief = await loginTo(c, 'chief', 'chief123');
    expect(chief.status).toBe(200);
    const token = chief.body.content.token as string;
    const roles = (await t.post('/role/pageList', {}, token)).body.content.rows;
    expect(roles).toEqual([expect.objectContaining({ name: '系统管理员', is_admin: true })]);
    expect((await t.post('/user/pageList', {}, token)).body.content.rows).toEqual([
      expect.objectContaining({ account: 'chief', name: '主管', phone: p, job_no: 'A001', roleIds: [roles[0].id] }),
    ]);
    expect((await t.post('/dict/type/pageList', {}, token)).body.content.total).toBeGreaterThan(0);
    const menus = (await t.post('/getMenuList', {}, token)).body.content;
    expect(menus.permissions).toContain('identity:user:add');
    expect(menus.permissions.some((code: string) => code.startsWith('platform:'))).toBe(false);

    const logs = await t.post('/tenant/logs', { id: res.body.content.id }, operatorEn.token);
    expect(logs.body.content.rows[0].text).toBe(`Created enterprise 新建企业 (${c}) with administrator chief`);
  });

  it('refuses a registered code or name, a registered phone, a weak password and malformed fields, creating nothing', async () => {
    const first = (await add()).body.content;
    const before = await tenantTotal();
    const sameCode = await add({ code: first.code });
    expect(sameCode.status).toBe(409);
    expect(sameCode.body).toMatchObject({ code: -1, msg: '企业已注册，可申请认领', content: { key: 'identity.errors.companyRegistered' } });
    expect((await add({ name: first.name })).body.content.key).toBe('identity.errors.companyRegistered');
    const firstAdmin = (await t.db.query('SELECT phone FROM user WHERE enterprise_id = ?', [first.id]))[0] as { phone: string };
    const samePhone = await add({ phone: firstAdmin.phone }, operatorEn.token);
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.msg).toBe('Phone already registered');
    expect((await add({ password: 'onlyletters' })).body.content.key).toBe('identity.errors.passwordWeak');
    const badCode = await add({ code: 'a/b' }, operatorEn.token);
    expect(badCode.status).toBe(422);
    expect(badCode.body).toMatchObject({ msg: 'code is malformed', content: { key: 'common.validation.invalid' } });
    const missing = await add({ admin_name: undefined });
    expect(missing.status).toBe(422);
    expect(missing.body.content.fields).toHaveProperty('admin_name');
    expect((await add({ paid_user_limit: -1 })).status).toBe(422);
    expect((await add({ paid_user_limit: 'many' })).status).toBe(422);
    expect((await add({ extra: 1 })).body.content.key).toBe('common.validation.unknownField');
    expect(await tenantTotal()).toBe(before);
  });

  it('lists enterprises with user and paid-user counts, by keyword and state, paged', async () => {
    const marker = code();
    const a = (await add({ name: `${marker}-甲`, paid_user_limit: 10 })).body.content;
    const b = (await add({ name: `${marker}-乙` })).body.content;
    const boss = await loginTo(a.code, 'boss', 'boss1234');
    const bossToken = boss.body.content.token as string;
    for (const [account, paid] of [['w1', true], ['w2', true], ['w3', false]] as const) {
      expect((await t.post('/user/add', { account, name: account, password: 'work1234', is_paid: paid }, bossToken)).status).toBe(200);
    }
    await t.post('/user/delete', { id: (await t.post('/user/pageList', { keyword: 'w3' }, bossToken)).body.content.rows[0].id }, bossToken);
    const list = await t.post('/tenant/pageList', { keyword: marker }, operator.token);
    expect(list.body.content.total).toBe(2);
    expect(list.body.content.rows).toEqual([
      expect.objectContaining({ id: a.id, user_count: 3, paid_user_count: 2, paid_user_limit: 10, status: 'normal' }),
      expect.objectContaining({ id: b.id, user_count: 1, paid_user_count: 0, paid_user_limit: null }),
    ]);
    await t.post('/tenant/lock', { id: b.id }, operator.token);
    const locked = await t.post('/tenant/pageList', { keyword: marker, status: 'locked' }, operator.token);
    expect(locked.body.content.rows.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect((await t.post('/tenant/pageList', { status: 'gone' }, operator.token)).status).toBe(422);

    const paged = await t.post('/tenant/pageList', { pageSize: 10, pageNumber: 1 }, operator.token);
    expect(paged.body.content.rows.length).toBe(Math.min(10, paged.body.content.total));
    const platform = paged.body.content.rows.find((r: { code: string }) => r.code === t.config.platform.enterpriseCode);
    expect(platform).toMatchObject({ platform: true, status: 'normal' });
    expect((await t.post('/tenant/detail', { id: 999999 }, operator.token)).status).toBe(404);
  });

  it('locking ends every session of the enterprise at once and tells sockets; login answers the SPEC message', async () => {
    const revoked: Array<DomainEventMap['session.revoked']> = [];
    const off = t.app.get(EventBus).on('session.revoked', (e) => void revoked.push(e));
    const tenant = (await add()).body.content;
    const first = await loginTo(tenant.code, 'boss', 'boss1234');
    const second = await loginTo(tenant.code, 'boss', 'boss1234');
    const bystander = await newEnterprise(t);

    const res = await t.post('/tenant/lock', { id: tenant.id }, operator.token);
    expect(res.body).toMatchObject({ code: 200, msg: '企业已锁定', content: { status: 'locked' } });
    for (const token of [first.body.content.token, second.body.content.token]) {
      const after = await t.post('/user/info', {}, token);
      expect(after.status).toBe(401);
      expect(after.body.content.type).toBe(402);
    }
    await t.app.get(EventBus).settled();
    off();
    const sessionIds = (await t.db.query('SELECT id FROM session WHERE enterprise_id = ? AND revoked_time IS NOT NULL ORDER BY id', [tenant.id])).map((r: { id: number }) => Number(r.id));
    expect(sessionIds).toHaveLength(2);
    expect(revoked.sort((x, y) => x.sessionId - y.sessionId)).toEqual(
      sessionIds.map((sessionId: number) => ({ enterpriseId: tenant.id, userId: first.body.content.userId, sessionId, reason: 'enterpriseLocked' })),
    );
    expect((await t.post('/user/info', {}, bystander.admin.token)).status).toBe(200);

    const refused = await loginTo(tenant.code, 'boss', 'boss1234');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: -1, msg: '企业已锁定或注销', content: { key: 'identity.errors.enterpriseLockedOrCancelled' } });
    expect((await t.post('/tenant/lock', { id: tenant.id }, operator.token)).body.content.key).toBe('identity.errors.tenantNotNormal');

    const unlocked = await t.post('/tenant/unlock', { id: tenant.id }, operator.token);
    expect(unlocked.body).toMatchObject({ code: 200, msg: '企业已解锁', content: { status: 'normal' } });
    expect((await loginTo(tenant.code, 'boss', 'boss1234')).status).toBe(200);
    expect((await t.post('/user/info', {}, first.body.content.token)).body.content.type).toBe(402);
    expect((await t.post('/tenant/unlock', { id: tenant.id }, operator.token)).body.content.key).toBe('identity.errors.tenantNotLocked');

    const logs = (await t.post('/tenant/logs', { id: tenant.id }, operator.token)).body.content.rows.map((r: { text: string }) => r.text);
    expect(logs.slice(0, 2)).toEqual([`解锁企业${tenant.name}`, `锁定企业${tenant.name}，结束2个会话`]);
  });

  it('sets the paid-user limit; the quota rule then holds and the limit never goes below the paid users', async () => {
    const tenant = (await add()).body.content;
    const boss = (await loginTo(tenant.code, 'boss', 'boss1234')).body.content.token as string;
    expect((await t.post('/user/add', { account: 'p1', name: 'p1', password: 'paid1234', is_paid: true }, boss)).status).toBe(200);
    const set = await t.post('/tenant/paidUserLimit', { id: tenant.id, paid_user_limit: 1 }, operator.token);
    expect(set.body).toMatchObject({ code: 200, content: { paid_user_limit: 1, paid_user_count: 1 } });
    const over = await t.post('/user/add', { account: 'p2', name: 'p2', password: 'paid1234', is_paid: true }, boss);
    expect(over.status).toBe(409);
    expect(over.body.msg).toBe('不能变更为收费用户，收费用户数量已超上限');
    const free = (await t.post('/user/add', { account: 'f1', name: 'f1', password: 'free1234' }, boss)).body.content;
    expect((await t.post('/user/update', { id: free.id, is_paid: true }, boss)).body.content.key).toBe('identity.errors.paidQuota');

    const below = await t.post('/tenant/paidUserLimit', { id: tenant.id, paid_user_limit: 0 }, operatorEn.token);
    expect(below.status).toBe(409);
    expect(below.body.msg).toBe('The paid-user limit cannot be below the 1 paid users there already are');
    expect((await t.post('/tenant/paidUserLimit', { id: tenant.id, paid_user_limit: -2 }, operator.token)).status).toBe(422);
    expect((await t.post('/tenant/detail', { id: tenant.id }, operator.token)).body.content.paid_user_limit).toBe(1);

    const unlimited = await t.post('/tenant/paidUserLimit', { id: tenant.id }, operator.token);
    expect(unlimited.body.content.paid_user_limit).toBeNull();
    expect((await t.post('/user/update', { id: free.id, is_paid: true }, boss)).status).toBe(200);
    const logs = (await t.post('/tenant/logs', { id: tenant.id }, operatorEn.token)).body.content.rows.map((r: { text: string }) => r.text);
    expect(logs.slice(0, 2)).toEqual([`Paid-user limit of enterprise ${tenant.name} changed from "1" to "-"`, `Paid-user limit of enterprise ${tenant.name} changed from "-" to "1"`]);
  });

  it('never locks or cancels the platform enterprise', async () => {
    const platform = (await t.post('/tenant/pageList', { keyword: t.config.platform.enterpriseCode }, operator.token)).body.content.rows[0];
    for (const path of ['/tenant/lock', '/tenant/cancel']) {
      const res = await t.post(path, { id: platform.id }, operator.token);
      expect([path, res.status, res.body.content.key]).toEqual([path, 422, 'identity.errors.platformEnterprise']);
    }
    expect((await t.post('/user/info', {}, operator.token)).status).toBe(200);
  });

  // Last: it moves the identity clock a week on, past every session's expiry.
  it('cancelling ends sessions and is final; the accounts are deleted once 7 days have passed since expiry', async () => {
    const revoked: Array<DomainEventMap['session.revoked']> = [];
    const off = t.app.get(EventBus).on('session.revoked', (e) => void revoked.push(e));
    const tenant = (await add({ paid_user_limit: 3 })).body.content;
    const boss = await loginTo(tenant.code, 'boss', 'boss1234');
    expect((await t.post('/user/add', { account: 'staff', name: 'staff', password: 'staff123' }, boss.body.content.token)).status).toBe(200);
    const keep = (await add()).body.content;

    const res = await t.post('/tenant/cancel', { id: tenant.id }, operator.token);
    expect(res.body).toMatchObject({ code: 200, msg: '企业已注销', content: { status: 'cancelled', user_count: 2 } });
    const expire = new Date(res.body.content.expire_time).getTime();
    expect(new Date(res.body.content.purge_after).getTime() - expire).toBe(7 * 86_400_000);
    expect((await t.post('/user/info', {}, boss.body.content.token)).body.content.type).toBe(402);
    await t.app.get(EventBus).settled();
    off();
    expect(revoked).toEqual([expect.objectContaining({ enterpriseId: tenant.id, reason: 'enterpriseCancelled' })]);
    const refused = await loginTo(tenant.code, 'staff', 'staff123').set('Accept-Language', 'en-US');
    expect(refused.body).toMatchObject({ code: -1, msg: 'Enterprise locked or cancelled' });
    for (const path of ['/tenant/lock', '/tenant/unlock', '/tenant/cancel', '/tenant/paidUserLimit']) {
      const again = await t.post(path, { id: tenant.id, ...(path === '/tenant/paidUserLimit' ? { paid_user_limit: 5 } : {}) }, operator.token);
      expect([path, again.status, again.body.content.key]).toEqual([path, 409, 'identity.errors.tenantCancelled']);
    }

    const purge = t.app.get(TenantPurgeService);
    const clock = t.app.get(IdentityClock);
    const accounts = async (id: number) => Number((await t.db.query('SELECT COUNT(*) AS n FROM user WHERE enterprise_id = ?', [id]))[0].n);
    expect(await purge.purgeExpired()).toEqual([]);
    clock.advance(7 * 86_400_000 - 60_000);
    expect(await purge.purgeExpired()).toEqual([]);
    expect(await accounts(tenant.id)).toBe(2);
    clock.advance(120_000);
    expect(await purge.purgeExpired()).toEqual([{ enterpriseId: tenant.id, code: tenant.code, accounts: 2 }]);
    expect(await accounts(tenant.id)).toBe(0);
    expect(Number((await t.db.query('SELECT COUNT(*) AS n FROM session WHERE enterprise_id = ?', [tenant.id]))[0].n)).toBe(0);
    expect(await accounts(keep.id)).toBe(1);
    expect(await purge.purgeExpired()).toEqual([]);

    operator = await newOperator(t);
    operatorEn = await newOperator(t, 'en_US');
    const row = (await t.post('/tenant/detail', { id: tenant.id }, operator.token)).body.content;
    expect(row).toMatchObject({ status: 'cancelled', user_count: 0 });
    expect(row.purge_time).not.toBeNull();
    const logs = (await t.post('/tenant/logs', { id: tenant.id }, operatorEn.token)).body.content.rows.map((r: { text: string }) => r.text);
    expect(logs[0]).toBe(`Deleted the 2 accounts of cancelled enterprise ${tenant.name}`);
    expect(logs[1]).toMatch(new RegExp(`^Cancelled enterprise ${tenant.name}; 1 sessions ended; account data kept until \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`));
  });
});
