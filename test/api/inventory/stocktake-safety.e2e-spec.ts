import type { TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { addPart, addWarehouse, member, ok, putIn, withTwoStores, P, type Part, type Warehouse, type World } from './support';

type Count = { id: number; lines: Array<{ part_id: number; bin_id: number | null; batch_no: string | null; expected: number }> };

/**
 * A stocktake's posted adjustments cross the safety minimum like any other movement (issue 15 items 5 and 6): the
 * warehouse manager is told once per crossing — in the app and by mail —, not again while the part stays below,
 * and again after it recovered and fell once more. A count posting several parts sends one message per crossing part.
 */
describe(`inventory stocktake and safety stock (${testDbKind()})`, () => {
  let t: TestApp, w: World;
  let manager: Actor;
  let wh: Warehouse;
  withTwoStores((s) => ({ t, w } = s));

  beforeAll(async () => {
    manager = await member(t, w, [P.stock.list], { lang: 'en_US' });
    wh = await addWarehouse(t, w.admin, { manager_id: manager.userId });
  });

  const place = () => (wh.bins[0] as { id: number }).id;
  const inApp = async (part: Part) =>
    (await t.db.query('SELECT content FROM user_message WHERE user_id = ? AND title LIKE ? ORDER BY id', [manager.userId, `%${part.spare_part_code}%`])) as Array<{ content: string }>;
  const mails = async (part: Part) =>
    (await t.db.query('SELECT user_id FROM channel_delivery WHERE channel = ? AND topic = ?', ['mail', `inventory:safety:${part.id}:${wh.id}`])) as Array<{ user_id: number }>;
  const openAlerts = async (part: Part) => (await t.db.query('SELECT id FROM inventory_safety_alert WHERE part_id = ? AND warehouse_id = ?', [part.id, wh.id])) as unknown[];

  /** A whole count of the warehouse: every frozen line counted as found, except the parts given their own quantity. */
  async function count(found: Map<number, number>): Promise<void> {
    const draft = await ok<Count>(t, '/stocktake/add', { count_date: '2026-11-28', warehouse_id: wh.id }, w.admin);
    const started = await ok<Count>(t, '/stocktake/start', { id: draft.id }, w.admin);
    for (const l of started.lines) {
      const counted = found.get(l.part_id) ?? l.expected;
      await ok(t, '/stocktake/count', { id: draft.id, part_id: l.part_id, bin_id: l.bin_id ?? undefined, batch_no: l.batch_no ?? undefined, counted }, w.admin);
    }
    await ok(t, '/stocktake/finish', { id: draft.id }, w.admin);
    await ok(t, '/stocktake/approve', { id: draft.id }, w.admin);
  }

  it('a count below the minimum tells the manager once; a second count still below is silent; a put-in above and a count below tell again', async () => {
    const part = await addPart(t, w.admin, { safety_stock_min: 5, safety_stock_max: 10 });
    await putIn(t, w.admin, wh, [{ part_id: part.id, bin_id: place(), quantity: 8, unit_price: '1' }]).expect(200);
    expect(await inApp(part)).toHaveLength(0);

    await count(new Map([[part.id, 3]])); // 8 → 3: crossed
    const first = await inApp(part);
    expect(first).toHaveLength(1);
    expect(first[0]?.content).toMatch(/: 3 on hand, below the safety stock minimum of 5$/);
    expect((await mails(part)).map((m) => m.user_id)).toEqual([manager.userId]);
    expect(await openAlerts(part)).toHaveLength(1);

    await count(new Map([[part.id, 2]])); // 3 → 2: still below
    expect(await inApp(part)).toHaveLength(1);
    expect(await mails(part)).toHaveLength(1);

    await putIn(t, w.admin, wh, [{ part_id: part.id, bin_id: place(), quantity: 10, unit_price: '1' }]).expect(200); // 12: recovered
    expect(await openAlerts(part)).toHaveLength(0);
    await count(new Map([[part.id, 4]])); // 12 → 4: crossed again
    const all = await inApp(part);
    expect(all).toHaveLength(2);
    expect(all[1]?.content).toMatch(/: 4 on hand, below the safety stock minimum of 5$/);
    expect(await mails(part)).toHaveLength(2);
  });

  it('a count posting several parts sends one message per part it takes below, none for the others', async () => {
    const low = await addPart(t, w.admin, { safety_stock_min: 4 });
    const lower = await addPart(t, w.admin, { safety_stock_min: 6 });
    const fine = await addPart(t, w.admin, { safety_stock_min: 2 });
    const spread = await addPart(t, w.admin, { safety_stock_min: 5 });
    const second = (wh.bins[1] as { id: number }).id;
    await putIn(t, w.admin, wh, [
      { part_id: low.id, bin_id: place(), quantity: 5, unit_price: '1' },
      { part_id: lower.id, bin_id: place(), quantity: 7, unit_price: '1' },
      { part_id: fine.id, bin_id: place(), quantity: 5, unit_price: '1' },
      { part_id: spread.id, bin_id: place(), quantity: 3, unit_price: '1' },
      { part_id: spread.id, bin_id: second, quantity: 3, unit_price: '1' },
    ]).expect(200);

    // `spread` is counted one short in one bin and one over in the other: its warehouse total stays at 6.
    const draft = await ok<Count>(t, '/stocktake/add', { count_date: '2026-11-28', warehouse_id: wh.id }, w.admin);
    const started = await ok<Count>(t, '/stocktake/start', { id: draft.id }, w.admin);
    const found = new Map([[low.id, 1], [lower.id, 0], [fine.id, 3]]);
    for (const l of started.lines) {
      const counted = l.part_id === spread.id ? l.expected + (l.bin_id === second ? 1 : -1) : (found.get(l.part_id) ?? l.expected);
      await ok(t, '/stocktake/count', { id: draft.id, part_id: l.part_id, bin_id: l.bin_id ?? undefined, batch_no: l.batch_no ?? undefined, counted }, w.admin);
    }
    await ok(t, '/stocktake/finish', { id: draft.id }, w.admin);
    await ok(t, '/stocktake/approve', { id: draft.id }, w.admin);

    expect((await inApp(low)).map((m) => m.content)).toEqual([expect.stringMatching(/: 1 on hand, below the safety stock minimum of 4$/)]);
    expect((await inApp(lower)).map((m) => m.content)).toEqual([expect.stringMatching(/: 0 on hand, below the safety stock minimum of 6$/)]);
    expect(await inApp(fine)).toHaveLength(0);
    expect(await inApp(spread)).toHaveLength(0);
    expect([(await mails(low)).length, (await mails(lower)).length, (await mails(fine)).length, (await mails(spread)).length]).toEqual([1, 1, 0, 0]);
  });
});
