import { Workbook } from 'exceljs';
import { DataScope } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { P, addPart, addWarehouse, member, ok, putIn, stockOf, world, type Part, type Warehouse, type World } from './support';

type Line = { id: number; part_id: number; bin_id: number | null; expected: number | null; counted: number | null; difference: number | null; difference_amount: string | null };
type Count = { id: number; code: string; state: string; blind: boolean; warehouse_id: number; bin_ids: number[]; version: number; remark: string | null; lines_differing: number | null; lines: Line[] };
const toArrayBuffer = (b: Buffer): ArrayBuffer => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

/** Stocktakes, what issue 15 item 6 left: edit and delete, blind counts, recounts, adding by repeated scans, the xlsx report. */
describe(`inventory stocktakes: edit, delete, blind, recount, add mode, report export (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let store: Warehouse;
  let other: Warehouse;
  let part: Part;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    store = await addWarehouse(t, w.admin);
    other = await addWarehouse(t, w.admin);
    part = await addPart(t, w.admin);
    await putIn(t, w.admin, store, [{ part_id: part.id, bin_id: bin(store), quantity: 10, unit_price: '2' }]).expect(200);
  });
  afterAll(() => t?.close());

  function bin(wh: Warehouse, i = 0): number {
    return (wh.bins[i] as { id: number }).id;
  }
  const newCount = (body: Record<string, unknown> = {}, who = w.admin) => ok<Count>(t, '/stocktake/add', { count_date: '2026-11-27', warehouse_id: store.id, ...body }, who);
  const call = (path: string, body: Record<string, unknown>, who = w.admin) => t.post(path, body, who.token);
  const counts = async (id: number) => Number((await t.db.query('SELECT COUNT(*) AS n FROM inventory_stocktake WHERE id = ?', [id]))[0].n);
  const lineRows = async (id: number) => Number((await t.db.query('SELECT COUNT(*) AS n FROM inventory_stocktake_line WHERE stocktake_id = ?', [id]))[0].n);

  it('edits a draft at the version read — warehouse, bins, blind — and refuses a stale version, another enterprise’s or a started count', async () => {
    const draft = await newCount();
    const edited = await ok<Count>(t, '/stocktake/update', { id: draft.id, version: draft.version, count_date: '2026-12-01', warehouse_id: other.id, bin_ids: [bin(other, 1)], remark: 'moved', blind: true }, w.admin);
    expect(edited).toMatchObject({ warehouse_id: other.id, bin_ids: [bin(other, 1)], remark: 'moved', blind: true, version: draft.version + 1, state: 'draft' });
    const stale = await call('/stocktake/update', { id: draft.id, version: draft.version, count_date: '2026-12-01', warehouse_id: store.id });
    expect([stale.status, stale.body.msg]).toEqual([409, '操作失败，请获取最新数据后重试']);
    // A bin of another warehouse, and another enterprise's warehouse, are "not found"; nothing changes.
    const foreign = await world(t);
    const theirs = await addWarehouse(t, foreign.admin);
    for (const body of [{ warehouse_id: store.id, bin_ids: [bin(other)] }, { warehouse_id: theirs.id }]) {
      expect((await call('/stocktake/update', { id: draft.id, version: edited.version, count_date: '2026-12-01', ...body })).status).toBe(404);
    }
    expect((await call('/stocktake/update', { id: draft.id, version: edited.version, count_date: '2026-12-01', warehouse_id: store.id }, foreign.admin)).status).toBe(404);
    await ok(t, '/stocktake/start', { id: draft.id }, w.admin);
    const started = await call('/stocktake/update', { id: draft.id, version: edited.version + 1, count_date: '2026-12-01', warehouse_id: store.id });
    expect(started.status).toBe(409);
    expect((await ok<Count>(t, '/stocktake/detail', { id: draft.id }, w.admin)).warehouse_id).toBe(other.id);
  });

  it('deletes a draft or an abandoned count with its frozen lines, posting nothing; an approved one stays', async () => {
    const draft = await newCount();
    await ok(t, '/stocktake/delete', { id: draft.id }, w.admin);
    expect(await counts(draft.id)).toBe(0);
    const abandoned = await newCount();
    await ok(t, '/stocktake/start', { id: abandoned.id }, w.admin);
    await ok(t, '/stocktake/count', { id: abandoned.id, part_id: part.id, bin_id: bin(store), counted: 3 }, w.admin);
    expect(await lineRows(abandoned.id)).toBe(1);
    await ok(t, '/stocktake/delete', { id: abandoned.id }, w.admin);
    expect([await counts(abandoned.id), await lineRows(abandoned.id)]).toEqual([0, 0]);
    expect((await stockOf(t, w.admin, { warehouse_id: store.id, part_id: part.id }))[0]?.on_hand).toBe(10);
    const approved = await newCount();
    await ok(t, '/stocktake/start', { id: approved.id }, w.admin);
    await ok(t, '/stocktake/count', { id: approved.id, part_id: part.id, bin_id: bin(store), counted: 10 }, w.admin);
    await ok(t, '/stocktake/finish', { id: approved.id }, w.admin);
    await ok(t, '/stocktake/approve', { id: approved.id }, w.admin);
    const refused = await call('/stocktake/delete', { id: approved.id });
    expect(refused.status).toBe(409);
    expect(await counts(approved.id)).toBe(1);
    // Another enterprise's count, and a user without the add permission.
    const foreign = await world(t);
    expect((await call('/stocktake/delete', { id: approved.id }, foreign.admin)).status).toBe(404);
    const counter = await member(t, w, [P.stocktake.list, P.stocktake.count]);
    const mine = await newCount();
    expect((await call('/stocktake/delete', { id: mine.id }, counter)).status).toBe(403);
  });

  it('keeps a blind count’s expected quantities from its counters in every answer, and shows them to the approver', async () => {
    const blind = await newCount({ blind: true });
    await ok(t, '/stocktake/start', { id: blind.id }, w.admin);
    const counter = await member(t, w, [P.stocktake.list, P.stocktake.count, P.stock.cost], { lang: 'en_US' });
    const approver = await member(t, w, [P.stocktake.list, P.stocktake.approve, P.stock.cost]);
    const seen = await ok<Count>(t, '/stocktake/detail', { id: blind.id }, counter);
    expect(seen.blind).toBe(true);
    expect(seen.lines.map((l) => [l.expected, l.difference])).toEqual([[null, null]]);
    const counted = await ok<Count>(t, '/stocktake/count', { id: blind.id, part_id: part.id, bin_id: bin(store), counted: 8 }, counter);
    expect(counted.lines.map((l) => [l.expected, l.counted, l.difference, l.difference_amount])).toEqual([[null, 8, null, null]]);
    expect(counted.lines_differing).toBeNull();
    const listed = await ok<{ rows: Count[] }>(t, '/stocktake/pageList', { warehouse_id: store.id, pageSize: 50 }, counter);
    expect(listed.rows.find((r) => r.id === blind.id)?.lines_differing).toBeNull();
    expect(await exportRows(counter, blind.id)).toHaveLength(1);
    // The approver reads them.
    const reviewed = await ok<Count>(t, '/stocktake/detail', { id: blind.id }, approver);
    expect(reviewed.lines.map((l) => [l.expected, l.counted, l.difference])).toEqual([[10, 8, -2]]);
    expect(reviewed.lines_differing).toBe(1);
    // An ordinary count answers them to the counter.
    const open = await newCount();
    await ok(t, '/stocktake/start', { id: open.id }, w.admin);
    expect((await ok<Count>(t, '/stocktake/detail', { id: open.id }, counter)).lines.map((l) => l.expected)).toEqual([10]);
  });

  it('adds to a line by repeated scans, and sets it again', async () => {
    const c = await newCount();
    await ok(t, '/stocktake/start', { id: c.id }, w.admin);
    const scan = () => call('/stocktake/count', { id: c.id, qr_content: part.spare_part_code, bin_id: bin(store), counted: 1, mode: 'add' });
    const results = await Promise.all(Array.from({ length: 6 }, scan));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    const after = await ok<Count>(t, '/stocktake/detail', { id: c.id }, w.admin);
    expect(after.lines.map((l) => l.counted)).toEqual([6]);
    const set = await ok<Count>(t, '/stocktake/count', { id: c.id, part_id: part.id, bin_id: bin(store), counted: 10, mode: 'set' }, w.admin);
    expect(set.lines.map((l) => l.counted)).toEqual([10]);
    const bad = await call('/stocktake/count', { id: c.id, part_id: part.id, bin_id: bin(store), counted: 1, mode: 'multiply' });
    expect(bad.status).toBe(422);
  });

  it('sends chosen lines back to be counted again: a finished count is counting again, only the approver may', async () => {
    const second = await addPart(t, w.admin);
    await putIn(t, w.admin, store, [{ part_id: second.id, bin_id: bin(store, 1), quantity: 3, unit_price: '1' }]).expect(200);
    const c = await newCount();
    const started = await ok<Count>(t, '/stocktake/start', { id: c.id }, w.admin);
    for (const l of started.lines) await ok(t, '/stocktake/count', { id: c.id, part_id: l.part_id, bin_id: l.bin_id ?? undefined, counted: 1 }, w.admin);
    await ok(t, '/stocktake/finish', { id: c.id }, w.admin);
    const target = started.lines.find((l) => l.part_id === second.id) as Line;
    const counter = await member(t, w, [P.stocktake.list, P.stocktake.count]);
    expect((await call('/stocktake/recount', { id: c.id, line_ids: [target.id] }, counter)).status).toBe(403);
    // A line of another count is "not found", and nothing changes.
    const elsewhere = await newCount();
    const foreignLine = (await ok<Count>(t, '/stocktake/start', { id: elsewhere.id }, w.admin)).lines[0] as Line;
    expect((await call('/stocktake/recount', { id: c.id, line_ids: [target.id, foreignLine.id] })).status).toBe(404);
    expect((await ok<Count>(t, '/stocktake/detail', { id: c.id }, w.admin)).state).toBe('finished');
    const back = await ok<Count>(t, '/stocktake/recount', { id: c.id, line_ids: [target.id] }, w.admin);
    expect(back.state).toBe('counting');
    expect(back.lines.map((l) => [l.part_id, l.counted])).toEqual(started.lines.map((l) => [l.part_id, l.id === target.id ? null : 1]));
    // Finishing again needs the line counted.
    expect((await call('/stocktake/finish', { id: c.id })).status).toBe(422);
    await ok(t, '/stocktake/count', { id: c.id, part_id: second.id, bin_id: bin(store, 1), counted: 3 }, w.admin);
    expect((await ok<Count>(t, '/stocktake/finish', { id: c.id }, w.admin)).state).toBe('finished');
    expect((await call('/stocktake/recount', { id: c.id, line_ids: [] })).status).toBe(422);
  });

  it('exports the difference report as xlsx in the reader’s language, values only with the storage cost display, in the warehouse scope', async () => {
    const c = await newCount();
    await ok(t, '/stocktake/start', { id: c.id }, w.admin);
    const lines = (await ok<Count>(t, '/stocktake/detail', { id: c.id }, w.admin)).lines;
    for (const l of lines) await ok(t, '/stocktake/count', { id: c.id, part_id: l.part_id, bin_id: l.bin_id ?? undefined, counted: l.part_id === part.id ? 7 : (l.expected as number) }, w.admin);
    const english = await member(t, w, [P.stocktake.list, P.stock.cost], { lang: 'en_US' });
    const noCost = await member(t, w, [P.stocktake.list], { scopes: { [DataScope.warehouse]: [store.id] } });
    const rows = await exportRows(english, c.id);
    expect(rows[0]).toEqual(['Spare part code', 'Name', 'Specification', 'Bin', 'Batch', 'Expected', 'Counted', 'Difference', 'Moved during count', 'Adjusted', 'Unit cost', 'Difference amount']);
    expect(rows.slice(1).map((r) => [r[0], r[5], r[6], r[7], r[10], r[11]])).toEqual([[part.spare_part_code, '10', '7', '-3', '2', '-6']]);
    const plain = await exportRows(noCost, c.id);
    expect(plain[0]).toHaveLength(10);
    expect(plain[0]?.[5]).toBe('账面数量');
    const outside = await member(t, w, [P.stocktake.list], { scopes: { [DataScope.warehouse]: [other.id] } });
    expect((await t.http().post('/stocktake/reportExport').set('Authorization', `Bearer ${outside.token}`).send({ id: c.id })).status).toBe(404);
  });

  async function exportRows(who: { token: string }, id: number): Promise<string[][]> {
    const res = await t
      .http()
      .post('/stocktake/reportExport')
      .set('Authorization', `Bearer ${who.token}`)
      .send({ id })
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    return sheetRows(res.body as Buffer);
  }
});

async function sheetRows(data: Buffer): Promise<string[][]> {
  const book = new Workbook();
  await book.xlsx.load(toArrayBuffer(data));
  const out: string[][] = [];
  book.worksheets[0]?.eachRow((row) => out.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? '' : String(v)))));
  return out;
}
