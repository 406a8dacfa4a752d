import { EquipmentSeeder } from '@gengyun/equipment';
import { IdentitySeeder } from '@gengyun/identity';
import { startTestApp, type TestApp } from '../../support/test-app';
import { login } from '../../support/builders/identity';
import { ok } from './support';

describe('equipment demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates locations with a floor plan, types, models and 32 placed equipment, idempotently, with menu entries', async () => {
    const ctx = await t.app.get(IdentitySeeder).seedDemo();
    await t.app.get(EquipmentSeeder).seed(ctx);
    const counts = async () => (await Promise.all(['equipment', 'asset_position', 'equipment_type', 'equipment_model', 'equipment_partner', 'file_info'].map(async (table) => Number((await t.db.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n))));
    const first = await counts();
    expect(first.slice(0, 5)).toEqual([32, 7, 6, 7, 2]);
    await t.app.get(EquipmentSeeder).seed(ctx);
    expect(await counts()).toEqual(first);
    const { token } = await login(t, 'admin', 'admin123');
    const markers = await ok<{ rows: unknown[]; total: number; truncated: boolean }>(t, '/equipment/mapMarkers', { mode: 'map' }, token);
    expect([markers.rows.length, markers.total, markers.truncated]).toEqual([32, 32, false]);
    // A data directory seeded before the particulate monitors existed gets them on its next start; once it has them,
    // one deleted by hand stays deleted.
    await t.db.query("DELETE FROM equipment WHERE asset_code IN ('EQ0031', 'EQ0032')");
    await t.db.query("DELETE FROM equipment_model WHERE name = 'β射线颗粒物监测仪 BPM-10'");
    await t.db.query("DELETE FROM equipment_type WHERE name = '颗粒物监测仪'");
    await t.app.get(EquipmentSeeder).seed(ctx);
    expect(await counts()).toEqual(first);
    await t.db.query("DELETE FROM equipment WHERE asset_code = 'EQ0032'");
    await t.app.get(EquipmentSeeder).seed(ctx);
    expect((await counts())[0]).toBe(31);
    const menu = await ok<{ data: Array<{ langkey: string; children: Array<{ route: string }> }> }>(t, '/getMenuList', {}, token);
    expect(menu.data.find((m) => m.langkey === 'menu.eqpt')?.children.map((c) => c.route)).toEqual(expect.arrayContaining(['eqpt/list', 'eqpt/map', 'eqpt/io', 'eqpt/type', 'eqpt/model']));
  });

  it('opens the demo enterprise’s maps on the demo plant, and leaves a centre the enterprise chose alone', async () => {
    const ctx = await t.app.get(IdentitySeeder).seedDemo();
    await t.app.get(EquipmentSeeder).seed(ctx);
    const { token } = await login(t, 'admin', 'admin123');
    const plant = await t.db.query("SELECT lat, lng FROM asset_position WHERE code = 'P01'");
    const site = async () => (await ok<{ map: { center: [number, number]; zoom: number } }>(t, '/site/settings', {}, token)).map;
    expect(await site()).toEqual({ center: [Number(plant[0].lat), Number(plant[0].lng)], zoom: 16 });
    await ok(t, '/systemConfig/update', { items: [{ key: 'map.center', value: { lat: 31.23, lng: 121.47, zoom: 12 } }] }, token);
    await t.app.get(EquipmentSeeder).seed(ctx);
    expect(await site()).toEqual({ center: [31.23, 121.47], zoom: 12 });
  });
});
