import { Workbook } from 'exceljs';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { P, member, ok, uniq, world, type World } from './support';
import { EN_PARTS, text, transfers, workbook, type Cell } from './transfer-support';

interface Detail {
  id: number;
  version: number;
  equipment_type_ids: number[];
  equipment_model_ids: number[];
}

const partsSheet = (rows: Cell[][]): Promise<Buffer> => workbook('Spare parts', EN_PARTS, rows);

/** The catalogue import and export carry a part's suitable equipment types and models by name (issue 15 item 7). */
describe(`inventory catalogue transfer: suitable types and models (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let pump: { id: number; name: string };
  let valve: { id: number; name: string };
  let model: { id: number; name: string };

  const sheets = transfers(() => t);
  const upload = (data: Buffer, who: Actor, fields: Record<string, string> = {}) => sheets.upload('/sparePart/import', data, who, fields);
  const exportFile = (who: Actor, keyword: string) => sheets.partsExport(who, { keyword });
  const byCode = async (who: Actor, code: string): Promise<Detail> => {
    const rows = (await t.db.query('SELECT id FROM inventory_spare_part WHERE enterprise_id = ? AND spare_part_code = ?', [w.enterpriseId, code])) as Array<{ id: number }>;
    return ok<Detail>(t, '/sparePart/detail', { id: rows[0]!.id }, who);
  };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    const named = async (path: string, body: Record<string, unknown>) => ({ id: (await ok<{ id: number }>(t, path, body, w.admin)).id, name: body.name as string });
    pump = await named('/equipmentType/add', { name: uniq('泵') });
    valve = await named('/equipmentType/add', { name: uniq('阀') });
    model = await named('/equipmentModel/add', { name: uniq('型号'), type_id: pump.id });
  });
  afterAll(() => t?.close());

  it('imports types and models named in a cell, however separated', async () => {
    const code = uniq('FIT-');
    const done = await upload(await partsSheet([[code, 'Seal', null, null, null, null, null, null, null, null, null, null, `${pump.name}，${valve.name}; ${pump.name}`, model.name]]), w.admin);
    expect(done).toMatchObject({ status: 2 });
    const part = await byCode(w.admin, code);
    expect([...part.equipment_type_ids].sort((a, b) => a - b)).toEqual([pump.id, valve.id].sort((a, b) => a - b));
    expect(part.equipment_model_ids).toEqual([model.id]);
  });

  it('refuses the whole file on an unknown name, naming the row and the column in the reader’s language', async () => {
    const english = await member(t, w, [P.sparePart.list, P.sparePart.add, P.importTask.list], { lang: 'en_US' });
    const [good, bad] = [uniq('FOK-'), uniq('FBAD-')];
    const task = await upload(await partsSheet([[good, 'Fine', ...Array(10).fill(null), pump.name], [bad, 'Bad', ...Array(10).fill(null), `${pump.name}、不存在的类型`]]), english);
    expect(task).toMatchObject({ status: 3, messages: [{ key: 'inventory.transfer.unknownFit', row: 3, column: 'inventory.part.equipmentTypes' }] });
    expect(text('zh_CN', task.messages[0]!.key, task.messages[0]!.params)).toBe('第3行：适用设备类型中的“不存在的类型”不存在或不可选');
    expect(text('en_US', task.messages[0]!.key, task.messages[0]!.params)).toBe('Row 3: Suitable equipment types names "不存在的类型", which does not exist or cannot be chosen');
    const badModel = await upload(await partsSheet([[bad, 'Bad', ...Array(11).fill(null), 'no-such-model']]), english);
    expect(badModel).toMatchObject({ status: 3, messages: [{ key: 'inventory.transfer.unknownFit', row: 2, column: 'inventory.part.equipmentModels' }] });
    expect(await t.db.query('SELECT id FROM inventory_spare_part WHERE enterprise_id = ? AND spare_part_code IN (?, ?)', [w.enterpriseId, good, bad])).toEqual([]);
  });

  it('refuses a name that two types or two models bear instead of picking one of them', async () => {
    const english = await member(t, w, [P.sparePart.list, P.sparePart.add, P.importTask.list], { lang: 'en_US' });
    const twinType = uniq('双');
    for (const parent of [pump, valve]) await ok(t, '/equipmentType/add', { name: twinType, parent_id: parent.id }, w.admin);
    const twinModel = uniq('同型');
    for (const type of [pump, valve]) await ok(t, '/equipmentModel/add', { name: twinModel, type_id: type.id }, w.admin);
    const code = uniq('FTWIN-');
    const task = await upload(await partsSheet([[code, 'Twin', ...Array(10).fill(null), twinType, twinModel]]), english);
    expect(task).toMatchObject({
      status: 3,
      messages: [
        { key: 'inventory.transfer.ambiguousFit', row: 2, column: 'inventory.part.equipmentTypes' },
        { key: 'inventory.transfer.ambiguousFit', row: 2, column: 'inventory.part.equipmentModels' },
      ],
    });
    expect(text('zh_CN', task.messages[0]!.key, task.messages[0]!.params)).toBe(`第2行：适用设备类型中的“${twinType}”对应多个同名项，无法确定是哪一个`);
    expect(text('en_US', task.messages[1]!.key, task.messages[1]!.params)).toBe(`Row 2: Suitable equipment models names "${twinModel}", a name more than one of them has; it is unclear which is meant`);
    expect(await t.db.query('SELECT id FROM inventory_spare_part WHERE enterprise_id = ? AND spare_part_code = ?', [w.enterpriseId, code])).toEqual([]);
  });

  it('overlays: filled cells replace the types and models, empty ones keep them', async () => {
    const code = uniq('FOV-');
    await ok(t, '/sparePart/add', { spare_part_code: code, name: 'Old', equipment_type_ids: [pump.id], equipment_model_ids: [model.id] }, w.admin);
    expect((await upload(await partsSheet([[code, 'Kept', ...Array(10).fill(null), null, null]]), w.admin, { overlay: 'true' })).status).toBe(2);
    expect(await byCode(w.admin, code)).toMatchObject({ equipment_type_ids: [pump.id], equipment_model_ids: [model.id] });
    expect((await upload(await partsSheet([[code, 'Replaced', ...Array(10).fill(null), valve.name, null]]), w.admin, { overlay: 'true' })).status).toBe(2);
    expect(await byCode(w.admin, code)).toMatchObject({ equipment_type_ids: [valve.id], equipment_model_ids: [model.id] });
  });

  it('exports the names joined with 、 and imports them back', async () => {
    const code = uniq('FRT-');
    await ok(t, '/sparePart/add', { spare_part_code: code, name: 'Round trip', equipment_type_ids: [pump.id, valve.id], equipment_model_ids: [model.id] }, w.admin);
    const file = await exportFile(w.admin, code);
    const book = new Workbook();
    await book.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    const row = book.worksheets[0]!.getRow(2).values as unknown[];
    expect(row.slice(13, 15)).toEqual([`${pump.name}、${valve.name}`, model.name]);
    await t.db.query('DELETE FROM inventory_spare_part_fit WHERE enterprise_id = ? AND part_id = (SELECT id FROM inventory_spare_part WHERE enterprise_id = ? AND spare_part_code = ?)', [w.enterpriseId, w.enterpriseId, code]);
    await t.db.query('DELETE FROM inventory_spare_part WHERE enterprise_id = ? AND spare_part_code = ?', [w.enterpriseId, code]);
    expect((await upload(file, w.admin)).status).toBe(2);
    const back = await byCode(w.admin, code);
    expect([...back.equipment_type_ids].sort((a, b) => a - b)).toEqual([pump.id, valve.id].sort((a, b) => a - b));
    expect(back.equipment_model_ids).toEqual([model.id]);
  });
});
