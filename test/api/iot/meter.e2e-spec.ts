import { Permission } from '@gengyun/contracts';
import { DeviceCredentialService } from '@gengyun/core';
import { IotSeeder } from '@gengyun/iot';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { newPlaces } from '../../support/builders/places';

const count = async (t: TestApp, table: string): Promise<number> => Number((await t.db.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

describe(`meters (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let enterpriseId: number;
  let code: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, enterpriseId, code } = await newEnterprise(t));
  });
  afterAll(() => t.close());

  it('adds a meter with a device login shown once, lists, details, updates and deletes it', async () => {
    const { areaA } = await newPlaces(t, admin.token);
    const res = await t.post('/meter/add', { meter_code: 'FM-100', name: '总进水', meter_type: 'flowmeter', location_id: areaA, offline_after_seconds: 60 }, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('设备密码只显示这一次，请妥善保存');
    const { meter, credential } = res.body.content;
    expect(meter).toMatchObject({ meter_code: 'FM-100', meter_type: 'flowmeter', enabled: true, status: 'never', location_id: areaA, offline_after_seconds: 60, enterprise_id: enterpriseId });
    expect(credential.topic).toBe(`gy/${code}/flowmeter/FM-100`);
    expect(await t.app.get(DeviceCredentialService).verify(credential.username, credential.password)).not.toBeNull();
    const detail = (await t.post('/meter/detail', { id: meter.id }, admin.token)).body.content;
    expect(detail).toMatchObject({ id: meter.id, credential_username: credential.username });
    expect(JSON.stringify(detail)).not.toContain(credential.password);
    expect(detail.quantities.map((q: { key: string }) => q.key)).toEqual(['instant_flow', 'cumulative', 'pressure']);
    expect((await t.post('/meter/pageList', { keyword: 'FM-1', meter_type: 'flowmeter' }, admin.token)).body.content.total).toBe(1);

    const dup = await t.post('/meter/add', { meter_code: 'FM-100', name: 'x', meter_type: 'water' }, admin.token);
    expect(dup.status).toBe(409);
    expect(dup.body.content.key).toBe('iot.meter.errors.codeTaken');

    const updated = await t.post('/meter/update', { id: meter.id, name: '总进水2', enabled: false }, admin.token);
    expect(updated.body.content).toMatchObject({ name: '总进水2', enabled: false, location_id: null, offline_after_seconds: 60 });
    expect(await t.app.get(DeviceCredentialService).verify(credential.username, credential.password)).toBeNull();
    expect((await t.post('/meter/enabledList', {}, admin.token)).body.content.map((m: { id: number }) => m.id)).not.toContain(meter.id);
    expect((await t.post('/meter/update', { id: meter.id, name: 'x', meter_type: 'pm' }, admin.token)).status).toBe(422);

    expect((await t.post('/meter/delete', { id: meter.id }, admin.token)).status).toBe(200);
    expect((await t.post('/meter/detail', { id: meter.id }, admin.token)).status).toBe(404);
  });

  it('refuses bad input, missing permissions and other enterprises, changing nothing', async () => {
    const before = await count(t, 'meter');
    expect((await t.post('/meter/add', { meter_code: 'bad code/+', name: 'x', meter_type: 'flowmeter' }, admin.token)).status).toBe(422);
    expect((await t.post('/meter/add', { meter_code: 'OK-1', name: 'x', meter_type: 'steam' }, admin.token)).status).toBe(422);
    const reader = await newUser(t, enterpriseId, { permissions: [Permission.meter.list] });
    expect((await t.post('/meter/add', { meter_code: 'OK-1', name: 'x', meter_type: 'pm' }, reader.token)).status).toBe(403);
    expect(await count(t, 'meter')).toBe(before);
    const { meter } = (await t.post('/meter/add', { meter_code: 'WQ-9', name: 'w', meter_type: 'water' }, admin.token)).body.content;
    const other = await newEnterprise(t);
    for (const path of ['/meter/detail', '/meter/delete', '/meter/rotateCredential']) {
      expect((await t.post(path, { id: meter.id }, other.admin.token)).status).toBe(404);
    }
    expect((await t.post('/meter/update', { id: meter.id, name: 'stolen' }, other.admin.token)).status).toBe(404);
    expect((await t.post('/meter/latest', { ids: [meter.id] }, other.admin.token)).body.content).toEqual([]);
    expect((await t.post('/monitor/snapshot', {}, other.admin.token)).body.content.counts.total).toBe(0);
    expect((await t.post('/meter/detail', { id: meter.id }, admin.token)).body.content.name).toBe('w');
    expect((await t.post('/deadLetter/pageList', {}, reader.token)).status).toBe(403);
  });

  it('serves the quantity catalogue and seeds demo meters and menus idempotently', async () => {
    const catalogue = (await t.post('/meter/quantities', {}, admin.token)).body.content;
    expect(Object.keys(catalogue).sort()).toEqual(['air', 'flowmeter', 'pm', 'power', 'water']);
    expect(catalogue.power.find((q: { key: string }) => q.key === 'energy')).toMatchObject({ unit: 'kWh', decimals: 2 });
    const demo = await newEnterprise(t);
    const seeder = t.app.get(IotSeeder);
    await seeder.seed({ enterpriseId: demo.enterpriseId, enterpriseCode: demo.code, adminUserId: demo.admin.userId });
    await seeder.seed({ enterpriseId: demo.enterpriseId, enterpriseCode: demo.code, adminUserId: demo.admin.userId });
    const page = (await t.post('/meter/pageList', { pageSize: 50 }, demo.admin.token)).body.content;
    expect(page.total).toBe(10);
    expect(new Set(page.rows.map((m: { meter_type: string }) => m.meter_type))).toEqual(new Set(['flowmeter', 'water', 'air', 'pm', 'power']));
    const routes: Array<{ route: string }> = await t.db.query("SELECT route FROM menu WHERE lang_key LIKE 'menu.iot%' AND route IS NOT NULL");
    expect(routes.map((r) => r.route).sort()).toEqual(['eqpt/monitor', 'iot/store', 'monitor', 'watch/flowmeter']);
  });
});
