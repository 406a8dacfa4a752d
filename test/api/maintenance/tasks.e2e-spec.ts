import { DataScope, Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise } from '../../support/builders/identity';
import { member, ok, uniq, world, type World } from './support';

interface Item {
  id: number;
  type: string;
  lower_limit: number | null;
  upper_limit: number | null;
  unit: string | null;
  options: string[];
  failing_options: string[];
  meter_quantity: string | null;
  failure_opens_order: boolean;
}
interface Template {
  id: number;
  version: number;
  equipment_type_id: number | null;
  equipment_model_id: number | null;
  item_ids: number[];
  items: Item[];
}

/** Task items and templates (issue 14 item 1). */
describe(`task items and templates (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
  });
  afterAll(() => t?.close());

  const count = async (path: string) => (await ok<{ total: number }>(t, path, {}, w.admin)).total;

  it('keeps each item type with the fields it uses, and clears the others', async () => {
    const number = await ok<Item>(t, '/taskItem/add', { name: '出口压力', type: 'number', lower_limit: 0.2, upper_limit: 0.4, unit: 'MPa', options: ['x', 'y'] }, w.admin);
    expect(number).toMatchObject({ type: 'number', lower_limit: 0.2, upper_limit: 0.4, unit: 'MPa', options: [], failure_opens_order: false });
    const choice = await ok<Item>(t, '/taskItem/add', { name: '外观', type: 'singleChoice', options: ['良好', '锈蚀', '破损'], failing_options: ['破损'], lower_limit: 1, failure_opens_order: true }, w.admin);
    expect(choice).toMatchObject({ options: ['良好', '锈蚀', '破损'], failing_options: ['破损'], lower_limit: null, failure_opens_order: true });
    const meter = await ok<Item>(t, '/taskItem/add', { name: '累计电量', type: 'meterReading', meter_quantity: 'kwh', unit: 'kWh' }, w.admin);
    expect(meter).toMatchObject({ meter_quantity: 'kwh', unit: 'kWh' });
    for (const type of ['text', 'photo', 'signature', 'multipleChoice'] as const) {
      const body = type === 'multipleChoice' ? { options: ['a', 'b'] } : {};
      expect((await t.post('/taskItem/add', { name: type, type, ...body }, w.admin.token)).status).toBe(200);
    }
  });

  it('refuses items that break their type\'s rules, and writes nothing', async () => {
    const before = await count('/taskItem/pageList');
    for (const [body, key] of [
      [{ name: 'p', type: 'number', lower_limit: 5, upper_limit: 1 }, '下限不能大于上限'],
      [{ name: 'c', type: 'singleChoice', options: ['only'] }, '单选和多选检查项必须设置选项'],
      [{ name: 'c', type: 'multipleChoice', options: ['a', 'b'], failing_options: ['z'] }, '不合格选项必须是选项之一'],
      [{ name: 'm', type: 'meterReading' }, '仪表读数检查项必须选择读数项'],
    ] as const) {
      const res = await t.post('/taskItem/add', body, w.admin.token);
      expect([res.status, res.body.msg]).toEqual([422, key]);
    }
    for (const body of [{ name: 'x', type: 'dance' }, { type: 'text' }, { name: 'x', type: 'number', lower_limit: 'low' }, { name: 'x', type: 'text', options: 'a' }]) {
      const res = await t.post('/taskItem/add', body, w.admin.token);
      expect([res.status, res.body.code]).toEqual([422, -1]);
    }
    expect(await count('/taskItem/pageList')).toBe(before);
  });

  it('a template needs a device type or model (SPEC), takes the model\'s type, and keeps its items in order', async () => {
    const second = (await ok<Item>(t, '/taskItem/add', { name: '润滑', type: 'passFail' }, w.admin)).id;
    const none = await t.post('/taskTemplate/add', { name: 'x', item_ids: [w.item] }, w.admin.token);
    expect([none.status, none.body.msg]).toEqual([422, '设备类型和设备型号至少填写一项']);
    const english = await t.post('/taskTemplate/add', { name: 'x', item_ids: [w.item] }, (await member(t, w, undefined, { lang: 'en_US' })).token);
    expect(english.body.msg).toBe('Fill in at least one of device type or device model');
    const byModel = await ok<Template>(t, '/taskTemplate/add', { name: uniq('IS80 保养'), equipment_model_id: w.model, item_ids: [second, w.item] }, w.admin);
    expect(byModel).toMatchObject({ equipment_type_id: w.pump, equipment_model_id: w.model, item_ids: [second, w.item] });
    expect(byModel.items.map((i) => i.id)).toEqual([second, w.item]);
    const mismatch = await t.post('/taskTemplate/add', { name: 'x', equipment_type_id: w.fan, equipment_model_id: w.model, item_ids: [w.item] }, w.admin.token);
    expect([mismatch.status, mismatch.body.msg]).toEqual([422, '设备型号不属于所选设备类型']);
    const empty = await t.post('/taskTemplate/add', { name: 'x', equipment_type_id: w.pump, item_ids: [] }, w.admin.token);
    expect([empty.status, empty.body.msg]).toEqual([422, '任务模板至少包含一个检查项']);
  });

  it('edits a template at the version read; a stale save is refused', async () => {
    const tpl = await ok<Template>(t, '/taskTemplate/detail', { id: w.template }, w.admin);
    const saved = await ok<Template>(t, '/taskTemplate/update', { id: tpl.id, version: tpl.version, name: '水泵月保', equipment_type_id: w.pump, item_ids: [w.item] }, w.admin);
    expect(saved.version).toBe(tpl.version + 1);
    const stale = await t.post('/taskTemplate/update', { id: tpl.id, version: tpl.version, name: '旧', equipment_type_id: w.pump, item_ids: [w.item] }, w.admin.token);
    expect([stale.status, stale.body.msg]).toEqual([409, '操作失败，请获取最新数据后重试']);
    expect((await ok<{ name: string }>(t, '/taskTemplate/detail', { id: tpl.id }, w.admin)).name).toBe('水泵月保');
  });

  it('edits an item at the version read; a stale edit is refused and changes nothing', async () => {
    const body = { name: '出口温度', type: 'number', lower_limit: 10, upper_limit: 70, unit: '℃' };
    const added = await ok<Item & { version: number }>(t, '/taskItem/add', body, w.admin);
    expect(added.version).toBe(1);
    const saved = await ok<Item & { version: number }>(t, '/taskItem/update', { ...body, id: added.id, version: 1, upper_limit: 80 }, w.admin);
    expect(saved).toMatchObject({ version: 2, upper_limit: 80 });
    const stale = await t.post('/taskItem/update', { ...body, id: added.id, version: 1, name: '旧名称', upper_limit: 90 }, w.admin.token);
    expect([stale.status, stale.body.msg]).toEqual([409, '操作失败，请获取最新数据后重试']);
    const rows = await t.db.query<Array<{ name: string; upper_limit: number; version: number }>>('SELECT name, upper_limit, version FROM maintenance_task_item WHERE id = ?', [added.id]);
    expect(rows[0]).toMatchObject({ name: '出口温度', upper_limit: 80, version: 2 });
  });

  it('an item a template uses cannot be deleted; an unused one can', async () => {
    const used = await t.post('/taskItem/delete', { id: w.item }, w.admin.token);
    expect([used.status, used.body.msg]).toEqual([409, '检查项已被任务模板使用，不能删除']);
    const spare = await ok<Item>(t, '/taskItem/add', { name: '备用', type: 'text' }, w.admin);
    expect((await t.post('/taskItem/delete', { id: spare.id }, w.admin.token)).status).toBe(200);
    expect((await t.post('/taskItem/detail', { id: spare.id }, w.admin.token)).status).toBe(404);
  });

  it('another enterprise\'s items, types and templates are "not found"', async () => {
    const other = await newEnterprise(t);
    const theirType = (await ok<{ id: number }>(t, '/equipmentType/add', { name: '泵' }, other.admin)).id;
    for (const [path, body] of [
      ['/taskItem/detail', { id: w.item }],
      ['/taskTemplate/detail', { id: w.template }],
      ['/taskTemplate/add', { name: 'x', equipment_type_id: w.pump, item_ids: [] }],
    ] as const) {
      const res = await t.post(path, body, other.admin.token);
      expect([path, res.status, res.body.msg]).toEqual([path, 404, '信息不存在']);
    }
    const foreignItem = await t.post('/taskTemplate/add', { name: 'x', equipment_type_id: theirType, item_ids: [w.item] }, other.admin.token);
    expect([foreignItem.status, foreignItem.body.msg]).toEqual([404, '信息不存在']);
  });

  it('templates follow the equipment-type scope; a missing permission is refused', async () => {
    const fanTemplate = (await ok<{ id: number }>(t, '/taskTemplate/add', { name: uniq('风机'), equipment_type_id: w.fan, item_ids: [w.item] }, w.admin)).id;
    const pumpsOnly = await member(t, w, undefined, { scopes: { [DataScope.equipmentType]: [w.pump] } });
    const seen = (await ok<{ rows: Array<{ id: number; equipment_type_id: number }> }>(t, '/taskTemplate/pageList', { pageSize: 100 }, pumpsOnly)).rows;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r) => r.equipment_type_id === w.pump)).toBe(true);
    expect((await t.post('/taskTemplate/detail', { id: fanTemplate }, pumpsOnly.token)).status).toBe(404);
    const outside = await t.post('/taskTemplate/add', { name: 'x', equipment_type_id: w.fan, item_ids: [w.item] }, pumpsOnly.token);
    expect(outside.status).toBe(404);
    const reader = await member(t, w, [Permission.taskTemplate.list]);
    expect((await t.post('/taskItem/pageList', {}, reader.token)).status).toBe(200);
    const refused = await t.post('/taskItem/add', { name: 'x', type: 'text' }, reader.token);
    expect([refused.status, refused.body.msg]).toEqual([403, '没有权限']);
  });
});
