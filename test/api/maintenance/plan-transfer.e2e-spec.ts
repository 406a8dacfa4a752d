import { DataScope, Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { ALL, member, ok, uniq, world, type World } from './support';
import { read, transfers, workbook } from './transfer-support';

const PLAN_ZH = [
  '名称', '覆盖方式（equipment/type）', '设备编码（分号分隔）', '设备类型编码', '设备型号名称', '位置编码', '检查模板名称', '工单类型编码', '优先级（1-5）', '负责人账号',
  '处理人账号（分号分隔）', '工单池名称', '时长（小时）', '提前天数', '开始日期', '结束日期', '开始时间', '触发条件（JSON）', '触发方式（any/all）', '节假日规则（none/skip/shift）', '启用',
];
const PLAN_EN = [
  'Name', 'Coverage (equipment/type)', 'Equipment codes (;-separated)', 'Equipment type code', 'Equipment model', 'Location code', 'Checklist template', 'Work order type code',
  'Priority (1-5)', 'Person in charge (account)', 'Handlers (accounts, ;-separated)', 'Pool', 'Duration (hours)', 'Lead days', 'Start date', 'End date', 'Time of day', 'Triggers (JSON)',
  'Trigger mode (any/all)', 'Holiday rule (none/skip/shift)', 'Enabled',
];
const COL = { coverage: 1, equipment: 2, type: 3, model: 4, location: 5, template: 6, orderType: 7, person: 9, handlers: 10, pool: 11, triggers: 17 } as const;
const CENTRE = [Permission.importTask.list, Permission.exportTask.list];

interface PlanRow {
  id: number;
  name: string;
  coverage: string;
  equipment_ids: number[];
  location_id: number | null;
  equipment_type_id: number | null;
  equipment_model_id: number | null;
  handler_ids: number[];
  pool_id: number | null;
  priority: number;
  lead_days: number;
  triggers: unknown[];
  version: number;
}

/** Maintenance plans through the import and export centre (issue 14 item 7), on the machinery patrol sheets use. */
describe(`maintenance plan import and export (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let planner: Actor;
  let upload: ReturnType<typeof transfers>['upload'];
  let exported: ReturnType<typeof transfers>['exported'];
  const codes = { pumpA: '', pumpB: '', fanA: '', pump: uniq('PT'), site: uniq('SITE'), areaA: uniq('LA'), areaB: uniq('LB'), template: '', orderType: '', model: '' };
  let pool: { id: number; name: string };

  const count = async () => Number((await t.db.query<Array<{ n: number }>>('SELECT COUNT(*) AS n FROM maintenance_plan WHERE enterprise_id = ?', [w.enterpriseId]))[0]!.n);
  const planRow = (name: string, extra: Partial<Record<number, string | number>> = {}): Array<string | number> =>
    Object.assign(
      [name, 'equipment', codes.pumpA, '', '', '', codes.template, codes.orderType, 3, w.admin.account, '', '', 4, 2, '2033-01-01', '', '08:00', '[{"kind":"monthly","day":"last"}]', 'any', 'shift', '是'],
      extra,
    );
  const byName = async (name: string, who: Actor = w.admin) => (await ok<{ rows: PlanRow[] }>(t, '/plan/pageList', { keyword: name }, who)).rows.find((p) => p.name === name);

  beforeAll(async () => {
    t = await startTestApp();
    ({ upload, exported } = transfers(t));
    w = await world(t);
    planner = await member(t, w, [...ALL, ...CENTRE]);
    const assetCode = async (id: number) => (await t.db.query<Array<{ asset_code: string }>>('SELECT asset_code FROM equipment WHERE id = ?', [id]))[0]!.asset_code;
    [codes.pumpA, codes.pumpB, codes.fanA] = [await assetCode(w.pumpA), await assetCode(w.pumpB), await assetCode(w.fanA)];
    await t.db.query('UPDATE equipment_type SET code = ? WHERE id = ?', [codes.pump, w.pump]);
    for (const [id, code] of [[w.places.site, codes.site], [w.places.areaA, codes.areaA], [w.places.areaB, codes.areaB]] as const) await t.db.query('UPDATE asset_position SET code = ? WHERE id = ?', [code, id]);
    codes.template = (await ok<{ name: string }>(t, '/taskTemplate/detail', { id: w.template }, w.admin)).name;
    codes.orderType = (await t.db.query<Array<{ code: string }>>('SELECT code FROM work_order_type WHERE id = ?', [w.orderType]))[0]!.code;
    codes.model = (await t.db.query<Array<{ name: string }>>('SELECT name FROM equipment_model WHERE id = ?', [w.model]))[0]!.name;
    const poolName = uniq('池');
    pool = { id: (await ok<{ id: number }>(t, '/workOrderPool/add', { name: poolName, member_ids: [w.admin.userId] }, w.admin)).id, name: poolName };
  });
  afterAll(() => t?.close());

  it('checks every code a row names and the form\'s own rules; one refused row writes nothing, each named by row and column in both languages', async () => {
    const before = await count();
    const bad = await upload('/plan/import', await workbook('维保计划', PLAN_ZH, [
      planRow('好计划'),
      planRow('设备不存在', { [COL.equipment]: `${codes.pumpA};NO-SUCH-EQ` }),
      planRow('类型不存在', { [COL.coverage]: 'type', [COL.equipment]: '', [COL.type]: 'NO-TYPE' }),
      planRow('型号不存在', { [COL.coverage]: 'type', [COL.equipment]: '', [COL.type]: codes.pump, [COL.model]: '没有的型号' }),
      planRow('位置不存在', { [COL.coverage]: 'type', [COL.equipment]: '', [COL.type]: codes.pump, [COL.location]: 'NO-LOC' }),
      planRow('模板不存在', { [COL.template]: '没有的模板' }),
      planRow('工单类型不存在', { [COL.orderType]: 'NO-OT' }),
      planRow('负责人不存在', { [COL.person]: 'nobody-here' }),
      planRow('处理人不存在', { [COL.handlers]: `${w.admin.account};ghost` }),
      planRow('工单池不存在', { [COL.pool]: '没有的池' }),
      planRow('执行日', { [COL.triggers]: '[{"kind":"monthly","day":28}]' }),
      planRow('无负责人', { [COL.person]: '' }),
      planRow('无触发', { [COL.triggers]: '' }),
    ]), planner);
    expect(bad.status).toBe(3);
    const byRow = new Map(bad.messages.map((m) => [m.row, m]));
    expect([...byRow.keys()].sort((a, b) => a! - b!)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(read(byRow.get(3)!, 'zh_CN')).toBe('第3行：设备编码（分号分隔）“NO-SUCH-EQ”不存在或不在您的数据权限内');
    expect(read(byRow.get(3)!, 'en_US')).toBe('Row 3: Equipment codes (;-separated) "NO-SUCH-EQ" does not exist or is outside your data permissions');
    const columns = [4, 5, 6, 7, 8, 9, 10, 11].map((row) => byRow.get(row)?.column);
    expect(columns).toEqual([
      'maintenance.transfer.col.typeCode', 'maintenance.transfer.col.modelName', 'maintenance.patrol.transfer.col.locationCode', 'maintenance.patrol.transfer.col.template',
      'maintenance.patrol.transfer.col.orderTypeCode', 'maintenance.patrol.transfer.col.personAccount', 'maintenance.transfer.col.handlerAccounts', 'maintenance.patrol.transfer.col.pool',
    ]);
    expect(read(byRow.get(12)!, 'zh_CN')).toBe('第12行：触发条件（JSON）：执行日最大为27');
    expect(read(byRow.get(13)!, 'en_US')).toBe('Row 13: Person in charge (account): A person in charge must be assigned');
    expect(read(byRow.get(14)!, 'en_US')).toMatch(/^Row 14: Triggers \(JSON\): /);
    expect(byRow.get(14)).toMatchObject({ key: 'workOrder.transfer.errors.rowRefused' });
    expect(await count()).toBe(before);

    const good = await upload('/plan/import', await workbook('维保计划', PLAN_ZH, [
      planRow('导入-设备', { [COL.equipment]: `${codes.pumpA}；${codes.pumpB}`, [COL.handlers]: w.admin.account, [COL.pool]: pool.name }),
      planRow('导入-型号', { [COL.coverage]: 'type', [COL.equipment]: '', [COL.type]: '', [COL.model]: codes.model, [COL.location]: codes.site }),
    ]), planner);
    expect(good).toMatchObject({ status: 2, done_rows: 2 });
    expect(await byName('导入-设备')).toMatchObject({ coverage: 'equipment', equipment_ids: [w.pumpA, w.pumpB], location_id: w.places.site, handler_ids: [w.admin.userId], pool_id: pool.id, lead_days: 2 });
    expect(await byName('导入-型号')).toMatchObject({ coverage: 'type', equipment_type_id: w.pump, equipment_model_id: w.model, location_id: w.places.site });
    const logged = await t.db.query<Array<{ n: number }>>('SELECT COUNT(*) AS n FROM audit_log WHERE business_no = ? AND data_id = ?', ['maintenancePlan', (await byName('导入-设备'))!.id]);
    expect(Number(logged[0]!.n)).toBe(1);
  });

  it('reads a scoped importer\'s codes in their scope: equipment and locations outside it are "not found"; only editors import', async () => {
    const inA = await member(t, w, [...ALL, ...CENTRE], { scopes: { [DataScope.location]: [w.places.areaA] }, lang: 'en_US' });
    const before = await count();
    const task = await upload('/plan/import', await workbook('Maintenance plans', PLAN_EN, [
      planRow('A-side'),
      planRow('B-side', { [COL.equipment]: codes.pumpB }),
      planRow('B-area type', { [COL.coverage]: 'type', [COL.equipment]: '', [COL.type]: codes.pump, [COL.location]: codes.areaB }),
    ]), inA);
    expect(task.status).toBe(3);
    expect(task.messages.map((m) => [m.row, m.column])).toEqual([[3, 'maintenance.transfer.col.equipmentCodes'], [4, 'maintenance.patrol.transfer.col.locationCode']]);
    expect(await count()).toBe(before);
    expect(await upload('/plan/import', await workbook('Maintenance plans', PLAN_EN, [planRow('A-side')]), inA)).toMatchObject({ status: 2, done_rows: 1 });
    expect(await byName('A-side', inA)).toMatchObject({ equipment_ids: [w.pumpA], location_id: w.places.areaA });
    const reader = await member(t, w, [Permission.plan.list, ...CENTRE]);
    expect((await t.http().post('/plan/import').set('Authorization', `Bearer ${reader.token}`).attach('file', Buffer.from('x'), 'x.xlsx')).status).toBe(403);
  });

  it('updates the plan a row names instead of adding a second, all rows or none, and only plans in the importer\'s scope', async () => {
    const add = (name: string, equipmentId: number) =>
      ok<{ id: number }>(t, '/plan/add', { name, coverage: 'equipment', equipment_ids: [equipmentId], task_template_id: w.template, work_order_type_id: w.orderType, person_in_charge_id: w.admin.userId, duration_hours: 4, start_date: '2033-01-01', triggers: [{ kind: 'daily' }] }, w.admin);
    const [inside, outside] = [uniq('更新-A区'), uniq('更新-B区')];
    const insideId = (await add(inside, w.pumpA)).id;
    await add(outside, w.pumpB);
    const updates = async () => Number((await t.db.query<Array<{ n: number }>>('SELECT COUNT(*) AS n FROM audit_log WHERE business_no = ? AND data_id = ?', ['maintenancePlan', insideId]))[0]!.n);
    const before = await count();

    const repeated = await upload('/plan/import', await workbook('维保计划', PLAN_ZH, [planRow(inside, { 13: 5 }), planRow(inside, { 13: 6 })]), planner);
    expect(repeated.status).toBe(3);
    expect(repeated.messages.map((m) => read(m, 'zh_CN'))).toEqual(['第3行：名称在表格中重复出现']);
    expect(await byName(inside)).toMatchObject({ id: insideId, lead_days: 0, version: 1 });

    const updated = await upload('/plan/import', await workbook('维保计划', PLAN_ZH, [planRow(inside, { 13: 5, [COL.triggers]: '[{"kind":"weekly","days":[1,3]}]' })]), planner);
    expect(updated).toMatchObject({ status: 2, done_rows: 1 });
    expect(await count()).toBe(before);
    expect(await byName(inside)).toMatchObject({ id: insideId, lead_days: 5, version: 2, triggers: [{ kind: 'weekly', days: [1, 3] }] });
    expect(await updates()).toBe(2);

    // A scoped importer: a plan outside their scope is neither changed nor duplicated, and the refusal keeps their in-scope row unwritten too.
    const inA = await member(t, w, [...ALL, ...CENTRE], { scopes: { [DataScope.location]: [w.places.areaA] }, lang: 'en_US' });
    const refused = await upload('/plan/import', await workbook('Maintenance plans', PLAN_EN, [planRow(inside, { 13: 7 }), planRow(outside, { 13: 7 })]), inA);
    expect(refused.status).toBe(3);
    expect(refused.messages.map((m) => [m.row, m.column])).toEqual([[3, 'maintenance.patrol.transfer.col.name']]);
    expect(read(refused.messages[0]!, 'en_US')).toBe('Row 3: Name: You cannot create or move this outside what you may see: choose a location or type within your data permissions');
    expect(read(refused.messages[0]!, 'zh_CN')).toMatch(/^第3行：名称：不能创建或移到您无权查看的范围/);
    expect(await count()).toBe(before);
    expect(await byName(inside)).toMatchObject({ lead_days: 5, version: 2 });
    expect(await byName(outside)).toMatchObject({ lead_days: 0, version: 1, equipment_ids: [w.pumpB] });
    // Their plan moved out of their scope by the row itself is refused by the form's own check, as an edit would be.
    const moved = await upload('/plan/import', await workbook('Maintenance plans', PLAN_EN, [planRow(inside, { [COL.equipment]: codes.pumpB })]), inA);
    expect(moved.messages.map((m) => [m.row, m.column])).toEqual([[2, 'maintenance.transfer.col.equipmentCodes']]);
    expect(await upload('/plan/import', await workbook('Maintenance plans', PLAN_EN, [planRow(inside, { 13: 1 })]), inA)).toMatchObject({ status: 2, done_rows: 1 });
    expect(await byName(inside)).toMatchObject({ lead_days: 1, version: 3 });
  });

  it('exports the plans of the caller\'s plan scope in their language, every id as the import reads it', async () => {
    await ok(t, '/plan/add', { name: '导出-B区', coverage: 'equipment', equipment_ids: [w.pumpB], task_template_id: w.template, work_order_type_id: w.orderType, person_in_charge_id: w.admin.userId, duration_hours: 4, start_date: '2033-01-01', triggers: [{ kind: 'daily' }] }, w.admin);
    const inA = await member(t, w, [Permission.plan.list, ...CENTRE], { scopes: { [DataScope.location]: [w.places.areaA] }, lang: 'en_US' });
    const { task, sheet } = await exported('/plan/export', inA);
    expect(task.status).toBe(2);
    expect(sheet.name).toBe('Maintenance plans');
    expect(sheet.rows[0]).toEqual(PLAN_EN);
    const names = sheet.rows.slice(1).map((r) => r[0]);
    expect(names).toContain('A-side');
    expect(names).not.toContain('导出-B区');
    expect(names).not.toContain('导入-设备');
    const { sheet: all } = await exported('/plan/export', planner);
    const row = all.rows.find((r) => r[0] === '导入-设备')!;
    expect(row).toEqual(['导入-设备', 'equipment', `${codes.pumpA};${codes.pumpB}`, '', '', '', codes.template, codes.orderType, '3', w.admin.account, w.admin.account, pool.name, '4', '2', '2033-01-01', '', '08:00', '[{"kind":"monthly","day":"last"}]', 'any', 'shift', '是']);
    const typed = all.rows.find((r) => r[0] === '导入-型号')!;
    expect(typed.slice(1, 6)).toEqual(['type', '', codes.pump, codes.model, codes.site]);
  });

  it('resolves a whole sheet\'s codes and names with one query per kind, however many rows name them', async () => {
    const proto = Object.getPrototypeOf(t.db.createQueryRunner()) as { query: (sql: string) => Promise<unknown> };
    const spy = jest.spyOn(proto, 'query');
    let sqls: string[];
    try {
      const sheet = await workbook('维保计划', PLAN_ZH, [
        planRow(uniq('批量-甲'), { [COL.equipment]: `${codes.pumpA};${codes.pumpB}`, [COL.pool]: pool.name }),
        planRow(uniq('批量-乙'), { [COL.equipment]: codes.pumpB, [COL.pool]: pool.name }),
        planRow(uniq('批量-丙'), { [COL.coverage]: 'type', [COL.equipment]: '', [COL.type]: codes.pump, [COL.model]: codes.model, [COL.location]: codes.site }),
        planRow(uniq('批量-丁'), { [COL.coverage]: 'type', [COL.equipment]: '', [COL.type]: codes.pump, [COL.location]: codes.areaA }),
      ]);
      expect(await upload('/plan/import', sheet, w.admin)).toMatchObject({ status: 2, done_rows: 4 });
      sqls = spy.mock.calls.map((c) => String(c[0]));
    } finally {
      spy.mockRestore();
    }
    const lookups = (table: string, column: string) =>
      sqls.filter((sql) => new RegExp(`\\bFROM\\s+[\`"]?${table}[\`"]?(\\s|$)`, 'i').test(sql) && new RegExp(`\\.[\`"]?${column}[\`"]?\\s*(=|IN\\b)`, 'i').test(sql));
    expect(lookups('equipment', 'asset_code')).toHaveLength(1);
    expect(lookups('equipment_type', 'code')).toHaveLength(1);
    expect(lookups('equipment_model', 'name')).toHaveLength(1);
    expect(lookups('asset_position', 'code')).toHaveLength(1);
    expect(lookups('maintenance_task_template', 'name')).toHaveLength(1);
    // Whether each row's plan name is stored already (the sheet's key): one read for the sheet, not one or two a row.
    expect(lookups('maintenance_plan', 'name')).toHaveLength(1);
  });
});
