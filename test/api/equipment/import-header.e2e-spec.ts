import { Workbook } from 'exceljs';
import { Permission, format, isKeyParam, messages, type Lang, type MessageKey } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { testDbKind } from '../../support/test-db';
import { catalogue, waitTask } from './support';

type Cell = string | number | Date | null;
type Message = { key: string; params?: unknown[] };
const ZH_HEADERS = ['设备编号*', '设备名称*', '设备类型', '设备型号', '设备位置', '设备状态*', '运行状态', '供应商', '生产厂商', '采购日期', '采购金额', '保修开始', '保修结束', '规格参数', '备注'];
const EN_HEADERS = ['Asset code*', 'Asset name*', 'Device type', 'Device model', 'Location', 'Status*', 'Running status', 'Supplier', 'Manufacturer', 'Purchase date', 'Purchase cost', 'Warranty start', 'Warranty end', 'Specification', 'Remark'];
const toArrayBuffer = (b: Buffer): ArrayBuffer => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
/** What a reader sees: the message in their language, `{ key }` params (field names) too (as the web renders task messages). */
const text = (lang: Lang, key: string, params: readonly unknown[] = []): string => format(messages[key as MessageKey][lang], params.map((p) => (isKeyParam(p) ? text(lang, p.key) : p)));
const shown = (lang: Lang, list: readonly Message[]): string[] => list.map((m) => text(lang, m.key, m.params));
const field = (name: string) => ({ key: `equipment.ledger.fields.${name}` });
const swap = <T>(list: readonly T[], a: number, b: number): T[] => list.map((v, i) => (i === a ? list[b] : i === b ? list[a] : v) as T);

async function workbook(sheetName: string, headers: readonly string[], rows: Cell[][]): Promise<Buffer> {
  const book = new Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe(`equipment import: header titles and row messages in both languages (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let english: Actor;
  const total = async () => Number((await t.db.query('SELECT COUNT(*) AS n FROM equipment'))[0].n);
  const codes = async (prefix: string) => (await t.db.query(`SELECT asset_code FROM equipment WHERE asset_code LIKE ? ORDER BY asset_code`, [`${prefix}%`])).map((r: { asset_code: string }) => r.asset_code);
  const upload = async (data: Buffer, token: string) => {
    const res = await t.http().post('/equipment/import').set('Authorization', `Bearer ${token}`).attach('file', data, 'ledger.xlsx');
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    // Starting is not succeeding: no "operation succeeded" toast beside the outcome the dialog shows.
    expect(res.body.msg).toBe('');
    return waitTask(t, 'importTask', res.body.content.id as number, token);
  };

  beforeAll(async () => {
    t = await startTestApp();
    let enterpriseId: number;
    ({ enterpriseId, admin } = await newEnterprise(t));
    await catalogue(t, admin.token);
    english = await newUser(t, enterpriseId, { permissions: [Permission.equipment.list, Permission.equipment.import], lang: 'en_US' });
  });
  afterAll(() => t.close());

  it('serves the template in the reader\'s language', async () => {
    const res = await t.http().get(`/equipment/importTemplate?token=${english.token}`).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    const book = new Workbook();
    await book.xlsx.load(toArrayBuffer(res.body as Buffer));
    expect(book.worksheets.map((s) => s.name)).toEqual(['Equipment']);
    expect((book.worksheets[0]?.getRow(1).values as unknown[]).slice(1)).toEqual(EN_HEADERS);
  });

  it('refuses a whole file whose header is reordered or mistitled, naming the first wrong column, writing nothing', async () => {
    const before = await total();
    const good: Cell[] = ['HDR-001', '表头泵', '电能表', null, null, '在库'];
    const reordered = await upload(await workbook('设备台账', swap(ZH_HEADERS, 2, 3), [[good[0], good[1], null, good[2], null, good[5]]]), admin.token);
    expect(reordered).toMatchObject({ status: 3, messages: [{ key: 'files.errors.templateHeader', params: [3, '设备类型'] }] });
    expect(shown('zh_CN', reordered.messages)).toEqual(['导入模板错误：第3列应为“设备类型”']);
    const mistitled = await upload(await workbook('设备台账', ZH_HEADERS.map((h, i) => (i === 9 ? '购买日期' : h)), [good]), admin.token);
    expect(mistitled.messages).toEqual([{ key: 'files.errors.templateHeader', params: [10, '采购日期'] }]);
    const enReordered = await upload(await workbook('Equipment', swap(EN_HEADERS, 9, 11), [['HDR-002', 'Header pump', '电能表', null, null, 'In storage']]), english.token);
    expect(enReordered.messages).toEqual([{ key: 'files.errors.templateHeader', params: [10, 'Purchase date'] }]);
    expect(shown('en_US', enReordered.messages)).toEqual(['Template error: column 10 should be "Purchase date"']);
    expect(await total()).toBe(before);
    // The same rows under the right header (either language's titles) are written.
    expect((await upload(await workbook('设备台账', ZH_HEADERS, [good]), admin.token)).status).toBe(2);
    expect((await upload(await workbook('Equipment', EN_HEADERS, [['HDR-002', 'Header pump', '电能表', null, null, 'In storage']]), english.token)).status).toBe(2);
    expect(await codes('HDR-')).toEqual(['HDR-001', 'HDR-002']);
  });

  it('names the row and the field of every bad row in the reader\'s language, whatever the file\'s, writes nothing, then writes the good rows alone', async () => {
    const before = await total();
    const good: Cell[][] = [
      ['EN-001', 'Inlet pump', null, 'IS80', '泵房', 'In use', 'Running', '华南供应', '耕云机电', '2024-05-01', '1999.50', null, null, 'DN80', null],
      ['EN-002', 'Meter', '电能表', null, '配电室', 'In storage', 'Stopped', null, null, new Date(Date.UTC(2024, 0, 2)), 300, null, null, null, null],
    ];
    const bad: Cell[][] = [
      [null, 'No code', '电能表', null, null, 'In use'],
      ['EN 005#', 'Bad code', '电能表', null, null, 'In use'],
      ['EN-006', 'Bad date', '电能表', null, null, 'In use', null, null, null, '2024/13/01'],
      ['EN-007', 'Number date', '电能表', null, null, 'In use', null, null, null, 20240501],
      ['EN-008', 'Text cost', '电能表', null, null, 'In use', null, null, null, null, 'abc'],
      ['EN-009', 'Unknown status', '电能表', null, null, 'Flying'],
      ['EN-010', 'Unknown type', 'No such type', null, null, 'In use'],
    ];
    const refused = await upload(await workbook('Equipment', EN_HEADERS, [...good, ...bad]), english.token);
    expect(refused.status).toBe(3);
    expect(refused.messages).toEqual([
      { key: 'files.errors.rowEmpty', params: [4, field('code')], row: 4, column: field('code').key },
      { key: 'files.errors.rowMalformed', params: [5, field('code')], row: 5, column: field('code').key },
      { key: 'files.errors.rowMalformed', params: [6, field('purchaseDate')], row: 6, column: field('purchaseDate').key },
      { key: 'files.errors.rowType', params: [7, field('purchaseDate')], row: 7, column: field('purchaseDate').key },
      { key: 'files.errors.rowType', params: [8, field('purchaseCost')], row: 8, column: field('purchaseCost').key },
      { key: 'files.errors.rowType', params: [9, field('status')], row: 9, column: field('status').key },
      { key: 'equipment.errors.importUnknown', params: [10, field('type'), 'No such type'], row: 10, column: field('type').key },
    ]);
    expect(shown('en_US', refused.messages)).toEqual([
      'Row 4: Equipment code cannot be empty',
      'Row 5: Equipment code is not in the expected format',
      'Row 6: Purchase date is not in the expected format',
      'Row 7: Purchase date is not a value it can take',
      'Row 8: Purchase cost is not a value it can take',
      'Row 9: Status is not a value it can take',
      'Row 10: Type "No such type" does not exist',
    ]);
    // The same messages read by a Chinese reader name the fields in Chinese (the file is English).
    expect(shown('zh_CN', refused.messages)).toEqual([
      '第4行：设备编号不能为空',
      '第5行：设备编号格式不正确',
      '第6行：采购日期格式不正确',
      '第7行：采购日期的值不是可用的值',
      '第8行：采购金额的值不是可用的值',
      '第9行：设备状态的值不是可用的值',
      '第10行：设备类型“No such type”不存在',
    ]);
    expect(await total()).toBe(before);
    expect(await codes('EN-')).toEqual([]);

    const written = await upload(await workbook('Equipment', EN_HEADERS, good), english.token);
    expect(written).toMatchObject({ status: 2, total_rows: 2, messages: [] });
    expect(await codes('EN-')).toEqual(['EN-001', 'EN-002']);
    const rows = await t.db.query(`SELECT asset_code, status, running_status_id, purchase_date FROM equipment WHERE asset_code LIKE 'EN-%' ORDER BY asset_code`);
    expect(rows.map((r: { asset_code: string; status: number; running_status_id: number; purchase_date: string }) => [r.asset_code, Number(r.status), Number(r.running_status_id), r.purchase_date])).toEqual([
      ['EN-001', 1, 1, '2024-05-01'],
      ['EN-002', 4, 2, '2024-01-02'],
    ]);
  });
});
