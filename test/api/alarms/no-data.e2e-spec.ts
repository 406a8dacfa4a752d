import { Permission } from '@gengyun/contracts';
import { EventBus } from '@gengyun/core';
import { AlarmEngine } from '../../../libs/alarms/src/engine/alarm-engine';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { count, feed, newMeter, sleep, until } from '../../alarms/alarm-fixtures';

/**
 * Issue 12 item 5: a "no data for N s" alarm fires N s after the last reading (±2 s), a meter that never reported is
 * judged from when its rule was enabled (whether or not other meters report), and the alarm carries no value.
 */
describe(`no-data alarms (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let viewer: Actor;
  let enterpriseId: number;
  const raisedAt = new Map<number, number>();

  beforeAll(async () => {
    t = await startTestApp();
    const ent = await newEnterprise(t);
    enterpriseId = ent.enterpriseId;
    admin = ent.admin;
    viewer = await newUser(t, enterpriseId, { permissions: [Permission.alarm.list], lang: 'en_US' });
    t.app.get(EventBus).on('alarm.raised', (e) => void (raisedAt.has(e.alarm.meterId) || raisedAt.set(e.alarm.meterId, Date.now())));
  });
  afterAll(() => t?.close());

  const noDataRule = async (meterId: number, seconds: number): Promise<{ id: number; enabledAt: number }> => {
    const res = await t.post('/alarmRule/add', { name: `Silent ${meterId}`, meter_id: meterId, condition: 'noData', no_data_seconds: seconds, severity: 2, notify_sms: false }, admin.token);
    expect(res.status).toBe(200);
    const [row] = await t.db.query(`SELECT enabled_at FROM alarm_rule WHERE id = ${res.body.content.id}`);
    return { id: res.body.content.id as number, enabledAt: Number(row.enabled_at) };
  };
  const alarmsOf = (meterId: number) => count(t, `SELECT COUNT(*) AS n FROM alarm WHERE meter_id = ${meterId}`);

  it('a meter that never reported is judged from when its rule was enabled, with no other meter reporting (controlled time)', async () => {
    // Nothing in this app has ever reported: before the fix the sweep only looked at enterprises whose meters reported.
    expect(await count(t, 'SELECT COUNT(*) AS n FROM meter_reading')).toBe(0);
    const meter = await newMeter(t, enterpriseId, 'power');
    const rule = await noDataRule(meter.id, 600);
    const engine = t.app.get(AlarmEngine);
    await engine.sweep(rule.enabledAt + 599_000);
    expect(await alarmsOf(meter.id)).toBe(0);
    await engine.sweep(rule.enabledAt + 600_000);
    expect(await alarmsOf(meter.id)).toBe(1);
    // judged again while it is open: still one alarm, raised once (no "triggered again")
    await engine.sweep(rule.enabledAt + 700_000);
    const [alarm] = await t.db.query(`SELECT id, count, first_value, last_value FROM alarm WHERE meter_id = ${meter.id}`);
    expect({ count: Number(alarm.count), first: alarm.first_value, last: alarm.last_value }).toEqual({ count: 1, first: null, last: null });
  });

  it('fires N s after the last reading (±2 s), not when the meter goes offline, and shows no value; data clears it', async () => {
    const meter = await newMeter(t, enterpriseId);
    await noDataRule(meter.id, 3);
    await sleep(1500);
    const last = Date.now();
    await feed(t, { enterpriseId, meterId: meter.id, meterCode: meter.code }, [[last, { instant_flow: 12 }]]);
    // offline is its own status: it no longer raises a no-data alarm early
    t.app.get(EventBus).emit('iot.meter.status', { enterpriseId, meterId: meter.id, scope: { location: null, equipment_type: null }, status: 'offline', at: new Date() });
    await until(() => raisedAt.has(meter.id), 8000);
    const after = (raisedAt.get(meter.id) as number) - last;
    expect(after).toBeGreaterThanOrEqual(3000 - 50);
    expect(after).toBeLessThanOrEqual(5000);

    const row = (await t.post('/alarm/pageList', { meter_id: meter.id }, viewer.token)).body.content.rows[0];
    expect(row).toMatchObject({ condition: 'noData', status: 'raised', first_value: null, last_value: null });
    const raised = (await t.post('/alarm/history', { id: row.id }, viewer.token)).body.content.rows;
    expect(raised.map((r: { text: string }) => r.text)).toEqual([`Rule "Silent ${meter.id}": meter ${meter.code} sent no data for 3 s; alarm raised`]);
    // the operator of what the system did is named in the reader's language
    expect(raised[0].create_user_name).toBe('System');

    await feed(t, { enterpriseId, meterId: meter.id, meterCode: meter.code }, [[Date.now(), { instant_flow: 42 }]]);
    const cleared = (await t.post('/alarm/detail', { id: row.id }, viewer.token)).body.content;
    expect(cleared).toMatchObject({ status: 'cleared', clear_mode: 'auto', last_value: null });
    const history = (await t.post('/alarm/history', { id: row.id }, admin.token)).body.content.rows;
    expect(history[0]).toMatchObject({ create_user_name: '系统', text: '仪表恢复上报数据，报警自动消除' });
  });

  it('a meter that never reported raises N s after its rule is enabled (±2 s), in real time', async () => {
    const meter = await newMeter(t, enterpriseId);
    const before = Date.now();
    const rule = await noDataRule(meter.id, 2);
    await until(() => raisedAt.has(meter.id), 6000);
    const after = (raisedAt.get(meter.id) as number) - rule.enabledAt;
    expect(rule.enabledAt).toBeGreaterThanOrEqual(before);
    expect(after).toBeGreaterThanOrEqual(2000 - 50);
    expect(after).toBeLessThanOrEqual(4000);
  });
});
