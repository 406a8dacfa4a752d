import { seedDemo } from '../../../apps/api/src/seed';
import { startTestApp, type TestApp } from '../../support/test-app';
import { login } from '../../support/builders/identity';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates the demo enterprise, roles and admin/admin123, the operator/operator123 of the platform, and is idempotent', async () => {
    const first = await seedDemo(t.app);
    const second = await seedDemo(t.app);
    expect(second).toEqual(first);
    expect(first.enterpriseCode).toBe('demo');
    const session = await login(t, 'admin', 'admin123');
    expect(session).toMatchObject({ userId: first.adminUserId, enterpriseId: first.enterpriseId });
    const roles = await t.post('/role/pageList', {}, session.token);
    expect(roles.body.content.rows.map((r: { name: string }) => r.name)).toEqual(['系统管理员', '调度负责人', '维修工', '仓库管理员', '审核员']);
    const menus = await t.post('/getMenuList', {}, session.token);
    const folders = menus.body.content.data.map((e: { langkey: string }) => e.langkey);
    expect(folders[0]).toBe('menu.personal');
    expect(folders).toEqual(expect.arrayContaining(['menu.admin', 'menu.eqpt', 'menu.monitor']));
    expect(folders[folders.length - 1]).toBe('menu.bom.partDetail');
    const operator = await login(t, 'operator', 'operator123');
    expect(operator.enterpriseId).not.toBe(first.enterpriseId);
    const operatorMenu = await t.post('/getMenuList', {}, operator.token);
    expect(operatorMenu.body.content.permissions).toContain('platform:enterprise:list');
    expect(operatorMenu.body.content.data.map((e: { langkey: string }) => e.langkey)).toContain('menu.platform');
    expect(folders).not.toContain('menu.platform');
    expect(menus.body.content.permissions.some((code: string) => code.startsWith('platform:'))).toBe(false);
    const tenants = await t.post('/tenant/pageList', {}, operator.token);
    expect(tenants.body.content.rows.map((r: { code: string }) => r.code)).toEqual(['platform', 'demo']);
    const [{ count }] = await t.db.query('SELECT COUNT(*) AS count FROM menu');
    await seedDemo(t.app);
    expect((await t.db.query('SELECT COUNT(*) AS count FROM menu'))[0].count).toEqual(count);
  });
});

describe('platform enterprise at start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PLATFORM_ENTERPRISE_CODE: 'ops', PLATFORM_ADMIN_ACCOUNT: 'root', PLATFORM_ADMIN_PASSWORD: 'Root1234' });
  });
  afterAll(() => t.close());

  it('creates the configured platform enterprise and its administrator without the demo data', async () => {
    const session = await login(t, 'root', 'Root1234');
    const tenants = await t.post('/tenant/pageList', {}, session.token);
    expect(tenants.body.content.rows).toEqual([expect.objectContaining({ code: 'ops', platform: true, user_count: 1 })]);
    expect(await t.post('/user/info', {}, session.token).then((r) => r.body.content.account)).toBe('root');
  });
});
