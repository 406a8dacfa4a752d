import { Workbook } from 'exceljs';
import { DataScope, JobStatus, isKeyParam, messages, type Lang, type MessageKey } from '@gengyun/contracts';
import { foldedFields } from '@gengyun/core';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { addEquipment, catalogue } from '../equipment/support';
import { WorkOrderImportService } from '../../../libs/work-orders/src/transfer/work-order-import.service';
import { fromTable, queriesDuring } from '../maintenance/support';
import { P, addOrder, equipmentType, member, ok, uniq, world, type World } from './support';

type Cell = string | number | Date | null;
/** Tables an import reads its rows' references from (types, people, equipment, locations). */
const IMPORT_REFERENCES = ['work_order_type', 'work_order_type_level', 'work_order_type_field', 'user', 'equipment', 'asset_position'];
type Message = { key: string; params?: unknown[]; row?: number; column?: string };
const ZH = ['标题*', '工单类型编码*', '优先级(1-5)*', '设备编号', '位置编码', '负责人账号*', '描述', '截止时间(yyyy-MM-dd HH:mm)'];
const EN = ['Title*', 'Type code*', 'Priority (1-5)*', 'Equipment code', 'Location code', 'Person in charge account*', 'Description', 'Due (yyyy-MM-dd HH:mm)'];

const toArrayBuffer = (b: Buffer): ArrayBuffer => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
async function workbook(rows: Cell[][], lang: Lang = 'zh_CN'): Promise<Buffer> {
  const book = new Workbook();
  const sheet = book.addWorksheet(lang === 'zh_CN' ? '工单导入' : 'Work order import');
  sheet.addRow(lang === 'zh_CN' ? ZH : EN);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
/** A task message as the reader sees it: its key's text, key params read in the same language. */
const read = (m: Message, lang: Lang): string =>
  messages[m.key as MessageKey][lang].replace(/\{(\d+)\}/g, (_, i: string) => {
    const p = m.params?.[Number(i)];
    return isKeyParam(p) ? messages[p.key as MessageKey][lang] : String(p);
  });
type Task = { status: number; total_rows: number; done_rows: number; messages: Message[] };
/** Polls the list's own task route until the task is done (2) or failed (3). */
async function waitTask(t: TestApp, direction: 'import' | 'export', id: number, who: Actor): Promise<Task> {
  for (let i = 0; i < 400; i++) {
    const task = await ok<Task>(t, `/workOrder/${direction}Task`, { id }, who);
    if (task.status >= 2) return task;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('task did not finish');
}
/** GET a file as bytes. */
const download = (t: TestApp, path: string, query: Record<string, unknown>) =>
  t.http().get(path).query(query).buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  });

/** Work orders through the import and export centre (issue 13 item 13). */
describe(`work-order export and import (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let repairCode: string;
  let inspectCode: string;
  let equipmentA: string;
  let locationB: string;
  const orders = async () => Number((await t.db.query('SELECT COUNT(*) AS n FROM work_order WHERE enterprise_id = ?', [w.enterpriseId]))[0].n);
  const upload = async (data: Buffer, who: Actor) => {
    const res = await t.http().post('/workOrder/import').set('Authorization', `Bearer ${who.token}`).attach('file', data, 'orders.xlsx');
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return waitTask(t, 'import', res.body.content.id as number, who);
  };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    const codes = await t.db.query('SELECT id, code FROM work_order_type WHERE id IN (?, ?)', [w.repair, w.inspect]);
    repairCode = codes.find((r: { id: number }) => Number(r.id) === w.repair).code;
    inspectCode = codes.find((r: { id: number }) => Number(r.id) === w.inspect).code;
    equipmentA = (await ok<{ asset_code: string }>(t, '/equipment/detail', { id: w.equipmentA }, w.admin)).asset_code;
    locationB = uniq('LB');
    await t.db.query('UPDATE asset_position SET code = ? WHERE id = ?', [locationB, w.places.areaB]);
  });
  afterAll(() => t?.close());

  it('exports the list’s rows within a scoped user’s scope, headed in their language', async () => {
    const mark = uniq('导出');
    await addOrder(t, w.admin, { title: `${mark}A`, type_id: w.repair, person_in_charge_id: w.admin.userId, equipment_id: w.equipmentA, fee: '12.50' });
    await addOrder(t, w.admin, { title: `${mark}B`, type_id: w.repair, person_in_charge_id: w.admin.userId, location_id: w.places.areaB });
    const scopedUser = await member(t, w, [P.list], { scopes: { [DataScope.location]: [w.places.areaA] }, lang: 'en_US' });
    const start = await ok<{ id: number }>(t, '/workOrder/export', { keyword: mark }, scopedUser);
    const task = await waitTask(t, 'export', start.id, scopedUser);
    expect(task).toMatchObject({ status: 2, total_rows: 1 });
    const file = await download(t, '/exportFile', { id: start.id, business_no: 'exportTask', token: scopedUser.token });
    expect(file.status).toBe(200);
    const book = new Workbook();
    await book.xlsx.load(toArrayBuffer(file.body as Buffer));
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['No.', 'Title', 'Type', 'Status']);
    expect(sheet.getRow(2).getCell(2).text).toBe(`${mark}A`);
    expect(sheet.getRow(2).getCell(4).text).toBe('Waiting to assign');
    expect(sheet.getRow(2).getCell(7).text).toMatch(/^A区/);
    expect(sheet.getRow(2).getCell(14).value).toBe(12.5);
    // The administrator's export of the same filter holds both.
    const all = await ok<{ id: number }>(t, '/workOrder/export', { keyword: mark }, w.admin);
    expect(await waitTask(t, 'export', all.id, w.admin)).toMatchObject({ status: 2, total_rows: 2 });
    // Without the list permission there is no export.
    const outsider = await member(t, w, [P.add]);
    expect((await t.post('/workOrder/export', {}, outsider.token)).status).toBe(403);
  });

  it('exports exactly what a scoped user’s list shows: their scope, the orders they are in charge of and those they handle', async () => {
    const mark = uniq('并集导出');
    const scopedUser = await member(t, w, [P.list, P.handle], { scopes: { [DataScope.location]: [w.places.areaA] } });
    const add = (title: string, location: number, extra: object = {}) =>
      addOrder(t, w.admin, { title: `${mark}${title}`, type_id: w.repair, person_in_charge_id: w.admin.userId, location_id: location, ...extra });
    await add('范围内', w.places.areaA);
    await add('负责', w.places.areaB, { person_in_charge_id: scopedUser.userId });
    await add('看不到', w.places.areaB);
    await add('处理', w.places.areaB, { handler_ids: [scopedUser.userId, w.admin.userId] });
    await add('范围内且处理', w.places.areaA, { handler_ids: [scopedUser.userId] });
    const listed = await ok<{ rows: Array<{ code: string; title: string }>; total: number }>(t, '/workOrder/pageList', { keyword: mark, pageSize: 100 }, scopedUser);
    expect(listed.rows.map((r) => r.title)).toEqual(['范围内且处理', '处理', '负责', '范围内'].map((x) => `${mark}${x}`));
    for (const filter of [{ keyword: mark }, { keyword: mark, location_id: w.places.areaB }, { keyword: mark, mine: true }]) {
      const shown = (await ok<{ rows: Array<{ code: string }> }>(t, '/workOrder/pageList', { ...filter, pageSize: 100 }, scopedUser)).rows.map((r) => r.code);
      const start = await ok<{ id: number }>(t, '/workOrder/export', filter, scopedUser);
      expect(await waitTask(t, 'export', start.id, scopedUser)).toMatchObject({ status: 2, total_rows: shown.length });
      const file = await download(t, '/exportFile', { id: start.id, business_no: 'exportTask', token: scopedUser.token });
      const book = new Workbook();
      await book.xlsx.load(toArrayBuffer(file.body as Buffer));
      const sheet = book.worksheets[0]!;
      const exported = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(1).text);
      expect([filter, exported]).toEqual([filter, shown]);
    }
  });

  it('exports only the past-due orders when the list is filtered to them, as the list counts them', async () => {
    const mark = uniq('逾期');
    const past = new Date(Date.now() - 3_600_000).toISOString();
    await addOrder(t, w.admin, { title: `${mark}过期`, type_id: w.inspect, person_in_charge_id: w.admin.userId, due_time: past });
    await addOrder(t, w.admin, { title: `${mark}未到`, type_id: w.inspect, person_in_charge_id: w.admin.userId });
    const cancelled = await addOrder(t, w.admin, { title: `${mark}已取消`, type_id: w.inspect, person_in_charge_id: w.admin.userId, due_time: past });
    await ok(t, '/workOrder/act', { id: cancelled.id, version: cancelled.version, action: 'cancel', note: '重复' }, w.admin);
    const listed = await ok<{ total: number }>(t, '/workOrder/pageList', { keyword: mark, past_due: true }, w.admin);
    expect(listed.total).toBe(1);
    const start = await ok<{ id: number }>(t, '/workOrder/export', { keyword: mark, past_due: true }, w.admin);
    expect(await waitTask(t, 'export', start.id, w.admin)).toMatchObject({ status: 2, total_rows: 1 });
    const file = await download(t, '/exportFile', { id: start.id, business_no: 'exportTask', token: w.admin.token });
    const book = new Workbook();
    await book.xlsx.load(toArrayBuffer(file.body as Buffer));
    expect(book.worksheets[0]!.rowCount).toBe(2);
    expect(book.worksheets[0]!.getRow(2).getCell(2).text).toBe(`${mark}过期`);
    // Without the filter, all three.
    const whole = await ok<{ id: number }>(t, '/workOrder/export', { keyword: mark }, w.admin);
    expect(await waitTask(t, 'export', whole.id, w.admin)).toMatchObject({ status: 2, total_rows: 3 });
  });

  it('names every bad row and column in the reader’s language and writes nothing', async () => {
    const before = await orders();
    const other = await newEnterprise(t);
    const otherType = (await ok<{ code: string }>(t, '/workOrderType/add', { code: uniq('X'), name: '外企', levels: [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: 10, completion_minutes: 60 })) }, other.admin)).code;
    const otherEquipment = (await addEquipment(t, other.admin.token, { type_id: (await catalogue(t, other.admin.token)).meter })).asset_code;
    const rows: Cell[][] = [
      ['好的一行', repairCode, 2, equipmentA, null, w.admin.account, '描述', '2030-01-02 08:30'],
      [null, repairCode, 2, null, null, w.admin.account],
      ['坏优先级', repairCode, 9, null, null, w.admin.account],
      ['外企类型', otherType, 1, null, null, w.admin.account],
      ['外企设备', repairCode, 1, otherEquipment, null, w.admin.account],
      ['外企负责人', repairCode, 1, null, null, other.admin.account],
      ['位置不符', repairCode, 1, equipmentA, locationB, w.admin.account],
      ['坏时间', inspectCode, 1, null, null, w.admin.account, null, '明天'],
    ];
    const zh = await upload(await workbook(rows), w.admin);
    expect(zh.status).toBe(3);
    expect(zh.messages.map((m) => [m.row, m.column])).toEqual([
      [3, 'workOrder.transfer.col.title'],
      [4, 'workOrder.transfer.col.priority'],
      [5, 'workOrder.transfer.col.type'],
      [6, 'workOrder.transfer.col.equipment'],
      [7, 'workOrder.transfer.col.personInCharge'],
      [8, 'workOrder.transfer.col.location'],
      [9, 'workOrder.transfer.col.dueTime'],
    ]);
    expect(read(zh.messages[2]!, 'zh_CN')).toBe(`第5行：工单类型“${otherType}”不存在或不在您的数据权限内`);
    expect(read(zh.messages[2]!, 'en_US')).toBe(`Row 5: Type "${otherType}" does not exist or is outside your data permissions`);
    expect(read(zh.messages[0]!, 'en_US')).toBe('Row 3: Title cannot be empty');
    expect(zh).toMatchObject({ total_rows: 8, done_rows: 0 });
    expect(await orders()).toBe(before);
    // An English sheet is read the same way.
    const en = await upload(await workbook([['x', 'NOPE', 1, null, null, w.admin.account]], 'en_US'), w.admin);
    expect(en.messages).toEqual([{ key: 'workOrder.transfer.errors.rowNotFound', params: [2, { key: 'workOrder.transfer.col.type' }, 'NOPE'], row: 2, column: 'workOrder.transfer.col.type' }]);
    expect(await orders()).toBe(before);
  });

  it('refuses rows outside a scoped user’s scope and creates valid rows as /workOrder/add does', async () => {
    const before = await orders();
    const inA = await member(t, w, [P.list, P.add], { scopes: { [DataScope.location]: [w.places.areaA], [DataScope.workOrderType]: [w.repair] } });
    const refused = await upload(await workbook([['B区', repairCode, 1, null, locationB, w.admin.account], ['巡检', inspectCode, 1, equipmentA, null, w.admin.account], ['无位置', repairCode, 1, null, null, w.admin.account]]), inA);
    expect(refused.messages.map((m) => [m.key, m.row, m.column])).toEqual([
      ['workOrder.transfer.errors.rowNotFound', 2, 'workOrder.transfer.col.location'],
      ['workOrder.transfer.errors.rowNotFound', 3, 'workOrder.transfer.col.type'],
      ['workOrder.transfer.errors.rowRefused', 4, 'workOrder.transfer.col.location'],
    ]);
    expect(await orders()).toBe(before);
    const mark = uniq('导入');
    const done = await upload(await workbook([[`${mark}1`, repairCode, 2, equipmentA, null, w.admin.account, '漏水', '2030-01-02 08:30'], [`${mark}2`, repairCode, 5, equipmentA, null, inA.account]]), inA);
    expect(done).toMatchObject({ status: 2, total_rows: 2, messages: [] });
    expect(await orders()).toBe(before + 2);
    const listed = await ok<{ rows: Array<Record<string, unknown>> }>(t, '/workOrder/pageList', { keyword: mark }, w.admin);
    const first = listed.rows.find((r) => r.title === `${mark}1`);
    expect(first).toMatchObject({ type_id: w.repair, priority: 2, equipment_id: w.equipmentA, location_id: w.places.areaA, person_in_charge_id: w.admin.userId, status: 'toAssign', pool_id: w.pool, description: '漏水' });
    expect(String(first?.code)).toMatch(/^WO\d{8}-\d{4}$/);
    const [{ search_text }] = await t.db.query('SELECT search_text FROM work_order WHERE id = ?', [first?.id]);
    expect(search_text).toBe(foldedFields(String(first?.code), `${mark}1`));
    expect(listed.rows.find((r) => r.title === `${mark}2`)).toMatchObject({ person_in_charge_id: inA.userId, priority: 5 });
    // Without the add permission there is no import, and a template downloads for those who may.
    const reader = await member(t, w, [P.list]);
    expect((await t.http().post('/workOrder/import').set('Authorization', `Bearer ${reader.token}`).attach('file', await workbook([]), 'x.xlsx')).status).toBe(403);
    const template = await download(t, '/workOrder/importTemplate', { token: w.admin.token });
    const book = new Workbook();
    await book.xlsx.load(toArrayBuffer(template.body as Buffer));
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(ZH);
  });

  it('reads the references of six rows, each on its own equipment, with as many statements as one row\'s', async () => {
    const imports = t.app.get(WorkOrderImportService);
    const locationA = uniq('LA');
    await t.db.query('UPDATE asset_position SET code = ? WHERE id = ?', [locationA, w.places.areaA]);
    const kind = await equipmentType(t, w.admin);
    const pieces: Array<[string, string]> = [];
    for (let i = 0; i < 6; i += 1) pieces.push([(await addEquipment(t, w.admin.token, { position_id: i % 2 ? w.places.areaB : w.places.areaA, type_id: kind })).asset_code, i % 2 ? locationB : locationA]);
    /** The import's job run again on its stored sheet, alone, so that only its own statements are counted. */
    const statements = async (rows: Array<[string, string]>): Promise<string[]> => {
      const res = await t.http().post('/workOrder/import').set('Authorization', `Bearer ${w.admin.token}`).attach('file', await workbook(rows.map(([equipment, location]) => [uniq('读'), repairCode, 2, equipment, location, w.admin.account])), 'orders.xlsx');
      const id = res.body.content.id as number;
      expect(await waitTask(t, 'import', id, w.admin)).toMatchObject({ status: 2, total_rows: rows.length });
      await t.db.query('UPDATE transfer_task SET status = ? WHERE id = ?', [JobStatus.waiting, id]);
      const data = { enterpriseId: w.enterpriseId, userId: w.admin.userId, taskId: id };
      return queriesDuring(t, () => imports.run({ id: `again-${id}`, queue: 'imports', name: 'work-orders', data, attemptsMade: 1 }));
    };
    const count = (sql: string[], table: string) => sql.filter((q) => fromTable(table).test(q)).length;
    const one = await statements(pieces.slice(0, 1));
    const six = await statements(pieces);
    expect(IMPORT_REFERENCES.map((table) => [table, count(six, table)])).toEqual(IMPORT_REFERENCES.map((table) => [table, count(one, table)]));
    expect(count(six, 'equipment')).toBe(1);
  });
});
