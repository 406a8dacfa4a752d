import { Permission } from '@gengyun/contracts';
import { MenuService } from '@gengyun/identity';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';

describe('roles, organisations, groups and positions', () => {
  let t: TestApp;
  let enterpriseId: number;
  let admin: Actor;
  beforeAll(async () => {
    t = await startTestApp();
    ({ enterpriseId, admin } = await newEnterprise(t));
  });
  afterAll(() => t.close());

  it('adds, updates, lists and deletes roles; refuses deleting an assigned role', async () => {
    const role = (await t.post('/role/add', { name: '调度负责人', remark: 'r' }, admin.token)).body.content;
    expect(role).toMatchObject({ name: '调度负责人', is_admin: false, enterprise_id: enterpriseId });
    expect((await t.post('/role/add', { name: '调度负责人' }, admin.token)).status).toBe(409);
    expect((await t.post('/role/update', { id: role.id, name: '调度' }, admin.token)).body.content.name).toBe('调度');
    expect((await t.post('/role/pageList', { keyword: '调度' }, admin.token)).body.content.total).toBe(1);
    const user = await newUser(t, enterpriseId);
    await t.post('/user/update', { id: user.userId, roleIds: [role.id] }, admin.token);
    const inUse = await t.post('/role/delete', { id: role.id }, admin.token);
    expect(inUse.status).toBe(409);
    expect(inUse.body.msg).toBe('角色已分配给用户，不能删除');
    await t.post('/user/update', { id: user.userId, roleIds: [] }, admin.token);
    expect((await t.post('/role/delete', { id: role.id }, admin.token)).status).toBe(200);
    expect((await t.post('/role/detail', { id: role.id }, admin.token)).status).toBe(404);
  });

  it('only administrators create administrator roles; other enterprises see 404', async () => {
    const manager = await newUser(t, enterpriseId, { permissions: [Permission.role.add, Permission.role.edit] });
    const res = await t.post('/role/add', { name: 'root', is_admin: true }, manager.token);
    expect(res.status).toBe(403);
    expect((await t.post('/role/pageList', { keyword: 'root' }, admin.token)).body.content.total).toBe(0);
    const role = (await t.post('/role/add', { name: 'mine' }, admin.token)).body.content;
    const other = await newEnterprise(t);
    expect((await t.post('/role/update', { id: role.id, name: 'stolen' }, other.admin.token)).status).toBe(404);
    expect((await t.post('/role/detail', { id: role.id }, admin.token)).body.content.name).toBe('mine');
    expect((await t.post('/role/add', { name: 'x', is_admin: 'perhaps' }, admin.token)).status).toBe(422);
  });

  it('keeps the organisation tree: no self parent, no cycles, no deleting with children', async () => {
    const root = (await t.post('/org/add', { name: '总部' }, admin.token)).body.content;
    const child = (await t.post('/org/add', { name: '维修部', parent_id: root.id }, admin.token)).body.content;
    const grand = (await t.post('/org/add', { name: '一班', parent_id: child.id }, admin.token)).body.content;
    const tree = (await t.post('/org/tree', {}, admin.token)).body.content;
    expect(tree).toEqual([{ id: root.id, pid: 0, name: '总部', code: null, sort: 0, children: [{ id: child.id, pid: root.id, name: '维修部', code: null, sort: 0, children: [expect.objectContaining({ id: grand.id, pid: child.id })] }] }]);
    const self = await t.post('/org/update', { id: root.id, name: '总部', parent_id: root.id }, admin.token);
    expect(self.status).toBe(422);
    expect(self.body.msg).toBe('上级不能是自己');
    expect((await t.post('/org/update', { id: root.id, name: '总部', parent_id: grand.id }, admin.token)).body.content.key).toBe('identity.errors.parentSelf');
    const del = await t.post('/org/delete', { id: child.id }, admin.token);
    expect(del.status).toBe(409);
    expect(del.body.content.key).toBe('common.errors.hasChildren');
    expect((await t.post('/org/delete', { id: grand.id }, admin.token)).status).toBe(200);
    expect((await t.post('/org/delete', { id: child.id }, admin.token)).status).toBe(200);
    const other = await newEnterprise(t);
    expect((await t.post('/org/delete', { id: root.id }, other.admin.token)).status).toBe(404);
    expect((await t.post('/org/tree', {}, other.admin.token)).body.content).toEqual([]);
    expect((await t.post('/org/add', { name: 'x', parent_id: root.id }, other.admin.token)).status).toBe(404);
  });

  it('manages groups in an organisation', async () => {
    const org = (await t.post('/org/add', { name: '仓储部' }, admin.token)).body.content;
    const group = (await t.post('/group/add', { name: 'A组', org_id: org.id }, admin.token)).body.content;
    expect((await t.post('/group/pageList', { org_id: org.id }, admin.token)).body.content).toMatchObject({ total: 1, rows: [{ id: group.id, name: 'A组' }] });
    expect((await t.post('/group/update', { id: group.id, name: 'B组', org_id: org.id }, admin.token)).body.content.name).toBe('B组');
    expect((await t.post('/org/delete', { id: org.id }, admin.token)).status).toBe(409);
    const user = await newUser(t, enterpriseId);
    await t.post('/user/update', { id: user.userId, group_id: group.id }, admin.token);
    expect((await t.post('/group/delete', { id: group.id }, admin.token)).body.content.key).toBe('common.errors.hasChildren');
    await t.post('/user/delete', { id: user.userId }, admin.token);
    const lister = await newUser(t, enterpriseId, { permissions: [Permission.org.list] });
    expect((await t.post('/group/delete', { id: group.id }, lister.token)).status).toBe(403);
  });

  it('gives users the roles of their position', async () => {
    const position = (await t.post('/position/add', { name: '班长' }, admin.token)).body.content;
    const role = (await t.post('/role/add', { name: '班长角色' }, admin.token)).body.content;
    const user = await newUser(t, enterpriseId, { permissions: [] });
    expect((await t.post('/org/tree', {}, user.token)).status).toBe(403);
    const menuIds = await t.app.get(MenuService).idsForCodes([Permission.org.list]);
    await t.post('/role/grant', { id: role.id, menuIds }, admin.token);
    expect((await t.post('/position/roles', { id: position.id, roleIds: [role.id] }, admin.token)).status).toBe(200);
    expect((await t.post('/position/detail', { id: position.id }, admin.token)).body.content.roleIds).toEqual([role.id]);
    await t.post('/user/update', { id: user.userId, position_id: position.id }, admin.token);
    expect((await t.post('/org/tree', {}, user.token)).status).toBe(200);
    expect((await t.post('/role/delete', { id: role.id }, admin.token)).body.content.key).toBe('identity.errors.roleInUse');
  });
});
