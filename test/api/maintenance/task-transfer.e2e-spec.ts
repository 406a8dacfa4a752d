import { DataScope, Permission, type TaskItemRow, type TaskTemplateRow } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { ALL, member, ok, uniq, world, type World } from './support';
import { read, transfers, workbook } from './transfer-support';
import type { AuthContext } from '@gengyun/core';
import { TaskItemRows } from '../../../libs/maintenance/src/task/transfer/task-item-rows';

const ITEM_ZH = [
  '名称', '类型（passFail/number/text/singleChoice/multipleChoice/photo/signature/meterReading）', '标准', '方法', '下限', '上限', '单位', '选项（分号分隔）', '不合格选项（分号分隔）',
  '读数量（如 energy、flow）', '不合格时生成工单',
];
const TEMPLATE_ZH = ['名称', '设备类型编码', '设备型号名称', '检查项名称（按顺序，分号分隔）', '备注'];
const TEMPLATE_EN = ['Name', 'Equipment type code', 'Equipment model', 'Check items by name (in order, ;-separated)', 'Remark'];
const CENTRE = [Permission.importTask.list, Permission.exportTask.list];

/** The check item and task template catalogues through the import and export centre, on the area's sheet machinery. */
describe(`task item and template import and export (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let editor: Actor;
  let upload: ReturnType<typeof transfers>['upload'];
  let exported: ReturnType<typeof transfers>['exported'];
  const codes = { pump: uniq('PT'), fan: uniq('FT'), model: '' };

  const count = async (table: string) => Number((await t.db.query<Array<{ n: number }>>(`SELECT COUNT(*) AS n FROM ${table} WHERE enterprise_id = ?`, [w.enterpriseId]))[0]!.n);
  const item = async (name: string) => (await ok<{ rows: TaskItemRow[] }>(t, '/taskItem/pageList', { keyword: name }, w.admin)).rows.find((i) => i.name === name);
  const template = async (name: string, who: Actor = w.admin) => (await ok<{ rows: TaskTemplateRow[] }>(t, '/taskTemplate/pageList', { keyword: name }, who)).rows.find((r) => r.name === name);

  beforeAll(async () => {
    t = await startTestApp();
    ({ upload, exported } = transfers(t));
    w = await world(t);
    editor = await member(t, w, [...ALL, ...CENTRE]);
    await t.db.query('UPDATE equipment_type SET code = ? WHERE id = ?', [codes.pump, w.pump]);
    await t.db.query('UPDATE equipment_type SET code = ? WHERE id = ?', [codes.fan, w.fan]);
    codes.model = (await t.db.query<Array<{ name: string }>>('SELECT name FROM equipment_model WHERE id = ?', [w.model]))[0]!.name;
  });
  afterAll(() => t?.close());

  it('checks items by the form\'s rules, writes nothing on one refusal, then adds new items and updates the one a row names', async () => {
    const before = await count('maintenance_task_item');
    const bad = await upload('/taskItem/import', await workbook('检查项', ITEM_ZH, [
      ['出口压力', 'number', '0.2-0.4', '', 0.2, 0.4, 'MPa', '', '', '', '是'],
      ['未知类型', 'colour', '', '', '', '', '', '', '', '', ''],
      ['上下限颠倒', 'number', '', '', 5, 1, '', '', '', '', ''],
      ['选项太少', 'singleChoice', '', '', '', '', '', '正常', '', '', ''],
      ['不合格选项不在其中', 'singleChoice', '', '', '', '', '', '正常;异响', '漏油', '', ''],
      ['读表无读数量', 'meterReading', '', '', '', '', '', '', '', '', ''],
      ['坏标记', 'passFail', '', '', '', '', '', '', '', '', 'maybe'],
      ['出口压力', 'number', '', '', '', '', '', '', '', '', ''],
    ]), editor);
    expect(bad.status).toBe(3);
    const byRow = new Map(bad.messages.map((m) => [m.row, m]));
    expect([...byRow.keys()].sort((a, b) => a! - b!)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(byRow.get(3)).toMatchObject({ key: 'files.errors.rowType', column: 'maintenance.transfer.col.itemType' });
    expect(byRow.get(4)?.column).toBe('maintenance.transfer.col.lower');
    expect(read(byRow.get(5)!, 'en_US')).toMatch(/^Row 5: Options \(;-separated\): /);
    expect(byRow.get(6)?.column).toBe('maintenance.transfer.col.failingOptions');
    expect(byRow.get(7)?.column).toBe('maintenance.transfer.col.meterQuantity');
    expect(byRow.get(8)).toMatchObject({ key: 'files.errors.rowType', column: 'maintenance.transfer.col.opensOrder' });
    expect(read(byRow.get(9)!, 'zh_CN')).toBe('第9行：名称在表格中重复出现');
    expect(read(byRow.get(9)!, 'en_US')).toBe('Row 9: Name appears more than once in the sheet');
    expect(await count('maintenance_task_item')).toBe(before);

    const good = await upload('/taskItem/import', await workbook('检查项', ITEM_ZH, [
      ['出口压力', 'number', '0.2-0.4', '', 0.2, 0.4, 'MPa', '', '', '', '是'],
      ['检查密封', 'singleChoice', '无泄漏', '目视', '', '', '', '正常；渗漏；泄漏', '泄漏', '', '否'],
    ]), editor);
    expect(good).toMatchObject({ status: 2, done_rows: 2 });
    expect(await count('maintenance_task_item')).toBe(before + 1);
    expect(await item('出口压力')).toMatchObject({ type: 'number', lower_limit: 0.2, upper_limit: 0.4, unit: 'MPa', failure_opens_order: true });
    expect(await item('检查密封')).toMatchObject({ id: w.item, version: 2, type: 'singleChoice', options: ['正常', '渗漏', '泄漏'], failing_options: ['泄漏'], failure_opens_order: false });
    const logged = await t.db.query<Array<{ n: number }>>('SELECT COUNT(*) AS n FROM audit_log WHERE business_no = ? AND data_id = ?', ['maintenanceTaskItem', w.item]);
    expect(Number(logged[0]!.n)).toBe(2);

    const { sheet } = await exported('/taskItem/export', editor);
    expect(sheet.name).toBe('检查项');
    expect(sheet.rows[0]).toEqual(ITEM_ZH);
    expect(sheet.rows.find((r) => r[0] === '检查密封')).toEqual(['检查密封', 'singleChoice', '无泄漏', '目视', '', '', '', '正常;渗漏;泄漏', '泄漏', '', '否']);
    expect(sheet.rows.find((r) => r[0] === '出口压力')).toEqual(['出口压力', 'number', '0.2-0.4', '', '0.2', '0.4', 'MPa', '', '', '', '是']);
  });

  it('an item import checked before a concurrent edit refuses to write over it, and changes nothing', async () => {
    const rows = t.app.get(TaskItemRows);
    const ctx = { sessionId: 0, userId: 0, enterpriseId: w.enterpriseId, account: '', name: '', lang: 'zh_CN', isAdmin: true, permissions: new Set<string>(), scopes: {} } as AuthContext;
    const before = (await item('检查密封'))!;
    const cells = { name: '检查密封', type: 'passFail', standard: '导入', method: '', lower: '', upper: '', unit: '', options: '', failing: '', meterQuantity: '', opensOrder: '' };
    const checked = await rows.check(ctx, [{ line: 2, cells }]);
    expect(checked.messages).toEqual([]);
    await ok(t, '/taskItem/update', { id: before.id, version: before.version, name: before.name, type: before.type, standard: '表单', options: before.options, failing_options: before.failing_options }, w.admin);
    await expect(t.db.transaction((m) => checked.write(m))).rejects.toMatchObject({ key: 'common.errors.staleData' });
    expect(await item('检查密封')).toMatchObject({ type: 'singleChoice', standard: '表单', version: before.version + 1 });
  });

  it('imports templates by type code, model and item names with SPEC\'s type-or-model rule, updating the one a row names', async () => {
    await ok(t, '/taskItem/add', { name: '重名项', type: 'text' }, w.admin);
    await ok(t, '/taskItem/add', { name: '重名项', type: 'text' }, w.admin);
    const before = await count('maintenance_task_template');
    const existing = (await ok<{ name: string }>(t, '/taskTemplate/detail', { id: w.template }, w.admin)).name;
    const bad = await upload('/taskTemplate/import', await workbook('任务模板', TEMPLATE_ZH, [
      ['风机点检', codes.fan, '', '检查密封', ''],
      ['无类型', '', '', '检查密封', ''],
      ['没有的类型', 'NO-TYPE', '', '检查密封', ''],
      ['没有的项', codes.pump, '', '检查密封;没有这一项', ''],
      ['重名项', codes.pump, '', '重名项', ''],
    ]), editor);
    expect(bad.status).toBe(3);
    const byRow = new Map(bad.messages.map((m) => [m.row, m]));
    expect([...byRow.keys()].sort((a, b) => a! - b!)).toEqual([3, 4, 5, 6]);
    expect(read(byRow.get(3)!, 'zh_CN')).toMatch(/^第3行：设备类型编码：/);
    expect(byRow.get(3)).toMatchObject({ key: 'workOrder.transfer.errors.rowRefused', params: [3, { key: 'maintenance.transfer.col.typeCode' }, { key: 'equipment.errors.typeOrModel' }] });
    expect(byRow.get(4)?.column).toBe('maintenance.transfer.col.typeCode');
    expect(read(byRow.get(5)!, 'en_US')).toBe('Row 5: Check items by name (in order, ;-separated) "没有这一项" does not exist or is outside your data permissions');
    expect(read(byRow.get(6)!, 'en_US')).toBe('Row 6: Check items by name (in order, ;-separated): More than one record has this name, so which one is meant is unclear');
    expect(await count('maintenance_task_template')).toBe(before);

    const pressure = (await item('出口压力'))!.id;
    const good = await upload('/taskTemplate/import', await workbook('Task templates', TEMPLATE_EN, [
      ['Fan check', codes.fan, '', '检查密封', 'weekly'],
      [existing, '', codes.model, '出口压力;检查密封', 'by model now'],
    ]), editor);
    expect(good).toMatchObject({ status: 2, done_rows: 2 });
    expect(await count('maintenance_task_template')).toBe(before + 1);
    expect(await template('Fan check')).toMatchObject({ equipment_type_id: w.fan, equipment_model_id: null, item_ids: [w.item] });
    expect(await template(existing)).toMatchObject({ id: w.template, equipment_type_id: w.pump, equipment_model_id: w.model, item_ids: [pressure, w.item], version: 2 });

    const { sheet } = await exported('/taskTemplate/export', editor);
    expect(sheet.rows.find((r) => r[0] === existing)).toEqual([existing, '', codes.model, '出口压力;检查密封', 'by model now']);
    expect(sheet.rows.find((r) => r[0] === 'Fan check')).toEqual(['Fan check', codes.fan, '', '检查密封', 'weekly']);
  });

  it('keeps a type-scoped editor to their types: a template of another type is neither changed nor duplicated, nor exported to them', async () => {
    const pumpTemplate = (await ok<{ name: string; version: number }>(t, '/taskTemplate/detail', { id: w.template }, w.admin));
    const fans = await member(t, w, [...ALL, ...CENTRE], { scopes: { [DataScope.equipmentType]: [w.fan] }, lang: 'en_US' });
    const before = await count('maintenance_task_template');
    const refused = await upload('/taskTemplate/import', await workbook('Task templates', TEMPLATE_EN, [
      ['Fan check', codes.fan, '', '检查密封', 'changed by fans'],
      [pumpTemplate.name, codes.fan, '', '检查密封', ''],
      ['New pump one', codes.pump, '', '检查密封', ''],
    ]), fans);
    expect(refused.status).toBe(3);
    expect(refused.messages.map((m) => [m.row, m.column])).toEqual([[3, 'maintenance.patrol.transfer.col.name'], [4, 'maintenance.transfer.col.typeCode']]);
    expect(read(refused.messages[0]!, 'en_US')).toMatch(/^Row 3: Name: You cannot create or move this outside what you may see/);
    expect(await count('maintenance_task_template')).toBe(before);
    expect(await template('Fan check')).toMatchObject({ version: 1 });
    expect(await template(pumpTemplate.name)).toMatchObject({ version: pumpTemplate.version, equipment_type_id: w.pump });

    const { sheet } = await exported('/taskTemplate/export', fans);
    expect(sheet.rows.slice(1).map((r) => r[0])).toEqual(['Fan check']);
    const reader = await member(t, w, [Permission.taskTemplate.list, ...CENTRE]);
    expect((await t.http().post('/taskTemplate/import').set('Authorization', `Bearer ${reader.token}`).attach('file', Buffer.from('x'), 'x.xlsx')).status).toBe(403);
    expect((await t.http().post('/taskItem/import').set('Authorization', `Bearer ${reader.token}`).attach('file', Buffer.from('x'), 'x.xlsx')).status).toBe(403);
  });

  it('resolves a template sheet\'s type codes, model names and item names with one query per kind, however many rows name them', async () => {
    const proto = Object.getPrototypeOf(t.db.createQueryRunner()) as { query: (sql: string) => Promise<unknown> };
    const spy = jest.spyOn(proto, 'query');
    let sqls: string[];
    try {
      const sheet = await workbook('任务模板', TEMPLATE_ZH, [
        [uniq('批量模板'), codes.pump, '', '检查密封;出口压力', ''],
        [uniq('批量模板'), codes.pump, codes.model, '出口压力', ''],
        [uniq('批量模板'), codes.fan, '', '检查密封', ''],
      ]);
      expect(await upload('/taskTemplate/import', sheet, w.admin)).toMatchObject({ status: 2, done_rows: 3 });
      sqls = spy.mock.calls.map((c) => String(c[0]));
    } finally {
      spy.mockRestore();
    }
    const lookups = (table: string, column: string) =>
      sqls.filter((sql) => new RegExp(`\\bFROM\\s+[\`"]?${table}[\`"]?(\\s|$)`, 'i').test(sql) && new RegExp(`\\.[\`"]?${column}[\`"]?\\s*(=|IN\\b)`, 'i').test(sql));
    expect(lookups('equipment_type', 'code')).toHaveLength(1);
    expect(lookups('equipment_model', 'name')).toHaveLength(1);
    expect(lookups('maintenance_task_item', 'name')).toHaveLength(1);
    // Whether each row's template name is stored already (the sheet's key): one read for the sheet.
    expect(lookups('maintenance_task_template', 'name')).toHaveLength(1);
  });
});
