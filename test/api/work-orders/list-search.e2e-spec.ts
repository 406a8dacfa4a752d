import { DataScope } from '@gengyun/contracts';
import { foldedFields } from '@gengyun/core';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { P, act, addOrder, member, ok, uniq, world, type Order, type World } from './support';

type ListPage = { rows: Array<Order & { title: string }>; total: number };

/**
 * The list's keyword search over the folded code and title, and a scoped caller's list read as the union of their
 * scope and their own orders (docs/performance.md, work orders): the same rows, order and totals as before.
 */
describe(`work-order list search and scoped paging (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let inA: Actor;
  const list = async (who: Actor, body: object = {}) => ok<ListPage>(t, '/workOrder/pageList', { pageSize: 100, ...body }, who);
  const ids = (page: ListPage) => page.rows.map((r) => r.id);
  const stored = async (id: number) => String((await t.db.query('SELECT search_text FROM work_order WHERE id = ?', [id]))[0].search_text);

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    inA = await member(t, w, [P.list, P.add, P.edit, P.handle], { scopes: { [DataScope.location]: [w.places.areaA] } });
  });
  afterAll(() => t?.close());

  it('keeps the folded code and title on add and edit, and finds them whatever the case or width', async () => {
    const order = await addOrder(t, w.admin, { title: 'ＰＵＭＰ泵 Leak', type_id: w.repair, person_in_charge_id: w.admin.userId });
    expect(await stored(order.id)).toBe(foldedFields(order.code, 'ＰＵＭＰ泵 Leak'));
    expect(ids(await list(w.admin, { keyword: 'pump泵' }))).toEqual([order.id]);
    expect(ids(await list(w.admin, { keyword: order.code.toLowerCase() }))).toEqual([order.id]);
    const edited = await ok<Order>(t, '/workOrder/update', { id: order.id, version: order.version, title: '阀门 Valve', type_id: w.repair, priority: 3, person_in_charge_id: w.admin.userId }, w.admin);
    expect(await stored(order.id)).toBe(foldedFields(order.code, '阀门 Valve'));
    expect((await list(w.admin, { keyword: 'pump' })).total).toBe(0);
    expect(ids(await list(w.admin, { keyword: 'VALVE', type_id: w.repair }))).toEqual([order.id]);
    // An action does not touch the title, and the text stays.
    await act(t, w.admin, edited, 'cancel', { note: '重复' });
    expect(await stored(order.id)).toBe(foldedFields(order.code, '阀门 Valve'));
  });

  it('never matches across the code and the title, and reads wildcards as text', async () => {
    const order = await addOrder(t, w.admin, { title: '冷却塔风机', type_id: w.repair, person_in_charge_id: w.admin.userId });
    expect((await list(w.admin, { keyword: `${order.code.slice(-2)}冷却` })).total).toBe(0);
    expect((await list(w.admin, { keyword: '冷却%风机' })).total).toBe(0);
    expect((await list(w.admin, { keyword: '冷却_风机' })).total).toBe(0);
    expect(ids(await list(w.admin, { keywordSearch: '塔风' }))).toEqual([order.id]);
  });

  it('pages a scoped caller’s scope and own orders as one list: newest first, each once, with the total', async () => {
    const mark = uniq('并集');
    const add = (location: number, extra: object = {}) =>
      addOrder(t, w.admin, { title: `${mark} 巡检`, type_id: w.inspect, person_in_charge_id: w.admin.userId, location_id: location, ...extra });
    // Interleaved, so that pages mix the union's parts: twelve the scoped user sees, two they do not.
    const kinds = {
      inScope: [w.places.areaA, {}],
      inScopeAndMine: [w.places.areaA, { person_in_charge_id: inA.userId }],
      inCharge: [w.places.areaB, { person_in_charge_id: inA.userId }],
      handling: [w.places.areaB, { handler_ids: [inA.userId] }],
      both: [w.places.areaB, { person_in_charge_id: inA.userId, handler_ids: [inA.userId, w.admin.userId] }],
      unseen: [w.places.areaB, {}],
    } as const;
    const made: Array<{ kind: keyof typeof kinds; id: number }> = [];
    for (const kind of ['inScope', 'inCharge', 'unseen', 'handling', 'both', 'inScopeAndMine', 'inScope', 'handling', 'inCharge', 'both', 'unseen', 'inScope', 'inCharge', 'handling'] as const) {
      const [location, extra] = kinds[kind];
      made.push({ kind, id: (await add(location, extra)).id });
    }
    const newest = (...of: Array<keyof typeof kinds>) => made.filter((m) => of.includes(m.kind)).map((m) => m.id).reverse();
    const expected = newest('inScope', 'inScopeAndMine', 'inCharge', 'handling', 'both');
    expect(expected).toHaveLength(12);

    const all = await list(inA, { keyword: mark });
    expect([all.total, ids(all)]).toEqual([12, expected]);
    const pages = [];
    for (const pageNumber of [1, 2, 3]) pages.push(await list(inA, { keyword: mark, pageNumber, pageSize: 10 }));
    expect(pages.map((p) => [p.total, ids(p)])).toEqual([
      [12, expected.slice(0, 10)],
      [12, expected.slice(10)],
      [12, []],
    ]);
    // Every filter applies to each part of the union.
    expect(ids(await list(inA, { keyword: mark, location_id: w.places.areaB }))).toEqual(newest('inCharge', 'handling', 'both'));
    expect(ids(await list(inA, { keyword: mark, status: ['toAccept'] }))).toEqual(newest('handling', 'both'));
    expect(ids(await list(inA, { keyword: mark, mine: true }))).toEqual(newest('inScopeAndMine', 'inCharge', 'handling', 'both'));
    // The admin, unscoped, sees the two others as well; a user scoped to another location and type sees none.
    expect((await list(w.admin, { keyword: mark })).total).toBe(14);
    const inB = await member(t, w, [P.list], { scopes: { [DataScope.location]: [w.places.areaB], [DataScope.workOrderType]: [w.repair] } });
    expect(await list(inB, { keyword: mark })).toEqual({ rows: [], total: 0 });
  });
});
