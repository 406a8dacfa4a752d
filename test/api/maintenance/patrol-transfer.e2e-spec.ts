import { DataScope, Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { member, ok, uniq, world, type World } from './support';
import { read, transfers, workbook } from './transfer-support';

const POINT_ZH = ['名称', '位置编码', '设备编码', '二维码内容', 'NFC标签', '纬度', '经度', '有效范围（米）', '打卡开始时间', '打卡结束时间', '检查模板名称', '允许手动打卡', '启用'];
const ROUTE_ZH = ['名称', '巡检点二维码内容（按顺序，分号分隔）', '预计到达分钟（分号分隔）', '允许延迟（分钟）', '备注'];
const PLAN_ZH = ['名称', '巡检路线名称', '负责人账号', '巡检人账号', '工单池名称', '工单类型编码', '开始日期', '结束日期', '开始时间', '时长（分钟）', '触发条件（JSON）', '触发方式（any/all）', '节假日规则（none/skip/shift）', '启用'];

/** Patrol points and route plans through the import and export centre (issue 14 item 7). */
describe(`patrol import and export (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let supervisor: Actor;
  let locationA: string;
  let locationB: string;
  let templateName: string;
  let typeCode: string;
  const CENTRE = [Permission.importTask.list, Permission.exportTask.list];
  let upload: ReturnType<typeof transfers>['upload'];
  let exported: ReturnType<typeof transfers>['exported'];

  const count = async (table: string) => Number((await t.db.query(`SELECT COUNT(*) AS n FROM ${table} WHERE enterprise_id = ?`, [w.enterpriseId]))[0].n);
  const pointRow = (name: string, qr: string, location = locationA, extra: Partial<Record<number, string | number>> = {}): Array<string | number> =>
    Object.assign([name, location, '', qr, '', 31.23, 121.47, 50, '08:00', '18:00', templateName, '否', '是'], extra);

  beforeAll(async () => {
    t = await startTestApp();
    ({ upload, exported } = transfers(t));
    w = await world(t);
    supervisor = await member(t, w, [Permission.patrol.list, Permission.patrol.edit, ...CENTRE]);
    locationA = uniq('LA');
    locationB = uniq('LB');
    await t.db.query('UPDATE asset_position SET code = ? WHERE id = ?', [locationA, w.places.areaA]);
    await t.db.query('UPDATE asset_position SET code = ? WHERE id = ?', [locationB, w.places.areaB]);
    templateName = (await ok<{ name: string }>(t, '/taskTemplate/detail', { id: w.template }, w.admin)).name;
    typeCode = (await t.db.query<Array<{ code: string }>>('SELECT code FROM work_order_type WHERE id = ?', [w.orderType]))[0]!.code;
  });
  afterAll(() => t?.close());

  it('imports points all or nothing: every refused row named by row and column in both languages, nothing written', async () => {
    const before = await count('patrol_point');
    const taken = uniq('QR-');
    await ok(t, '/patrolPoint/add', { name: '已有', location_id: w.places.areaA, qr_content: taken, latitude: 31.2, longitude: 121.4, range_m: 50, task_template_id: w.template }, w.admin);
    const dup = uniq('QR-');
    const bad = await upload('/patrolPoint/import', await workbook('巡检点', POINT_ZH, [
      pointRow('好', uniq('QR-')),
      pointRow('位置错', uniq('QR-'), 'NO-SUCH'),
      pointRow('范围错', uniq('QR-'), locationA, { 7: 1 }),
      pointRow('被占用', taken),
      pointRow('重复一', dup),
      pointRow('重复二', dup),
      pointRow('时间错', uniq('QR-'), locationA, { 8: '18:00', 9: '08:00' }),
    ]), supervisor);
    expect(bad.status).toBe(3);
    const byRow = new Map(bad.messages.map((m) => [m.row, m]));
    expect([...byRow.keys()].sort()).toEqual([3, 4, 5, 7, 8]);
    expect(read(byRow.get(3)!, 'zh_CN')).toBe('第3行：位置编码“NO-SUCH”不存在或不在您的数据权限内');
    expect(read(byRow.get(3)!, 'en_US')).toBe('Row 3: Location code "NO-SUCH" does not exist or is outside your data permissions');
    expect(byRow.get(4)).toMatchObject({ column: 'maintenance.patrol.transfer.col.range' });
    expect(read(byRow.get(5)!, 'zh_CN')).toBe('第5行：二维码内容：二维码内容已被其他巡检点使用');
    expect(byRow.get(7)).toMatchObject({ key: 'files.errors.rowDuplicate', column: 'maintenance.patrol.transfer.col.qr' });
    expect(byRow.get(8)).toMatchObject({ column: 'maintenance.patrol.transfer.col.windowEnd' });
    expect(await count('patrol_point')).toBe(before + 1);

    const good = await upload('/patrolPoint/import', await workbook('巡检点', POINT_ZH, [pointRow('甲', uniq('QR-')), pointRow('乙', uniq('QR-'), locationB, { 11: '是' })]), supervisor);
    expect(good).toMatchObject({ status: 2, done_rows: 2 });
    const rows = await t.db.query<Array<{ name: string; location_id: number; allow_manual_check_in: number | boolean; window_start: string }>>(
      `SELECT name, location_id, allow_manual_check_in, window_start FROM patrol_point WHERE enterprise_id = ? AND name IN ('甲', '乙') ORDER BY name`, [w.enterpriseId]);
    expect(rows.map((r) => [r.name, Number(r.location_id), Boolean(r.allow_manual_check_in), r.window_start])).toEqual([['乙', w.places.areaB, true, '08:00'], ['甲', w.places.areaA, false, '08:00']]);
  });

  it('checks a scoped importer\'s rows in their scope, headers in either language; refuses a sheet that is not the template', async () => {
    const inA = await member(t, w, [Permission.patrol.list, Permission.patrol.edit, ...CENTRE], { scopes: { [DataScope.location]: [w.places.areaA] }, lang: 'en_US' });
    const en = ['Name', 'Location code', 'Equipment code', 'QR content', 'NFC tag', 'Latitude', 'Longitude', 'Valid range (m)', 'Window start', 'Window end', 'Checklist template', 'Manual check-in allowed', 'Enabled'];
    const task = await upload('/patrolPoint/import', await workbook('Patrol points', en, [pointRow('B-side', uniq('QR-'), locationB, { 11: 'no', 12: 'yes' })]), inA);
    expect(task.status).toBe(3);
    expect(task.messages[0]).toMatchObject({ row: 2, column: 'maintenance.patrol.transfer.col.locationCode' });
    const wrong = await upload('/patrolPoint/import', await workbook('巡检点', [...POINT_ZH.slice(0, 3), '别的列', ...POINT_ZH.slice(4)], []), inA);
    expect(read(wrong.messages[0]!, 'en_US')).toBe('Template error: column 4 should be "二维码内容"');
    const reader = await member(t, w, [Permission.patrol.list]);
    expect((await t.http().post('/patrolPoint/import').set('Authorization', `Bearer ${reader.token}`).attach('file', Buffer.from('x'), 'x.xlsx')).status).toBe(403);
  });

  it('exports the points of the caller\'s scope in their language, as the import template reads them', async () => {
    const inA = await member(t, w, [Permission.patrol.list, ...CENTRE], { scopes: { [DataScope.location]: [w.places.areaA] }, lang: 'en_US' });
    const { task, sheet } = await exported('/patrolPoint/export', inA);
    expect(task.status).toBe(2);
    expect(sheet.name).toBe('Patrol points');
    expect(sheet.rows[0]?.[0]).toBe('Name');
    const names = sheet.rows.slice(1).map((r) => r[0]);
    expect(names).toContain('甲');
    expect(names).not.toContain('乙');
    const a = sheet.rows.find((r) => r[0] === '甲')!;
    expect([a[1], a[10], a[11], a[12]]).toEqual([locationA, templateName, 'No', 'Yes']);
  });

  it('imports and exports route plans with the plans\' rules and messages', async () => {
    const pointId = (await ok<{ id: number }>(t, '/patrolPoint/add', { name: uniq('点'), location_id: w.places.areaA, qr_content: uniq('QR-'), latitude: 31.2, longitude: 121.4, range_m: 50, task_template_id: w.template }, w.admin)).id;
    const routeName = uniq('路线');
    await ok(t, '/patrolRoute/add', { name: routeName, points: [{ point_id: pointId, offset_minutes: 0 }] }, w.admin);
    const account = w.admin.account;
    const plan = (name: string, extra: Partial<Record<number, string | number>> = {}): Array<string | number> =>
      Object.assign([name, routeName, account, account, '', typeCode, '2033-01-01', '', '08:00', 120, '[{"kind":"daily"}]', 'any', 'none', '是'], extra);
    const before = await count('patrol_plan');
    const proto = Object.getPrototypeOf(t.db.createQueryRunner()) as { query: (sql: string) => Promise<unknown> };
    const spy = jest.spyOn(proto, 'query');
    let sqls: string[] = [];
    const bad = await upload('/patrolPlan/import', await workbook('巡检计划', PLAN_ZH, [
      plan('好计划'),
      plan('执行日', { 10: '[{"kind":"monthly","day":28}]' }),
      plan('无负责人', { 2: '' }),
      plan('坏JSON', { 10: 'daily' }),
      plan('坏路线', { 1: '没有这条路线' }),
    ]), supervisor).finally(() => {
      sqls = spy.mock.calls.map((c) => String(c[0]));
      spy.mockRestore();
    });
    expect(bad.status).toBe(3);
    // The five rows' routes are read with one query.
    const routeLookups = sqls.filter((sql) => /\bFROM\s+[`"]?patrol_route[`"]?(\s|$)/i.test(sql) && /\.[`"]?name[`"]?\s*(=|IN\b)/i.test(sql));
    expect(routeLookups).toHaveLength(1);
    // The order type the five rows name is looked up once for the sheet.
    const typeReads = sqls.filter((sql) => /\bFROM\s+[`"]?work_order_type[`"]?(\s|$)/i.test(sql) && /LIKE/i.test(sql));
    expect(typeReads.length).toBeGreaterThan(0);
    expect(typeReads.length).toBeLessThanOrEqual(2);
    const byRow = new Map(bad.messages.map((m) => [m.row, m]));
    expect(read(byRow.get(3)!, 'zh_CN')).toBe('第3行：触发条件（JSON）：执行日最大为27');
    expect(read(byRow.get(4)!, 'en_US')).toBe('Row 4: Person in charge (account): A person in charge must be assigned');
    expect(byRow.get(5)).toMatchObject({ key: 'files.errors.rowMalformed', column: 'maintenance.patrol.transfer.col.triggers' });
    expect(byRow.get(6)).toMatchObject({ column: 'maintenance.patrol.transfer.col.route' });
    expect(await count('patrol_plan')).toBe(before);
    expect(await upload('/patrolPlan/import', await workbook('巡检计划', PLAN_ZH, [plan('导入计划')]), supervisor)).toMatchObject({ status: 2, done_rows: 1 });
    const { sheet } = await exported('/patrolPlan/export', supervisor);
    const row = sheet.rows.find((r) => r[0] === '导入计划')!;
    expect([row[1], row[2], row[5], row[6], row[10], row[13]]).toEqual([routeName, account, typeCode, '2033-01-01', '[{"kind":"daily"}]', '是']);
  });

  it('imports routes with their points by QR content in order, checked in the importer\'s scope, and exports them back', async () => {
    const point = async (areaId: number) => {
      const qr = uniq('QR-');
      await ok(t, '/patrolPoint/add', { name: uniq('点'), location_id: areaId, qr_content: qr, latitude: 31.2, longitude: 121.4, range_m: 50, task_template_id: w.template }, w.admin);
      return qr;
    };
    const [a1, a2, b1] = [await point(w.places.areaA), await point(w.places.areaA), await point(w.places.areaB)];
    const inA = await member(t, w, [Permission.patrol.list, Permission.patrol.edit, ...CENTRE], { scopes: { [DataScope.location]: [w.places.areaA] }, lang: 'en_US' });
    const before = await count('patrol_route');
    const bad = await upload('/patrolRoute/import', await workbook('巡检路线', ROUTE_ZH, [
      ['好路线', `${a2};${a1}`, '0;15', 20, ''],
      ['B区点', `${a1}；${b1}`, '', '', ''],
      ['没有的点', 'NO-SUCH-QR', '', '', ''],
      ['分钟数不对', `${a1};${a2}`, '5', '', ''],
      ['重复点', `${a1};${a1}`, '', '', ''],
    ]), inA);
    expect(bad.status).toBe(3);
    const byRow = new Map(bad.messages.map((m) => [m.row, m]));
    expect([...byRow.keys()].sort()).toEqual([3, 4, 5, 6]);
    expect(read(byRow.get(3)!, 'en_US')).toBe(`Row 3: Points by QR content (in order, ;-separated) "${b1}" does not exist or is outside your data permissions`);
    expect(read(byRow.get(4)!, 'zh_CN')).toBe('第4行：巡检点二维码内容（按顺序，分号分隔）“NO-SUCH-QR”不存在或不在您的数据权限内');
    expect(byRow.get(5)).toMatchObject({ key: 'files.errors.rowMalformed', column: 'maintenance.patrol.transfer.col.offsets' });
    expect(read(byRow.get(6)!, 'zh_CN')).toBe('第6行：巡检点二维码内容（按顺序，分号分隔）：路线至少包含一个巡检点，且每个点只出现一次');
    expect(await count('patrol_route')).toBe(before);

    const name = uniq('导入路线');
    expect(await upload('/patrolRoute/import', await workbook('Patrol routes', ['Name', 'Points by QR content (in order, ;-separated)', 'Expected minutes after start (;-separated)', 'Tolerance (minutes)', 'Remark'], [
      [name, `${a2};${a1}`, '0;15', 20, '东侧'],
    ]), inA)).toMatchObject({ status: 2, done_rows: 1 });
    const route = (await ok<{ rows: Array<{ id: number; name: string; tolerance_minutes: number; location_id: number; points: Array<{ offset_minutes: number }> }> }>(t, '/patrolRoute/pageList', { keyword: name }, inA)).rows[0]!;
    expect(route).toMatchObject({ tolerance_minutes: 20, location_id: w.places.areaA });
    expect(route.points.map((p) => p.offset_minutes)).toEqual([0, 15]);
    const logged = await t.db.query<Array<{ n: number }>>('SELECT COUNT(*) AS n FROM audit_log WHERE business_no = ? AND data_id = ?', ['patrolRoute', route.id]);
    expect(Number(logged[0]?.n)).toBe(1);

    const { sheet } = await exported('/patrolRoute/export', inA);
    expect(sheet.name).toBe('Patrol routes');
    expect(sheet.rows.find((r) => r[0] === name)?.slice(1)).toEqual([`${a2};${a1}`, '0;15', '20', '东侧']);
  });

  it('updates the route a row names instead of adding a second, and never one outside the importer\'s scope', async () => {
    const point = async (areaId: number) => {
      const qr = uniq('QR-');
      return { qr, id: (await ok<{ id: number }>(t, '/patrolPoint/add', { name: uniq('点'), location_id: areaId, qr_content: qr, latitude: 31.2, longitude: 121.4, range_m: 50, task_template_id: w.template }, w.admin)).id };
    };
    const [a1, a2, b1] = [await point(w.places.areaA), await point(w.places.areaA), await point(w.places.areaB)];
    const [inside, outside] = [uniq('路线A'), uniq('路线B')];
    const insideId = (await ok<{ id: number }>(t, '/patrolRoute/add', { name: inside, points: [{ point_id: a1.id, offset_minutes: 0 }] }, w.admin)).id;
    await ok(t, '/patrolRoute/add', { name: outside, points: [{ point_id: b1.id, offset_minutes: 0 }] }, w.admin);
    const route = async (id: number) => ok<{ version: number; tolerance_minutes: number; points: Array<{ point_id: number; offset_minutes: number }> }>(t, '/patrolRoute/detail', { id }, w.admin);
    const inA = await member(t, w, [Permission.patrol.list, Permission.patrol.edit, ...CENTRE], { scopes: { [DataScope.location]: [w.places.areaA] } });
    const before = await count('patrol_route');

    const refused = await upload('/patrolRoute/import', await workbook('巡检路线', ROUTE_ZH, [[inside, `${a2.qr};${a1.qr}`, '0;10', 15, ''], [outside, a1.qr, '', '', '']]), inA);
    expect(refused.status).toBe(3);
    expect(refused.messages.map((m) => read(m, 'zh_CN'))).toEqual(['第3行：名称：不能创建或移到您无权查看的范围，请选择您有数据权限的位置或类型']);
    expect(await count('patrol_route')).toBe(before);
    expect(await route(insideId)).toMatchObject({ version: 1, points: [{ point_id: a1.id }] });

    expect(await upload('/patrolRoute/import', await workbook('巡检路线', ROUTE_ZH, [[inside, `${a2.qr};${a1.qr}`, '0;10', 15, '']]), inA)).toMatchObject({ status: 2, done_rows: 1 });
    expect(await count('patrol_route')).toBe(before);
    expect(await route(insideId)).toMatchObject({ version: 2, tolerance_minutes: 15, points: [{ point_id: a2.id, offset_minutes: 0 }, { point_id: a1.id, offset_minutes: 10 }] });
    const logged = await t.db.query<Array<{ n: number }>>('SELECT COUNT(*) AS n FROM audit_log WHERE business_no = ? AND data_id = ?', ['patrolRoute', insideId]);
    expect(Number(logged[0]?.n)).toBe(2);
  });

  it('resolves a point sheet\'s location codes, equipment codes and template names with one query per kind, however many rows name them', async () => {
    const pumpCode = (await t.db.query<Array<{ asset_code: string }>>('SELECT asset_code FROM equipment WHERE id = ?', [w.pumpA]))[0]!.asset_code;
    const proto = Object.getPrototypeOf(t.db.createQueryRunner()) as { query: (sql: string) => Promise<unknown> };
    const spy = jest.spyOn(proto, 'query');
    let sqls: string[] = [];
    const task = await upload('/patrolPoint/import', await workbook('巡检点', POINT_ZH, [
      pointRow(uniq('批量点'), uniq('QR-'), locationA, { 2: pumpCode }),
      pointRow(uniq('批量点'), uniq('QR-')),
      pointRow(uniq('批量点'), uniq('QR-'), locationB),
      pointRow(uniq('批量点'), uniq('QR-'), locationA, { 2: pumpCode }),
    ]), w.admin).finally(() => {
      sqls = spy.mock.calls.map((c) => String(c[0]));
      spy.mockRestore();
    });
    expect(task).toMatchObject({ status: 2, done_rows: 4 });
    const lookups = (table: string, column: string) =>
      sqls.filter((sql) => new RegExp(`\\bFROM\\s+[\`"]?${table}[\`"]?(\\s|$)`, 'i').test(sql) && new RegExp(`\\.[\`"]?${column}[\`"]?\\s*(=|IN\\b)`, 'i').test(sql));
    expect(lookups('asset_position', 'code')).toHaveLength(1);
    expect(lookups('equipment', 'asset_code')).toHaveLength(1);
    expect(lookups('maintenance_task_template', 'name')).toHaveLength(1);
    const stored = await t.db.query<Array<{ equipment_id: number | null; location_id: number }>>(`SELECT equipment_id, location_id FROM patrol_point WHERE enterprise_id = ? AND name LIKE '批量点%' ORDER BY id`, [w.enterpriseId]);
    expect(stored.map((r) => [r.equipment_id === null ? null : Number(r.equipment_id), Number(r.location_id)])).toEqual([[w.pumpA, w.places.areaA], [null, w.places.areaA], [null, w.places.areaB], [w.pumpA, w.places.areaA]]);
  });

  it('reads the points of a whole route sheet with one query, however many rows name them', async () => {
    const qrs: string[] = [];
    for (const areaId of [w.places.areaA, w.places.areaA, w.places.areaB]) {
      const qr = uniq('QR-');
      await ok(t, '/patrolPoint/add', { name: uniq('点'), location_id: areaId, qr_content: qr, latitude: 31.2, longitude: 121.4, range_m: 50, task_template_id: w.template }, w.admin);
      qrs.push(qr);
    }
    const proto = Object.getPrototypeOf(t.db.createQueryRunner()) as { query: (sql: string) => Promise<unknown> };
    const spy = jest.spyOn(proto, 'query');
    let sqls: string[];
    try {
      const sheet = await workbook('巡检路线', ROUTE_ZH, [[uniq('批量路线'), `${qrs[0]};${qrs[1]}`, '0;10', '', ''], [uniq('批量路线'), qrs[1]!, '', '', ''], [uniq('批量路线'), qrs[2]!, '', '', '']]);
      expect(await upload('/patrolRoute/import', sheet, w.admin)).toMatchObject({ status: 2, done_rows: 3 });
      sqls = spy.mock.calls.map((c) => String(c[0]));
    } finally {
      spy.mockRestore();
    }
    expect(sqls.filter((sql) => /\bFROM\s+[`"]?patrol_point[`"]?(\s|$)/i.test(sql) && /\.[`"]?qr_content[`"]?\s*(=|IN\b)/i.test(sql))).toHaveLength(1);
    // Whether each row's route name is stored already (the sheet's key): one read for the sheet.
    expect(sqls.filter((sql) => /\bFROM\s+[`"]?patrol_route[`"]?(\s|$)/i.test(sql) && /\.[`"]?name[`"]?\s*(=|IN\b)/i.test(sql))).toHaveLength(1);
  });
});
