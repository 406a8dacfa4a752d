import { DataScope } from '@gengyun/contracts';
import { BusinessError, EventBus, type AuthContext } from '@gengyun/core';
import { systemContext } from '@gengyun/identity';
import { WorkOrderService, type WorkOrderAddDto } from '@gengyun/work-orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { addEquipment } from '../equipment/support';
import { fromTable, queriesDuring } from '../maintenance/support';
import { LEVELS, equipmentType, ok, uniq, world, type World } from './support';
import { addTemplate, fixture } from './workflow-support';

/** Tables `addMany` reads an order's references from: none of them read more often for a larger batch. */
const REFERENCES = ['work_order_type', 'work_order_type_level', 'work_order_type_field', 'user', 'work_order_pool', 'workflow_template', 'workflow_template_version', 'work_order_rule', 'asset_position', 'equipment'];

/** A batch of adds (plan generation's) reads each reference its orders share once, and still refuses as a whole. */
describe(`work orders added in a batch: reads (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let type: number;
  let pieces: number[];

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    const template = await addTemplate(t, w.admin, 'two_step_flow', fixture('two-step-flow.bpmn'));
    type = (await ok<{ id: number }>(t, '/workOrderType/add', { code: uniq('B'), name: '保养', levels: LEVELS, default_pool_id: w.pool, default_template_id: template.id }, w.admin)).id;
    const kind = await equipmentType(t, w.admin);
    pieces = [];
    for (let i = 0; i < 8; i += 1) pieces.push((await addEquipment(t, w.admin.token, { position_id: i % 2 ? w.places.areaB : w.places.areaA, type_id: kind })).id);
    // A rule that matches: the batch's drafts are read too (their equipment, the location tree, the rule's people).
    await ok(t, '/workOrderRule/add', { name: uniq('rule'), sort: 1, location_id: w.places.site, type_ids: [type], handler_ids: [w.admin.userId] }, w.admin);
  }, 180_000);
  afterAll(() => t?.close());

  const items = (equipmentIds: number[], title = uniq('批量')) =>
    equipmentIds.map((equipment_id) => ({
      form: { title, type_id: type, priority: 3, person_in_charge_id: w.admin.userId, pool_id: w.pool, equipment_id, source: 'plan', source_id: 1 } as WorkOrderAddDto,
    }));
  const written = async (title: string) => Number((await t.db.query<Array<{ n: number }>>('SELECT COUNT(*) AS n FROM work_order WHERE title = ?', [title]))[0]!.n);
  const count = (sql: string[], table: string) => sql.filter((q) => fromTable(table).test(q)).length;

  it('reads the type, the person, the pool and the template as often for eight orders as for two, and the equipment with one query', async () => {
    const orders = t.app.get(WorkOrderService);
    const ctx = systemContext(w.enterpriseId);
    const small = await queriesDuring(t, () => orders.addMany(ctx, items(pieces.slice(0, 2))));
    await t.app.get(EventBus).settled();
    const large = await queriesDuring(t, () => orders.addMany(ctx, items(pieces)));
    await t.app.get(EventBus).settled();
    expect(REFERENCES.map((table) => [table, count(large, table)])).toEqual(REFERENCES.map((table) => [table, count(small, table)]));
    expect(count(large, 'equipment')).toBe(1);
    expect(count(large, 'work_order_type')).toBe(1);
    expect(count(large, 'workflow_template')).toBe(1);
    expect(count(large, 'workflow_template_version')).toBe(1);
    // Each order still gets what its own add would give it: the rule's handler, the template's run, its own place.
    const rows = await t.db.query<Array<{ equipment_id: number; location_id: number; template_version_id: number | null; status: string }>>(
      `SELECT equipment_id, location_id, template_version_id, status FROM work_order WHERE type_id = ? ORDER BY id DESC LIMIT 8`, [type],
    );
    expect(rows.map((r) => Number(r.equipment_id)).sort((a, b) => a - b)).toEqual([...pieces].sort((a, b) => a - b));
    expect(rows.map((r) => Number(r.location_id))).toEqual(rows.map((r) => (pieces.indexOf(Number(r.equipment_id)) % 2 ? w.places.areaB : w.places.areaA)));
    expect(new Set(rows.map((r) => r.template_version_id)).size).toBe(1);
    expect(rows[0]!.template_version_id).not.toBeNull();
  });

  it('refuses the whole batch when one order names equipment that does not exist', async () => {
    const title = uniq('未知设备');
    const batch = items([pieces[0]!, 999_999_999, pieces[2]!], title);
    await expect(t.app.get(WorkOrderService).addMany(systemContext(w.enterpriseId), batch)).rejects.toMatchObject({ status: 404 });
    expect(await written(title)).toBe(0);
  });

  it('refuses the whole batch when one order names equipment outside the caller\'s scope, as its own add would', async () => {
    const scopedCtx: AuthContext = { ...systemContext(w.enterpriseId), userId: w.admin.userId, isAdmin: false, scopes: { [DataScope.location]: [w.places.areaA] } };
    const inA = pieces.filter((_, i) => i % 2 === 0);
    const mixed = uniq('越权');
    const error = await t.app.get(WorkOrderService).addMany(scopedCtx, items([...inA, pieces[1]!], mixed)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect(await written(mixed)).toBe(0);
    const alone = await t.app.get(WorkOrderService).add(scopedCtx, items([pieces[1]!], uniq('越权'))[0]!.form).catch((e: unknown) => e);
    expect([(alone as BusinessError).status, (alone as BusinessError).key]).toEqual([(error as BusinessError).status, (error as BusinessError).key]);
    // The same batch within the scope is made.
    const fine = uniq('范围内');
    await t.app.get(WorkOrderService).addMany(scopedCtx, items(inA, fine));
    expect(await written(fine)).toBe(inA.length);
  });
});
