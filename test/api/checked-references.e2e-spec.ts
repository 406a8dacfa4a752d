import { DataScope, Permission } from '@gengyun/contracts';
import { UserDirectory } from '@gengyun/identity';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDbKind } from '../support/test-db';
import { newEnterprise, newUser, type Actor } from '../support/builders/identity';
import { newPlaces } from '../support/builders/places';
import { count, feed, newMeter, smsGateway, until, type SmsGateway } from '../alarms/alarm-fixtures';
import { ok, uploadPlan } from './equipment/support';

/**
 * Checked references (issue 11 item 5): every id in a create or update body names something of the caller's
 * enterprise (and scope) before anything is written — unknown or another enterprise's ids answer "not found" — and
 * areas learn about users and roles only through identity's user directory.
 */
describe(`checked references (${testDbKind()})`, () => {
  let t: TestApp;
  let enterpriseId: number;
  let admin: Actor;
  let other: { enterpriseId: number; admin: Actor };
  let theirUser: number;
  let theirRole: number;
  let ourRole: number;
  let sms: SmsGateway;

  const rows = (table: string) => count(t, `SELECT COUNT(*) AS n FROM ${table}`);

  beforeAll(async () => {
    sms = await smsGateway();
    t = await startTestApp(sms.env);
    ({ enterpriseId, admin } = await newEnterprise(t));
    other = await newEnterprise(t);
    theirUser = (await newUser(t, other.enterpriseId)).userId;
    theirRole = (await ok<{ id: number }>(t, '/role/add', { name: '他们的角色' }, other.admin.token)).id;
    ourRole = (await ok<{ id: number }>(t, '/role/add', { name: '值班' }, admin.token)).id;
  });
  afterAll(async () => {
    await t?.close();
    await sms?.close();
  });

  it("/alarmRule/add and /alarmRule/update refuse another enterprise's or unknown users and roles, writing nothing", async () => {
    const meter = await newMeter(t, enterpriseId);
    const body = { name: 'High flow', meter_id: meter.id, quantity: 'instant_flow', condition: 'high', threshold: 100, severity: 3 };
    const [rules, logs] = [await rows('alarm_rule'), await rows('audit_log')];
    for (const refs of [{ user_ids: [theirUser] }, { role_ids: [theirRole] }, { user_ids: [admin.userId, 999_999] }, { role_ids: [ourRole, 999_999] }]) {
      const res = await t.post('/alarmRule/add', { ...body, ...refs }, admin.token);
      expect({ refs, status: res.status }).toEqual({ refs, status: 404 });
    }
    expect([await rows('alarm_rule'), await rows('audit_log')]).toEqual([rules, logs]);

    const rule = await ok<{ id: number }>(t, '/alarmRule/add', { ...body, user_ids: [admin.userId], role_ids: [ourRole] }, admin.token);
    expect((await t.post('/alarmRule/update', { ...body, id: rule.id, role_ids: [theirRole] }, admin.token)).status).toBe(404);
    expect((await t.post('/alarmRule/update', { ...body, id: rule.id, user_ids: [theirUser] }, admin.token)).status).toBe(404);
    expect(await ok(t, '/alarmRule/detail', { id: rule.id }, admin.token)).toMatchObject({ user_ids: [admin.userId], role_ids: [ourRole] });
  });

  it("/messageConfig/update refuses another enterprise's default users and roles, changing nothing", async () => {
    const before = await ok(t, '/messageConfig/detail', {}, admin.token);
    expect((await t.post('/messageConfig/update', { user_ids: [theirUser], sms_intervals: [5, 5, 5, 5] }, admin.token)).status).toBe(404);
    expect((await t.post('/messageConfig/update', { role_ids: [theirRole] }, admin.token)).status).toBe(404);
    expect(await ok(t, '/messageConfig/detail', {}, admin.token)).toEqual(before);
    expect(await ok(t, '/messageConfig/update', { user_ids: [admin.userId], role_ids: [ourRole] }, admin.token)).toMatchObject({ user_ids: [admin.userId], role_ids: [ourRole] });
  });

  it("/notice/add and /notice/update refuse another enterprise's or unknown roles", async () => {
    const body = { title: '检修通知', content: '周六检修', type: 'notice', target_type: 'roles' };
    const notices = await rows('notice');
    expect((await t.post('/notice/add', { ...body, role_ids: [theirRole] }, admin.token)).status).toBe(404);
    expect((await t.post('/notice/add', { ...body, role_ids: [999_999] }, admin.token)).status).toBe(404);
    expect(await rows('notice')).toBe(notices);
    const notice = await ok<{ id: number }>(t, '/notice/add', { ...body, role_ids: [ourRole] }, admin.token);
    expect((await t.post('/notice/update', { ...body, id: notice.id, role_ids: [ourRole, theirRole] }, admin.token)).status).toBe(404);
    expect(await ok(t, '/notice/detail', { id: notice.id }, admin.token)).toMatchObject({ role_ids: [ourRole] });
  });

  it('reaches users through the directory: by id, by role held directly or through a position, active ones of the enterprise only', async () => {
    const position = (await ok<{ id: number }>(t, '/position/add', { name: '值班长' }, admin.token)).id;
    await ok(t, '/position/roles', { id: position, roleIds: [ourRole] }, admin.token);
    const org = (await ok<{ id: number }>(t, '/org/add', { name: '运行部' }, admin.token)).id;
    const user = async (phone: string, body: object) => (await ok<{ id: number }>(t, '/user/add', { account: `u${phone}`, name: phone, password: 'Passw0rd1', phone, ...body }, admin.token)).id;
    const direct = await user('13700000001', { roleIds: [ourRole], org_id: org });
    const viaPosition = await user('13700000002', { position_id: position });
    const disabled = await user('13700000003', { roleIds: [ourRole], enabled: false });
    const deleted = await user('13700000004', { roleIds: [ourRole] });
    await ok(t, '/user/delete', { id: deleted }, admin.token);
    const named = await user('13700000005', {});

    const directory = t.app.get(UserDirectory);
    const ids = (list: Array<{ id: number }>) => list.map((u) => u.id);
    expect(ids(await directory.byRoles(enterpriseId, [ourRole]))).toEqual([direct, viaPosition]);
    expect(ids(await directory.byPositions(enterpriseId, [position]))).toEqual([viaPosition]);
    expect(ids(await directory.byOrganizations(enterpriseId, [org]))).toEqual([direct]);
    expect(await directory.byIds(enterpriseId, [named, disabled, theirUser])).toEqual([expect.objectContaining({ id: named, phone: '13700000005', mail: null })]);
    expect(await directory.byRoles(other.enterpriseId, [ourRole])).toEqual([]);
    expect(await directory.missingUsers(enterpriseId, [named, disabled, deleted, theirUser])).toEqual([deleted, theirUser]);
    expect(await directory.missingRoles(enterpriseId, [ourRole, theirRole])).toEqual([theirRole]);

    // An escalation step goes to the rule's users and the holders of its roles, as the directory lists them.
    const meter = await newMeter(t, enterpriseId);
    await ok(t, '/alarmRule/add', { name: 'Escalate', meter_id: meter.id, quantity: 'instant_flow', condition: 'high', threshold: 100, severity: 3, user_ids: [named], role_ids: [ourRole] }, admin.token);
    await feed(t, { enterpriseId, meterId: meter.id, meterCode: meter.code }, [[Date.now(), { instant_flow: 150 }]]);
    const reached = ['13700000001', '13700000002', '13700000005'];
    await until(() => reached.every((phone) => sms.messages(phone).length > 0));
    for (const phone of ['13700000003', '13700000004']) expect(sms.messages(phone)).toEqual([]);
  });

  it('a location- or type-limited user cannot create a top-level location or type they could not then see', async () => {
    const places = await newPlaces(t, admin.token);
    const typeId = (await ok<{ id: number }>(t, '/equipmentType/add', { name: '风机' }, admin.token)).id;
    const limited = await newUser(t, enterpriseId, {
      permissions: [Permission.assetPosition.add, Permission.assetPosition.edit, Permission.assetPosition.list, Permission.equipmentType.add, Permission.equipmentType.list, Permission.file.upload],
      scopes: { [DataScope.location]: [places.site], [DataScope.equipmentType]: [typeId] },
      lang: 'en_US',
    });
    const [locations, types] = [await rows('asset_position'), await rows('equipment_type')];
    const plan = await uploadPlan(t, limited.token);
    const top = await t.post('/assetPosition/add', { name: '新厂区', plan_file_id: plan }, limited.token);
    expect({ status: top.status, key: top.body.content?.key }).toEqual({ status: 422, key: 'common.errors.outsideScope' });
    expect((await t.post('/equipmentType/add', { name: '新类型' }, limited.token)).status).toBe(422);
    expect([await rows('asset_position'), await rows('equipment_type')]).toEqual([locations, types]);
    // Inside their subtree they may add, and edit what they were granted in place.
    const room = await ok<{ id: number }>(t, '/assetPosition/add', { name: '新房间', parent_id: places.areaA }, limited.token);
    expect((await t.post('/assetPosition/detail', { id: room.id }, limited.token)).status).toBe(200);
    expect((await t.post('/assetPosition/update', { id: places.site, name: '厂区改名' }, limited.token)).status).toBe(200);
    expect((await ok<{ id: number }>(t, '/equipmentType/add', { name: '轴流风机', parent_id: typeId }, limited.token)).id).toBeGreaterThan(0);
  });

  it('a location-limited granter grants locations within their own scope only', async () => {
    const places = await newPlaces(t, admin.token);
    const granter = await newUser(t, enterpriseId, { permissions: [Permission.role.grant, Permission.role.list], scopes: { [DataScope.location]: [places.areaA] } });
    const role = (await ok<{ id: number }>(t, '/role/add', { name: `巡检${places.site}` }, admin.token)).id;
    for (const scopes of [{}, { location: [places.areaB] }, { location: [places.areaA, places.site] }]) {
      const res = await t.post('/role/grant', { id: role, menuIds: [], scopes }, granter.token);
      expect({ scopes, status: res.status, key: res.body.content?.key }).toEqual({ scopes, status: 403, key: 'identity.errors.grantBeyondOwn' });
    }
    expect((await ok<{ scopes: object }>(t, '/role/detail', { id: role }, admin.token)).scopes).toEqual({});
    expect((await t.post('/role/grant', { id: role, menuIds: [], scopes: { location: [places.areaA] } }, granter.token)).status).toBe(200);
  });
});
