import { DataScope } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { LEVELS, P, act, addOrder, member, ok, world, type Order, type World } from './support';

const ids = (rows: Array<{ id: number }>): number[] => rows.map((r) => r.id).sort((a, b) => a - b);

/** Data permissions of work orders (issue 13 item 13): location and work-order-type scopes, plus the caller's own. */
describe(`data scope of work orders (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let inA: Actor;
  let repairOnly: Actor;
  const o: Record<'aRepair' | 'bRepair' | 'aInspect' | 'bInspectOwn' | 'noPlace', Order> = {} as never;

  const list = async (who: Actor, body: object = {}) => ids((await ok<{ rows: Order[] }>(t, '/workOrder/pageList', { pageSize: 100, ...body }, who)).rows);

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    const work = [P.list, P.add, P.edit, P.dispatch, P.handle, P.review];
    inA = await member(t, w, work, { scopes: { [DataScope.location]: [w.places.areaA] } });
    repairOnly = await member(t, w, work, { scopes: { [DataScope.workOrderType]: [w.repair] } });
    const add = (type: number, location: number | null, extra: object = {}) =>
      addOrder(t, w.admin, { type_id: type, person_in_charge_id: w.admin.userId, ...(location ? { location_id: location } : {}), ...extra });
    o.aRepair = await add(w.repair, w.places.areaA);
    o.bRepair = await add(w.repair, w.places.areaB);
    o.aInspect = await add(w.inspect, w.places.areaA);
    o.bInspectOwn = await add(w.inspect, w.places.areaB, { handler_ids: [inA.userId, repairOnly.userId] });
    o.noPlace = await add(w.inspect, null);
  });
  afterAll(() => t?.close());

  it('lists what the scopes cover (a location includes its subtree), plus the caller’s own orders', async () => {
    expect(await list(inA)).toEqual(ids([o.aRepair, o.aInspect, o.bInspectOwn]));
    expect(await list(repairOnly)).toEqual(ids([o.aRepair, o.bRepair, o.bInspectOwn]));
    expect(await list(w.admin)).toEqual(ids(Object.values(o)));
    const atSite = await member(t, w, [P.list], { scopes: { [DataScope.location]: [w.places.site] } });
    expect(await list(atSite)).toEqual(ids([o.aRepair, o.bRepair, o.aInspect, o.bInspectOwn]));
    const both = await member(t, w, [P.list], { scopes: { [DataScope.location]: [w.places.areaA], [DataScope.workOrderType]: [w.inspect] } });
    expect(await list(both)).toEqual(ids([o.aInspect]));
    expect((await ok<{ total: number }>(t, '/workOrder/pageList', {}, inA)).total).toBe(3);
  });

  it('an order outside the scope is "not found" to detail, update, act and its change log', async () => {
    for (const [path, body] of [
      ['/workOrder/detail', { id: o.bRepair.id }],
      ['/workOrder/act', { id: o.bRepair.id, version: 1, action: 'assign', handler_ids: [inA.userId] }],
      ['/workOrder/update', { id: o.bRepair.id, version: 1, title: 'x', type_id: w.repair, priority: 1, person_in_charge_id: inA.userId, location_id: w.places.areaA }],
      ['/log/pageList', { business_no: 'workOrder', data_id: o.bRepair.id }],
    ] as const) {
      const res = await t.post(path, body, inA.token);
      expect([path, res.status, res.body.msg]).toEqual([path, 404, '信息不存在']);
    }
    expect((await ok<Order>(t, '/workOrder/detail', { id: o.bRepair.id }, w.admin)).version).toBe(1);
    expect((await ok<{ total: number }>(t, '/log/pageList', { business_no: 'workOrder', data_id: o.bRepair.id }, w.admin)).total).toBe(1);
    expect((await t.post('/workOrder/detail', { id: o.aRepair.id }, inA.token)).status).toBe(200);
  });

  it('the caller’s own order is theirs to see and act on whatever their scope', async () => {
    expect((await t.post('/workOrder/detail', { id: o.bInspectOwn.id }, inA.token)).status).toBe(200);
    const accepted = await act(t, inA, o.bInspectOwn, 'accept');
    expect([accepted.status, (accepted.body.content as Order).status]).toEqual([200, 'toRepair']);
  });

  it('another enterprise’s order is "not found" to every route', async () => {
    const other = await newEnterprise(t);
    const type = await ok<{ id: number }>(t, '/workOrderType/add', { code: 'X', name: 'X', levels: LEVELS }, other.admin);
    const foreign = await ok<Order>(t, '/workOrder/add', { title: 'x', priority: 1, type_id: type.id, person_in_charge_id: other.admin.userId }, other.admin);
    for (const [path, body] of [
      ['/workOrder/detail', { id: foreign.id }],
      ['/workOrder/act', { id: foreign.id, version: 1, action: 'cancel', note: 'x' }],
      ['/workOrder/batchAssign', { ids: [foreign.id], handler_ids: [w.admin.userId] }],
      ['/workOrderType/detail', { id: type.id }],
    ] as const) {
      expect([path, (await t.post(path, body, w.admin.token)).status]).toEqual([path, 404]);
    }
    expect((await ok<Order>(t, '/workOrder/detail', { id: foreign.id }, other.admin)).status).toBe('toAssign');
  });

  it('nobody creates an order they could not then see', async () => {
    const base = { title: 'x', priority: 1, person_in_charge_id: inA.userId };
    expect((await t.post('/workOrder/add', { ...base, type_id: w.repair, location_id: w.places.areaB }, inA.token)).status).toBe(404);
    expect((await t.post('/workOrder/add', { ...base, type_id: w.repair, equipment_id: w.equipmentB }, inA.token)).status).toBe(404);
    const nowhere = await t.post('/workOrder/add', { ...base, type_id: w.repair }, inA.token);
    expect([nowhere.status, nowhere.body.msg]).toEqual([422, expect.stringContaining('不能创建或移到您无权查看的范围')]);
    expect((await t.post('/workOrder/add', { ...base, type_id: w.inspect, location_id: w.places.areaA }, repairOnly.token)).status).toBe(404);
    expect((await t.post('/workOrder/add', { ...base, type_id: w.repair, equipment_id: w.equipmentA }, inA.token)).status).toBe(200);
  });

  it('a type-limited user sees only their types in the type list and the role editor’s dimension', async () => {
    expect(ids((await ok<{ rows: Array<{ id: number }> }>(t, '/workOrderType/pageList', {}, repairOnly)).rows)).toEqual([w.repair]);
    const dims = await ok<Array<{ dimension: string; nodes: Array<{ id: number }> }>>(t, '/role/scopeDimensions', {}, w.admin);
    expect(ids(dims.find((d) => d.dimension === DataScope.workOrderType)?.nodes ?? [])).toEqual([w.repair, w.inspect].sort((a, b) => a - b));
  });
});
