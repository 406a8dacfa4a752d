import { Workbook } from 'exceljs';
import { Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { addEquipment, catalogue, ok, waitTask, type Ids } from './support';

const toArrayBuffer = (b: Buffer): ArrayBuffer => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
type Cell = string | number | Date | null;
const HEADERS = ['设备编号*', '设备名称*', '设备类型', '设备型号', '设备位置', '设备状态*', '运行状态', '供应商', '生产厂商', '采购日期', '采购金额', '保修开始', '保修结束', '规格参数', '备注'];

async function workbook(rows: Cell[][], opts: { sheet?: string; headers?: string[] } = {}): Promise<Buffer> {
  const book = new Workbook();
  const sheet = book.addWorksheet(opts.sheet ?? '设备台账');
  sheet.addRow(opts.headers ?? HEADERS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('equipment import and export', () => {
  let t: TestApp;
  let admin: Actor;
  let enterpriseId: number;
  let ids: Ids;
  const total = async () => Number((await t.db.query('SELECT COUNT(*) AS n FROM equipment'))[0].n);
  const upload = async (data: Buffer, overlay = false, token = admin.token) => {
    const res = await t.http().post('/equipment/import').set('Authorization', `Bearer ${token}`).field('overlay', String(overlay)).attach('file', data, 'ledger.xlsx');
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return waitTask(t, 'importTask', res.body.content.id as number, token);
  };

  beforeAll(async () => {
    t = await startTestApp();
    ({ enterpriseId, admin } = await newEnterprise(t));
    ids = await catalogue(t, admin.token);
  });
  afterAll(() => t.close());

  it('downloads the template with the localised header row', async () => {
    const res = await t.http().get(`/equipment/importTemplate?token=${admin.token}`).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    const book = new Workbook();
    await book.xlsx.load(toArrayBuffer(res.body as Buffer));
    expect(book.worksheets[0]?.name).toBe('设备台账');
    expect((book.worksheets[0]?.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
  });

  it('writes valid rows in one go and names every bad row and column, writing nothing when any row is bad', async () => {
    const before = await total();
    const good: Cell[][] = [
      ['IMP-001', '进水泵', null, 'IS80', '泵房', '在用', '运行', '华南供应', '耕云机电', new Date(Date.UTC(2024, 4, 1)), 1999.5, '2024-05-01', '2026-05-01', 'DN80', null],
      ['IMP-002', '电表', '电能表', null, '配电室', 4, null, null, null, null, '300', null, null, null, '备注'],
    ];
    const bad = await upload(await workbook([...good, [null, '无编号', '电能表', null, null, '在用'], ['IMP-004', '坏日期', '电能表', null, null, '在用', null, null, null, '2024/13/01'], ['IMP-005', '坏金额', '电能表', null, null, '在用', null, null, null, null, 'abc'], ['IMP-006', '坏状态', '电能表', null, null, '飞行中'], ['IMP-001', '重复', '电能表', null, null, '在用'], ['IMP-008', '未知类型', '无此类型', null, null, '在用']]));
    expect(bad.status).toBe(3);
    // Each message names its row and column (the column's title as a key, read in the reader's language).
    const at = (row: number, field: string) => ({ row, column: `equipment.ledger.fields.${field}` });
    expect(bad.messages).toEqual([
      { key: 'files.errors.rowEmpty', params: [4, { key: 'equipment.ledger.fields.code' }], ...at(4, 'code') },
      { key: 'files.errors.rowMalformed', params: [5, { key: 'equipment.ledger.fields.purchaseDate' }], ...at(5, 'purchaseDate') },
      { key: 'files.errors.rowType', params: [6, { key: 'equipment.ledger.fields.purchaseCost' }], ...at(6, 'purchaseCost') },
      { key: 'files.errors.rowType', params: [7, { key: 'equipment.ledger.fields.status' }], ...at(7, 'status') },
      { key: 'files.errors.rowDuplicate', params: [8], ...at(8, 'code') },
      { key: 'equipment.errors.importUnknown', params: [9, { key: 'equipment.ledger.fields.type' }, '无此类型'], ...at(9, 'type') },
    ]);
    // Nothing is written; of the eight rows read, the six with a message failed.
    expect(bad).toMatchObject({ total_rows: 8, done_rows: 0, failed_rows: 6, message_count: 6 });
    expect(await total()).toBe(before);
    const done = await upload(await workbook(good));
    expect(done).toMatchObject({ status: 2, progress: 100, total_rows: 2, messages: [] });
    expect(await total()).toBe(before + 2);
    const row = (await ok<{ rows: Array<Record<string, unknown>> }>(t, '/equipment/pageList', { keyword: 'IMP-001' }, admin.token)).rows[0];
    expect(row).toMatchObject({ asset_name: '进水泵', type_id: ids.centrifugal, model_id: ids.model, position_id: ids.room, status: 1, running_status_id: 1, supplier_id: ids.supplier, manufacturer_id: ids.maker, purchase_date: '2024-05-01', warranty_end: '2026-05-01' });
    expect(Number(row?.purchase_cost)).toBe(1999.5);
  });

  it('refuses a whole file with a wrong sheet or header, and duplicates unless overlay is chosen', async () => {
    const before = await total();
    const row: Cell[] = ['IMP-101', '覆盖前', '电能表', null, null, '在库'];
    expect((await upload(await workbook([row], { sheet: 'Sheet1' }))).messages).toEqual([{ key: 'files.errors.templateSheet' }]);
    expect((await upload(await workbook([row], { headers: HEADERS.slice(0, 10) }))).messages).toEqual([{ key: 'files.errors.templateColumns' }]);
    expect(await total()).toBe(before);
    expect((await upload(await workbook([row]))).status).toBe(2);
    const dup = await upload(await workbook([['IMP-101', '覆盖后', '电能表', null, null, '在库']]));
    expect(dup.messages).toEqual([{ key: 'files.errors.rowDuplicate', params: [2], row: 2, column: 'equipment.ledger.fields.code' }]);
    expect((await upload(await workbook([['IMP-101', '覆盖后', '电能表', null, null, '在库']]), true)).status).toBe(2);
    expect((await ok<{ rows: Array<{ asset_name: string }> }>(t, '/equipment/pageList', { keyword: 'IMP-101' }, admin.token)).rows.map((r) => r.asset_name)).toEqual(['覆盖后']);
    expect(await total()).toBe(before + 1);
    const notXlsx = await t.http().post('/equipment/import').set('Authorization', `Bearer ${admin.token}`).attach('file', Buffer.from('a,b'), 'x.csv');
    expect(notXlsx.body.content.key).toBe('files.errors.importType');
  });

  it('exports the filtered rows the caller may see as a downloadable xlsx', async () => {
    for (let i = 0; i < 3; i++) await addEquipment(t, admin.token, { asset_code: `EXP-R${i}`, asset_name: `导出泵${i}`, type_id: ids.meter, position_id: ids.room });
    await addEquipment(t, admin.token, { asset_code: 'EXP-O1', asset_name: '导出泵X', type_id: ids.meter, position_id: ids.otherRoom });
    const user = await newUser(t, enterpriseId, { permissions: [Permission.equipment.list, Permission.equipment.export], scopes: { location: [ids.building] } });
    const start = await ok<{ id: number }>(t, '/equipment/export', { keyword: 'EXP-', sortField: 'asset_code', sortOrder: 'asc' }, user.token);
    const task = await waitTask(t, 'exportTask', start.id, user.token);
    expect(task).toMatchObject({ status: 2, total_rows: 3 });
    expect((await ok<{ rows: Array<{ id: number }> }>(t, '/exportTask/pageList', {}, user.token)).rows.map((r) => r.id)).toEqual([start.id]);
    const file = await t.http().get('/exportFile').query({ id: start.id, business_no: 'exportTask', token: user.token }).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    const book = new Workbook();
    await book.xlsx.load(toArrayBuffer(file.body as Buffer));
    const sheet = book.worksheets[0];
    const codes = [2, 3, 4].map((r) => sheet?.getRow(r).getCell(1).text);
    expect(codes).toEqual(['EXP-R0', 'EXP-R1', 'EXP-R2']);
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(2).getCell(5).text).toBe('泵房');
    const other = await newEnterprise(t);
    expect((await t.post('/exportTask/detail', { id: start.id }, other.admin.token)).status).toBe(404);
    expect((await t.http().get('/exportFile').query({ id: start.id, business_no: 'exportTask', token: admin.token })).status).toBe(200);
    expect((await t.post('/equipment/export', {}, (await newUser(t, enterpriseId, { permissions: [Permission.equipment.list] })).token)).status).toBe(403);
  });
});
