import { DataScope } from '@gengyun/contracts';
import type { TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise } from '../../support/builders/identity';
import { ALL, P, addPart, member, move, ok, putIn, stockOf, withTwoStores, type Part, type Warehouse, type World } from './support';

const EVERYTHING = [...ALL, ...Object.values(P.stocktake)];
type Line = { id: number; part_id: number; spare_part_code: string; bin_id: number | null; batch_no: string | null; expected: number; counted: number | null; difference: number | null; moved_since_start: number; adjusted: number | null };
type Count = { id: number; code: string; state: string; warehouse_id: number; bin_ids: number[]; document_no: string | null; lines_total: number; lines_counted: number; lines_differing: number; version: number; lines: Line[]; bins: Array<{ id: number; code: string }> };
type Ledger = { rows: Array<{ movement_type: string; quantity: number; balance_after: number; document_type: string; document_id: number | null; document_no: string; reason: string | null; part_id: number; bin_id: number | null }>; total: number };

/** Stocktakes (issue 15 item 6): freeze at start, counting rules, finishing, approval through the ledger, scopes. */
describe(`inventory stocktakes (${testDbKind()})`, () => {
  let t: TestApp, w: World, store: Warehouse, other: Warehouse;
  withTwoStores((s) => ({ t, w, store, other } = s));

  const bin = (wh: Warehouse, i = 0) => (wh.bins[i] as { id: number }).id;
  const today = '2026-11-27';
  const newCount = (body: Record<string, unknown> = {}, who = w.admin) => ok<Count>(t, '/stocktake/add', { count_date: today, warehouse_id: store.id, ...body }, who);
  const call = (path: string, body: Record<string, unknown>, who = w.admin) => t.post(path, body, who.token);
  const lineOf = (c: Count, part: Part, binId: number | null = null) => c.lines.find((l) => l.part_id === part.id && l.bin_id === binId);

  it('numbers a draft, freezes on-hand per part × bin × batch at start, and ignores what moves afterwards', async () => {
    const a = await addPart(t, w.admin);
    const b = await addPart(t, w.admin, { batch_tracking: true });
    await putIn(t, w.admin, store, [{ part_id: a.id, bin_id: bin(store), quantity: 10, unit_price: '2' }, { part_id: b.id, bin_id: bin(store, 1), batch_no: 'L1', quantity: 4, unit_price: '1' }]).expect(200);
    const draft = await newCount({ remark: '月末盘点' });
    expect(draft).toMatchObject({ state: 'draft', lines_total: 0, warehouse_id: store.id, bin_ids: [] });
    expect(draft.code).toMatch(/^ST\d{8}-\d{4}$/);
    // Put in before the start: part of the frozen quantities.
    await putIn(t, w.admin, store, [{ part_id: a.id, bin_id: bin(store), quantity: 2, unit_price: '2' }]).expect(200);
    const started = await ok<Count>(t, '/stocktake/start', { id: draft.id }, w.admin);
    expect(started.state).toBe('counting');
    expect(lineOf(started, a, bin(store))).toMatchObject({ expected: 12, counted: null, difference: null, moved_since_start: 0 });
    expect(lineOf(started, b, bin(store, 1))).toMatchObject({ expected: 4, batch_no: 'L1' });
    // An issue after the start changes the balance, not the frozen expectation; the detail shows what moved.
    await move(t, w.admin, 'issue', store, [{ part_id: a.id, bin_id: bin(store), quantity: 3 }]).expect(200);
    const later = await ok<Count>(t, '/stocktake/detail', { id: draft.id }, w.admin);
    expect(lineOf(later, a, bin(store))).toMatchObject({ expected: 12, moved_since_start: -3 });
    // Started twice is refused.
    const again = await call('/stocktake/start', { id: draft.id });
    expect([again.status, again.body.msg]).toEqual([409, '盘点单状态已变化，请刷新后重试']);
    const second = await newCount();
    expect(second.code).not.toBe(draft.code);
  });

  it('counts only parts and bins of its warehouse (SPEC message), by id or by QR content', async () => {
    const held = await addPart(t, w.admin);
    const stranger = await addPart(t, w.admin);
    await putIn(t, w.admin, store, [{ part_id: held.id, bin_id: bin(store), quantity: 5, unit_price: '1' }]).expect(200);
    await putIn(t, w.admin, other, [{ part_id: stranger.id, quantity: 5, unit_price: '1' }]).expect(200);
    const c = await newCount();
    await ok(t, '/stocktake/start', { id: c.id }, w.admin);
    const english = await member(t, w, EVERYTHING, { lang: 'en_US' });
    // A part the warehouse never held.
    for (const who of [w.admin, english]) {
      const res = await call('/stocktake/count', { id: c.id, part_id: stranger.id, counted: 1 }, who);
      expect([res.status, res.body.msg]).toEqual([422, who === english ? 'Only devices of that warehouse can be counted' : '只能盘点该仓库的设备']);
    }
    // A bin of another warehouse.
    const wrongBin = await call('/stocktake/count', { id: c.id, part_id: held.id, bin_id: bin(other), counted: 1 });
    expect([wrongBin.status, wrongBin.body.msg]).toEqual([422, '只能盘点该仓库的设备']);
    // By the part's URL and by its material code; a second count replaces the first.
    const url = `https://x.example/gengyun/bom/list/view?id=${held.id}`;
    const byUrl = await ok<Count>(t, '/stocktake/count', { id: c.id, qr_content: url, bin_id: bin(store), counted: 4 }, w.admin);
    expect(lineOf(byUrl, held, bin(store))).toMatchObject({ expected: 5, counted: 4, difference: -1 });
    const byCode = await ok<Count>(t, '/stocktake/count', { id: c.id, qr_content: ` ${held.spare_part_code} `, bin_id: bin(store), counted: 6 }, w.admin);
    expect(lineOf(byCode, held, bin(store))).toMatchObject({ counted: 6, difference: 1 });
    // An equipment's QR code, or nothing at all.
    const equipmentQr = await call('/stocktake/count', { id: c.id, qr_content: 'https://x.example/gengyun/eqpt/list/view?id=1', counted: 1 });
    expect([equipmentQr.status, equipmentQr.body.msg]).toEqual([422, '该二维码不是备件标签']);
    expect((await call('/stocktake/count', { id: c.id, counted: 1 })).status).toBe(422);
    // A place of a held part not frozen at start (found in another bin): a line expecting 0.
    const found = await ok<Count>(t, '/stocktake/count', { id: c.id, part_id: held.id, bin_id: bin(store, 1), counted: 2 }, w.admin);
    expect(lineOf(found, held, bin(store, 1))).toMatchObject({ expected: 0, counted: 2, difference: 2 });
    // Bad input changes nothing.
    expect((await call('/stocktake/count', { id: c.id, part_id: held.id, bin_id: bin(store), counted: -1 })).status).toBe(422);
    expect(lineOf(await ok<Count>(t, '/stocktake/detail', { id: c.id }, w.admin), held, bin(store))?.counted).toBe(6);
  });

  it('a count of chosen bins freezes and counts only those bins', async () => {
    const part = await addPart(t, w.admin);
    await putIn(t, w.admin, store, [{ part_id: part.id, bin_id: bin(store), quantity: 3, unit_price: '1' }, { part_id: part.id, bin_id: bin(store, 1), quantity: 7, unit_price: '1' }]).expect(200);
    const c = await newCount({ bin_ids: [bin(store, 1)] });
    const started = await ok<Count>(t, '/stocktake/start', { id: c.id }, w.admin);
    expect(started.lines.filter((l) => l.part_id === part.id)).toEqual([expect.objectContaining({ bin_id: bin(store, 1), expected: 7 })]);
    expect(started.lines.every((l) => l.bin_id === bin(store, 1))).toBe(true);
    // The bins the counting page offers: the chosen ones only.
    expect(started.bins.map((b) => b.id)).toEqual([bin(store, 1)]);
    expect((await ok<Count>(t, '/stocktake/detail', { id: (await newCount()).id }, w.admin)).bins.map((b) => b.id).sort()).toEqual([bin(store), bin(store, 1)].sort());
    const outside = await call('/stocktake/count', { id: c.id, part_id: part.id, bin_id: bin(store), counted: 3 });
    expect([outside.status, outside.body.msg]).toEqual([422, '只能盘点该仓库的设备']);
    // Bins of another warehouse cannot be chosen.
    expect((await call('/stocktake/add', { count_date: today, warehouse_id: store.id, bin_ids: [bin(other)] })).status).toBe(404);
  });

  it('cannot finish while lines are uncounted; approval posts the differences once, through the ledger', async () => {
    const a = await addPart(t, w.admin);
    const b = await addPart(t, w.admin);
    const same = await addPart(t, w.admin);
    const place = bin(store);
    await putIn(t, w.admin, store, [
      { part_id: a.id, bin_id: place, quantity: 10, unit_price: '3' },
      { part_id: b.id, bin_id: place, quantity: 5, unit_price: '2' },
      { part_id: same.id, bin_id: place, quantity: 1, unit_price: '2' },
    ]).expect(200);
    const c = await newCount({ bin_ids: [place] });
    const started = await ok<Count>(t, '/stocktake/start', { id: c.id }, w.admin);
    for (const l of started.lines.filter((x) => ![a.id, b.id].includes(x.part_id))) await ok(t, '/stocktake/count', { id: c.id, part_id: l.part_id, bin_id: place, batch_no: l.batch_no ?? undefined, counted: l.expected }, w.admin);
    await ok(t, '/stocktake/count', { id: c.id, part_id: a.id, bin_id: place, counted: 8 }, w.admin);
    // b is not counted yet: finishing is refused in both languages and the count stays open.
    const refused = await call('/stocktake/finish', { id: c.id });
    expect([refused.status, refused.body.msg]).toEqual([422, '存在未处理的明细，不能完成盘点']);
    const english = await member(t, w, EVERYTHING, { lang: 'en_US' });
    expect((await call('/stocktake/finish', { id: c.id }, english)).body.msg).toBe('The count cannot be completed while related items are unprocessed');
    expect((await ok<Count>(t, '/stocktake/detail', { id: c.id }, w.admin)).state).toBe('counting');
    // Approval needs a finished count.
    expect((await call('/stocktake/approve', { id: c.id })).status).toBe(409);
    await ok(t, '/stocktake/count', { id: c.id, part_id: b.id, bin_id: place, counted: 6 }, w.admin);
    // A movement during the count: the difference is applied to the balance as it is now.
    await move(t, w.admin, 'issue', store, [{ part_id: a.id, bin_id: place, quantity: 1 }]).expect(200);
    const finished = await ok<Count>(t, '/stocktake/finish', { id: c.id }, w.admin);
    expect(finished).toMatchObject({ state: 'finished', lines_differing: 2 });
    // Counting after finishing is refused.
    expect((await call('/stocktake/count', { id: c.id, part_id: a.id, bin_id: place, counted: 1 })).status).toBe(409);

    const approved = await ok<Count>(t, '/stocktake/approve', { id: c.id }, w.admin);
    expect(approved).toMatchObject({ state: 'approved', document_no: expect.stringMatching(/^IO/) });
    expect(lineOf(approved, a, place)).toMatchObject({ expected: 10, counted: 8, difference: -2, adjusted: -2, moved_since_start: -1 });
    expect(lineOf(approved, same, place)).toMatchObject({ adjusted: 0 });
    const ledger = await ok<Ledger>(t, '/stockMovement/pageList', { document_type: 'stocktake', warehouse_id: store.id, pageSize: 100 }, w.admin);
    const posted = ledger.rows.filter((r) => r.document_id === c.id);
    expect(posted.map((r) => [r.part_id, r.movement_type, r.quantity, r.reason, r.document_no]).sort()).toEqual(
      [[a.id, 'adjust', -2, c.code, approved.document_no], [b.id, 'adjust', 1, c.code, approved.document_no]].sort(),
    );
    // Balance = expected + difference, less what was issued during the count.
    const balance = async (p: Part) => (await stockOf(t, w.admin, { part_id: p.id, warehouse_id: store.id })).find((r) => r.bin_id === place)?.on_hand;
    expect([await balance(a), await balance(b), await balance(same)]).toEqual([10 - 2 - 1, 6, 1]);

    const twice = await call('/stocktake/approve', { id: c.id });
    expect([twice.status, twice.body.msg]).toEqual([409, '盘点单状态已变化，请刷新后重试']);
    const after = await ok<Ledger>(t, '/stockMovement/pageList', { document_type: 'stocktake', warehouse_id: store.id, pageSize: 100 }, w.admin);
    expect(after.rows.filter((r) => r.document_id === c.id)).toHaveLength(2);
  });

  it('two approvals at once post once', async () => {
    const part = await addPart(t, w.admin);
    await putIn(t, w.admin, store, [{ part_id: part.id, bin_id: bin(store, 1), quantity: 4, unit_price: '1' }]).expect(200);
    const c = await newCount({ bin_ids: [bin(store, 1)] });
    const started = await ok<Count>(t, '/stocktake/start', { id: c.id }, w.admin);
    for (const l of started.lines) await ok(t, '/stocktake/count', { id: c.id, part_id: l.part_id, bin_id: l.bin_id, batch_no: l.batch_no ?? undefined, counted: l.part_id === part.id ? 1 : l.expected }, w.admin);
    await ok(t, '/stocktake/finish', { id: c.id }, w.admin);
    const answers = await Promise.all([1, 2, 3].map(() => call('/stocktake/approve', { id: c.id })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const ledger = await ok<Ledger>(t, '/stockMovement/pageList', { document_type: 'stocktake', part_id: part.id }, w.admin);
    expect(ledger.rows.map((r) => r.quantity)).toEqual([-3]);
  });

  it('a negative difference larger than what is left is refused and the count can be approved later', async () => {
    const part = await addPart(t, w.admin);
    const place = bin(other, 1);
    await putIn(t, w.admin, other, [{ part_id: part.id, bin_id: place, quantity: 5, unit_price: '1' }]).expect(200);
    const c = await newCount({ warehouse_id: other.id, bin_ids: [place] });
    const started = await ok<Count>(t, '/stocktake/start', { id: c.id }, w.admin);
    for (const l of started.lines) await ok(t, '/stocktake/count', { id: c.id, part_id: l.part_id, bin_id: place, batch_no: l.batch_no ?? undefined, counted: l.part_id === part.id ? 1 : l.expected }, w.admin);
    await ok(t, '/stocktake/finish', { id: c.id }, w.admin);
    // Four of five issued during the count: posting −4 now would go below zero.
    await move(t, w.admin, 'issue', other, [{ part_id: part.id, bin_id: place, quantity: 4 }]).expect(200);
    const refused = await call('/stocktake/approve', { id: c.id });
    expect([refused.status, refused.body.msg]).toEqual([422, `备件编码${part.spare_part_code}库存不足`]);
    expect((await ok<Count>(t, '/stocktake/detail', { id: c.id }, w.admin)).state).toBe('finished');
    await move(t, w.admin, 'return', other, [{ part_id: part.id, bin_id: place, quantity: 4 }]).expect(200);
    await ok(t, '/stocktake/approve', { id: c.id }, w.admin);
    expect((await stockOf(t, w.admin, { part_id: part.id, warehouse_id: other.id }))[0]?.on_hand).toBe(1);
  });

  it('a warehouse-limited user sees, counts and approves only in their warehouses; others answer "not found"', async () => {
    const part = await addPart(t, w.admin);
    await putIn(t, w.admin, other, [{ part_id: part.id, quantity: 2, unit_price: '1' }]).expect(200);
    const hidden = await newCount({ warehouse_id: other.id });
    await ok(t, '/stocktake/start', { id: hidden.id }, w.admin);
    const keeper = await member(t, w, EVERYTHING, { scopes: { [DataScope.warehouse]: [store.id] } });
    const list = await ok<{ rows: Count[] }>(t, '/stocktake/pageList', { pageSize: 100 }, keeper);
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows.every((r) => r.warehouse_id === store.id)).toBe(true);
    for (const path of ['/stocktake/detail', '/stocktake/start', '/stocktake/finish', '/stocktake/approve']) expect([path, (await call(path, { id: hidden.id }, keeper)).status]).toEqual([path, 404]);
    expect((await call('/stocktake/count', { id: hidden.id, part_id: part.id, counted: 1 }, keeper)).status).toBe(404);
    expect((await call('/stocktake/add', { count_date: today, warehouse_id: other.id }, keeper)).status).toBe(404);
    const own = await newCount({}, keeper);
    expect(own.warehouse_id).toBe(store.id);
    // Without the permission.
    const looker = await member(t, w, [P.stocktake.list]);
    expect((await call('/stocktake/start', { id: own.id }, looker)).status).toBe(403);
    expect((await call('/stocktake/approve', { id: own.id }, looker)).status).toBe(403);
  });

  it('another enterprise’s ids are "not found" and write nothing', async () => {
    const part = await addPart(t, w.admin);
    await putIn(t, w.admin, store, [{ part_id: part.id, bin_id: bin(store), quantity: 2, unit_price: '1' }]).expect(200);
    const c = await newCount();
    await ok(t, '/stocktake/start', { id: c.id }, w.admin);
    const stranger = await newEnterprise(t);
    for (const path of ['/stocktake/detail', '/stocktake/start', '/stocktake/finish', '/stocktake/approve']) expect((await t.post(path, { id: c.id }, stranger.admin.token)).status).toBe(404);
    expect((await t.post('/stocktake/add', { count_date: today, warehouse_id: store.id }, stranger.admin.token)).status).toBe(404);
    const before = (await ok<{ total: number }>(t, '/stocktake/pageList', {}, w.admin)).total;
    expect((await call('/stocktake/add', { count_date: today, warehouse_id: store.id, person_user_id: stranger.admin.userId })).status).toBe(404);
    expect((await ok<{ total: number }>(t, '/stocktake/pageList', {}, w.admin)).total).toBe(before);
    // Their own count, our part, bin and QR content.
    const theirs = await ok<Warehouse>(t, '/warehouse/add', { code: 'WH-X', name: '外仓', bins: [{ code: 'X-1' }] }, stranger.admin);
    const theirCount = await ok<Count>(t, '/stocktake/add', { count_date: today, warehouse_id: theirs.id }, stranger.admin);
    await ok(t, '/stocktake/start', { id: theirCount.id }, stranger.admin);
    expect((await t.post('/stocktake/count', { id: theirCount.id, part_id: part.id, counted: 1 }, stranger.admin.token)).status).toBe(404);
    expect((await t.post('/stocktake/count', { id: theirCount.id, qr_content: part.spare_part_code, counted: 1 }, stranger.admin.token)).status).toBe(404);
    expect((await t.post('/stocktake/count', { id: theirCount.id, qr_content: `https://x/gengyun/bom/list/view?id=${part.id}`, counted: 1 }, stranger.admin.token)).status).toBe(404);
    expect((await t.post('/stocktake/add', { count_date: today, warehouse_id: theirs.id, bin_ids: [bin(store)] }, stranger.admin.token)).status).toBe(404);
    expect((await ok<Count>(t, '/stocktake/detail', { id: c.id }, w.admin)).lines.every((l) => l.counted === null)).toBe(true);
  });

  it('refuses malformed bodies', async () => {
    for (const body of [{ warehouse_id: store.id }, { count_date: '2026-13-01', warehouse_id: store.id }, { count_date: today }, { count_date: today, warehouse_id: 'x' }]) {
      expect([body, (await call('/stocktake/add', body)).status]).toEqual([body, 422]);
    }
  });
});
