import { Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { addEquipment, catalogue, ok, type Ids } from './support';

describe('equipment in/out orders and counts', () => {
  let t: TestApp;
  let admin: Actor;
  let enterpriseId: number;
  let ids: Ids;
  const detail = (id: number) => ok<{ status: number; position_id: number }>(t, '/equipment/detail', { id }, admin.token);

  beforeAll(async () => {
    t = await startTestApp();
    ({ enterpriseId, admin } = await newEnterprise(t));
    ids = await catalogue(t, admin.token);
  });
  afterAll(() => t.close());

  it('moves equipment (with its children) only when an approver approves a submitted order, audited', async () => {
    const clerk = await newUser(t, enterpriseId, { permissions: [Permission.equipmentIo.list, Permission.equipmentIo.edit] });
    const approver = await newUser(t, enterpriseId, { permissions: [Permission.equipmentIo.list, Permission.equipmentIo.approve] });
    const parent = await addEquipment(t, admin.token, { type_id: ids.meter, position_id: ids.room, status: 4 });
    const child = await addEquipment(t, admin.token, { type_id: ids.meter, position_id: ids.room, parent_id: parent.id, status: 4 });
    const order = await ok<{ id: number; code: string; state: number; to_status: number }>(t, '/equipmentIo/add', { direction: 2, to_position_id: ids.otherRoom, equipment_ids: [parent.id] }, clerk.token);
    expect(order).toMatchObject({ state: 0, to_status: 1 });
    expect(order.code).toMatch(/^IO\d{8}-\d{4}$/);
    const items = (await ok<{ items: Array<{ equipment_id: number }> }>(t, '/equipmentIo/detail', { id: order.id }, clerk.token)).items;
    expect(items.map((i) => i.equipment_id).sort()).toEqual([parent.id, child.id].sort());
    expect((await t.post('/equipmentIo/approve', { id: order.id }, clerk.token)).status).toBe(403);
    expect((await t.post('/equipmentIo/approve', { id: order.id }, approver.token)).body.content.key).toBe('equipment.errors.ioState');
    await ok(t, '/equipmentIo/submit', { id: order.id }, clerk.token);
    expect((await t.post('/equipmentIo/update', { id: order.id, direction: 2, to_position_id: ids.room, equipment_ids: [parent.id] }, clerk.token)).status).toBe(409);
    expect(await detail(parent.id)).toMatchObject({ status: 4, position_id: ids.room });
    const done = await ok<{ state: number; approve_user_id: number }>(t, '/equipmentIo/approve', { id: order.id, remark: 'ok' }, approver.token);
    expect(done).toMatchObject({ state: 3, approve_user_id: approver.userId });
    for (const id of [parent.id, child.id]) expect(await detail(id)).toMatchObject({ status: 1, position_id: ids.otherRoom });
    const logs = await ok<{ rows: Array<{ text: string }> }>(t, '/equipment/logs', { id: parent.id }, admin.token);
    expect(logs.rows[0]?.text).toBe(`出入库单${order.code}：位置泵房→配电室，状态在库→在用`);
    expect((await t.post('/equipmentIo/approve', { id: order.id }, approver.token)).status).toBe(409);
  });

  it('refuses orders without equipment or target, with scrapped equipment, and rejected orders go back to draft', async () => {
    const eq = await addEquipment(t, admin.token, { type_id: ids.meter, position_id: ids.room, status: 4 });
    const before = Number((await t.db.query('SELECT COUNT(*) AS n FROM equipment_io'))[0].n);
    expect((await t.post('/equipmentIo/add', { direction: 1, to_position_id: ids.room, equipment_ids: [] }, admin.token)).body.content.key).toBe('equipment.errors.ioNoEquipment');
    expect((await t.post('/equipmentIo/add', { direction: 1, equipment_ids: [eq.id] }, admin.token)).body.content.key).toBe('equipment.errors.ioPositionRequired');
    const scrapped = await addEquipment(t, admin.token, { type_id: ids.meter, position_id: ids.room });
    await ok(t, '/equipment/scrap', { id: scrapped.id, reason: 'x' }, admin.token);
    expect((await t.post('/equipmentIo/add', { direction: 3, to_position_id: ids.otherRoom, equipment_ids: [scrapped.id] }, admin.token)).body.content.key).toBe('equipment.errors.ioScrapped');
    const other = await newEnterprise(t);
    expect((await t.post('/equipmentIo/add', { direction: 3, to_position_id: ids.otherRoom, equipment_ids: [eq.id] }, other.admin.token)).status).toBe(404);
    expect(Number((await t.db.query('SELECT COUNT(*) AS n FROM equipment_io'))[0].n)).toBe(before);
    const order = await ok<{ id: number }>(t, '/equipmentIo/add', { direction: 3, to_position_id: ids.otherRoom, equipment_ids: [eq.id] }, admin.token);
    await ok(t, '/equipmentIo/submit', { id: order.id }, admin.token);
    expect((await ok<{ state: number }>(t, '/equipmentIo/reject', { id: order.id, remark: '资料不全' }, admin.token)).state).toBe(2);
    expect(await detail(eq.id)).toMatchObject({ status: 4, position_id: ids.room });
    expect((await ok<{ state: number }>(t, '/equipmentIo/update', { id: order.id, direction: 3, to_position_id: ids.otherRoom, equipment_ids: [eq.id] }, admin.token)).state).toBe(0);
    expect((await ok<{ total: number }>(t, '/equipmentIo/pageList', { state: 0 }, admin.token)).total).toBeGreaterThan(0);
  });

  it('takes a handler of the same enterprise (default the caller), names them, and refuses any other id without saving', async () => {
    const handler = await newUser(t, enterpriseId, { permissions: [Permission.equipmentIo.list] });
    const eq = await addEquipment(t, admin.token, { type_id: ids.meter, position_id: ids.room, status: 4 });
    const order = await ok<{ id: number; handler_user_id: number }>(t, '/equipmentIo/add', { direction: 3, to_position_id: ids.otherRoom, equipment_ids: [eq.id], handler_user_id: handler.userId }, admin.token);
    expect(order.handler_user_id).toBe(handler.userId);
    const handlerName = (await ok<{ name: string }>(t, '/user/detail', { id: handler.userId }, admin.token)).name;
    expect(await ok(t, '/equipmentIo/detail', { id: order.id }, admin.token)).toMatchObject({ handler_user_id: handler.userId, handler_name: handlerName });
    const listed = await ok<{ rows: Array<{ id: number; handler_name: string | null }> }>(t, '/equipmentIo/pageList', { pageSize: 100 }, admin.token);
    expect(listed.rows.find((r) => r.id === order.id)?.handler_name).toBe(handlerName);
    const byDefault = await ok<{ id: number; handler_user_id: number }>(t, '/equipmentIo/add', { direction: 3, to_position_id: ids.otherRoom, equipment_ids: [eq.id] }, admin.token);
    expect(byDefault.handler_user_id).toBe(admin.userId);

    const other = await newEnterprise(t);
    const snapshot = async () => ({
      orders: Number((await t.db.query('SELECT COUNT(*) AS n FROM equipment_io'))[0].n),
      items: Number((await t.db.query('SELECT COUNT(*) AS n FROM equipment_io_item'))[0].n),
      order: await ok<Record<string, unknown>>(t, '/equipmentIo/detail', { id: order.id }, admin.token),
    });
    const before = await snapshot();
    for (const handler_user_id of [other.admin.userId, 987654]) {
      expect((await t.post('/equipmentIo/add', { direction: 3, to_position_id: ids.otherRoom, equipment_ids: [eq.id], handler_user_id }, admin.token)).status).toBe(404);
      expect((await t.post('/equipmentIo/update', { id: order.id, direction: 1, to_position_id: ids.room, equipment_ids: [eq.id], handler_user_id }, admin.token)).status).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('counts a location: only its devices, every item processed before finishing', async () => {
    const a = await addEquipment(t, admin.token, { type_id: ids.meter, position_id: ids.room });
    const b = await addEquipment(t, admin.token, { type_id: ids.meter, position_id: ids.room });
    const elsewhere = await addEquipment(t, admin.token, { type_id: ids.meter, position_id: ids.otherRoom });
    const cnt = await ok<{ id: number; code: string }>(t, '/equipmentCount/add', { count_date: '2025-11-20', position_id: ids.building }, admin.token);
    const d = await ok<{ items: Array<{ id: number; equipment_id: number; result: number }> }>(t, '/equipmentCount/detail', { id: cnt.id }, admin.token);
    expect(d.items.map((i) => i.equipment_id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(d.items.every((i) => i.result === 0)).toBe(true);
    const other = await t.post('/equipmentCount/addItems', { id: cnt.id, equipment_ids: [elsewhere.id] }, admin.token);
    expect([other.status, other.body.msg]).toEqual([422, '只能盘点该位置的设备']);
    expect((await t.post('/equipmentCount/addItems', { id: cnt.id, equipment_ids: [a.id] }, admin.token)).status).toBe(409);
    expect(await ok<number>(t, '/equipmentCount/addItems', { id: cnt.id, extra_names: ['无标签水泵'] }, admin.token)).toBe(1);
    const refused = await t.post('/equipmentCount/finish', { id: cnt.id }, admin.token);
    expect([refused.status, refused.body.msg]).toEqual([422, '存在未处理的明细，不能完成盘点']);
    expect((await ok<{ state: number }>(t, '/equipmentCount/detail', { id: cnt.id }, admin.token)).state).toBe(0);
    for (const [i, item] of d.items.entries()) await ok(t, '/equipmentCount/updateItem', { id: item.id, result: i === 0 ? 2 : 1 }, admin.token);
    expect((await ok<{ state: number }>(t, '/equipmentCount/finish', { id: cnt.id }, admin.token)).state).toBe(1);
    expect((await t.post('/equipmentCount/updateItem', { id: d.items[0]?.id, result: 1 }, admin.token)).body.content.key).toBe('equipment.errors.countFinished');
    const scoped = await newUser(t, enterpriseId, { permissions: [Permission.equipmentCount.list], scopes: { location: [ids.otherRoom] } });
    expect((await t.post('/equipmentCount/detail', { id: cnt.id }, scoped.token)).status).toBe(404);
    expect((await ok<{ total: number }>(t, '/equipmentCount/pageList', {}, scoped.token)).total).toBe(0);
  });
});
