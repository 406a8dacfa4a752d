import { Workbook } from 'exceljs';
import { DataScope } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { addPart, addWarehouse, member, move, ok, putIn, world, P, type Warehouse, type World } from './support';
import type { Actor } from '../../support/builders/identity';

interface Suggestion {
  part_id: number;
  spare_part_code: string;
  warehouse_id: number;
  on_hand: number;
  safety_stock_min: number;
  safety_stock_max: number | null;
  on_order: number;
  suggested: number;
}

/** Safety stock (issue 15 item 5): one alert per crossing to the warehouse manager, reorder suggestions, the bench count. */
describe(`inventory safety stock (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let storekeeper: Actor;
  let a: Warehouse;
  let b: Warehouse;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    storekeeper = await member(t, w, [P.stock.list], { lang: 'en_US' });
    a = await addWarehouse(t, w.admin, { manager_id: storekeeper.userId });
    b = await addWarehouse(t, w.admin);
  });
  afterAll(() => t?.close());

  const alertsOf = async (userId: number, code: string) =>
    (await t.db.query('SELECT title, content FROM user_message WHERE user_id = ? AND title LIKE ?', [userId, `%${code}%`])) as Array<{ title: string; content: string }>;
  const suggestions = async (who: Actor, filter: Record<string, unknown> = {}) => ok<{ total: number; rows: Suggestion[] }>(t, '/stock/reorder/pageList', { pageSize: 100, ...filter }, who);

  it('50 concurrent issues taking a part below its minimum send its manager one message, in their language', async () => {
    const part = await addPart(t, w.admin, { safety_stock_min: 45, safety_stock_max: 80 });
    await putIn(t, w.admin, a, [{ part_id: part.id, quantity: 50, unit_price: '2' }]).expect(200);
    const answers = await Promise.all(Array.from({ length: 50 }, () => move(t, w.admin, 'issue', a, [{ part_id: part.id, quantity: 1 }])));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    const alerts = await alertsOf(storekeeper.userId, part.spare_part_code);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.title).toBe(`Spare part ${part.spare_part_code} is below its safety stock`);
    // The issue that crossed left 44: the message names that balance and the minimum.
    expect(alerts[0]?.content).toMatch(/: 44 on hand, below the safety stock minimum of 45$/);
  });

  it('stays silent while below, re-alerts after a recovery to the minimum, and a Chinese reader reads Chinese', async () => {
    const chinese = await member(t, w, [P.stock.list], { lang: 'zh_CN' });
    const wh = await addWarehouse(t, w.admin, { manager_id: chinese.userId, name: '二号库' });
    const part = await addPart(t, w.admin, { safety_stock_min: 5, safety_stock_max: 10, name: '滤芯' });
    await putIn(t, w.admin, wh, [{ part_id: part.id, quantity: 6, unit_price: '1' }]).expect(200);
    expect(await alertsOf(chinese.userId, part.spare_part_code)).toHaveLength(0);
    await move(t, w.admin, 'issue', wh, [{ part_id: part.id, quantity: 2 }]).expect(200); // 4: crossed
    await move(t, w.admin, 'issue', wh, [{ part_id: part.id, quantity: 1 }]).expect(200); // 3: still below
    await move(t, w.admin, 'return', wh, [{ part_id: part.id, quantity: 1 }]).expect(200); // 4: still below
    expect(await alertsOf(chinese.userId, part.spare_part_code)).toHaveLength(1);
    await move(t, w.admin, 'adjust', wh, [{ part_id: part.id, quantity: 1 }]).expect(200); // 5: at the minimum again
    await move(t, w.admin, 'scrap', wh, [{ part_id: part.id, quantity: 1 }]).expect(200); // 4: crossed again
    const alerts = await alertsOf(chinese.userId, part.spare_part_code);
    expect(alerts.map((m) => m.title)).toEqual([`备件${part.spare_part_code}低于安全库存`, `备件${part.spare_part_code}低于安全库存`]);
    expect(alerts.map((m) => m.content)).toEqual([
      `仓库二号库中备件${part.spare_part_code}（滤芯）的库存为4，低于安全库存下限5`,
      `仓库二号库中备件${part.spare_part_code}（滤芯）的库存为4，低于安全库存下限5`,
    ]);
  });

  it('a transfer alerts the source warehouse only; a warehouse without a manager or a part without a minimum alerts nobody', async () => {
    const part = await addPart(t, w.admin, { safety_stock_min: 3 });
    const plain = await addPart(t, w.admin);
    await putIn(t, w.admin, a, [{ part_id: part.id, quantity: 4, unit_price: '1' }, { part_id: plain.id, quantity: 1, unit_price: '1' }]).expect(200);
    await move(t, w.admin, 'transfer', a, [{ part_id: part.id, quantity: 2 }], { to_warehouse_id: b.id }).expect(200);
    await move(t, w.admin, 'issue', a, [{ part_id: plain.id, quantity: 1 }]).expect(200);
    expect(await alertsOf(storekeeper.userId, part.spare_part_code)).toHaveLength(1);
    expect(await alertsOf(storekeeper.userId, plain.spare_part_code)).toHaveLength(0);
    const state = (await t.db.query('SELECT warehouse_id FROM inventory_safety_alert WHERE part_id = ?', [part.id])) as Array<{ warehouse_id: number | string }>;
    // B holds 2 of a minimum of 3 too, but nobody manages it: the crossing is kept, nobody is told.
    expect(state.map((r) => Number(r.warehouse_id)).sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y));
  });

  it('a minimum raised above the stock alerts once, as a movement would; lowered again it closes, so the next drop alerts', async () => {
    const part = await addPart(t, w.admin, { safety_stock_min: 2, safety_stock_max: 20 });
    await putIn(t, w.admin, a, [{ part_id: part.id, quantity: 6, unit_price: '1' }]).expect(200);
    const edit = (version: number, min: number) =>
      ok(t, '/sparePart/update', { id: part.id, version, spare_part_code: part.spare_part_code, name: part.name, safety_stock_min: min, safety_stock_max: 20 }, w.admin);
    await edit(1, 8); // 6 on hand: below the new minimum
    await edit(2, 9); // still below: nothing new
    const alerts = await alertsOf(storekeeper.userId, part.spare_part_code);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.content).toMatch(/: 6 on hand, below the safety stock minimum of 8$/);
    await edit(3, 5); // at or above again: the crossing closes
    expect(await t.db.query('SELECT id FROM inventory_safety_alert WHERE part_id = ?', [part.id])).toHaveLength(0);
    await move(t, w.admin, 'issue', a, [{ part_id: part.id, quantity: 2 }]).expect(200); // 4: crossed again
    expect(await alertsOf(storekeeper.userId, part.spare_part_code)).toHaveLength(2);
  });

  it('suggests max − on hand (− 0 on order) per warehouse below minimum, only in the caller’s warehouses, and exports them', async () => {
    const part = await addPart(t, w.admin, { safety_stock_min: 10, safety_stock_max: 30 });
    const noMax = await addPart(t, w.admin, { safety_stock_min: 8 });
    const enough = await addPart(t, w.admin, { safety_stock_min: 2, safety_stock_max: 5 });
    await putIn(t, w.admin, a, [{ part_id: part.id, quantity: 4, unit_price: '1' }, { part_id: enough.id, quantity: 2, unit_price: '1' }]).expect(200);
    await putIn(t, w.admin, b, [{ part_id: part.id, quantity: 9, unit_price: '1' }, { part_id: noMax.id, quantity: 3, unit_price: '1' }]).expect(200);

    const mine = (await suggestions(w.admin)).rows.filter((r) => [part.id, noMax.id, enough.id].includes(r.part_id));
    const byPlace = new Map(mine.map((r) => [`${r.part_id}@${r.warehouse_id}`, [r.on_hand, r.safety_stock_min, r.safety_stock_max, r.on_order, r.suggested]]));
    expect(byPlace).toEqual(
      new Map([
        [`${part.id}@${a.id}`, [4, 10, 30, 0, 26]],
        [`${part.id}@${b.id}`, [9, 10, 30, 0, 21]],
        [`${noMax.id}@${b.id}`, [3, 8, null, 0, 5]],
      ]),
    );

    // A user granted warehouse A only sees A's suggestions, and B is "not found" to them.
    const limited = await member(t, w, [P.stock.list], { scopes: { [DataScope.warehouse]: [a.id] } });
    const seen = await suggestions(limited);
    expect(new Set(seen.rows.map((r) => r.warehouse_id))).toEqual(new Set([a.id]));
    expect((await suggestions(limited, { warehouse_id: a.id })).rows.map((r) => r.part_id)).toContain(part.id);
    expect((await t.post('/stock/reorder/pageList', { warehouse_id: b.id }, limited.token)).status).toBe(404);

    const exportOf = async (who: Actor) => {
      const down = await t.http().post('/stock/reorder/export').send({ warehouse_id: b.id }).set('Authorization', `Bearer ${who.token}`).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(down.status).toBe(200);
      const book = new Workbook();
      await book.xlsx.load(Uint8Array.from(down.body as Buffer).buffer);
      return (book.worksheets[0]?.getSheetValues() ?? []).filter(Boolean).map((r) => (r as unknown[]).slice(1));
    };
    const HEADER = ['备件编码', '备件名称', '规格型号', '单位', '仓库', '库存数量', '安全库存下限', '安全库存上限', '在途数量', '建议补货数量'];
    // Without the "spare parts" cost display: no price, no amount.
    const costless = await exportOf(await member(t, w, [P.stock.list]));
    expect(costless[0]).toEqual(HEADER);
    // With it (the administrator): the part's price and what the suggestion costs at it.
    const rows = await exportOf(w.admin);
    expect(rows[0]).toEqual([...HEADER, '单价', '建议采购金额']);
    const codes = new Map(rows.slice(1).map((r) => [r[0], [r[5], r[6], r[8], r[9], r[10], r[11]]]));
    expect(codes.get(part.spare_part_code)).toEqual([9, 10, 0, 21, '12.50', '262.50']);
    expect(codes.get(noMax.spare_part_code)).toEqual([3, 8, 0, 5, '12.50', '62.50']);
    expect(rows.slice(1).every((r) => r[4] === (b as unknown as { name: string }).name)).toBe(true);
  });

  it('refuses another enterprise’s warehouse, a malformed filter, and callers without the stock permission', async () => {
    const other = await world(t);
    const theirs = await addWarehouse(t, other.admin);
    expect((await t.post('/stock/reorder/pageList', { warehouse_id: theirs.id }, w.admin.token)).status).toBe(404);
    expect((await t.post('/stock/reorder/export', { warehouse_id: theirs.id }, w.admin.token)).status).toBe(404);
    expect((await t.post('/stock/reorder/pageList', { warehouse_id: 'x' }, w.admin.token)).status).toBe(422);
    const outsider = await member(t, w, [P.sparePart.list]);
    expect((await t.post('/stock/reorder/pageList', {}, outsider.token)).status).toBe(403);
    expect((await t.post('/stock/reorder/export', {}, outsider.token)).status).toBe(403);
  });

  it('the home work bench counts the pairs below minimum the caller may see, and 0 without the stock permission', async () => {
    const counts = async (who: Actor) => (await ok<Record<string, number>>(t, '/home/counts', {}, who)).partsBelowMinimum;
    expect(await counts(w.admin)).toBe((await suggestions(w.admin)).total);
    const limited = await member(t, w, [P.stock.list], { scopes: { [DataScope.warehouse]: [a.id] } });
    expect(await counts(limited)).toBe((await suggestions(limited)).total);
    expect(await counts(limited)).toBeLessThan(await counts(w.admin));
    expect(await counts(await member(t, w, [P.sparePart.list]))).toBe(0);
  });
});
