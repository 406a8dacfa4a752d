import { DataScope, Permission } from '@gengyun/contracts';
import { EventBus } from '@gengyun/core';
import { AlarmLifecycleService } from '@gengyun/alarms';
import { AlarmBridgeService } from '../../../libs/work-orders/src/alarm-bridge/alarm-bridge.service';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { PushListeners } from '../../support/push-listener';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { count, feed, newMeter } from '../../alarms/alarm-fixtures';
import { ALL, act, detail, member, ok, world, type Order, type World } from './support';

interface Prefill {
  title: string;
  description: string;
  equipment_id: number | null;
  location_id: number | null;
  source: string;
  source_id: number;
  alarm: { id: number; rule_name: string; severity: number };
  open_order: { id: number; code: string } | null;
}
type Rule = { id: number; name: string; quantity: string; condition: 'high'; threshold: number; severity: number };
type Bridged = Order & { source: string; source_id: number; equipment_id: number | null; title: string; description: string };

/** The alarm → work-order bridge (issue 13 item 9), on SQLite and MariaDB. */
describe(`alarm → work-order bridge (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let meter: { id: number; code: string };
  let outside: { id: number; code: string };
  let inA: Actor;
  let other: Actor;
  let t0 = Date.now() - 3_600_000;

  const at = () => (t0 += 1000);
  const src = (m: { id: number; code: string }) => ({ enterpriseId: w.enterpriseId, meterId: m.id, meterCode: m.code });
  const addRule = async (m: { id: number }, body: object = {}): Promise<Rule> =>
    ok<Rule>(t, '/alarmRule/add', { name: `High flow ${m.id}-${t0}`, meter_id: m.id, quantity: 'instant_flow', condition: 'high', threshold: 100, deadband: 0, severity: 4, notify_sms: false, ...body }, w.admin);
  /** Raises the rule's alarm on the meter through the evaluator (a breach), answers its id. */
  const breach = async (m: { id: number; code: string }, rule: Rule): Promise<number> => {
    await feed(t, src(m), [[at(), { instant_flow: 150 }]]);
    return Number((await t.db.query(`SELECT id FROM alarm WHERE rule_id = ${rule.id} ORDER BY id DESC`))[0].id);
  };
  const recover = (m: { id: number; code: string }) => feed(t, src(m), [[at(), { instant_flow: 20 }]]);
  const fromAlarm = (who: Actor, alarm_id: number, extra: object = {}) =>
    t.post('/workOrder/fromAlarm', { alarm_id, type_id: w.repair, priority: 2, person_in_charge_id: w.admin.userId, ...extra }, who.token);
  const ordersOf = (alarmId: number) => count(t, `SELECT COUNT(*) AS n FROM work_order WHERE source = 'alarm' AND source_id = ${alarmId}`);

  beforeAll(async () => {
    t = await startTestApp();
    // Sockets (the clearing note's push) need the app on a port.
    await t.app.listen(0, '127.0.0.1');
    w = await world(t);
    meter = await newMeter(t, w.enterpriseId);
    outside = await newMeter(t, w.enterpriseId);
    // The meter measures equipment A (area A); the other meter sits in area B without equipment.
    await t.db.query(`UPDATE meter SET equipment_id = ${w.equipmentA}, location_id = ${w.places.areaA} WHERE id = ${meter.id}`);
    await t.db.query(`UPDATE meter SET location_id = ${w.places.areaB} WHERE id = ${outside.id}`);
    inA = await member(t, w, [...ALL, Permission.alarm.list], { scopes: { [DataScope.location]: [w.places.areaA] } });
    other = (await newEnterprise(t)).admin;
  });
  afterAll(() => t?.close());

  it('prefills a repair order from an alarm: its equipment, location, rule, meter, value and time', async () => {
    const rule = await addRule(meter);
    const alarmId = await breach(meter, rule);
    const prefill = await ok<Prefill>(t, '/workOrder/alarmPrefill', { alarm_id: alarmId }, w.admin);
    expect(prefill).toMatchObject({ equipment_id: w.equipmentA, location_id: w.places.areaA, source: 'alarm', source_id: alarmId, alarm: { id: alarmId, rule_name: rule.name, severity: 4 }, open_order: null });
    expect(prefill.title).toContain(rule.name);
    expect(prefill.description).toContain(meter.code);
    expect(prefill.description).toContain('150');

    const order = await ok<Bridged>(t, '/workOrder/fromAlarm', { alarm_id: alarmId, type_id: w.repair, priority: 2, person_in_charge_id: w.admin.userId }, w.admin);
    expect(order).toMatchObject({ source: 'alarm', source_id: alarmId, equipment_id: w.equipmentA, location_id: w.places.areaA, title: prefill.title, description: prefill.description, status: 'toAssign' });
    expect((await ok<{ work_order_id: number }>(t, '/alarm/detail', { id: alarmId }, w.admin)).work_order_id).toBe(order.id);
    const history = await ok<{ rows: Array<{ remark: Array<{ key: string; params?: unknown[] }> }> }>(t, '/alarm/history', { id: alarmId }, w.admin);
    expect(history.rows.flatMap((r) => r.remark)).toContainEqual({ key: 'workOrder.alarm.audit.opened', params: [order.code] });
    expect((await ok<Prefill>(t, '/workOrder/alarmPrefill', { alarm_id: alarmId }, w.admin)).open_order).toMatchObject({ id: order.id, code: order.code });
  });

  it('refuses a second open order for the alarm, naming the open one, in both languages; once it ends, another may be opened', async () => {
    const rule = await addRule(meter);
    const alarmId = await breach(meter, rule);
    const first = await ok<Bridged>(t, '/workOrder/fromAlarm', { alarm_id: alarmId, type_id: w.repair, priority: 2, person_in_charge_id: w.admin.userId }, w.admin);
    const again = await fromAlarm(w.admin, alarmId);
    expect([again.status, again.body.msg]).toEqual([409, `该告警已有未结束的工单 ${first.code}`]);
    const english = await member(t, w, ALL, { lang: 'en_US' });
    expect((await fromAlarm(english, alarmId)).body.msg).toBe(`This alarm already has an open work order: ${first.code}`);
    expect(await ordersOf(alarmId)).toBe(1);

    expect((await act(t, w.admin, first, 'cancel', { note: '误报' })).status).toBe(200);
    await t.app.get(EventBus).settled();
    const second = await ok<Bridged>(t, '/workOrder/fromAlarm', { alarm_id: alarmId, type_id: w.repair, priority: 2, person_in_charge_id: w.admin.userId }, w.admin);
    const listed = await ok<{ rows: Array<{ id: number }>; open_order: { id: number } | null }>(t, '/workOrder/ofAlarm', { alarm_id: alarmId }, w.admin);
    expect(listed.rows.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(listed.open_order?.id).toBe(second.id);
  });

  it('checks the alarm and every reference: another enterprise, outside the scope, unknown ids, bad bodies — nothing written', async () => {
    const rule = await addRule(outside);
    const alarmId = await breach(outside, rule);
    const before = await count(t, 'SELECT COUNT(*) AS n FROM work_order');
    expect((await fromAlarm(other, alarmId, { type_id: w.repair, person_in_charge_id: other.userId })).status).toBe(404);
    expect((await t.post('/workOrder/alarmPrefill', { alarm_id: alarmId }, other.token)).status).toBe(404);
    // A user of area A cannot see the alarm of a meter in area B.
    expect((await fromAlarm(inA, alarmId)).status).toBe(404);
    expect((await t.post('/workOrder/ofAlarm', { alarm_id: alarmId }, inA.token)).status).toBe(404);
    expect((await fromAlarm(w.admin, 99_999_999)).status).toBe(404);
    expect((await fromAlarm(w.admin, alarmId, { type_id: 99_999_999 })).status).toBe(404);
    expect((await fromAlarm(w.admin, alarmId, { person_in_charge_id: 99_999_999 })).status).toBe(404);
    const noPerson = await fromAlarm(w.admin, alarmId, { person_in_charge_id: undefined });
    expect(noPerson.status).toBe(422);
    expect((await t.post('/workOrder/fromAlarm', { alarm_id: 'x', type_id: w.repair, priority: 9 }, w.admin.token)).status).toBe(422);
    const viewer = await member(t, w, [Permission.workOrder.list]);
    expect((await fromAlarm(viewer, alarmId)).status).toBe(403);
    expect(await count(t, 'SELECT COUNT(*) AS n FROM work_order')).toBe(before);
    expect(await count(t, `SELECT COUNT(*) AS n FROM work_order_alarm WHERE alarm_id = ${alarmId}`)).toBe(0);
    // The scoped user opens one for an alarm in their area.
    const mine = await breach(meter, await addRule(meter));
    const opened = await fromAlarm(inA, mine);
    expect(opened.status).toBe(200);
    // Someone limited to another work-order type sees the alarm but not its repair order, nor the order's alarm panel.
    const inspectOnly = await member(t, w, [...ALL, Permission.alarm.list], { scopes: { [DataScope.workOrderType]: [w.inspect] } });
    expect((await ok<{ rows: unknown[] }>(t, '/workOrder/ofAlarm', { alarm_id: mine }, inspectOnly)).rows).toEqual([]);
    expect((await t.post('/workOrder/alarmPanel', { id: opened.body.content.id }, inspectOnly.token)).status).toBe(404);
    expect((await ok<{ rows: Array<{ id: number }> }>(t, '/workOrder/ofAlarm', { alarm_id: mine }, inA)).rows.map((r) => r.id)).toEqual([opened.body.content.id]);
  });

  it('a rule with "open a work order" opens one order when its alarm is raised; a rule without opens none', async () => {
    const refused = await t.post('/alarmRule/add', { name: 'x', meter_id: meter.id, quantity: 'instant_flow', condition: 'high', threshold: 100, severity: 3, open_work_order: true, work_order_type_id: w.repair }, w.admin.token);
    expect([refused.status, refused.body.msg]).toEqual([422, '开启"自动开立工单"时须填写工单类型、优先级和负责人']);
    const otherType = (await ok<{ id: number }>(t, '/workOrderType/add', { code: `X${t0}`, name: 'x', levels: [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: 10, completion_minutes: 60 })) }, other)).id;
    const foreign = await t.post('/alarmRule/add', { name: 'x', meter_id: meter.id, quantity: 'instant_flow', condition: 'high', threshold: 100, severity: 3, open_work_order: true, work_order_type_id: otherType, work_order_priority: 1, work_order_person_id: w.admin.userId }, w.admin.token);
    expect(foreign.status).toBe(404);

    const off = await addRule(meter);
    const offAlarm = await breach(meter, off);
    expect(await ordersOf(offAlarm)).toBe(0);

    const on = await addRule(meter, { open_work_order: true, work_order_type_id: w.repair, work_order_priority: 3, work_order_person_id: w.admin.userId });
    expect(on).toMatchObject({ open_work_order: true, work_order_type_id: w.repair, work_order_priority: 3, work_order_person_id: w.admin.userId });
    const alarmId = await breach(meter, on);
    await feed(t, src(meter), [[at(), { instant_flow: 170 }], [at(), { instant_flow: 180 }]]);
    expect(await ordersOf(alarmId)).toBe(1);
    const [row] = await t.db.query(`SELECT id FROM work_order WHERE source = 'alarm' AND source_id = ${alarmId}`);
    const order = await detail(t, w.admin, Number(row.id));
    expect(order).toMatchObject({ person_in_charge_id: w.admin.userId, type_id: w.repair, status: 'toAssign' });
    expect(order.timeline[0]).toMatchObject({ action: 'create', user_name: 'system' });
  });

  it('the clearing note is pushed on its own to those who see the order: its scope and its own people, nobody else', async () => {
    const inB = await member(t, w, [Permission.workOrder.list], { scopes: { [DataScope.location]: [w.places.areaB] } });
    const inCharge = await member(t, w, [Permission.workOrder.list], { scopes: { [DataScope.location]: [w.places.areaB] } });
    const rule = await addRule(meter, { open_work_order: true, work_order_type_id: w.repair, work_order_priority: 3, work_order_person_id: inCharge.userId });
    const pushes = new PushListeners(t, 'workOrder.noted');
    try {
      for (const [name, who] of Object.entries({ admin: w.admin, inA, inB, inCharge, other })) await pushes.listen(name, who.token);
      const alarmId = await breach(meter, rule);
      const [row] = await t.db.query(`SELECT id, code, version FROM work_order WHERE source = 'alarm' AND source_id = ${alarmId}`);
      await recover(meter);
      await t.app.get(EventBus).settled();
      const of = (name: string) => pushes.of(name).filter((n) => n.id === Number(row.id));
      await pushes.until(() => !!of('admin').length && !!of('inA').length && !!of('inCharge').length);
      const note = (await detail(t, w.admin, Number(row.id))).timeline.at(-1)?.note;
      for (const name of ['admin', 'inA', 'inCharge']) expect([name, of(name)]).toEqual([name, [{ id: Number(row.id), code: row.code, action: 'alarmCleared', note }]]);
      expect([of('inB'), of('other')]).toEqual([[], []]);
      // The order itself did not change.
      expect((await detail(t, w.admin, Number(row.id))).version).toBe(Number(row.version));
    } finally {
      pushes.close();
    }
  });

  it('clearing the alarm notes it on the open order, which the dispatcher may then close; the figures follow the moments', async () => {
    const rule = await addRule(meter, { open_work_order: true, work_order_type_id: w.repair, work_order_priority: 3, work_order_person_id: w.admin.userId });
    const alarmId = await breach(meter, rule);
    const [row] = await t.db.query(`SELECT id FROM work_order WHERE source = 'alarm' AND source_id = ${alarmId}`);
    const orderId = Number(row.id);
    expect((await t.post('/alarm/acknowledge', { id: alarmId }, w.admin.token)).status).toBe(200);
    await recover(meter);
    const order = await detail(t, w.admin, orderId);
    expect(order.timeline.map((e) => e.action)).toEqual(['create', 'alarmCleared']);
    expect(order.timeline[1]).toMatchObject({ from_status: 'toAssign', to_status: 'toAssign', user_name: 'system' });
    expect(order.timeline[1]?.note).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const panel = await ok<{ alarm: { id: number; status: string; raise_time: string; ack_time: string; clear_time: string }; times: Record<string, number | null> }>(t, '/workOrder/alarmPanel', { id: orderId }, w.admin);
    expect(panel.alarm).toMatchObject({ id: alarmId, status: 'cleared' });
    const { raise_time, ack_time, clear_time } = panel.alarm;
    expect(panel.times).toEqual({ to_acknowledge_ms: Date.parse(ack_time) - Date.parse(raise_time), to_restore_ms: Date.parse(clear_time) - Date.parse(raise_time), to_complete_ms: null });
    expect(panel.times.to_restore_ms).toBe(1000);
    const listed = await ok<{ times: Record<string, number | null> }>(t, '/workOrder/ofAlarm', { alarm_id: alarmId }, w.admin);
    expect(listed.times).toEqual(panel.times);

    // toAssign → close is not in the transition table: the existing rules refuse; once returned, close is allowed.
    expect((await act(t, w.admin, order, 'close')).status).toBe(422);
    const assigned = await ok<Order>(t, '/workOrder/act', { id: orderId, version: order.version, action: 'assign', handler_ids: [w.admin.userId] }, w.admin);
    const returned = await ok<Order>(t, '/workOrder/act', { id: orderId, version: assigned.version, action: 'giveBack', note: '告警已恢复' }, w.admin);
    expect((await act(t, w.admin, returned, 'close')).status).toBe(200);
    await t.app.get(EventBus).settled();
    expect(await count(t, `SELECT COUNT(*) AS n FROM work_order_alarm WHERE alarm_id = ${alarmId} AND open_alarm_id IS NOT NULL`)).toBe(0);

    // An order that merely says it came from an alarm (as /workOrder/add takes it) shows no alarm.
    const manual = await ok<Bridged>(t, '/workOrder/add', { title: '手工', type_id: w.repair, priority: 1, person_in_charge_id: w.admin.userId, source: 'alarm', source_id: alarmId }, w.admin);
    const refused = await t.post('/workOrder/alarmPanel', { id: manual.id }, w.admin.token);
    expect([refused.status, refused.body.msg]).toEqual([422, '该工单不是由告警开立的']);
    expect((await t.post('/workOrder/alarmPanel', { id: orderId }, other.token)).status).toBe(404);
  });

  it('a burst of raises and re-raises, judged at once as by several workers, opens exactly one order', async () => {
    const rule = await addRule(meter, { open_work_order: true, work_order_type_id: w.repair, work_order_priority: 1, work_order_person_id: w.admin.userId });
    const lifecycle = t.app.get(AlarmLifecycleService);
    const bridge = t.app.get(AlarmBridgeService);
    const raise = (value: number) => lifecycle.raise({ enterpriseId: w.enterpriseId, rule, meterId: meter.id, meterCode: meter.code, meterType: 'flowmeter', value, at: new Date(at()) });
    const raised = await Promise.all(Array.from({ length: 8 }, (_, i) => raise(120 + i)));
    const alarmId = raised[0]?.alarm.id as number;
    expect(new Set(raised.map((r) => r.alarm.id))).toEqual(new Set([alarmId]));
    // Each worker that judged a raise reacts to it: the openers race on the alarm's open slot.
    const opened = await Promise.all(Array.from({ length: 8 }, () => bridge.openByRule(w.enterpriseId, alarmId, rule.id)));
    await t.app.get(EventBus).settled();
    expect(await ordersOf(alarmId)).toBe(1);
    expect(opened.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(await count(t, `SELECT COUNT(*) AS n FROM work_order_alarm WHERE alarm_id = ${alarmId}`)).toBe(1);
    // The database itself refuses a second open order for the alarm, whichever process would write it.
    const now = new Date();
    const second = t.db.createQueryBuilder().insert().into('work_order_alarm').values({ enterprise_id: w.enterpriseId, create_time: now, update_time: now, alarm_id: alarmId, work_order_id: 999_999, open_alarm_id: alarmId, automatic: true }).execute();
    await expect(second).rejects.toThrow();
  });

  it('the same alarm opened by hand from many screens at once: one order, the others told its number', async () => {
    const alarmId = await breach(meter, await addRule(meter));
    const answers = await Promise.all(Array.from({ length: 6 }, () => fromAlarm(w.admin, alarmId)));
    const won = answers.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    const code = won[0]?.body.content.code as string;
    for (const lost of answers.filter((r) => r.status !== 200)) expect([lost.status, lost.body.msg]).toEqual([409, `该告警已有未结束的工单 ${code}`]);
    expect(await ordersOf(alarmId)).toBe(1);
  });
});
