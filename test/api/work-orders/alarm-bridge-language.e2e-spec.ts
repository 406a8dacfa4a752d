import { Permission } from '@gengyun/contracts';
import { EventBus } from '@gengyun/core';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { feed, newMeter } from '../../alarms/alarm-fixtures';
import { ALL, detail, member, ok, world, type World } from './support';

type Text = { title: string; description: string };

/**
 * The orders an alarm opens — by hand or by its rule — are written in the enterprise's language (`site.language`),
 * whatever the language of whoever opens them (docs/decisions/work-orders-alarm-bridge.md).
 */
describe(`alarm orders in the enterprise's language (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let meter: { id: number; code: string };
  let chinese: Actor;
  let english: Actor;
  let t0 = Date.now() - 3_600_000;
  const at = () => (t0 += 1000);

  /** A rule on the meter, its alarm raised by a breach; answers the alarm's id and the rule's name. */
  const raise = async (body: object = {}): Promise<{ alarmId: number; rule: string }> => {
    const rule = await ok<{ id: number; name: string }>(t, '/alarmRule/add', { name: `Flow ${t0}`, meter_id: meter.id, quantity: 'instant_flow', condition: 'high', threshold: 100, deadband: 0, severity: 3, notify_sms: false, ...body }, w.admin);
    await feed(t, { enterpriseId: w.enterpriseId, meterId: meter.id, meterCode: meter.code }, [[at(), { instant_flow: 150 }]]);
    const alarmId = Number((await t.db.query(`SELECT id FROM alarm WHERE rule_id = ${rule.id} ORDER BY id DESC`))[0].id);
    await t.app.get(EventBus).settled();
    // Back below the threshold, so that the next rule's breach is an alarm of its own.
    await feed(t, { enterpriseId: w.enterpriseId, meterId: meter.id, meterCode: meter.code }, [[at(), { instant_flow: 20 }]]);
    return { alarmId, rule: rule.name };
  };
  const byHand = (who: Actor, alarmId: number) => ok<Text>(t, '/workOrder/fromAlarm', { alarm_id: alarmId, type_id: w.repair, priority: 2, person_in_charge_id: w.admin.userId }, who);
  const byRule = async (): Promise<Text & { rule: string }> => {
    const { alarmId, rule } = await raise({ open_work_order: true, work_order_type_id: w.repair, work_order_priority: 3, work_order_person_id: w.admin.userId });
    const [row] = await t.db.query(`SELECT id FROM work_order WHERE source = 'alarm' AND source_id = ${alarmId}`);
    return { ...(await detail(t, w.admin, Number(row.id))), rule } as unknown as Text & { rule: string };
  };
  const setLanguage = (value: string) => ok(t, '/systemConfig/update', { items: [{ key: 'site.language', value }] }, w.admin);

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    meter = await newMeter(t, w.enterpriseId);
    await t.db.query(`UPDATE meter SET equipment_id = ${w.equipmentA}, location_id = ${w.places.areaA} WHERE id = ${meter.id}`);
    chinese = await member(t, w, [...ALL, Permission.alarm.list], { lang: 'zh_CN' });
    english = await member(t, w, [...ALL, Permission.alarm.list], { lang: 'en_US' });
  });
  afterAll(() => t?.close());

  it('writes them in Chinese by default, even when an English reader opens one by hand', async () => {
    const { alarmId, rule } = await raise();
    const prefill = await ok<Text>(t, '/workOrder/alarmPrefill', { alarm_id: alarmId }, english);
    expect(prefill.title).toBe(`告警维修：${rule}（${meter.code}）`);
    const order = await byHand(english, alarmId);
    expect(order.title).toBe(`告警维修：${rule}（${meter.code}）`);
    expect(order.description.startsWith(`告警规则"${rule}"，仪表 ${meter.code}，`)).toBe(true);
    expect(order.description).toMatch(/（阈值 [\d.]+），告警时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const automatic = await byRule();
    expect(automatic.title).toBe(`告警维修：${automatic.rule}（${meter.code}）`);
    expect(automatic.description).toContain('告警规则');
  });

  it('writes them in English once the enterprise’s language is English, even when a Chinese reader opens one by hand', async () => {
    await setLanguage('en_US');
    try {
      const { alarmId, rule } = await raise();
      expect((await ok<Text>(t, '/workOrder/alarmPrefill', { alarm_id: alarmId }, chinese)).title).toBe(`Alarm repair: ${rule} (${meter.code})`);
      const order = await byHand(chinese, alarmId);
      expect(order.title).toBe(`Alarm repair: ${rule} (${meter.code})`);
      expect(order.description.startsWith(`Alarm rule "${rule}", meter ${meter.code}, `)).toBe(true);
      expect(order.description).toMatch(/ \(threshold [\d.]+\), raised at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const automatic = await byRule();
      expect(automatic.title).toBe(`Alarm repair: ${automatic.rule} (${meter.code})`);
      expect(automatic.description).toContain('Alarm rule');
    } finally {
      await setLanguage('zh_CN');
    }
  });

  it('refuses a language it does not know and keeps the one set', async () => {
    const res = await t.post('/systemConfig/update', { items: [{ key: 'site.language', value: 'fr_FR' }] }, w.admin.token);
    expect(res.status).toBe(422);
    const rows = await ok<Array<{ key: string; value: unknown }>>(t, '/systemConfig/list', { group: 'basic' }, w.admin);
    expect(rows.find((r) => r.key === 'site.language')?.value).toBe('zh_CN');
  });
});
