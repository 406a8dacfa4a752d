import { Permission, isMessageKey } from '@gengyun/contracts';
import { MenuRegistry, MenuType, type MenuSeed } from '@gengyun/core';
import { IdentitySeeder, MenuService, SessionService } from '@gengyun/identity';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, newUser } from '../../support/builders/identity';
import { newPlaces } from '../../support/builders/places';

interface Entry {
  id: number;
  pid: number;
  route: string;
  icon: string;
  langkey: string;
  name: string;
  type: number;
  children: Entry[];
}

const flatten = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...flatten(e.children)]);

describe('menus and feature permissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.get(IdentitySeeder).seedMenus();
  });
  afterAll(() => t.close());

  it('answers the remapped tree of the granted entries, buttons only as permission codes', async () => {
    const { enterpriseId } = await newEnterprise(t);
    const user = await newUser(t, enterpriseId, { permissions: [Permission.user.list, Permission.user.add] });
    const res = await t.post('/getMenuList', {}, user.token);
    expect(res.status).toBe(200);
    expect(res.body.content.cancelMessage).toBe('');
    expect(res.body.content.permissions).toEqual([Permission.user.add, Permission.user.list]);
    const data = res.body.content.data as Entry[];
    const admin = data.find((e) => e.langkey === 'menu.admin') as Entry;
    expect(admin).toMatchObject({ pid: 0, type: 0, icon: 'setting', route: '' });
    expect(admin.children.map((c) => c.langkey)).toEqual(['menu.admin.user']);
    expect(admin.children[0]).toEqual({ id: expect.any(Number), pid: admin.id, route: 'user', icon: '', langkey: 'menu.admin.user', name: 'user', type: 1, children: [] });
    expect(flatten(data).some((e) => e.type === 2)).toBe(false);
    expect(data[data.length - 1]).toMatchObject({ route: 'bom/warehouseManageList/view', langkey: 'menu.bom.partDetail', type: 3 });
    expect(Object.keys(data[0]).sort()).toEqual(['children', 'icon', 'id', 'langkey', 'name', 'pid', 'route', 'type']);
  });

  it('every entry of the permission tree has a label in the catalogue: its own key, or for a button the shared button word', () => {
    const unlabelled: string[] = [];
    const walk = (nodes: MenuSeed[]): void =>
      nodes.forEach((node) => {
        const word = `common.buttons.${node.langKey.split('.').pop() ?? ''}`;
        if (!isMessageKey(node.langKey) && !(node.type === MenuType.button && isMessageKey(word))) unlabelled.push(node.langKey);
        walk(node.children ?? []);
      });
    walk(t.app.get(MenuRegistry).tree());
    // "approve按钮" / "approveButton" on the role grant page: buttons without a label showed their raw name
    expect(unlabelled).toEqual([]);
  });

  it('gives an administrator every entry and every code', async () => {
    const { admin } = await newEnterprise(t);
    const res = await t.post('/getMenuList', {}, admin.token);
    const routes = flatten(res.body.content.data as Entry[]).map((e) => e.route);
    expect(routes).toEqual(expect.arrayContaining(['home', 'my/info', 'my/password', 'my/message', 'user', 'auth', 'org', 'language', 'language/company', 'config', 'data', 'system/config', 'enterprise/info', 'cache', 'error', 'notice']));
    expect(res.body.content.permissions).toEqual(expect.arrayContaining([Permission.role.grant, Permission.system.config]));
  });

  it('a user without roles gets only the fixed detail entry', async () => {
    const { enterpriseId } = await newEnterprise(t);
    const user = await newUser(t, enterpriseId);
    const res = await t.post('/getMenuList', {}, user.token);
    expect(res.body.content.data).toHaveLength(1);
    expect(res.body.content.permissions).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await t.post('/getMenuList', {});
    expect(res.status).toBe(401);
    expect(res.body.content.type).toBe(402);
  });

  it('role grants set feature and data permissions of the session', async () => {
    const { enterpriseId, admin } = await newEnterprise(t);
    const user = await newUser(t, enterpriseId);
    const role = (await t.post('/role/add', { name: '调度' }, admin.token)).body.content;
    const menuIds = await t.app.get(MenuService).idsForCodes([Permission.org.list]);
    const { site, areaA, areaB } = await newPlaces(t, admin.token);
    const other = await newEnterprise(t);
    const elsewhere = (await newPlaces(t, other.admin.token)).areaA;
    // A dimension no area owns yet, another enterprise's location, or one that does not exist: "not found", nothing kept.
    for (const scopes of [{ warehouse: [7] }, { location: [areaA, elsewhere] }, { location: [999999] }]) {
      expect((await t.post('/role/grant', { id: role.id, menuIds, scopes }, admin.token)).status).toBe(404);
    }
    expect((await t.post('/role/detail', { id: role.id }, admin.token)).body.content.scopes).toEqual({});
    const grant = await t.post('/role/grant', { id: role.id, menuIds, scopes: { location: [areaB, site] } }, admin.token);
    expect(grant.status).toBe(200);
    expect((await t.post('/role/detail', { id: role.id }, admin.token)).body.content).toMatchObject({ menuIds, scopes: { location: [site, areaB].sort((a, b) => a - b) } });
    expect((await t.post('/user/update', { id: user.userId, roleIds: [role.id] }, admin.token)).status).toBe(200);
    const ctx = await t.app.get(SessionService).resolve(user.token);
    // A granted location includes its whole subtree.
    expect({ ...ctx?.scopes, location: [...(ctx?.scopes.location ?? [])].sort((a, b) => a - b) }).toEqual({ location: [site, areaA, areaB].sort((a, b) => a - b) });
    expect([...(ctx?.permissions ?? [])]).toEqual([Permission.org.list]);
    expect((await t.post('/org/tree', {}, user.token)).status).toBe(200);
    const bad = await t.post('/role/grant', { id: role.id, menuIds, scopes: { planet: [1] } }, admin.token);
    expect(bad.status).toBe(422);
    expect((await t.post('/role/detail', { id: role.id }, admin.token)).body.content.scopes).toEqual({ location: [site, areaB].sort((a, b) => a - b) });
  });

  it('a non-admin cannot grant codes they do not hold', async () => {
    const { enterpriseId, admin } = await newEnterprise(t);
    const granter = await newUser(t, enterpriseId, { permissions: [Permission.role.grant, Permission.role.list] });
    const role = (await t.post('/role/add', { name: 'x' }, admin.token)).body.content;
    const menuIds = await t.app.get(MenuService).idsForCodes([Permission.user.delete]);
    const res = await t.post('/role/grant', { id: role.id, menuIds }, granter.token);
    expect(res.status).toBe(403);
    expect(res.body.content.key).toBe('identity.errors.grantBeyondOwn');
  });
});
