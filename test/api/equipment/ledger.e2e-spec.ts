import { Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { addEquipment, catalogue, code, ok, uploadPlan, type Ids } from './support';

describe('equipment ledger', () => {
  let t: TestApp;
  let admin: Actor;
  let enterpriseId: number;
  let ids: Ids;
  const detail = (id: number) => ok<Record<string, unknown>>(t, '/equipment/detail', { id }, admin.token);
  const count = async (table: string) => Number((await t.db.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

  beforeAll(async () => {
    t = await startTestApp();
    ({ enterpriseId, admin } = await newEnterprise(t));
    ids = await catalogue(t, admin.token);
  });
  afterAll(() => t.close());

  it('adds equipment with a model (type follows), shows names in detail and list, and audits the change', async () => {
    const eq = await addEquipment(t, admin.token, { asset_name: '一号泵', model_id: ids.model, position_id: ids.room, supplier_id: ids.supplier, purchase_cost: '1234.5', purchase_date: '2024-05-01', specification: 'DN80 流量50' });
    const d = await detail(eq.id);
    expect(d).toMatchObject({ type_id: ids.centrifugal, type_name: '离心泵', model_name: 'IS80', position_name: '泵房', supplier_name: '华南供应', manufacturer_id: ids.maker, manufacturer_name: '耕云机电', status: 5, status_name: '未入库', running_status_name: '停机' });
    expect(Number(d.purchase_cost)).toBe(1234.5);
    const list = await ok<{ rows: Array<{ id: number }>; total: number }>(t, '/equipment/pageList', { keyword: 'DN80', type_id: ids.pump, position_id: ids.plant }, admin.token);
    expect(list.rows.map((r) => r.id)).toEqual([eq.id]);
    expect((await ok<{ total: number }>(t, '/equipment/pageList', { keyword: 'DN80', type_id: ids.meter }, admin.token)).total).toBe(0);
    const logs = await ok<{ rows: Array<{ text: string }> }>(t, '/equipment/logs', { id: eq.id }, admin.token);
    expect(logs.rows[0]?.text).toContain('一号泵');
  });

  it('refuses bad input with the SPEC messages, changing nothing', async () => {
    const before = await count('equipment');
    const noType = await t.post('/equipment/add', { asset_code: code(), asset_name: 'x' }, admin.token);
    expect([noType.status, noType.body.content.key, noType.body.msg]).toEqual([422, 'equipment.errors.typeOrModel', '设备类型和设备型号至少填写一项']);
    const mismatch = await t.post('/equipment/add', { asset_code: code(), asset_name: 'x', type_id: ids.meter, model_id: ids.model }, admin.token);
    expect(mismatch.body.content.key).toBe('equipment.errors.modelTypeMismatch');
    const existing = await addEquipment(t, admin.token, { type_id: ids.meter });
    const dup = await t.post('/equipment/add', { asset_code: existing.asset_code, asset_name: 'x', type_id: ids.meter }, admin.token);
    expect([dup.status, dup.body.msg]).toEqual([409, '存在重复值，请修改']);
    const badCost = await t.post('/equipment/add', { asset_code: code(), asset_name: 'x', type_id: ids.meter, purchase_cost: '12.345' }, admin.token);
    expect(badCost.status).toBe(422);
    const unknown = await t.post('/equipment/add', { asset_code: code(), asset_name: 'x', type_id: ids.meter, colour: 'red' }, admin.token);
    expect(unknown.body.content.key).toBe('common.validation.unknownField');
    const badField = await t.post('/equipment/add', { asset_code: code(), asset_name: 'x', type_id: ids.meter, custom_fields: { nope: 1 } }, admin.token);
    expect(badField.body.content.key).toBe('equipment.errors.unknownCustomField');
    const parent = await addEquipment(t, admin.token, { type_id: ids.meter, position_id: ids.room });
    const wrongPlace = await t.post('/equipment/add', { asset_code: code(), asset_name: 'x', type_id: ids.meter, parent_id: parent.id, position_id: ids.otherRoom }, admin.token);
    expect([wrongPlace.status, wrongPlace.body.content.key]).toEqual([422, 'equipment.errors.parentPositionMismatch']);
    expect(await count('equipment')).toBe(before + 2);
  });

  it('locks in-use, idle and scrapped status; scrapping is its own audited action', async () => {
    const eq = await addEquipment(t, admin.token, { type_id: ids.meter, status: 1 });
    const before = await detail(eq.id);
    const locked = await t.post('/equipment/update', { id: eq.id, status: 4 }, admin.token);
    expect([locked.status, locked.body.content.key]).toEqual([422, 'equipment.errors.statusLocked']);
    const free = await addEquipment(t, admin.token, { type_id: ids.meter, status: 4 });
    expect((await t.post('/equipment/update', { id: free.id, status: 1 }, admin.token)).body.content.key).toBe('equipment.errors.statusLocked');
    expect((await ok<{ status: number }>(t, '/equipment/update', { id: free.id, status: 6 }, admin.token)).status).toBe(6);
    expect(await detail(eq.id)).toEqual(before);
    expect((await t.post('/equipment/scrap', { id: eq.id }, admin.token)).status).toBe(422);
    const scrapped = await ok<{ status: number; scrap_reason: string }>(t, '/equipment/scrap', { id: eq.id, reason: '老化' }, admin.token);
    expect(scrapped).toMatchObject({ status: 3, scrap_reason: '老化' });
    expect((await t.post('/equipment/scrap', { id: eq.id, reason: 'again' }, admin.token)).body.content.key).toBe('equipment.errors.alreadyScrapped');
    const logs = await ok<{ rows: Array<{ text: string }> }>(t, '/equipment/logs', { id: eq.id }, admin.token);
    expect(logs.rows[0]?.text).toBe('报废，原因：老化');
  });

  it('guards hierarchies: no delete or re-parent with children, parent not itself, plan required at the top', async () => {
    const noPlan = await t.post('/assetPosition/add', { name: '新厂' }, admin.token);
    expect([noPlan.status, noPlan.body.msg]).toEqual([422, '顶级位置必须上传平面图']);
    const self = await t.post('/assetPosition/update', { id: ids.room, name: '泵房', parent_id: ids.room }, admin.token);
    expect(self.body.msg).toBe('上级位置不能是自己');
    const moveParent = await t.post('/assetPosition/update', { id: ids.building, name: '一号楼', parent_id: ids.otherRoom }, admin.token);
    expect([moveParent.status, moveParent.body.content.key]).toEqual([409, 'common.errors.hasChildren']);
    expect((await t.post('/assetPosition/delete', { id: ids.plant }, admin.token)).body.content.key).toBe('common.errors.hasChildren');
    expect((await t.post('/equipmentType/delete', { id: ids.pump }, admin.token)).body.content.key).toBe('common.errors.hasChildren');
    expect((await t.post('/equipmentType/update', { id: ids.pump, name: '泵', parent_id: ids.meter }, admin.token)).status).toBe(409);
    const parent = await addEquipment(t, admin.token, { type_id: ids.meter, position_id: ids.room });
    await addEquipment(t, admin.token, { type_id: ids.meter, position_id: ids.room, parent_id: parent.id });
    expect((await t.post('/equipment/delete', { id: parent.id }, admin.token)).body.content.key).toBe('common.errors.hasChildren');
    expect((await t.post('/equipment/update', { id: parent.id, position_id: ids.otherRoom }, admin.token)).body.content.key).toBe('common.errors.hasChildren');
    expect((await ok<unknown[]>(t, '/equipment/children', { id: parent.id }, admin.token)).length).toBe(1);
    const plan = await uploadPlan(t, admin.token);
    const dupName = await t.post('/assetPosition/add', { name: '水厂', plan_file_id: plan }, admin.token);
    expect(dupName.status).toBe(409);
    const tree = await ok<Array<{ id: number; children: Array<{ id: number; level: number }> }>>(t, '/assetPosition/tree', {}, admin.token);
    expect(tree.find((n) => n.id === ids.plant)?.children.map((c) => c.level)).toEqual([2, 2]);
  });

  it('answers 403 without permission, 404 for another enterprise and for out-of-scope ids', async () => {
    const eq = await addEquipment(t, admin.token, { type_id: ids.meter, position_id: ids.room });
    const outside = await addEquipment(t, admin.token, { type_id: ids.meter, position_id: ids.otherRoom });
    const lister = await newUser(t, enterpriseId, { permissions: [Permission.equipment.list], scopes: { location: [ids.building] } });
    expect((await t.post('/equipment/update', { id: eq.id, asset_name: 'x' }, lister.token)).status).toBe(403);
    expect((await t.post('/equipment/detail', { id: eq.id }, lister.token)).status).toBe(200);
    expect((await t.post('/equipment/detail', { id: outside.id }, lister.token)).status).toBe(404);
    const page = await ok<{ rows: Array<{ position_id: number }> }>(t, '/equipment/pageList', { pageSize: 100 }, lister.token);
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((r) => r.position_id === ids.room)).toBe(true);
    const other = await newEnterprise(t);
    for (const [path, body] of [['/equipment/detail', { id: eq.id }], ['/equipment/update', { id: eq.id, asset_name: 'x' }], ['/equipment/delete', { id: eq.id }], ['/equipment/scrap', { id: eq.id, reason: 'x' }], ['/assetPosition/detail', { id: ids.room }], ['/equipmentType/delete', { id: ids.meter }]] as const) {
      const res = await t.post(path, body, other.admin.token);
      expect([path, res.status]).toEqual([path, 404]);
    }
    expect((await detail(eq.id)).asset_name).toBe('设备');
  });

  it('serves map markers in the SPEC shape for a plan view', async () => {
    const eq = await addEquipment(t, admin.token, { asset_name: '标记泵', type_id: ids.meter, position_id: ids.room, x: 30, y: 40, running_status_id: 3, status: 1 });
    const markers = (await ok<{ rows: Array<Record<string, unknown>> }>(t, '/equipment/mapMarkers', { position_id: ids.plant, highlight_id: eq.id }, admin.token)).rows;
    expect(markers.find((m) => m.id === eq.id)).toMatchObject({ center: [40, 30], type: 'eqpt', label: '标记泵', value: eq.id, asset_status: 1, is_fault: true, high_light: true, running_status_id: 3, asset_name: '标记泵', asset_code: eq.asset_code, running_status_name: '故障', status_name: '在用', result_type_name: '异常' });
    expect(markers.every((m) => m.x !== null)).toBe(true);
  });

  it('returns QR PNGs and a printable label sheet', async () => {
    const eq = await addEquipment(t, admin.token, { asset_name: '二维码泵', type_id: ids.meter });
    const png = await t.http().get(`/showAssetQRCode?id=${eq.id}&size=256&token=${admin.token}`).buffer(true);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const body = png.body as Buffer;
    expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([256, 256]);
    const pos = await t.http().get(`/showAssetPositionQRCode?id=${ids.room}&token=${admin.token}`);
    expect(pos.status).toBe(200);
    const other = await newEnterprise(t);
    expect((await t.http().get(`/showAssetQRCode?id=${eq.id}&token=${other.admin.token}`)).status).toBe(404);
    const labels = await t.post('/equipment/qrLabels', { ids: [eq.id] }, admin.token);
    expect(labels.headers['content-type']).toContain('text/html');
    expect(labels.text).toContain('二维码泵');
    expect(labels.text).toContain('data:image/png;base64,');
  });

  it('lists types, models, partners, addresses and OSAH documents, and serves the option keys', async () => {
    const types = await ok<Array<{ id: number; children: Array<{ id: number }> }>>(t, '/equipmentType/tree', {}, admin.token);
    expect(types.find((n) => n.id === ids.pump)?.children.map((c) => c.id)).toEqual([ids.centrifugal]);
    expect((await ok<{ rows: Array<{ type_name: string }> }>(t, '/equipmentModel/pageList', { type_id: ids.pump }, admin.token)).rows[0]?.type_name).toBe('离心泵');
    expect((await t.post('/manufacturer/add', { name: '耕云机电' }, admin.token)).status).toBe(409);
    expect((await t.post('/supplier/delete', { id: ids.maker }, admin.token)).status).toBe(404);
    const address = await ok<{ id: number }>(t, '/assetAddress/add', { name: '总部', address: '广州市天河区' }, admin.token);
    expect((await ok<{ total: number }>(t, '/assetAddress/pageList', { keyword: '天河' }, admin.token)).total).toBe(1);
    expect((await t.post('/assetAddress/add', { name: '总部', address: 'x' }, admin.token)).status).toBe(409);
    await ok(t, '/assetAddress/delete', { id: address.id }, admin.token);
    const bad = await t.post('/osah/add', { title: '安全规程', valid_from: '2025-02-01', valid_to: '2025-01-01' }, admin.token);
    expect(bad.body.content.key).toBe('common.validation.startBeforeEnd');
    const doc = await ok<{ id: number }>(t, '/osah/add', { title: '安全规程', category: '制度', valid_from: '2025-01-01', valid_to: '2030-12-31' }, admin.token);
    expect((await ok<{ total: number }>(t, '/osah/pageList', { valid_on: '2026-01-01' }, admin.token)).total).toBe(1);
    expect((await ok<{ title: string }>(t, '/osah/detail', { id: doc.id }, admin.token)).title).toBe('安全规程');
    for (const selectKey of ['assetPosition', 'assetType', 'assetModel', 'manufacturer']) {
      const options = await ok<Array<{ value: number }>>(t, '/getOptionsByKey', { selectKey }, admin.token);
      expect([selectKey, options.length > 0]).toEqual([selectKey, true]);
    }
  });
});
