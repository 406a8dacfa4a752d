import { DataScope } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { ALL, addPart, addWarehouse, member, ok, putIn, type Part, type Warehouse, type World, world } from './support';

interface ByPart {
  part_id: number;
  spare_part_code: string;
  bom_type: number | null;
  on_hand: number;
  reserved: number;
  available: number;
  places: number;
}
interface ByType {
  bom_type: number | null;
  parts: number;
  on_hand: number;
  available: number;
}

/** The storekeeper's workspace (issue 15 item 2): stock by part and parts by type, per warehouse, in the warehouse scope. */
describe(`inventory workspace: stock by part and parts by type (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let main: Warehouse;
  let site: Warehouse;
  let bearing: Part;
  let seal: Part;
  let loose: Part;
  let other: Actor;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    other = (await newEnterprise(t)).admin;
    [main, site] = [await addWarehouse(t, w.admin), await addWarehouse(t, w.admin)];
    bearing = await addPart(t, w.admin, { bom_type: 1 });
    seal = await addPart(t, w.admin, { bom_type: 2 });
    loose = await addPart(t, w.admin);
    const line = (part: Part, quantity: number, bin?: number, batch?: string) => ({ part_id: part.id, quantity, unit_price: '2.00', ...(bin && { bin_id: bin }), ...(batch && { batch_no: batch }) });
    for (const res of [
      await putIn(t, w.admin, main, [line(bearing, 4, main.bins[0]!.id), line(bearing, 6, main.bins[1]!.id), line(seal, 3), line(loose, 1)]),
      await putIn(t, w.admin, site, [line(bearing, 5), line(seal, 2, site.bins[0]!.id, 'B1')]),
    ]) {
      expect(res.status).toBe(200);
    }
  });
  afterAll(() => t?.close());

  const byPart = (who: Actor, body: Record<string, unknown>) => ok<{ rows: ByPart[]; total: number }>(t, '/stock/byPart', { pageSize: 100, ...body }, who);
  const byType = (who: Actor, body: Record<string, unknown>) => ok<ByType[]>(t, '/stock/byType', body, who);
  const mine = (rows: ByPart[]) => rows.filter((r) => [bearing.id, seal.id, loose.id].includes(r.part_id));

  it('sums a part over its bins and batches in one warehouse, or over all the caller’s warehouses', async () => {
    const inMain = await byPart(w.admin, { warehouse_id: main.id });
    expect(inMain.total).toBe(3);
    expect(inMain.rows.map((r) => [r.part_id, r.on_hand, r.available, r.places])).toEqual(
      [
        [bearing.id, 10, 10, 2],
        [seal.id, 3, 3, 1],
        [loose.id, 1, 1, 1],
      ].sort((a, b) => String([bearing, seal, loose].find((p) => p.id === a[0])!.spare_part_code).localeCompare(String([bearing, seal, loose].find((p) => p.id === b[0])!.spare_part_code))),
    );
    const everywhere = mine((await byPart(w.admin, {})).rows);
    expect(everywhere.find((r) => r.part_id === bearing.id)).toMatchObject({ on_hand: 15, places: 3, bom_type: 1 });
    expect(everywhere.find((r) => r.part_id === seal.id)).toMatchObject({ on_hand: 5, places: 2, bom_type: 2 });
    const byKeyword = await byPart(w.admin, { warehouse_id: main.id, keyword: seal.spare_part_code });
    expect(byKeyword.rows.map((r) => r.part_id)).toEqual([seal.id]);
  });

  it('groups a warehouse’s stock by BOM type (0 asks for the parts without a type), and filters stock by type', async () => {
    const types = await byType(w.admin, { warehouse_id: main.id });
    expect(types.map((r) => [r.bom_type, r.parts, r.on_hand])).toEqual([
      [null, 1, 1],
      [1, 1, 10],
      [2, 1, 3],
    ]);
    expect((await byPart(w.admin, { warehouse_id: main.id, bom_type: 1 })).rows.map((r) => r.part_id)).toEqual([bearing.id]);
    expect((await byPart(w.admin, { warehouse_id: main.id, bom_type: 0 })).rows.map((r) => r.part_id)).toEqual([loose.id]);
    const places = await ok<{ rows: Array<{ part_id: number; warehouse_id: number }> }>(t, '/stock/pageList', { warehouse_id: site.id, bom_type: 2 }, w.admin);
    expect(places.rows.map((r) => [r.part_id, r.warehouse_id])).toEqual([[seal.id, site.id]]);
  });

  it('keeps to the warehouse scope: a storekeeper of one warehouse sees only its stock; another warehouse is "not found"', async () => {
    const keeper = await member(t, w, ALL, { scopes: { [DataScope.warehouse]: [site.id] } });
    expect(mine((await byPart(keeper, {})).rows).map((r) => [r.part_id, r.on_hand])).toEqual(
      expect.arrayContaining([
        [bearing.id, 5],
        [seal.id, 2],
      ]),
    );
    expect(mine((await byPart(keeper, {})).rows)).toHaveLength(2);
    expect((await byType(keeper, {})).map((r) => r.bom_type)).toEqual([1, 2]);
    for (const path of ['/stock/byPart', '/stock/byType']) {
      expect((await t.post(path, { warehouse_id: main.id }, keeper.token)).status).toBe(404);
      expect((await t.post(path, { warehouse_id: main.id }, other.token)).status).toBe(404);
    }
    expect((await t.post('/stock/byPart', { bom_type: -1 }, w.admin.token)).status).toBe(422);
  });

  it('the stock list filtered to "no bin" holds only the places kept without a bin, in the caller’s warehouses', async () => {
    const noBin = async (who: Actor, body: Record<string, unknown>) =>
      (await ok<{ rows: Array<{ part_id: number; warehouse_id: number; bin_id: number | null; on_hand: number }> }>(t, '/stock/pageList', { pageSize: 100, no_bin: true, ...body }, who)).rows.map((r) => [r.part_id, r.warehouse_id, r.bin_id, r.on_hand]);
    expect((await noBin(w.admin, { warehouse_id: main.id })).sort()).toEqual([[seal.id, main.id, null, 3], [loose.id, main.id, null, 1]].sort());
    expect((await noBin(w.admin, {})).sort()).toEqual([[seal.id, main.id, null, 3], [loose.id, main.id, null, 1], [bearing.id, site.id, null, 5]].sort());
    const keeper = await member(t, w, ALL, { scopes: { [DataScope.warehouse]: [site.id] } });
    expect(await noBin(keeper, {})).toEqual([[bearing.id, site.id, null, 5]]);
    expect(await noBin(other, {})).toEqual([]);
  });
});
