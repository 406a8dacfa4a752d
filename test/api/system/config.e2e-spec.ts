import { Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { login, newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { newPlaces } from '../../support/builders/places';
import { fileRows, jpeg, pdf, png } from '../files/fixtures';

const count = async (t: TestApp, table: string): Promise<number> => Number((await t.db.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

describe(`system config and enterprise info (${testDbKind()})`, () => {
  let t: TestApp;
  let editor: Actor;
  let viewer: Actor;
  let nobody: Actor;
  let other: Actor;

  beforeAll(async () => {
    t = await startTestApp();
    const ent = await newEnterprise(t);
    editor = await newUser(t, ent.enterpriseId, { permissions: [Permission.system.config, Permission.system.enterprise, Permission.file.upload], lang: 'en_US' });
    viewer = await newUser(t, ent.enterpriseId, { permissions: [Permission.system.configList], lang: 'en_US' });
    nobody = await newUser(t, ent.enterpriseId, { lang: 'en_US' });
    other = (await newEnterprise(t)).admin;
  });
  afterAll(() => t?.close());

  const valueOf = (rows: Array<{ key: string; value: unknown }>, key: string): unknown => rows.find((r) => r.key === key)?.value;

  it('lists the settings of installed areas with their type, limits and default', async () => {
    const res = await t.post('/systemConfig/list', {}, viewer.token);
    expect(res.status).toBe(200);
    const rows = res.body.content as Array<{ key: string; group: string }>;
    expect(rows).toContainEqual({ key: 'upload.imageCountLimit', value: 9, spec: { kind: 'number', min: 1, max: 50, integer: true, unit: 'pictures' }, group: 'upload', label: 'system.config.keys.imageCountLimit', is_default: true });
    expect(rows).toContainEqual(expect.objectContaining({ key: 'map.center', value: { lat: 39.909, lng: 116.397, zoom: 16 }, spec: { kind: 'mapView' } }));
    expect(rows).toContainEqual(expect.objectContaining({ key: 'alarm.smsIntervals', value: [60, 300, 900, 1800], spec: { kind: 'seconds', count: 4, min: 1, max: 86400 } }));
    // work orders are not an installed area yet: their settings are neither shown nor accepted
    expect(rows.map((r) => r.key)).not.toContain('workOrder.overdueHours');
    expect(rows.map((r) => r.group)).not.toContain('workOrder');
    const basic = await t.post('/systemConfig/list', { group: 'basic' }, viewer.token);
    expect(basic.body.content.map((r: { key: string }) => r.key)).toEqual(['site.title', 'site.defaultTheme', 'site.language']);
  });

  it('updates typed values (form text is converted) and records the change', async () => {
    const items = [
      { key: 'upload.imageCountLimit', value: '12' },
      { key: 'alarm.mailEnabled', value: 'true' },
      { key: 'map.center', value: { lng: 121.47, lat: 31.23, zoom: 12 } },
      { key: 'alarm.smsIntervals', value: '[30, 60, 120, 600]' },
      { key: 'site.title', value: '  耕云设备管理  ' },
    ];
    const res = await t.http().post('/systemConfig/update').set('Authorization', `Bearer ${editor.token}`).field('items', JSON.stringify(items));
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Operation succeeded');
    const rows = (await t.post('/systemConfig/list', {}, viewer.token)).body.content;
    expect(valueOf(rows, 'upload.imageCountLimit')).toBe(12);
    expect(valueOf(rows, 'alarm.mailEnabled')).toBe(true);
    expect(valueOf(rows, 'map.center')).toEqual({ lat: 31.23, lng: 121.47, zoom: 12 });
    expect(valueOf(rows, 'alarm.smsIntervals')).toEqual([30, 60, 120, 600]);
    expect(valueOf(rows, 'site.title')).toBe('耕云设备管理');
    const theirs = (await t.post('/systemConfig/list', {}, other.token)).body.content;
    expect(valueOf(theirs, 'upload.imageCountLimit')).toBe(9);
    const log = await t.post('/log/pageList', { business_no: 'systemConfig', data_id: editor.enterpriseId }, editor.token);
    expect(log.body.content.rows.map((r: { text: string }) => r.text)).toContain('Configuration upload.imageCountLimit changed from "9" to "12"');
  });

  it('refuses a value of the wrong type or out of range, or a setting not shown, changing nothing (in both languages)', async () => {
    const before = await count(t, 'system_config');
    const cases: Array<[object, string]> = [
      [{ items: [{ key: 'alarm.mailEnabled', value: false }, { key: 'upload.imageCountLimit', value: 'soon' }] }, 'Picture count limit must be a whole number from 1 to 50'],
      [{ items: [{ key: 'upload.imageCountLimit', value: 0 }] }, 'Picture count limit must be a whole number from 1 to 50'],
      [{ items: [{ key: 'upload.imageCountLimit', value: 2.5 }] }, 'Picture count limit must be a whole number from 1 to 50'],
      [{ items: [{ key: 'alarm.mailEnabled', value: 'maybe' }] }, 'Alarm mail notification must be on or off'],
      [{ items: [{ key: 'site.defaultTheme', value: 'blue' }] }, 'Default theme is not one of the choices'],
      [{ items: [{ key: 'site.title', value: 'x'.repeat(41) }] }, 'System title takes at most 40 characters'],
      [{ items: [{ key: 'map.center', value: '{not json' }] }, 'Map centre and zoom needs a latitude (-90 to 90), a longitude (-180 to 180) and a zoom level from 4 to 18'],
      [{ items: [{ key: 'map.center', value: { lat: 91, lng: 0, zoom: 10 } }] }, 'Map centre and zoom needs a latitude (-90 to 90), a longitude (-180 to 180) and a zoom level from 4 to 18'],
      [{ items: [{ key: 'map.center', value: { lat: 30, lng: 120, zoom: 19 } }] }, 'Map centre and zoom needs a latitude (-90 to 90), a longitude (-180 to 180) and a zoom level from 4 to 18'],
      [{ items: [{ key: 'alarm.smsIntervals', value: [60, 300, 900] }] }, 'Default alarm SMS intervals needs 4 whole numbers of seconds, each from 1 to 86400'],
      [{ items: [{ key: 'alarm.smsIntervals', value: [60, 300, 900, 0] }] }, 'Default alarm SMS intervals needs 4 whole numbers of seconds, each from 1 to 86400'],
      [{ items: [{ key: 'workOrder.overdueHours', value: 48 }] }, 'Configuration item workOrder.overdueHours does not exist'],
      [{ items: [{ key: 'no.such.key', value: 1 }] }, 'Configuration item no.such.key does not exist'],
      [{ items: [] }, 'items is malformed'],
      [{ items: [{ key: 'site.title', value: 'x', extra: 1 }] }, 'Field items.0.extra is not allowed'],
      [{ items: [{ key: 'site.title', value: 'x' }], colour: 'red' }, 'Field colour is not allowed'],
    ];
    for (const [body, msg] of cases) {
      const res = await t.post('/systemConfig/update', body, editor.token);
      expect({ status: res.status, msg: res.body.msg }).toEqual({ status: 422, msg });
    }
    const zh = await t.post('/systemConfig/update', { items: [{ key: 'upload.imageCountLimit', value: 99 }] }, other.token);
    expect({ status: zh.status, msg: zh.body.msg }).toEqual({ status: 422, msg: '图片数量上限必须是1到50之间的整数' });
    expect(await count(t, 'system_config')).toBe(before);
    const rows = (await t.post('/systemConfig/list', {}, viewer.token)).body.content;
    expect(valueOf(rows, 'alarm.mailEnabled')).toBe(true);
  });

  it('gives every signed-in user the title, default theme, map view, picture limit and logo; a new session carries the default theme', async () => {
    const { admin } = await newEnterprise(t);
    const fresh = await t.post('/site/settings', {}, admin.token);
    expect(fresh.status).toBe(200);
    expect(fresh.body.content).toEqual({ title: '', default_theme: 'dark', map: { center: [39.909, 116.397], zoom: 16 }, image_count_limit: 9, logo_file_id: null });
    const items = [
      { key: 'site.title', value: '东区水厂运维' },
      { key: 'site.defaultTheme', value: 'light' },
      { key: 'map.center', value: { lat: 31.23, lng: 121.47, zoom: 12 } },
      { key: 'upload.imageCountLimit', value: 3 },
    ];
    expect((await t.post('/systemConfig/update', { items }, admin.token)).status).toBe(200);
    const plain = await newUser(t, admin.enterpriseId);
    expect((await t.post('/site/settings', {}, plain.token)).body.content).toEqual({ title: '东区水厂运维', default_theme: 'light', map: { center: [31.23, 121.47], zoom: 12 }, image_count_limit: 3, logo_file_id: null });
    const session = await login(t, plain.account, plain.password);
    expect(session).toMatchObject({ defaultTheme: 'light' });
    expect(await login(t, other.account, other.password)).toMatchObject({ defaultTheme: 'dark' });
  });

  it('refuses the picture beyond the limit for one record (other files and other records are not counted)', async () => {
    const { admin } = await newEnterprise(t);
    await t.post('/systemConfig/update', { items: [{ key: 'upload.imageCountLimit', value: 2 }] }, admin.token).expect(200);
    const places = await newPlaces(t, admin.token);
    const add = (dataId: number, file: Buffer, name: string) =>
      t.http().post('/addFile').set('Authorization', `Bearer ${admin.token}`).field('business_no', 'assetPosition').field('data_id', String(dataId)).attach('files', file, name);
    // the site already holds its floor plan (bound when it was created): one more picture fits
    expect((await add(places.site, png(20, 20), 'a.png')).status).toBe(200);
    const before = await fileRows(t);
    const third = await add(places.site, png(20, 20), 'b.png');
    expect({ status: third.status, msg: third.body.msg }).toEqual({ status: 422, msg: '最多上传2张图片' });
    expect(await fileRows(t)).toBe(before);
    expect((await add(places.site, pdf(), 'manual.pdf')).status).toBe(200);
    expect((await add(places.areaA, png(20, 20), 'c.png')).status).toBe(200);
    await t.post('/systemConfig/update', { items: [{ key: 'upload.imageCountLimit', value: 3 }] }, admin.token).expect(200);
    expect((await add(places.site, png(20, 20), 'b.png')).status).toBe(200);
  });

  it('answers 403 without the permission', async () => {
    expect((await t.post('/systemConfig/list', {}, nobody.token)).status).toBe(403);
    expect((await t.post('/systemConfig/update', { items: [{ key: 'site.title', value: 'x' }] }, viewer.token)).status).toBe(403);
    expect((await t.post('/enterprise/update', { name: 'x' }, viewer.token)).status).toBe(403);
  });

  it('saves the enterprise info with an uploaded PNG logo (any size up to the limit; it is shown letterboxed)', async () => {
    const empty = await t.post('/enterprise/info', {}, nobody.token);
    expect(empty.body.content).toMatchObject({ name: '', logo_file_id: null });
    const res = await t
      .http()
      .post('/enterprise/update')
      .set('Authorization', `Bearer ${editor.token}`)
      .field('name', '耕云科技')
      .field('address', '上海市')
      .field('contact', '张三')
      .attach('logo', png(600, 120), 'logo.png');
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ name: '耕云科技', address: '上海市', contact: '张三' });
    const logoId = res.body.content.logo_file_id as number;
    const img = await t.http().get('/getImg').query({ id: logoId, business_no: 'enterprise', token: nobody.token });
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    const info = await t.post('/enterprise/info', {}, nobody.token);
    expect(info.body.content).toMatchObject({ name: '耕云科技', logo_file_id: logoId });
    expect((await t.post('/enterprise/info', {}, other.token)).body.content.name).toBe('');
  });

  it('refuses a logo that is not a PNG or is too large, by upload or by file id, changing nothing', async () => {
    const [files, infos] = [await fileRows(t), await count(t, 'enterprise_info')];
    const refusal = 'The logo must be a PNG of at most 512 KB and 1440 px a side (it is shown at 144x48)';
    const attach = (file: Buffer, name: string) => t.http().post('/enterprise/update').set('Authorization', `Bearer ${editor.token}`).field('name', 'New name').attach('logo', file, name);
    for (const [file, name] of [[png(2000, 100), 'wide.png'], [png(144, 48, 600 * 1024), 'heavy.png'], [jpeg(), 'photo.jpg']] as const) {
      const res = await attach(file, name);
      expect({ name, status: res.status, msg: res.body.msg }).toEqual({ name, status: 422, msg: refusal });
    }
    const upload = await t.http().post('/addFile').set('Authorization', `Bearer ${editor.token}`).field('business_no', 'enterprise').attach('files', png(1500, 144), 'wide.png');
    const tallId = upload.body.content as number;
    const byId = await t.post('/enterprise/update', { name: 'New name', logo_file_id: tallId }, editor.token);
    expect({ status: byId.status, msg: byId.body.msg }).toEqual({ status: 422, msg: refusal });
    const theirUpload = await t.http().post('/addFile').set('Authorization', `Bearer ${other.token}`).field('business_no', 'enterprise').attach('files', png(144, 48), 'l.png');
    const foreign = await t.post('/enterprise/update', { name: 'New name', logo_file_id: theirUpload.body.content }, editor.token);
    expect(foreign.status).toBe(404);
    const noName = await t.post('/enterprise/update', { address: 'x' }, editor.token);
    expect({ status: noName.status, msg: noName.body.msg }).toEqual({ status: 422, msg: 'name cannot be empty' });
    expect(await fileRows(t)).toBe(files + 2);
    expect(await count(t, 'enterprise_info')).toBe(infos);
    expect((await t.post('/enterprise/info', {}, nobody.token)).body.content.name).toBe('耕云科技');
  });
});
