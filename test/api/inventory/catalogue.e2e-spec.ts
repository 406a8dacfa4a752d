import { DataScope, PartnerKind } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { newPlaces } from '../../support/builders/places';
import { addEquipment } from '../equipment/support';
import { ALL, P, addPart, addWarehouse, member, ok, uniq, world, type Part, type Warehouse, type World } from './support';

const ids = (rows: Array<{ id: number }>): number[] => rows.map((r) => r.id).sort((a, b) => a - b);

/** The parts catalogue and warehouses with bins (issue 15 items 1 and 2), with the warehouse data scope. */
describe(`inventory catalogue: parts and warehouses (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let refs: { manufacturer: number; supplier: number; type: number; otherType: number; model: number };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    const partner = async (path: string) => (await ok<{ id: number }>(t, path, { name: uniq('厂商') }, w.admin)).id;
    const type = (await ok<{ id: number }>(t, '/equipmentType/add', { name: uniq('泵') }, w.admin)).id;
    const otherType = (await ok<{ id: number }>(t, '/equipmentType/add', { name: uniq('阀') }, w.admin)).id;
    const model = (await ok<{ id: number }>(t, '/equipmentModel/add', { name: uniq('型号'), type_id: type }, w.admin)).id;
    refs = { manufacturer: await partner('/manufacturer/add'), supplier: await partner('/supplier/add'), type, otherType, model };
  });
  afterAll(() => t?.close());

  describe('spare parts', () => {
    it('adds a part with every field, its references named, and answers it in the list and the detail', async () => {
      const code = uniq('BRG-');
      const part = await addPart(t, w.admin, {
        spare_part_code: code,
        bom_type: 1,
        specification: '6204-2RS',
        price: 18.5,
        safety_stock_min: 5,
        safety_stock_max: 50,
        batch_tracking: true,
        manufacturer_id: refs.manufacturer,
        supplier_id: refs.supplier,
        equipment_type_ids: [refs.type],
        equipment_model_ids: [refs.model],
      });
      expect(part).toMatchObject({
        spare_part_code: code,
        bom_type: 1,
        price: '18.50',
        safety_stock_min: 5,
        safety_stock_max: 50,
        batch_tracking: true,
        manufacturer_id: refs.manufacturer,
        manufacturer_name: expect.any(String),
        supplier_name: expect.any(String),
        equipment_type_ids: [refs.type],
        equipment_model_ids: [refs.model],
        on_hand: 0,
        stock_in_state: 'notInStock',
        version: 1,
      });
      expect(await ok<Part>(t, '/sparePart/detail', { id: part.id }, w.admin)).toEqual(part);
      const found = await ok<{ rows: Part[] }>(t, '/sparePart/pageList', { keyword: code }, w.admin);
      expect(found.rows.map((r) => r.id)).toEqual([part.id]);
    });

    it('filters by type, supplier, fitted equipment type and model', async () => {
      const fitted = await addPart(t, w.admin, { bom_type: 3, supplier_id: refs.supplier, equipment_type_ids: [refs.otherType] });
      const plain = await addPart(t, w.admin, { bom_type: 4 });
      const list = async (filter: object) => ids((await ok<{ rows: Part[] }>(t, '/sparePart/pageList', { pageSize: 100, ...filter }, w.admin)).rows);
      expect(await list({ bom_type: 3 })).toEqual([fitted.id]);
      expect(await list({ equipment_type_id: refs.otherType })).toEqual([fitted.id]);
      expect(await list({ bom_type: 4 })).toEqual([plain.id]);
      expect(await list({ supplier_id: refs.supplier })).toContain(fitted.id);
      expect(await list({ supplier_id: refs.supplier })).not.toContain(plain.id);
      expect((await list({ equipment_model_id: refs.model })).length).toBeGreaterThan(0);
    });

    it('refuses a duplicated code, a bad price, min above max — and writes nothing', async () => {
      const code = uniq('DUP-');
      await addPart(t, w.admin, { spare_part_code: code });
      const dup = await t.post('/sparePart/add', { spare_part_code: code, name: 'x' }, w.admin.token);
      expect([dup.status, dup.body.msg]).toEqual([409, '存在重复值，请修改']);
      for (const price of ['12.345', 'abc', '-1', '1e3']) {
        const res = await t.post('/sparePart/add', { spare_part_code: uniq('P-'), name: 'x', price }, w.admin.token);
        expect([price, res.status, res.body.msg]).toEqual([price, 422, '价格格式错误']);
      }
      const english = await member(t, w, ALL, { lang: 'en_US' });
      const en = await t.post('/sparePart/add', { spare_part_code: uniq('P-'), name: 'x', price: '1.234' }, english.token);
      expect(en.body.msg).toBe('Price format error');
      const range = await t.post('/sparePart/add', { spare_part_code: uniq('P-'), name: 'x', safety_stock_min: 9, safety_stock_max: 3 }, w.admin.token);
      expect([range.status, range.body.msg]).toEqual([422, '安全库存下限不能大于上限']);
      const malformed = await t.post('/sparePart/add', { spare_part_code: uniq('P-'), name: 'x', safety_stock_min: 'many', colour: 'red' }, w.admin.token);
      expect(malformed.status).toBe(422);
      const badCode = await t.post('/sparePart/add', { spare_part_code: 'has space', name: 'x' }, w.admin.token);
      expect(badCode.status).toBe(422);
      expect((await ok<{ total: number }>(t, '/sparePart/pageList', { keyword: code }, w.admin)).total).toBe(1);
    });

    it('checks every referenced id: unknown option, another enterprise’s partner, a supplier given as manufacturer, a type outside the scope', async () => {
      const other = await newEnterprise(t);
      const foreignMaker = (await ok<{ id: number }>(t, '/manufacturer/add', { name: uniq('外') }, other.admin)).id;
      const foreignType = (await ok<{ id: number }>(t, '/equipmentType/add', { name: uniq('外') }, other.admin)).id;
      const typeLimited = await member(t, w, [...ALL, P.equipmentType.list], { scopes: { [DataScope.equipmentType]: [refs.type] } });
      const cases: Array<[Actor, Record<string, unknown>]> = [
        [w.admin, { bom_type: 99 }],
        [w.admin, { manufacturer_id: foreignMaker }],
        [w.admin, { manufacturer_id: refs.supplier }],
        [w.admin, { supplier_id: refs.manufacturer }],
        [w.admin, { equipment_type_ids: [foreignType] }],
        [w.admin, { equipment_model_ids: [999999] }],
        [typeLimited, { equipment_type_ids: [refs.otherType] }],
      ];
      for (const [who, body] of cases) {
        const code = uniq('REF-');
        const res = await t.post('/sparePart/add', { spare_part_code: code, name: 'x', ...body }, who.token);
        expect([body, res.status, res.body.msg]).toEqual([body, 404, '信息不存在']);
        expect((await ok<{ total: number }>(t, '/sparePart/pageList', { keyword: code }, w.admin)).total).toBe(0);
      }
      expect(PartnerKind.supplier).toBe(2);
    });

    it('updates at the version read; a stale version is refused and changes nothing', async () => {
      const part = await addPart(t, w.admin, { equipment_type_ids: [refs.type] });
      const body = { id: part.id, version: 1, spare_part_code: part.spare_part_code, name: '新名称', price: '9.9', equipment_type_ids: [refs.otherType] };
      const updated = await ok<Part>(t, '/sparePart/update', body, w.admin);
      expect(updated).toMatchObject({ name: '新名称', price: '9.90', version: 2, equipment_type_ids: [refs.otherType] });
      const stale = await t.post('/sparePart/update', { ...body, name: '旧版本' }, w.admin.token);
      expect([stale.status, stale.body.msg]).toEqual([409, '操作失败，请获取最新数据后重试']);
      expect((await ok<Part>(t, '/sparePart/detail', { id: part.id }, w.admin)).name).toBe('新名称');
      const log = await ok<{ rows: Array<{ remark: Array<{ key: string }> }> }>(t, '/log/pageList', { business_no: 'sparePart', data_id: part.id }, w.admin);
      expect(log.rows.map((r) => r.remark[0]?.key)).toEqual(['common.audit.updated', 'common.audit.created']);
    });

    it('another enterprise’s part is "not found"; a user without the permission is refused', async () => {
      const other = await newEnterprise(t);
      const foreign = await addPart(t, other.admin);
      for (const [path, body] of [
        ['/sparePart/detail', { id: foreign.id }],
        ['/sparePart/update', { id: foreign.id, version: 1, spare_part_code: 'X1', name: 'x' }],
        ['/sparePart/delete', { id: foreign.id }],
      ] as const) {
        expect([path, (await t.post(path, body, w.admin.token)).status]).toEqual([path, 404]);
      }
      expect((await ok<Part>(t, '/sparePart/detail', { id: foreign.id }, other.admin)).version).toBe(1);
      const reader = await member(t, w, [P.sparePart.list]);
      expect((await t.post('/sparePart/add', { spare_part_code: uniq('P-'), name: 'x' }, reader.token)).status).toBe(403);
      expect((await t.post('/sparePart/pageList', {}, reader.token)).status).toBe(200);
    });

    it('lists an equipment’s parts — installed on it, or suitable for its type — for those who may see the equipment', async () => {
      const places = await newPlaces(t, w.admin.token);
      const pump = await addEquipment(t, w.admin.token, { type_id: refs.type, position_id: places.areaA });
      const elsewhere = await addEquipment(t, w.admin.token, { type_id: refs.otherType, position_id: places.areaB });
      const installed = await addPart(t, w.admin, { equipment_ids: [pump.id] });
      const suitable = await addPart(t, w.admin, { equipment_type_ids: [refs.type] });
      const both = await addPart(t, w.admin, { equipment_ids: [pump.id], equipment_type_ids: [refs.type] });
      await addPart(t, w.admin, { equipment_ids: [elsewhere.id], equipment_type_ids: [refs.otherType] });
      expect(installed.equipment_ids).toEqual([pump.id]);
      const list = await ok<Array<Part & { installed: boolean; suitable: boolean }>>(t, '/sparePart/byEquipment', { equipment_id: pump.id }, w.admin);
      const byId = new Map(list.map((p) => [p.id, [p.installed, p.suitable]]));
      expect(byId.get(installed.id)).toEqual([true, false]);
      expect(byId.get(both.id)).toEqual([true, true]);
      expect(byId.get(suitable.id)).toEqual([false, true]);
      expect(list.every((p) => byId.has(p.id) && (p.installed || p.suitable))).toBe(true);
      const inA = await member(t, w, ALL, { scopes: { [DataScope.location]: [places.areaA] } });
      expect((await t.post('/sparePart/byEquipment', { equipment_id: elsewhere.id }, inA.token)).status).toBe(404);
      expect((await t.post('/sparePart/add', { spare_part_code: uniq('P-'), name: 'x', equipment_ids: [elsewhere.id] }, inA.token)).status).toBe(404);
      const other = await newEnterprise(t);
      expect((await t.post('/sparePart/byEquipment', { equipment_id: pump.id }, other.admin.token)).status).toBe(404);

      // Installations on equipment outside the caller's scope are neither shown to them nor changed by their edits.
      const shared = await addPart(t, w.admin, { equipment_ids: [pump.id, elsewhere.id] });
      expect(shared.installed_on).toEqual([
        { id: pump.id, asset_code: pump.asset_code, asset_name: expect.any(String) },
        { id: elsewhere.id, asset_code: elsewhere.asset_code, asset_name: expect.any(String) },
      ]);
      const seenByA = await ok<Part>(t, '/sparePart/detail', { id: shared.id }, inA);
      expect([seenByA.equipment_ids, (seenByA.installed_on as Array<{ id: number }>).map((e) => e.id)]).toEqual([[pump.id], [pump.id]]);
      await ok(t, '/sparePart/update', { id: shared.id, version: 1, spare_part_code: shared.spare_part_code, name: shared.name, equipment_ids: [] }, inA);
      expect((await ok<Part>(t, '/sparePart/detail', { id: shared.id }, w.admin)).equipment_ids).toEqual([elsewhere.id]);
    });

    it('deletes a part the ledger does not name', async () => {
      const part = await addPart(t, w.admin);
      expect((await t.post('/sparePart/delete', { id: part.id }, w.admin.token)).status).toBe(200);
      expect((await t.post('/sparePart/detail', { id: part.id }, w.admin.token)).status).toBe(404);
    });
  });

  describe('warehouses and bins', () => {
    it('adds a warehouse with a manager and bins; bins are kept, renamed, added and removed by the form', async () => {
      const keeper = await member(t, w);
      const wh = await addWarehouse(t, w.admin, { manager_id: keeper.userId, address: '一号厂房', bins: [{ code: 'A-01', name: '一层' }, { code: 'A-02' }] });
      expect(wh).toMatchObject({ manager_id: keeper.userId, manager_name: keeper.account, address: '一号厂房', version: 1 });
      expect(wh.bins.map((b) => b.code)).toEqual(['A-01', 'A-02']);
      const [a1, a2] = wh.bins as [Warehouse['bins'][number], Warehouse['bins'][number]];
      const updated = await ok<Warehouse>(t, '/warehouse/update', { id: wh.id, version: 1, code: wh.code, name: '备件库', bins: [{ id: a1.id, code: 'A-02' }, { id: a2.id, code: 'A-01' }, { code: 'B-01' }] }, w.admin);
      expect(updated.bins.map((b) => [b.id, b.code])).toEqual([[a2.id, 'A-01'], [a1.id, 'A-02'], [expect.any(Number), 'B-01']]);
      const dropped = await ok<Warehouse>(t, '/warehouse/update', { id: wh.id, version: 2, code: wh.code, name: '备件库', bins: [{ id: a1.id, code: 'A-02' }] }, w.admin);
      expect(dropped.bins.map((b) => b.id)).toEqual([a1.id]);
      const stale = await t.post('/warehouse/update', { id: wh.id, version: 2, code: wh.code, name: 'x' }, w.admin.token);
      expect(stale.status).toBe(409);
    });

    it('refuses a duplicated warehouse code, a bin code twice, an unknown manager or another warehouse’s bin', async () => {
      const wh = await addWarehouse(t, w.admin);
      const other = await addWarehouse(t, w.admin);
      expect((await t.post('/warehouse/add', { code: wh.code, name: 'x' }, w.admin.token)).status).toBe(409);
      expect((await t.post('/warehouse/add', { code: uniq('W'), name: 'x', bins: [{ code: 'X' }, { code: 'X' }] }, w.admin.token)).status).toBe(409);
      expect((await t.post('/warehouse/add', { code: uniq('W'), name: 'x', manager_id: 999999 }, w.admin.token)).status).toBe(404);
      const steal = await t.post('/warehouse/update', { id: wh.id, version: 1, code: wh.code, name: 'x', bins: [{ id: other.bins[0]?.id, code: 'Z' }] }, w.admin.token);
      expect(steal.status).toBe(404);
      expect((await ok<Warehouse>(t, '/warehouse/detail', { id: other.id }, w.admin)).bins.length).toBe(2);
    });

    it('a role limited to some warehouses sees those and the ones its user manages; nothing else exists for it', async () => {
      const granted = await addWarehouse(t, w.admin);
      const hidden = await addWarehouse(t, w.admin);
      const limited = await member(t, w, ALL, { scopes: { [DataScope.warehouse]: [granted.id] } });
      const managed = await addWarehouse(t, w.admin, { manager_id: limited.userId });
      const list = ids((await ok<{ rows: Warehouse[] }>(t, '/warehouse/pageList', { pageSize: 100 }, limited)).rows);
      expect(list).toEqual(ids([granted, managed]));
      expect((await t.post('/warehouse/detail', { id: hidden.id }, limited.token)).status).toBe(404);
      expect((await t.post('/warehouse/update', { id: hidden.id, version: 1, code: hidden.code, name: 'x' }, limited.token)).status).toBe(404);
      expect((await t.post('/warehouse/delete', { id: hidden.id }, limited.token)).status).toBe(404);
      expect((await t.post('/log/pageList', { business_no: 'warehouse', data_id: hidden.id }, limited.token)).status).toBe(404);
      expect((await ok<{ total: number }>(t, '/log/pageList', { business_no: 'warehouse', data_id: granted.id }, limited)).total).toBe(1);
      const unseen = await t.post('/warehouse/add', { code: uniq('W'), name: 'x' }, limited.token);
      expect([unseen.status, unseen.body.msg]).toEqual([422, expect.stringContaining('不能创建或移到您无权查看的范围')]);
      expect((await t.post('/warehouse/add', { code: uniq('W'), name: 'x', manager_id: limited.userId }, limited.token)).status).toBe(200);
      const all = ids((await ok<{ rows: Warehouse[] }>(t, '/warehouse/pageList', { pageSize: 100 }, w.admin)).rows);
      expect(all).toEqual(expect.arrayContaining([granted.id, hidden.id, managed.id]));
    });

    it('warehouses are a data dimension of the role editor; another enterprise’s warehouse cannot be granted', async () => {
      const wh = await addWarehouse(t, w.admin);
      const dims = await ok<Array<{ dimension: string; nodes: Array<{ id: number; name: string }> }>>(t, '/role/scopeDimensions', {}, w.admin);
      expect(dims.find((d) => d.dimension === DataScope.warehouse)?.nodes.map((n) => n.id)).toContain(wh.id);
      const other = await newEnterprise(t);
      const foreign = await addWarehouse(t, other.admin);
      const role = await ok<{ id: number }>(t, '/role/add', { name: uniq('库管') }, w.admin);
      const grant = await t.post('/role/grant', { id: role.id, menuIds: [], scopes: { [DataScope.warehouse]: [foreign.id] } }, w.admin.token);
      expect(grant.status).toBe(404);
      expect((await t.post('/role/grant', { id: role.id, menuIds: [], scopes: { [DataScope.warehouse]: [wh.id] } }, w.admin.token)).status).toBe(200);
    });

    it('another enterprise’s warehouse is "not found"', async () => {
      const other = await newEnterprise(t);
      const foreign = await addWarehouse(t, other.admin);
      expect((await t.post('/warehouse/detail', { id: foreign.id }, w.admin.token)).status).toBe(404);
      expect((await t.post('/warehouse/delete', { id: foreign.id }, w.admin.token)).status).toBe(404);
    });
  });
});
