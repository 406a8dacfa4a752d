import { startTestApp, type TestApp } from '../support/test-app';
import { testDbKind } from '../support/test-db';
import { newEnterprise, type Actor } from '../support/builders/identity';
import { catalogue, ok } from './equipment/support';
import { addPart, addWarehouse } from './inventory/support';

/**
 * A keyword is text, never a LIKE pattern: its `%`, `_` and `\` match themselves (core `containsPattern` with
 * `LIKE_ESCAPE`), through each kind of keyword filter: `whereKeyword`, the folded search text, and a LIKE written out.
 */
describe(`keyword filters take % _ and \\ literally (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  beforeAll(async () => {
    t = await startTestApp();
    ({ admin } = await newEnterprise(t));
  });
  afterAll(() => t?.close());

  const names = ['泵50%', '泵500', '阀a_b', '阀axb', 'C:\\x', 'C:x'];
  const search = async (path: string, keyword: string, field: string) =>
    (await ok<{ rows: Array<Record<string, string>> }>(t, path, { keyword, pageSize: 50 }, admin.token)).rows.map((r) => r[field]).sort();

  it('role names (whereKeyword)', async () => {
    for (const name of names) await ok(t, '/role/add', { name }, admin.token);
    expect(await search('/role/pageList', '50%', 'name')).toEqual(['泵50%']);
    expect(await search('/role/pageList', 'a_b', 'name')).toEqual(['阀a_b']);
    expect(await search('/role/pageList', ':\\x', 'name')).toEqual(['C:\\x']);
    expect(await search('/role/pageList', '%', 'name')).toEqual(['泵50%']);
    expect(await search('/role/pageList', '50', 'name')).toEqual(['泵50%', '泵500']);
  });

  it('equipment names (the folded search text)', async () => {
    const ids = await catalogue(t, admin.token);
    for (const [i, name] of names.entries()) {
      await ok(t, '/equipment/add', { asset_code: `KW-${i}`, asset_name: name, type_id: ids.pump, position_id: ids.room, status: 1 }, admin.token);
    }
    expect(await search('/equipment/pageList', '50%', 'asset_name')).toEqual(['泵50%']);
    expect(await search('/equipment/pageList', 'a_b', 'asset_name')).toEqual(['阀a_b']);
    expect(await search('/equipment/pageList', ':\\x', 'asset_name')).toEqual(['C:\\x']);
  });

  it('pending receipts by spare part name (a LIKE written out in the query)', async () => {
    const store = await addWarehouse(t, admin);
    const receiptOf = new Map<number, string>();
    for (const name of names) {
      const part = await addPart(t, admin, { name });
      const receipt = await ok<{ id: number }>(t, '/stockReceipt/add', { warehouse_id: store.id, lines: [{ part_id: part.id, quantity: 1, unit_price: '1' }] }, admin.token);
      receiptOf.set(receipt.id, name);
    }
    const receipts = async (keyword: string) =>
      (await ok<{ rows: Array<{ id: number }> }>(t, '/stockReceipt/pageList', { keyword, pageSize: 50 }, admin.token)).rows.map((r) => receiptOf.get(r.id)).sort();
    expect(await receipts('50%')).toEqual(['泵50%']);
    expect(await receipts('a_b')).toEqual(['阀a_b']);
    expect(await receipts(':\\x')).toEqual(['C:\\x']);
  });
});
