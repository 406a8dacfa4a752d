import { DataScope, Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { newPlaces } from '../../support/builders/places';
import { ok } from '../equipment/support';

type Dimensions = Array<{ dimension: string; nodes: Array<{ id: number; parent_id: number | null; name: string }> }>;

/**
 * The role editor's data permissions (issue 12, item 3): `/role/scopeDimensions` names the dimensions the server
 * applies — those an area owns — with the nodes the caller may grant, by name; and what it shows, `/role/grant` takes.
 */
describe(`/role/scopeDimensions (${testDbKind()})`, () => {
  let t: TestApp;
  let enterpriseId: number;
  let admin: Actor;
  let places: { site: number; areaA: number; areaB: number };
  let types: { pump: number; centrifugal: number };
  let repair: number;
  let store: number;

  beforeAll(async () => {
    t = await startTestApp();
    ({ enterpriseId, admin } = await newEnterprise(t));
    places = await newPlaces(t, admin.token);
    const pump = (await ok<{ id: number }>(t, '/equipmentType/add', { name: '泵' }, admin.token)).id;
    types = { pump, centrifugal: (await ok<{ id: number }>(t, '/equipmentType/add', { name: '离心泵', parent_id: pump }, admin.token)).id };
    const levels = [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: 30, completion_minutes: 240 }));
    repair = (await ok<{ id: number }>(t, '/workOrderType/add', { code: 'REPAIR', name: '维修', levels }, admin.token)).id;
    store = (await ok<{ id: number }>(t, '/warehouse/add', { code: 'WH1', name: '备件库' }, admin.token)).id;
    const other = await newEnterprise(t);
    await newPlaces(t, other.admin.token);
    await ok(t, '/equipmentType/add', { name: '别家的类型' }, other.admin.token);
  });
  afterAll(() => t?.close());

  it('answers only the dimensions an area owns, with this enterprise’s locations and types by name and parent', async () => {
    const answer = await ok<Dimensions>(t, '/role/scopeDimensions', {}, admin.token);
    expect(answer.map((d) => d.dimension)).toEqual([DataScope.location, DataScope.equipmentType, DataScope.workOrderType, DataScope.warehouse]);
    const [locations, typeNodes, workOrderTypes, warehouses] = answer.map((d) => d.nodes);
    expect(workOrderTypes).toEqual([{ id: repair, parent_id: null, name: '维修' }]);
    expect(warehouses).toEqual([{ id: store, parent_id: null, name: expect.stringContaining('备件库') }]);
    expect(locations).toEqual([
      { id: places.site, parent_id: null, name: expect.stringMatching(/^厂区/) },
      { id: places.areaA, parent_id: places.site, name: expect.stringMatching(/^A区/) },
      { id: places.areaB, parent_id: places.site, name: expect.stringMatching(/^B区/) },
    ]);
    expect(typeNodes).toEqual([
      { id: types.pump, parent_id: null, name: '泵' },
      { id: types.centrifugal, parent_id: types.pump, name: '离心泵' },
    ]);
  });

  it("gives a data-limited granter their own scope's nodes only — no equipment permission needed — and /role/grant takes what it shows", async () => {
    const granter = await newUser(t, enterpriseId, { permissions: [Permission.role.list, Permission.role.grant], scopes: { [DataScope.location]: [places.areaA] } });
    const answer = await ok<Dimensions>(t, '/role/scopeDimensions', {}, granter.token);
    const nodes = Object.fromEntries(answer.map((d) => [d.dimension, d.nodes.map((n) => n.id)]));
    expect(nodes).toEqual({ [DataScope.location]: [places.areaA], [DataScope.equipmentType]: [types.pump, types.centrifugal], [DataScope.workOrderType]: [repair], [DataScope.warehouse]: [store] });
    const role = (await ok<{ id: number }>(t, '/role/add', { name: '巡检' }, admin.token)).id;
    expect((await t.post('/role/grant', { id: role, menuIds: [], scopes: nodes }, granter.token)).status).toBe(200);
    expect((await ok<{ scopes: object }>(t, '/role/detail', { id: role }, admin.token)).scopes).toEqual(nodes);
    // A dimension no area owns yet is refused, and leaves the grant as it was.
    expect((await t.post('/role/grant', { id: role, menuIds: [], scopes: { ...nodes, [DataScope.assetCategory]: [1] } }, admin.token)).status).toBe(404);
    expect((await ok<{ scopes: object }>(t, '/role/detail', { id: role }, admin.token)).scopes).toEqual(nodes);
  });

  it('needs permission to list roles', async () => {
    const user = await newUser(t, enterpriseId, { permissions: [Permission.equipment.list] });
    expect((await t.post('/role/scopeDimensions', {}, user.token)).status).toBe(403);
  });
});
