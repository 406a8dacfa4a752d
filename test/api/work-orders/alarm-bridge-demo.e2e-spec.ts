import { seedDemo } from '../../../apps/api/src/seed';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { login } from '../../support/builders/identity';
import { count, feed } from '../../alarms/alarm-fixtures';

/** Demo data of the alarm bridge: the demo's pH rule opens a repair order (the demo feed's excursion trips it). */
describe(`alarm bridge demo data (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('seeds the alarm repair type once and sets the demo pH rule to open an order; a breach of it opens one', async () => {
    const demo = await seedDemo(t.app);
    await seedDemo(t.app);
    expect(await count(t, `SELECT COUNT(*) AS n FROM work_order_type WHERE enterprise_id = ${demo.enterpriseId} AND code = 'ALARM'`)).toBe(1);
    const admin = await login(t, 'admin', 'admin123');
    const rules = (await t.post('/alarmRule/pageList', { keyword: 'pH', pageSize: 50 }, admin.token)).body.content.rows as Array<{ id: number; name: string; open_work_order: boolean; work_order_person_id: number }>;
    const ph = rules.find((r) => r.name === 'pH 超标');
    expect(ph).toMatchObject({ open_work_order: true, work_order_person_id: demo.adminUserId });

    const [meter] = await t.db.query(`SELECT id, meter_code, equipment_id FROM meter WHERE enterprise_id = ${demo.enterpriseId} AND meter_code = 'WQ-001'`);
    await feed(t, { enterpriseId: demo.enterpriseId, meterId: Number(meter.id), meterCode: 'WQ-001', meterType: 'water' }, [[Date.now(), { ph: 9.6 }]]);
    const [alarm] = await t.db.query(`SELECT id FROM alarm WHERE enterprise_id = ${demo.enterpriseId} AND rule_id = ${ph?.id}`);
    const [order] = await t.db.query(`SELECT code, equipment_id, status FROM work_order WHERE source = 'alarm' AND source_id = ${alarm.id}`);
    expect(order).toMatchObject({ status: 'toAssign' });
    expect(Number(order.equipment_id)).toBe(Number(meter.equipment_id));
  });
});
