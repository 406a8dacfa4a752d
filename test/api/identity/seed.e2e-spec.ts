import { seedDemo } from '../../../apps/api/src/seed';
import { startTestApp, type TestApp } from '../../support/test-app';
import { login } from '../../support/builders/identity';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates the demo enterprise, roles and admin/admin123, and is idempotent', async () => {
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
    const [{ count }] = await t.db.query('SELECT COUNT(*) AS count FROM menu');
    await seedDemo(t.app);
    expect((await t.db.query('SELECT COUNT(*) AS count FROM menu'))[0].count).toEqual(count);
  });
});
