import { DataScope } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { newPlaces } from '../../support/builders/places';
import { addEquipment } from '../equipment/support';
import { ALL, P, addPart, member, ok, uniq, world, type World } from './support';
import { EN_PARTS, readBook, text, transfers, workbook, type Cell } from './transfer-support';

type Equipment = { id: number; asset_code: string };

/** A row of the template with only the code, the name and the "installed on" cell (the fifteenth column) filled. */
const installedRow = (code: string, installed: string | null): Cell[] => [code, 'Seal', ...Array<Cell>(12).fill(null), installed];
const partsSheet = (rows: Cell[][]): Promise<Buffer> => workbook('Spare parts', EN_PARTS, rows);
const sorted = (ids: number[]): number[] => [...ids].sort((a, b) => a - b);
/** Equipment (of a type of its own: equipment needs a type or a model) in the enterprise of `who`. */
async function equipmentOf(t: TestApp, who: Actor, body: Record<string, unknown> = {}): Promise<Equipment> {
  const type = await ok<{ id: number }>(t, '/equipmentType/add', { name: uniq('泵') }, who);
  return addEquipment(t, who.token, { type_id: type.id, ...body });
}

/** The catalogue import and export carry the equipment a part is installed on, by asset code, within the user's scope (issue 15 item 7). */
describe(`inventory catalogue transfer: installed equipment (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let pump: Equipment;
  let motor: Equipment;
  let elsewhere: Equipment;
  let foreign: Equipment;
  /** A user who sees the equipment of area A only (pump and motor), reading English. */
  let inA: Actor;

  const sheets = transfers(() => t);
  const upload = async (rows: Cell[][], who: Actor, fields: Record<string, string> = {}) => sheets.upload('/sparePart/import', await partsSheet(rows), who, fields);
  /** The equipment the part of this code is installed on, all of it (whoever may see it). */
  const installedOn = async (code: string, enterpriseId = w.enterpriseId): Promise<number[]> => {
    const rows = (await t.db.query('SELECT f.ref_id FROM inventory_spare_part_fit f JOIN inventory_spare_part p ON p.id = f.part_id WHERE p.enterprise_id = ? AND p.spare_part_code = ? AND f.kind = 3', [enterpriseId, code])) as Array<{ ref_id: number }>;
    return sorted(rows.map((r) => Number(r.ref_id)));
  };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    const places = await newPlaces(t, w.admin.token);
    pump = await equipmentOf(t, w.admin, { position_id: places.areaA });
    motor = await equipmentOf(t, w.admin, { position_id: places.areaA });
    elsewhere = await equipmentOf(t, w.admin, { position_id: places.areaB });
    foreign = await equipmentOf(t, (await newEnterprise(t)).admin);
    inA = await member(t, w, [...ALL, P.importTask.list, P.exportTask.list], { scopes: { [DataScope.location]: [places.areaA] }, lang: 'en_US' });
  });
  afterAll(() => t?.close());

  it('exports the asset codes joined with 、, leaving out the equipment the exporter cannot see', async () => {
    const code = uniq('INS-EXP-');
    await addPart(t, w.admin, { spare_part_code: code, equipment_ids: [pump.id, elsewhere.id] });
    const all = await readBook(await sheets.partsExport(w.admin, { keyword: code }));
    expect(all.rows[0]![14]).toBe('安装于设备');
    expect(all.rows.slice(1).map((r) => [r[0], r[14]])).toEqual([[code, `${pump.asset_code}、${elsewhere.asset_code}`]]);
    const scoped = await readBook(await sheets.partsExport(inA, { keyword: code }));
    expect(scoped.rows[0]![14]).toBe('Installed on');
    expect(scoped.rows.slice(1).map((r) => [r[0], r[14]])).toEqual([[code, pump.asset_code]]);
    expect(scoped.rows.flat().some((cell) => cell.includes(elsewhere.asset_code))).toBe(false);
  });

  it('imports the equipment named by asset code, however separated, and an export back into another enterprise', async () => {
    const code = uniq('INS-IMP-');
    expect(await upload([installedRow(code, `${pump.asset_code}；${elsewhere.asset_code}, ${pump.asset_code}`)], w.admin)).toMatchObject({ status: 2, messages: [] });
    expect(await installedOn(code)).toEqual(sorted([pump.id, elsewhere.id]));
    const file = await sheets.partsExport(inA, { keyword: code });
    const other = await world(t);
    const mine = await equipmentOf(t, other.admin, { asset_code: pump.asset_code });
    expect((await sheets.upload('/sparePart/import', file, other.admin)).status).toBe(2);
    expect(await installedOn(code, other.enterpriseId)).toEqual([mine.id]);
  });

  it('refuses an unknown code, another enterprise’s and one outside the importer’s scope, naming it in either language, and writes nothing', async () => {
    const [good, unknown, theirs, hidden] = [uniq('INS-OK-'), uniq('INS-NO-'), uniq('INS-FOREIGN-'), uniq('INS-HIDDEN-')];
    const task = await upload(
      [installedRow(good, pump.asset_code), installedRow(unknown, `${pump.asset_code}、NO-SUCH-ASSET`), installedRow(theirs, foreign.asset_code), installedRow(hidden, elsewhere.asset_code)],
      inA,
    );
    const note = (row: number, code: string) => ({ key: 'inventory.transfer.unknownEquipment', params: [row, { key: 'inventory.part.installedOn' }, code], row, column: 'inventory.part.installedOn' });
    expect(task).toMatchObject({ status: 3, messages: [note(3, 'NO-SUCH-ASSET'), note(4, foreign.asset_code), note(5, elsewhere.asset_code)] });
    expect(text('zh_CN', task.messages[0]!.key, task.messages[0]!.params)).toBe('第3行：安装于设备中的设备编码“NO-SUCH-ASSET”不存在或不可选');
    expect(text('en_US', task.messages[2]!.key, task.messages[2]!.params)).toBe(`Row 5: Installed on names the asset code "${elsewhere.asset_code}", which does not exist or cannot be chosen`);
    const written = (await t.db.query('SELECT id FROM inventory_spare_part WHERE enterprise_id = ? AND spare_part_code IN (?, ?, ?, ?)', [w.enterpriseId, good, unknown, theirs, hidden])) as unknown[];
    expect(written).toEqual([]);
  });

  it('overlays: a filled cell replaces the installations the importer sees and keeps those they cannot; an empty cell keeps them all', async () => {
    const code = uniq('INS-OV-');
    await addPart(t, w.admin, { spare_part_code: code, equipment_ids: [pump.id, elsewhere.id] });
    expect((await upload([installedRow(code, null)], inA, { overlay: 'true' })).status).toBe(2);
    expect(await installedOn(code)).toEqual(sorted([pump.id, elsewhere.id]));
    expect((await upload([installedRow(code, motor.asset_code)], inA, { overlay: 'true' })).status).toBe(2);
    expect(await installedOn(code)).toEqual(sorted([motor.id, elsewhere.id]));
    expect((await upload([installedRow(code, pump.asset_code)], w.admin, { overlay: 'true' })).status).toBe(2);
    expect(await installedOn(code)).toEqual([pump.id]);
  });
});
