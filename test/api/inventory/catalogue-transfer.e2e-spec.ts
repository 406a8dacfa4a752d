import { DataScope, type Lang } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { ALL, P, addPart, addWarehouse, member, ok, putIn, stockOf, uniq, world, type Warehouse, type World } from './support';
import { EN_PARTS, readBook, text, transfers, workbook, type Cell, type Note } from './transfer-support';

const ZH_PARTS = ['备件编码*', '备件名称*', '备件类型', '规格型号', '单位', '单价', '安全库存下限', '安全库存上限', '批次管理', '生产厂商', '供应商', '备注', '适用设备类型', '适用设备型号', '安装于设备'];
const EN_OPENING = ['Warehouse code*', 'Bin code', 'Spare part code*', 'Batch', 'Quantity*', 'Unit price'];

const shown = (lang: Lang, list: readonly Note[]): string[] => list.map((m) => text(lang, m.key, m.params));

/** The parts catalogue's export and import and opening stock as put-ins (issue 15 item 7). */
describe(`inventory catalogue and opening stock transfer (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let supplier: string;

  const { binary, waitTask, upload, partsExport } = transfers(() => t);
  const exported = async (who: Actor, filter: Record<string, unknown>): Promise<string[][]> => (await readBook(await partsExport(who, filter))).rows;
  const partsLike = async (prefix: string) =>
    (await t.db.query('SELECT spare_part_code, name, bom_type, price, safety_stock_min, safety_stock_max, batch_tracking, supplier_id FROM inventory_spare_part WHERE enterprise_id = ? AND spare_part_code LIKE ? ORDER BY spare_part_code', [w.enterpriseId, `${prefix}%`])) as Array<Record<string, unknown>>;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    supplier = uniq('供应商');
    await ok(t, '/supplier/add', { name: supplier }, w.admin);
  });
  afterAll(() => t?.close());

  describe('parts catalogue import', () => {
    it('serves the template in the reader’s language', async () => {
      const english = await member(t, w, [P.sparePart.list, P.sparePart.add], { lang: 'en_US' });
      const book = await readBook(await binary('/sparePart/importTemplate', english));
      expect(book).toEqual({ name: 'Spare parts', rows: [EN_PARTS] });
      expect((await readBook(await binary('/sparePart/importTemplate', w.admin))).rows).toEqual([ZH_PARTS]);
    });

    it('names the row and column of every bad row in the reader’s language, writes nothing, then writes the good rows', async () => {
      const english = await member(t, w, [P.sparePart.list, P.sparePart.add, P.sparePart.cost, P.importTask.list], { lang: 'en_US' });
      const taken = await addPart(t, w.admin, { spare_part_code: uniq('IMP-TAKEN-') });
      const good: Cell[][] = [
        ['IMP-001', 'Bearing', 'Tool', '6204', 'pcs', '12.5', 2, 10, 'Yes', null, supplier, 'shelf A'],
        ['IMP-002', 'Filter', '耗材', null, null, 3, null, null, '否', null, null, null],
      ];
      const bad: Cell[][] = [
        [null, 'No code', null],
        ['IMP 003', 'Bad code'],
        ['IMP-004', 'Bad price', null, null, null, '12.345'],
        ['IMP-005', 'Min above max', null, null, null, null, 9, 3],
        ['IMP-006', 'Unknown supplier', null, null, null, null, null, null, null, null, 'Nobody Ltd'],
        ['IMP-007', 'Bad flag', 'Flying', null, null, null, 'many', null, 'perhaps'],
        [taken.spare_part_code, 'Taken'],
        ['IMP-001', 'Twice'],
      ];
      const before = await partsLike('IMP-');
      const refused = await upload('/sparePart/import', await workbook('Spare parts', EN_PARTS, [...good, ...bad]), english);
      expect(refused.status).toBe(3);
      const col = (key: string) => ({ key: `inventory.part.${key}` });
      expect(refused.messages).toEqual([
        { key: 'files.errors.rowEmpty', params: [4, col('code')], row: 4, column: 'inventory.part.code' },
        { key: 'files.errors.rowMalformed', params: [5, col('code')], row: 5, column: 'inventory.part.code' },
        { key: 'files.errors.rowMalformed', params: [6, col('price')], row: 6, column: 'inventory.part.price' },
        { key: 'inventory.transfer.minAboveMax', params: [7, col('safetyMin'), col('safetyMax')], row: 7, column: 'inventory.part.safetyMin' },
        { key: 'inventory.transfer.unknown', params: [8, col('supplier'), 'Nobody Ltd'], row: 8, column: 'inventory.part.supplier' },
        { key: 'inventory.transfer.unknown', params: [9, col('bomType'), 'Flying'], row: 9, column: 'inventory.part.bomType' },
        { key: 'files.errors.rowType', params: [9, col('safetyMin')], row: 9, column: 'inventory.part.safetyMin' },
        { key: 'files.errors.rowType', params: [9, col('batchTracking')], row: 9, column: 'inventory.part.batchTracking' },
        { key: 'files.errors.rowDuplicate', params: [10], row: 10, column: 'inventory.part.code' },
        { key: 'files.errors.rowDuplicate', params: [11], row: 11, column: 'inventory.part.code' },
      ]);
      expect(shown('en_US', refused.messages).slice(0, 5)).toEqual([
        'Row 4: Spare part code cannot be empty',
        'Row 5: Spare part code is not in the expected format',
        'Row 6: Price is not in the expected format',
        'Row 7: Safety stock min is greater than Safety stock max',
        'Row 8: Supplier "Nobody Ltd" does not exist',
      ]);
      // The same messages read by a Chinese reader name the columns in Chinese (the file is English).
      expect(shown('zh_CN', refused.messages).slice(0, 5)).toEqual([
        '第4行：备件编码不能为空',
        '第5行：备件编码格式不正确',
        '第6行：单价格式不正确',
        '第7行：安全库存下限大于安全库存上限',
        '第8行：供应商“Nobody Ltd”不存在',
      ]);
      expect(await partsLike('IMP-')).toEqual(before);

      const written = await upload('/sparePart/import', await workbook('Spare parts', EN_PARTS, good), english);
      expect(written).toMatchObject({ status: 2, total_rows: 2, messages: [] });
      const rows = await partsLike('IMP-0');
      expect(rows.map((r) => [r.spare_part_code, r.name, Number(r.bom_type), r.price === null ? null : Number(r.price), r.safety_stock_min, r.safety_stock_max, Boolean(Number(r.batch_tracking)), r.supplier_id !== null])).toEqual([
        ['IMP-001', 'Bearing', 3, 12.5, 2, 10, true, true],
        ['IMP-002', 'Filter', 2, 3, null, null, false, false],
      ]);
    });

    it('leaves the price out for an importer without the spare-part cost display', async () => {
      const noCost = await member(t, w, [P.sparePart.list, P.sparePart.add], { lang: 'en_US' });
      const code = uniq('IMPNC-');
      expect((await upload('/sparePart/import', await workbook('Spare parts', EN_PARTS, [[code, 'Seal', null, null, null, '9.90']]), noCost)).status).toBe(2);
      expect((await partsLike(code))[0]?.price).toBeNull();
    });

    it('overlays existing codes when asked: the part is updated at a new version, a code twice in the file still refused', async () => {
      const english = await member(t, w, [P.sparePart.list, P.sparePart.add, P.sparePart.cost, P.importTask.list], { lang: 'en_US' });
      const code = uniq('OVL-');
      const part = await ok<{ id: number; version: number }>(t, '/sparePart/add', { spare_part_code: code, name: 'Old name', unit: 'pcs', price: '1.00' }, w.admin);
      // Without overlay the existing code is a duplicate and nothing changes.
      const plain = await upload('/sparePart/import', await workbook('Spare parts', EN_PARTS, [[code, 'New name', null, null, 'set', '2.50']]), english);
      expect(plain).toMatchObject({ status: 3, messages: [{ key: 'files.errors.rowDuplicate' }] });
      const fresh = uniq('OVN-');
      const twice = await upload('/sparePart/import', await workbook('Spare parts', EN_PARTS, [[code, 'New name'], [code, 'Again']]), english, { overlay: 'true' });
      expect(twice).toMatchObject({ status: 3, messages: [{ key: 'files.errors.rowDuplicate', row: 3 }] });
      expect((await partsLike(code))[0]).toMatchObject({ name: 'Old name' });

      const done = await upload('/sparePart/import', await workbook('Spare parts', EN_PARTS, [[code, 'New name', null, null, 'set', '2.50'], [fresh, 'Brand new']]), english, { overlay: 'true' });
      expect(done).toMatchObject({ status: 2, total_rows: 2 });
      expect((await partsLike(code)).map((r) => [r.name, Number(r.price)])).toEqual([['New name', 2.5]]);
      expect(await partsLike(fresh)).toHaveLength(1);
      const after = await ok<{ version: number; unit: string }>(t, '/sparePart/detail', { id: part.id }, w.admin);
      expect(after).toMatchObject({ version: part.version + 1, unit: 'set' });
      // An importer without the cost display overlays everything but the price.
      const noCost = await member(t, w, [P.sparePart.list, P.sparePart.add], { lang: 'en_US' });
      expect((await upload('/sparePart/import', await workbook('Spare parts', EN_PARTS, [[code, 'Third name', null, null, null, '9.99']]), noCost, { overlay: 'true' })).status).toBe(2);
      expect((await partsLike(code)).map((r) => [r.name, Number(r.price)])).toEqual([['Third name', 2.5]]);
    });

    it('refuses a sheet whose header is not the template’s, naming the column', async () => {
      const wrong = await upload('/sparePart/import', await workbook('备件目录', ZH_PARTS.map((h, i) => (i === 5 ? '价格' : h)), [['HDR-1', 'x']]), w.admin);
      expect(wrong).toMatchObject({ status: 3, messages: [{ key: 'files.errors.templateHeader', params: [6, '单价'] }] });
      expect(await partsLike('HDR-')).toEqual([]);
    });

    it('needs the add permission to import and the list permission to export', async () => {
      const reader = await member(t, w, [P.sparePart.list]);
      const res = await t.http().post('/sparePart/import').set('Authorization', `Bearer ${reader.token}`).attach('file', await workbook('备件目录', ZH_PARTS, []), 'p.xlsx');
      expect(res.status).toBe(403);
      const none = await member(t, w, [P.stock.list]);
      expect((await t.post('/sparePart/export', {}, none.token)).status).toBe(403);
    });
  });

  describe('parts catalogue export', () => {
    let mine: Warehouse;
    let theirs: Warehouse;
    let code: string;

    beforeAll(async () => {
      mine = await addWarehouse(t, w.admin);
      theirs = await addWarehouse(t, w.admin);
      code = uniq('EXP-');
      const part = await addPart(t, w.admin, { spare_part_code: code, price: '7.25', bom_type: 1, batch_tracking: false });
      await putIn(t, w.admin, mine, [{ part_id: part.id, quantity: 4, unit_price: '2' }]).expect(200);
      await putIn(t, w.admin, theirs, [{ part_id: part.id, quantity: 6, unit_price: '2' }]).expect(200);
    });

    it('writes the template’s columns and the on-hand in the warehouses the caller sees, prices only with the cost display', async () => {
      const scoped = await member(t, w, [...ALL.filter((c) => c !== P.sparePart.cost), P.exportTask.list], { scopes: { [DataScope.warehouse]: [mine.id] }, lang: 'en_US' });
      const rows = await exported(scoped, { keyword: code });
      expect(rows[0]).toEqual([...EN_PARTS, 'On hand']);
      expect(rows.slice(1)).toEqual([[code, '轴承', 'Spare part', '', '个', '', '', '', 'No', '', '', '', '', '', '', '4']]);
      const all = await exported(w.admin, { keyword: code });
      expect(all.slice(1).map((r) => [r[0], r[5], r[15]])).toEqual([[code, '7.25', '10']]);
    });

    it('imports back into another enterprise', async () => {
      const file = await (async () => {
        const start = await ok<{ id: number }>(t, '/sparePart/export', { keyword: code }, w.admin);
        await waitTask('export', start.id, w.admin);
        return binary('/exportFile', w.admin, { id: start.id, business_no: 'exportTask' });
      })();
      const other = await world(t);
      expect((await upload('/sparePart/import', file, other.admin)).status).toBe(2);
      const copied = (await t.db.query('SELECT price FROM inventory_spare_part WHERE enterprise_id = ? AND spare_part_code = ?', [other.enterpriseId, code])) as Array<{ price: unknown }>;
      expect(copied.map((r) => Number(r.price))).toEqual([7.25]);
    });
  });

  describe('opening stock', () => {
    let a: Warehouse;
    let b: Warehouse;
    let partCode: string;
    let batchCode: string;

    beforeAll(async () => {
      a = await addWarehouse(t, w.admin);
      b = await addWarehouse(t, w.admin);
      partCode = (await addPart(t, w.admin, { spare_part_code: uniq('OPN-'), price: '4.00' })).spare_part_code;
      batchCode = (await addPart(t, w.admin, { spare_part_code: uniq('OPB-'), batch_tracking: true })).spare_part_code;
    });

    const openingRows = async () =>
      (await t.db.query("SELECT document_no, warehouse_id, quantity, unit_cost, document_type FROM inventory_stock_movement WHERE enterprise_id = ? AND document_type = 'opening' ORDER BY id", [w.enterpriseId])) as Array<Record<string, unknown>>;

    it('puts in one opening document per warehouse, at the given price or the catalogue’s', async () => {
      const english = await member(t, w, [...ALL, P.importTask.list], { lang: 'en_US' });
      const done = await upload('/stock/openingImport', await workbook('Opening stock', EN_OPENING, [
        [a.code, 'A-01', partCode, null, 5, '3'],
        [a.code, 'A-02', partCode, null, 5, null],
        [b.code, null, batchCode, 'L1', 2, 10],
      ]), english);
      expect(done).toMatchObject({ status: 2, total_rows: 3, messages: [] });
      const rows = await openingRows();
      expect(rows.map((r) => [Number(r.warehouse_id), Number(r.quantity), Number(r.unit_cost)])).toEqual([[a.id, 5, 3], [a.id, 5, 4], [b.id, 2, 10]]);
      expect(new Set(rows.map((r) => r.document_no)).size).toBe(2);
      const stock = await stockOf(t, w.admin, { warehouse_id: a.id });
      expect(stock.map((s) => [s.on_hand, s.avg_cost]).sort()).toEqual([[5, '3.50'], [5, '3.50']]);
    });

    it('checks every row, the warehouse in the importer’s scope, and writes nothing on any error', async () => {
      const keeper = await member(t, w, [P.stock.list, P.stock.putIn, P.importTask.list], { scopes: { [DataScope.warehouse]: [a.id] }, lang: 'en_US' });
      const before = (await openingRows()).length;
      const refused = await upload('/stock/openingImport', await workbook('Opening stock', EN_OPENING, [
        [a.code, 'A-01', partCode, null, 1, '1'],
        [b.code, null, partCode, null, 1, '1'],
        [a.code, 'Z-99', partCode, null, 1, null],
        [a.code, null, 'NO-SUCH-PART', null, 1, null],
        [a.code, null, batchCode, null, 1, null],
        [a.code, null, partCode, null, 0, null],
        [a.code, null, partCode, null, 'two', '1.234'],
      ]), keeper);
      expect(refused.status).toBe(3);
      expect(shown('en_US', refused.messages)).toEqual([
        `Row 3: Warehouse code "${b.code}" does not exist`,
        'Row 4: Bin code "Z-99" does not exist',
        'Row 5: Spare part code "NO-SUCH-PART" does not exist',
        'Row 6: Batch cannot be empty',
        'Row 7: Quantity is not in the expected format',
        'Row 8: Quantity is not a value it can take',
        'Row 8: Unit price is not in the expected format',
      ]);
      expect(shown('zh_CN', refused.messages)[0]).toBe(`第3行：仓库编码“${b.code}”不存在`);
      expect((await openingRows()).length).toBe(before);
      // Its own warehouse alone goes in.
      expect((await upload('/stock/openingImport', await workbook('期初库存', ['仓库编码*', '库位编码', '备件编码*', '批次号', '数量*', '入库单价'], [[a.code, 'A-01', partCode, null, 1, '1']]), keeper)).status).toBe(2);
      expect((await openingRows()).length).toBe(before + 1);
    });

    it('needs the put-in permission', async () => {
      const reader = await member(t, w, [P.stock.list]);
      const res = await t.http().post('/stock/openingImport').set('Authorization', `Bearer ${reader.token}`).attach('file', await workbook('期初库存', [], []), 'o.xlsx');
      expect(res.status).toBe(403);
    });
  });
});
