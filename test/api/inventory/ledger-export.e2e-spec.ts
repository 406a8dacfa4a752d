import { Workbook } from 'exceljs';
import { DataScope } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { ALL, P, addPart, addWarehouse, member, ok, putIn, world, type Warehouse, type World } from './support';

/** Polls the export centre until the task has ended. */
async function waitTask(t: TestApp, id: number, who: Actor): Promise<{ status: number }> {
  for (let i = 0; i < 200; i++) {
    const task = await ok<{ status: number }>(t, '/export/detail', { id }, who);
    if (task.status >= 2) return task;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`export task ${id} did not end`);
}
const toArrayBuffer = (b: Buffer): ArrayBuffer => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

/** The stock ledger's export through the import/export centre (issue 15 item 7): the list's filters, scope and cost display. */
describe(`inventory ledger export (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let mine: Warehouse;
  let theirs: Warehouse;
  let code: string;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    mine = await addWarehouse(t, w.admin);
    theirs = await addWarehouse(t, w.admin);
    const part = await addPart(t, w.admin);
    code = part.spare_part_code;
    await putIn(t, w.admin, mine, [{ part_id: part.id, quantity: 4, unit_price: '2.5' }], { reason: 'mine' }).expect(200);
    await putIn(t, w.admin, theirs, [{ part_id: part.id, quantity: 7, unit_price: '3' }], { reason: 'theirs' }).expect(200);
  });
  afterAll(() => t?.close());

  async function exported(who: Actor, filter: Record<string, unknown> = {}): Promise<string[][]> {
    const start = await ok<{ id: number }>(t, '/stockMovement/export', { keyword: code, ...filter }, who);
    const task = await waitTask(t, start.id, who);
    expect(task.status).toBe(2);
    const file = await t.http().get('/exportFile').query({ id: start.id, business_no: 'exportTask', token: who.token }).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(file.status).toBe(200);
    const book = new Workbook();
    await book.xlsx.load(toArrayBuffer(file.body as Buffer));
    const sheet = book.worksheets[0];
    const out: string[][] = [];
    sheet?.eachRow((row) => out.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? '' : String(v)))));
    return out;
  }

  it('holds only the warehouses a scoped user may see, without costs unless they hold the storage cost display', async () => {
    const scoped = await member(t, w, [...ALL.filter((c) => c !== P.stock.cost), P.exportTask.list], { scopes: { [DataScope.warehouse]: [mine.id] }, lang: 'en_US' });
    const rows = await exported(scoped);
    expect(rows[0]).toEqual(expect.arrayContaining(['Document no.', 'Quantity', 'Unit cost', 'Amount']));
    const body = rows.slice(1);
    expect(body.map((r) => [r[3], r[8], r[15]])).toEqual([[code, '4', 'mine']]);
    expect([body[0]?.[10], body[0]?.[11]]).toEqual(['', '']);
  });

  it('keeps the list filters and answers costs to those holding the toggle', async () => {
    const all = await exported(w.admin);
    expect(all.slice(1).map((r) => r[15]).sort()).toEqual(['mine', 'theirs']);
    const one = await exported(w.admin, { warehouse_id: theirs.id });
    expect(one.slice(1).map((r) => [r[8], r[10], r[11], r[15]])).toEqual([['7', '3', '21', 'theirs']]);
  });

  it('needs the stock list permission', async () => {
    const none = await member(t, w, [P.sparePart.list]);
    expect((await t.post('/stockMovement/export', {}, none.token)).status).toBe(403);
  });
});
