import type { TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { addPart, addWarehouse, member, move, ok, putIn, withTwoStores, P, type Part, type Warehouse, type World } from './support';

type Count = { id: number; lines: Array<{ part_id: number; bin_id: number | null; batch_no: string | null }> };

/**
 * A blind count keeps on-hand from its counters until it is approved (issue 15 item 6); a counter who manages the
 * warehouse must not read it in the safety-stock alert either. While they count an open blind count of it, the alert
 * still tells them the part fell below its minimum — the storeroom keeps issuing, the reorder cannot wait — but
 * without the on-hand, in the app and by mail. Those who approve counts, and everyone once the count is gone, read it.
 */
describe(`inventory safety alerts during a blind count (${testDbKind()})`, () => {
  let t: TestApp, w: World;
  let counter: Actor, approver: Actor;
  withTwoStores((s) => ({ t, w } = s));

  beforeAll(async () => {
    const reader = [P.stock.list, P.stocktake.list, P.stocktake.count];
    counter = await member(t, w, reader, { lang: 'en_US' });
    approver = await member(t, w, [...reader, P.stocktake.approve], { lang: 'en_US' });
  });

  const inApp = async (who: Actor, part: Part) =>
    ((await t.db.query('SELECT content FROM user_message WHERE user_id = ? AND title LIKE ? ORDER BY id', [who.userId, `%${part.spare_part_code}%`])) as Array<{ content: string }>).map((m) => m.content);
  const mailed = async (part: Part, wh: Warehouse) =>
    ((await t.db.query('SELECT body FROM channel_delivery WHERE channel = ? AND topic = ? ORDER BY id', ['mail', `inventory:safety:${part.id}:${wh.id}`])) as Array<{ body: string }>).map((m) => m.body);
  const withheld = (part: Part, wh: Warehouse, min: number) =>
    `Spare part ${part.spare_part_code} (${String(part.name)}) in warehouse ${(wh as Warehouse & { name: string }).name} is below the safety stock minimum of ${min}; you are counting this warehouse blind, so the on-hand is not shown while the count is open`;
  const issue = (wh: Warehouse, part: Part, quantity: number) => move(t, w.admin, 'issue', wh, [{ part_id: part.id, quantity }]).expect(200);

  it('tells the counting manager without the on-hand while the count is open, with it once the count is gone', async () => {
    const wh = await addWarehouse(t, w.admin, { manager_id: counter.userId });
    const part = await addPart(t, w.admin, { safety_stock_min: 5 });
    await putIn(t, w.admin, wh, [{ part_id: part.id, quantity: 8, unit_price: '1' }]).expect(200);
    const count = await ok<Count>(t, '/stocktake/add', { count_date: '2026-11-28', warehouse_id: wh.id, person_user_id: counter.userId, blind: true }, w.admin);

    await issue(wh, part, 5); // 8 → 3: crossed while the count is open
    expect(await inApp(counter, part)).toEqual([withheld(part, wh, 5)]);
    expect(await mailed(part, wh)).toEqual([withheld(part, wh, 5)]);

    await ok(t, '/stocktake/delete', { id: count.id }, w.admin);
    await putIn(t, w.admin, wh, [{ part_id: part.id, quantity: 10, unit_price: '1' }]).expect(200); // 13: recovered
    await issue(wh, part, 9); // 4: crossed again, no count open
    const after = await inApp(counter, part);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatch(/: 4 on hand, below the safety stock minimum of 5$/);
  });

  it('withholds it from a manager who counted a line of a count someone else leads, not from one who approves counts', async () => {
    const counted = await addWarehouse(t, w.admin, { manager_id: counter.userId });
    const approved = await addWarehouse(t, w.admin, { manager_id: approver.userId });
    const part = await addPart(t, w.admin, { safety_stock_min: 5 });
    for (const wh of [counted, approved]) await putIn(t, w.admin, wh, [{ part_id: part.id, quantity: 6, unit_price: '1' }]).expect(200);
    const lineCount = await ok<Count>(t, '/stocktake/add', { count_date: '2026-11-28', warehouse_id: counted.id, blind: true }, w.admin);
    const started = await ok<Count>(t, '/stocktake/start', { id: lineCount.id }, w.admin);
    const line = started.lines.find((l) => l.part_id === part.id)!;
    await ok(t, '/stocktake/count', { id: lineCount.id, part_id: part.id, bin_id: line.bin_id ?? undefined, batch_no: line.batch_no ?? undefined, counted: 6 }, counter);
    await ok(t, '/stocktake/add', { count_date: '2026-11-28', warehouse_id: approved.id, person_user_id: approver.userId, blind: true }, w.admin);

    await issue(counted, part, 3); // 6 → 3
    await issue(approved, part, 2); // 6 → 4
    expect(await inApp(counter, part)).toEqual([withheld(part, counted, 5)]);
    expect(await inApp(approver, part)).toEqual([expect.stringMatching(/: 4 on hand, below the safety stock minimum of 5$/)]);
  });

  it('names the on-hand to a manager whose warehouse is counted openly, or blind by others', async () => {
    const wh = await addWarehouse(t, w.admin, { manager_id: counter.userId });
    const part = await addPart(t, w.admin, { safety_stock_min: 5 });
    await putIn(t, w.admin, wh, [{ part_id: part.id, quantity: 7, unit_price: '1' }]).expect(200);
    await ok(t, '/stocktake/add', { count_date: '2026-11-28', warehouse_id: wh.id, person_user_id: counter.userId }, w.admin);
    await ok(t, '/stocktake/add', { count_date: '2026-11-28', warehouse_id: wh.id, person_user_id: approver.userId, blind: true }, w.admin);
    await issue(wh, part, 5); // 7 → 2
    expect(await inApp(counter, part)).toEqual([expect.stringMatching(/: 2 on hand, below the safety stock minimum of 5$/)]);
  });
});
