import { Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { testDbKind } from '../../support/test-db';
import { addEquipment, catalogue, ok, type Ids } from './support';

interface LogRow {
  create_time: string;
  create_user_name: string | null;
  remark: Array<{ key: string; params?: unknown[] }>;
  text: string;
}

describe(`equipment log tab: readable remarks in the reader's language (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let english: Actor;
  let ids: Ids;
  const logs = async (id: number, reader: Actor) => (await ok<{ rows: LogRow[]; total: number }>(t, '/equipment/logs', { id, pageSize: 50 }, reader.token)).rows;
  const texts = async (id: number, reader: Actor) => (await logs(id, reader)).map((row) => row.text);

  beforeAll(async () => {
    t = await startTestApp();
    let enterpriseId: number;
    ({ enterpriseId, admin } = await newEnterprise(t));
    english = await newUser(t, enterpriseId, { permissions: [Permission.equipment.list], lang: 'en_US' });
    ids = await catalogue(t, admin.token);
  });
  afterAll(() => t.close());

  it('records add, edit (field labels, names, status labels), io move, deleting a child and scrapping', async () => {
    const pump = await addEquipment(t, admin.token, { asset_name: '审计泵', type_id: ids.meter, position_id: ids.room });
    await ok(t, '/equipment/update', { id: pump.id, type_id: ids.pump, status: 4, supplier_id: ids.supplier, warranty_type: 1, specification: 'DN100' }, admin.token);
    const child = await addEquipment(t, admin.token, { asset_name: '子泵', type_id: ids.meter, position_id: ids.room, parent_id: pump.id, status: 4 });
    const order = await ok<{ id: number; code: string }>(t, '/equipmentIo/add', { direction: 2, to_position_id: ids.otherRoom, equipment_ids: [pump.id] }, admin.token);
    await ok(t, '/equipmentIo/submit', { id: order.id }, admin.token);
    await ok(t, '/equipmentIo/approve', { id: order.id }, admin.token);
    await ok(t, '/equipment/delete', { id: child.id }, admin.token);
    await ok(t, '/equipment/scrap', { id: pump.id, reason: '老化' }, admin.token);

    expect(await texts(pump.id, admin)).toEqual([
      '报废，原因：老化',
      `删除子设备${child.asset_code} 子泵`,
      `出入库单${order.code}：位置泵房→配电室，状态在库→在用`,
      '设备类型由“电能表”改为“泵”; 设备状态由“未入库”改为“在库”; 供应商由“”改为“华南供应”; 保修类型由“”改为“原厂保修”; 规格参数由“”改为“DN100”',
      `新增${pump.asset_code} 审计泵`,
    ]);
    expect(await texts(pump.id, english)).toEqual([
      'Scrapped, reason: 老化',
      `Deleted sub-equipment ${child.asset_code} 子泵`,
      `In/out order ${order.code}: location 泵房 → 配电室, status In storage → In use`,
      'Type changed from "电能表" to "泵"; Status changed from "Not in storage" to "In storage"; Supplier changed from "" to "华南供应"; Warranty type changed from "" to "Manufacturer warranty"; Specification changed from "" to "DN100"',
      `Created ${pump.asset_code} 审计泵`,
    ]);

    const rows = await logs(pump.id, english);
    expect(rows.every((row) => row.create_user_name === admin.account && !Number.isNaN(Date.parse(row.create_time)))).toBe(true);
    // The stored remark keeps keys, so the web can render it in its own language too.
    expect(rows[3]?.remark[0]).toEqual({ key: 'common.audit.fieldChanged', params: [{ key: 'equipment.ledger.fields.type' }, '电能表', '泵'] });
    expect(rows[3]?.remark[1]).toEqual({ key: 'common.audit.fieldChanged', params: [{ key: 'equipment.ledger.fields.status' }, { key: 'equipment.status.notInStorage' }, { key: 'equipment.status.inStorage' }] });
  });

  it("shows the warranty type by the enterprise's own dictionary text once it edits the item", async () => {
    type Row = { id: number; code?: string; value?: string };
    const types = (await ok<{ rows: Row[] }>(t, '/dict/type/pageList', { keyword: 'warrantyType', pageSize: 100 }, admin.token)).rows;
    const typeId = types.find((row) => row.code === 'warrantyType')!.id;
    const items = (await ok<{ rows: Row[] }>(t, '/dict/item/pageList', { type_id: typeId, pageSize: 100 }, admin.token)).rows;
    await ok(t, '/dict/item/update', { id: items.find((row) => row.value === '2')!.id, text: '延保三年', is_lang: false }, admin.token);
    const eq = await addEquipment(t, admin.token, { asset_name: '保修泵', type_id: ids.meter, position_id: ids.room, warranty_type: 1 });
    await ok(t, '/equipment/update', { id: eq.id, warranty_type: 2 }, admin.token);
    expect((await texts(eq.id, admin))[0]).toBe('保修类型由“原厂保修”改为“延保三年”');
    expect((await texts(eq.id, english))[0]).toBe('Warranty type changed from "Manufacturer warranty" to "延保三年"');
  });

  it('names the parent, location, model and manufacturer of an edit, and follows a reader switching language', async () => {
    const parent = await addEquipment(t, admin.token, { asset_name: '主泵', type_id: ids.meter, position_id: ids.otherRoom });
    const eq = await addEquipment(t, admin.token, { asset_name: '从泵', type_id: ids.meter, position_id: ids.room });
    await ok(t, '/equipment/update', { id: eq.id, type_id: ids.centrifugal, model_id: ids.model, position_id: ids.otherRoom, parent_id: parent.id, running_status_id: 3 }, admin.token);
    const zh = '设备类型由“电能表”改为“离心泵”; 设备型号由“”改为“IS80”; 生产厂商由“”改为“耕云机电”; 设备位置由“泵房”改为“配电室”; 上级设备由“”改为“主泵”; 运行状态由“停机”改为“故障”';
    expect((await texts(eq.id, admin))[0]).toBe(zh);
    expect((await texts(eq.id, english))[0]).toBe(
      'Type changed from "电能表" to "离心泵"; Model changed from "" to "IS80"; Manufacturer changed from "" to "耕云机电"; Location changed from "泵房" to "配电室"; Parent equipment changed from "" to "主泵"; Running status changed from "Stopped" to "Fault"',
    );
    await ok(t, '/changeLangInfo', { lang: 'en_US' }, admin.token);
    try {
      expect((await texts(eq.id, admin))[0]).toMatch(/^Type changed from "电能表" to "离心泵"; /);
    } finally {
      await ok(t, '/changeLangInfo', { lang: 'zh_CN' }, admin.token);
    }
    expect((await texts(eq.id, admin))[0]).toBe(zh);
  });

  it('records nothing for a refused edit or delete', async () => {
    const parent = await addEquipment(t, admin.token, { type_id: ids.meter, position_id: ids.room, status: 1 });
    await addEquipment(t, admin.token, { type_id: ids.meter, position_id: ids.room, parent_id: parent.id });
    const before = await texts(parent.id, admin);
    expect((await t.post('/equipment/update', { id: parent.id, status: 4, asset_name: '改名' }, admin.token)).status).toBe(422);
    expect((await t.post('/equipment/delete', { id: parent.id }, admin.token)).status).toBe(409);
    expect(await texts(parent.id, admin)).toEqual(before);
    expect((await ok<{ asset_name: string }>(t, '/equipment/detail', { id: parent.id }, admin.token)).asset_name).toBe('设备');
  });
});
