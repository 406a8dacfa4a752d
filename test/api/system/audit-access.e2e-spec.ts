import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataScope, Permission } from '@gengyun/contracts';
import { AuditOwners } from '@gengyun/core';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { newPlaces } from '../../support/builders/places';
import { feed } from '../../alarms/alarm-fixtures';
import { addEquipment, ok } from '../equipment/support';

interface LogPage {
  total: number;
  rows: Array<{ text: string; remark: Array<{ key: string; params?: unknown[] }> }>;
}

/**
 * Change logs (issue 11 item 4): reading an object's log needs the permission to view that kind of object and the
 * object within the caller's enterprise and data scope; personal data in remarks is masked for readers who may not
 * administer users.
 */
describe(`change log access (${testDbKind()})`, () => {
  let t: TestApp;
  let enterpriseId: number;
  let admin: Actor;
  let other: { enterpriseId: number; admin: Actor };
  let noRoles: Actor;
  let places: { site: number; areaA: number; areaB: number };
  let typeId: number;
  let inA: { id: number };
  let inB: { id: number };

  const log = (actor: Actor, business_no: string, data_id: number) => t.post('/log/pageList', { business_no, data_id, pageSize: 50 }, actor.token).set('Lang', 'en_US');
  const status = async (actor: Actor, business_no: string, data_id: number) => (await log(actor, business_no, data_id)).status;

  beforeAll(async () => {
    t = await startTestApp();
    ({ enterpriseId, admin } = await newEnterprise(t));
    other = await newEnterprise(t);
    noRoles = await newUser(t, enterpriseId, { lang: 'en_US' });
    places = await newPlaces(t, admin.token);
    typeId = (await ok<{ id: number }>(t, '/equipmentType/add', { name: '泵' }, admin.token)).id;
    inA = await addEquipment(t, admin.token, { asset_name: 'A区泵', type_id: typeId, position_id: places.areaA });
    inB = await addEquipment(t, admin.token, { asset_name: 'B区泵', type_id: typeId, position_id: places.areaB });
  });
  afterAll(() => t?.close());

  it('refuses a user without roles the logs of users, roles, meters and equipment (403)', async () => {
    const role = (await ok<{ id: number }>(t, '/role/add', { name: '巡检' }, admin.token)).id;
    const meter = (await ok<{ meter: { id: number } }>(t, '/meter/add', { meter_code: 'FM-LOG', name: '进水', meter_type: 'flowmeter', location_id: places.areaA }, admin.token)).meter.id;
    for (const [business, id] of [['user', admin.userId], ['role', role], ['meter', meter], ['equipment', inA.id], ['equipment', inB.id], ['assetPosition', places.areaA]] as const) {
      const res = await log(noRoles, business, id);
      expect({ business, status: res.status, msg: res.body.msg }).toEqual({ business, status: 403, msg: 'No permission' });
    }
    // …while who may list each kind reads it.
    const userAdmin = await newUser(t, enterpriseId, { permissions: [Permission.user.list, Permission.role.list, Permission.meter.list] });
    for (const [business, id] of [['user', noRoles.userId], ['role', role], ['meter', meter]] as const) expect(await status(userAdmin, business, id)).toBe(200);
  });

  it('refuses a business number no area registered', async () => {
    const res = await log(noRoles, 'customer', 1);
    expect({ status: res.status, msg: res.body.msg }).toEqual({ status: 422, msg: 'Unknown business type customer' });
  });

  it("answers 'not found' for an object outside the caller's scope, unknown, or of another enterprise", async () => {
    const areaA = await newUser(t, enterpriseId, { permissions: [Permission.equipment.list, Permission.assetPosition.list, Permission.meter.list], scopes: { [DataScope.location]: [places.areaA] } });
    expect(await status(areaA, 'equipment', inA.id)).toBe(200);
    expect(await status(areaA, 'equipment', inB.id)).toBe(404);
    expect(await status(areaA, 'assetPosition', places.areaA)).toBe(200);
    expect(await status(areaA, 'assetPosition', places.areaB)).toBe(404);
    expect(await status(areaA, 'equipment', 999_999)).toBe(404);
    expect(await status(other.admin, 'equipment', inA.id)).toBe(404);
    expect(await status(other.admin, 'user', admin.userId)).toBe(404);
    expect(await status(other.admin, 'systemConfig', enterpriseId)).toBe(404);
    expect(await status(admin, 'systemConfig', enterpriseId)).toBe(200);
    // The equipment screen's log tab reads under the same rule.
    expect((await t.post('/equipment/logs', { id: inB.id }, areaA.token)).status).toBe(404);
    expect((await t.post('/equipment/logs', { id: inA.id }, areaA.token)).status).toBe(200);
  });

  it('masks phone numbers, e-mail addresses and id numbers for readers who may not list users', async () => {
    const remark = '联系 13812345678 / li.lei@example.com，身份证 110101199003071234';
    await ok(t, '/equipment/update', { id: inA.id, remark }, admin.token);
    const masked = '联系 138****5678 / l***@example.com，身份证 1101**********1234';
    const viewer = await newUser(t, enterpriseId, { permissions: [Permission.equipment.list], lang: 'en_US' });
    const userAdmin = await newUser(t, enterpriseId, { permissions: [Permission.equipment.list, Permission.user.list], lang: 'en_US' });

    const seen = async (actor: Actor) => ((await log(actor, 'equipment', inA.id)).body.content as LogPage).rows[0]!;
    const hidden = await seen(viewer);
    expect(hidden.text).toBe(`Remark changed from "" to "${masked}"`);
    expect(hidden.remark[0]!.params).toEqual([{ key: 'equipment.ledger.fields.remark' }, '', masked]);
    expect((await seen(userAdmin)).text).toBe(`Remark changed from "" to "${remark}"`);
    expect((await seen(admin)).remark[0]!.params![2]).toBe(remark);
    const tab = (await ok<LogPage>(t, '/equipment/logs', { id: inA.id }, viewer.token)).rows[0]!;
    expect(tab.remark[0]!.params![2]).toBe(masked);
  });

  it('reads the alarm history under the same rule: permission, the meter’s scope, masked notes', async () => {
    const { meter } = await ok<{ meter: { id: number; meter_code: string } }>(t, '/meter/add', { meter_code: 'FM-ALARM', name: '出水', meter_type: 'flowmeter', location_id: places.areaB }, admin.token);
    await ok(t, '/alarmRule/add', { name: 'High flow', meter_id: meter.id, quantity: 'instant_flow', condition: 'high', threshold: 100, severity: 3 }, admin.token);
    await feed(t, { enterpriseId, meterId: meter.id, meterCode: meter.meter_code }, [[Date.now(), { instant_flow: 130 }]]);
    const alarm = (await ok<{ rows: Array<{ id: number }> }>(t, '/alarm/pageList', { meter_id: meter.id }, admin.token)).rows[0]!;
    await ok(t, '/alarm/acknowledge', { id: alarm.id, note: '已电话 13912345678' }, admin.token);

    const viewer = await newUser(t, enterpriseId, { permissions: [Permission.alarm.list] });
    const areaA = await newUser(t, enterpriseId, { permissions: [Permission.alarm.list], scopes: { [DataScope.location]: [places.areaA] } });
    const history = await ok<LogPage>(t, '/alarm/history', { id: alarm.id }, viewer.token);
    expect(history.rows[0]!.remark[0]!.params).toEqual(['已电话 139****5678']);
    expect((await ok<LogPage>(t, '/alarm/history', { id: alarm.id }, admin.token)).rows[0]!.remark[0]!.params).toEqual(['已电话 13912345678']);
    expect((await t.post('/alarm/history', { id: alarm.id }, areaA.token)).status).toBe(404);
    expect((await t.post('/alarm/history', { id: alarm.id }, other.admin.token)).status).toBe(404);
    expect(await status(viewer, 'alarm', alarm.id)).toBe(200);
    expect(await status(areaA, 'alarm', alarm.id)).toBe(404);
    expect(await status(noRoles, 'alarm', alarm.id)).toBe(403);
  });

  it('has an owner for every business number the areas record changes under', () => {
    const libs = join(__dirname, '..', '..', '..', 'libs');
    const recorded = new Set<string>();
    for (const area of readdirSync(libs).filter((a) => a !== 'core' && a !== 'contracts')) {
      const dir = join(libs, area, 'src');
      const files = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));
      const text = files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
      // Business numbers are written as literals in record() calls, as *_BUSINESS_NO / businessNo constants, or in BIZ.
      for (const m of text.matchAll(/\.record\([^,]+,\s*'([A-Za-z0-9_.-]+)'/g)) recorded.add(m[1]!);
      for (const m of text.matchAll(/(?:BUSINESS_NO|businessNo)\s*=\s*'([A-Za-z0-9_.-]+)'/g)) recorded.add(m[1]!);
      const biz = /export const BIZ = \{([^}]*)\}/.exec(text);
      for (const m of biz?.[1]!.matchAll(/:\s*'([A-Za-z0-9_.-]+)'/g) ?? []) recorded.add(m[1]!);
    }
    recorded.delete('exportTask'); // generated files (finished exports), not a business object with a change log
    recorded.delete('fileCopy'); // a conversion's file copies while unbound, adopted by the new object: no change log of their own
    expect(recorded.size).toBeGreaterThan(20);
    const registered = new Set(t.app.get(AuditOwners).registered());
    expect([...recorded].filter((b) => !registered.has(b)).sort()).toEqual([]);
  });
});
