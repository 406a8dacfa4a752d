import { DataScope, Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { addEquipment } from '../equipment/support';
import { ALL, addOrder, detail, equipmentType, member, ok, uniq, world, type Order, type World } from './support';

const R = Permission.workOrderRule;
interface Rule { id: number; name: string; sort: number; enabled: boolean; handler_ids: number[] }
interface Preview { rule_id: number | null; rule_name: string | null; pool_id: number | null; pool_name: string | null; pool_member_names: string[]; handler_ids: number[]; handler_names: string[]; person_in_charge_id: number | null }

/** Assignment rules (issue 13 item 6): matching by each condition, order, preview, applying at add, checked references, scope. */
describe(`work-order assignment rules (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let english: Actor;
  let h: Actor[];
  let pumpType: number;
  let pumpInB: number;
  let otherPool: number;
  let otherPoolName: string;
  const r: Record<'byType' | 'bySite' | 'byPump' | 'everything' | 'byAreaA', Rule> = {} as never;

  const addRule = (body: Record<string, unknown>) => ok<Rule>(t, '/workOrderRule/add', { name: uniq('rule'), sort: 100, ...body }, w.admin);
  const preview = (body: Record<string, unknown>, who: Actor = w.admin) => ok<Preview>(t, '/workOrderRule/preview', { type_id: w.repair, priority: 3, ...body }, who);
  const matched = async (body: Record<string, unknown>) => (await preview(body)).rule_id;
  const ruleCount = async () => (await ok<{ total: number }>(t, '/workOrderRule/pageList', {}, w.admin)).total;
  const body = (rule: Rule, extra: Record<string, unknown>) => ({ id: rule.id, name: rule.name, sort: rule.sort, handler_ids: rule.handler_ids, ...extra });
  const orderCount = async () => (await ok<{ total: number }>(t, '/workOrder/pageList', {}, w.admin)).total;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    english = await member(t, w, [...ALL, R.list, R.edit], { lang: 'en_US' });
    h = [];
    for (let i = 0; i < 5; i++) h.push(await member(t, w, ALL));
    pumpType = await equipmentType(t, w.admin);
    pumpInB = (await addEquipment(t, w.admin.token, { position_id: w.places.areaB, type_id: pumpType })).id;
    otherPoolName = uniq('pool');
    otherPool = (await ok<{ id: number }>(t, '/workOrderPool/add', { name: otherPoolName, member_ids: [h[1]!.userId, h[0]!.userId] }, w.admin)).id;
    r.byType = await addRule({ sort: 10, type_ids: [w.inspect], handler_ids: [h[0]!.userId] });
    r.bySite = await addRule({ sort: 20, location_id: w.places.site, priorities: [1], handler_ids: [h[1]!.userId] });
    r.byPump = await addRule({ sort: 30, equipment_type_ids: [pumpType], pool_id: otherPool, person_in_charge_id: h[2]!.userId });
    r.everything = await addRule({ sort: 5, enabled: false, handler_ids: [h[3]!.userId] });
    r.byAreaA = await addRule({ sort: 40, location_id: w.places.areaA, handler_ids: [h[4]!.userId] });
  }, 120_000);
  afterAll(() => t?.close());

  it('matches by type, location subtree, equipment type and priority; no match means nobody', async () => {
    expect(await matched({ type_id: w.inspect })).toBe(r.byType.id);
    expect(await matched({ priority: 1, location_id: w.places.areaA })).toBe(r.bySite.id);
    expect(await matched({ priority: 1, equipment_id: w.equipmentB })).toBe(r.bySite.id);
    expect(await matched({ equipment_id: pumpInB })).toBe(r.byPump.id);
    expect(await matched({ location_id: w.places.areaA })).toBe(r.byAreaA.id);
    expect(await matched({ location_id: w.places.site })).toBeNull();
    expect(await preview({ location_id: w.places.areaB })).toEqual({
      rule_id: null, rule_name: null, pool_id: null, pool_name: null, pool_member_names: [], handler_ids: [], handler_names: [], person_in_charge_id: null, person_in_charge_name: null,
    });
    const shown = await preview({ equipment_id: pumpInB });
    expect([shown.rule_name, shown.pool_id, shown.person_in_charge_id]).toEqual([r.byPump.name, otherPool, h[2]!.userId]);
    // The pool by its name and its people by theirs (members in id order), not by ids.
    expect([shown.pool_name, shown.pool_member_names]).toEqual([otherPoolName, [h[0]!.account, h[1]!.account]]);
    expect((await preview({ location_id: w.places.areaA })).pool_member_names).toEqual([]);
    expect((await preview({ location_id: w.places.areaA })).handler_names).toEqual([h[4]!.account]);
  });

  it('takes the first enabled rule by order; disabled rules are ignored', async () => {
    const draft = { priority: 1, location_id: w.places.areaA };
    expect(await matched(draft)).toBe(r.bySite.id);
    await ok(t, '/workOrderRule/update', body(r.byAreaA, { sort: 15, location_id: w.places.areaA }), w.admin);
    expect(await matched(draft)).toBe(r.byAreaA.id);
    await ok(t, '/workOrderRule/update', body(r.byAreaA, { sort: 40, location_id: w.places.areaA }), w.admin);
    await ok(t, '/workOrderRule/enable', { id: r.everything.id, enabled: true }, w.admin);
    expect(await matched(draft)).toBe(r.everything.id);
    expect(await matched({ location_id: w.places.areaB })).toBe(r.everything.id);
    await ok(t, '/workOrderRule/enable', { id: r.everything.id, enabled: false }, w.admin);
    expect(await matched(draft)).toBe(r.bySite.id);
  });

  it('the preview writes nothing', async () => {
    const [orders, rules] = [await orderCount(), await ruleCount()];
    const log = async () => (await ok<{ total: number }>(t, '/log/pageList', { business_no: 'workOrderRule', data_id: r.byAreaA.id }, w.admin)).total;
    const logged = await log();
    await preview({ location_id: w.places.areaA });
    await preview({ type_id: w.inspect });
    expect([await orderCount(), await ruleCount()]).toEqual([orders, rules]);
    expect(await log()).toBe(logged);
  });

  it('an order added without handlers gets the rule’s, and the timeline names the rule', async () => {
    const o = await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId, location_id: w.places.areaA });
    expect([o.status, o.handler_ids]).toEqual(['toAccept', [h[4]!.userId]]);
    const seen = await detail(t, w.admin, o.id);
    const line = seen.timeline.find((e) => e.changes.includes('assignmentRule'));
    expect(line?.note).toBe(`#${r.byAreaA.id} ${r.byAreaA.name}`);

    const byPump = await addOrder(t, w.admin, { type_id: w.repair, equipment_id: pumpInB });
    expect([byPump.status, byPump.handler_ids, byPump.person_in_charge_id]).toEqual(['toAssign', [], h[2]!.userId]);
    expect((await ok<{ pool_id: number }>(t, '/workOrder/detail', { id: byPump.id }, w.admin)).pool_id).toBe(otherPool);

    const own = await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId, location_id: w.places.areaA, handler_ids: [w.admin.userId] });
    expect(own.handler_ids).toEqual([w.admin.userId]);
    expect((await detail(t, w.admin, own.id)).timeline.some((e) => e.changes.includes('assignmentRule'))).toBe(false);

    const none: Order = await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId, location_id: w.places.areaB });
    expect([none.status, none.handler_ids]).toEqual(['toAssign', []]);
  });

  it('refuses rules naming another enterprise’s pool or user, or without an outcome, in both languages, writing nothing', async () => {
    const other = await newEnterprise(t);
    const theirPool = (await ok<{ id: number }>(t, '/workOrderPool/add', { name: uniq('pool') }, other.admin)).id;
    const before = await ruleCount();
    for (const body of [{ pool_id: theirPool }, { handler_ids: [other.admin.userId] }, { person_in_charge_id: other.admin.userId }, { pool_id: 999999 }]) {
      const res = await t.post('/workOrderRule/add', { name: 'x', sort: 1, ...body }, w.admin.token);
      expect([res.status, res.body.msg]).toEqual([404, '信息不存在']);
    }
    const zh = await t.post('/workOrderRule/add', { name: 'x', sort: 1 }, w.admin.token);
    expect([zh.status, zh.body.msg]).toEqual([422, '规则须指定工单池、处理人或负责人之一']);
    const en = await t.post('/workOrderRule/add', { name: 'x', sort: 1 }, english.token);
    expect([en.status, en.body.msg]).toEqual([422, 'A rule must name a pool, handlers or a person in charge']);
    const bad = await t.post('/workOrderRule/add', { name: 'x', sort: 'first', priorities: [9], handler_ids: [w.admin.userId] }, w.admin.token);
    expect(bad.status).toBe(422);
    expect((await t.post('/workOrderRule/detail', { id: r.byType.id }, other.admin.token)).status).toBe(404);
    expect((await t.post('/workOrderRule/update', body(r.byType, { name: 'stolen' }), other.admin.token)).status).toBe(404);
    expect(await ruleCount()).toBe(before);
  });

  it('a location-limited user sees and manages only rules of their subtree', async () => {
    const inA = await member(t, w, [...ALL, R.list, R.edit], { scopes: { [DataScope.location]: [w.places.areaA] } });
    const rows = (await ok<{ rows: Rule[] }>(t, '/workOrderRule/pageList', { pageSize: 100 }, inA)).rows.map((x) => x.id);
    expect(rows).toEqual([r.byAreaA.id]);
    expect((await t.post('/workOrderRule/detail', { id: r.bySite.id }, inA.token)).status).toBe(404);
    expect((await t.post('/workOrderRule/enable', { id: r.bySite.id, enabled: false }, inA.token)).status).toBe(404);
    expect((await t.post('/workOrderRule/add', { name: 'b', sort: 1, location_id: w.places.areaB, handler_ids: [inA.userId] }, inA.token)).status).toBe(404);
    const everywhere = await t.post('/workOrderRule/add', { name: 'all', sort: 1, handler_ids: [inA.userId] }, inA.token);
    expect(everywhere.status).toBe(422);
    expect((await t.post('/workOrderRule/preview', { type_id: w.repair, priority: 3, location_id: w.places.areaB }, inA.token)).status).toBe(404);
    const mine = await ok<Rule>(t, '/workOrderRule/add', { name: uniq('a'), sort: 99, location_id: w.places.areaA, handler_ids: [inA.userId] }, inA);
    expect(mine.handler_ids).toEqual([inA.userId]);
    await ok(t, '/workOrderRule/delete', { id: mine.id }, inA);
    const noRules = await member(t, w, ALL);
    expect((await t.post('/workOrderRule/add', { name: 'n', sort: 1, handler_ids: [noRules.userId] }, noRules.token)).status).toBe(403);
  });
});
