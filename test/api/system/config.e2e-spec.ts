import { Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { fileRows, png } from '../files/fixtures';

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

  it('lists every item with its type, group and default', async () => {
    const res = await t.post('/systemConfig/list', {}, viewer.token);
    expect(res.status).toBe(200);
    expect(res.body.content).toContainEqual({ key: 'workOrder.overdueHours', value: 24, value_type: 'number', group: 'workOrder', label: 'system.config.keys.workOrderOverdueHours', is_default: true });
    const basic = await t.post('/systemConfig/list', { group: 'basic' }, viewer.token);
    expect(basic.body.content.every((r: { group: string }) => r.group === 'basic')).toBe(true);
  });

  it('updates typed values (form text is converted) and records the change', async () => {
    const items = [
      { key: 'workOrder.overdueHours', value: '48' },
      { key: 'workOrder.allowGrab', value: 'true' },
      { key: 'map.center', value: { lng: 121.47, lat: 31.23, zoom: 12 } },
      { key: 'site.title', value: '耕云设备管理' },
    ];
    const res = await t.http().post('/systemConfig/update').set('Authorization', `Bearer ${editor.token}`).field('items', JSON.stringify(items));
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Operation succeeded');
    const rows = (await t.post('/systemConfig/list', {}, viewer.token)).body.content;
    expect(valueOf(rows, 'workOrder.overdueHours')).toBe(48);
    expect(valueOf(rows, 'workOrder.allowGrab')).toBe(true);
    expect(valueOf(rows, 'map.center')).toEqual({ lng: 121.47, lat: 31.23, zoom: 12 });
    expect(valueOf(rows, 'site.title')).toBe('耕云设备管理');
    const theirs = (await t.post('/systemConfig/list', {}, other.token)).body.content;
    expect(valueOf(theirs, 'workOrder.overdueHours')).toBe(24);
    const log = await t.post('/log/pageList', { business_no: 'systemConfig', data_id: editor.enterpriseId }, editor.token);
    expect(log.body.content.rows.map((r: { text: string }) => r.text)).toContain('Configuration workOrder.overdueHours changed from "24" to "48"');
  });

  it('refuses a value of the wrong type or an unknown key, changing nothing', async () => {
    const before = await count(t, 'system_config');
    const cases: Array<[object, string]> = [
      [{ items: [{ key: 'workOrder.allowGrab', value: false }, { key: 'workOrder.overdueHours', value: 'soon' }] }, 'The value of configuration item workOrder.overdueHours must be of type number'],
      [{ items: [{ key: 'workOrder.allowGrab', value: 'maybe' }] }, 'The value of configuration item workOrder.allowGrab must be of type boolean'],
      [{ items: [{ key: 'map.center', value: '{not json' }] }, 'The value of configuration item map.center must be of type json'],
      [{ items: [{ key: 'no.such.key', value: 1 }] }, 'Configuration item no.such.key does not exist'],
      [{ items: [] }, 'items is malformed'],
      [{ items: [{ key: 'site.title', value: 'x', extra: 1 }] }, 'Field items.0.extra is not allowed'],
      [{ items: [{ key: 'site.title', value: 'x' }], colour: 'red' }, 'Field colour is not allowed'],
    ];
    for (const [body, msg] of cases) {
      const res = await t.post('/systemConfig/update', body, editor.token);
      expect({ status: res.status, msg: res.body.msg }).toEqual({ status: 422, msg });
    }
    expect(await count(t, 'system_config')).toBe(before);
    const rows = (await t.post('/systemConfig/list', {}, viewer.token)).body.content;
    expect(valueOf(rows, 'workOrder.allowGrab')).toBe(true);
  });

  it('answers 403 without the permission', async () => {
    expect((await t.post('/systemConfig/list', {}, nobody.token)).status).toBe(403);
    expect((await t.post('/systemConfig/update', { items: [{ key: 'site.title', value: 'x' }] }, viewer.token)).status).toBe(403);
    expect((await t.post('/enterprise/update', { name: 'x' }, viewer.token)).status).toBe(403);
  });

  it('saves the enterprise info with an uploaded 144×48 PNG logo', async () => {
    const empty = await t.post('/enterprise/info', {}, nobody.token);
    expect(empty.body.content).toMatchObject({ name: '', logo_file_id: null });
    const res = await t
      .http()
      .post('/enterprise/update')
      .set('Authorization', `Bearer ${editor.token}`)
      .field('name', '耕云科技')
      .field('address', '上海市')
      .field('contact', '张三')
      .attach('logo', png(144, 48), 'logo.png');
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

  it('refuses a logo that is not a 144×48 PNG, by upload or by file id, changing nothing', async () => {
    const [files, infos] = [await fileRows(t), await count(t, 'enterprise_info')];
    const wrongSize = await t.http().post('/enterprise/update').set('Authorization', `Bearer ${editor.token}`).field('name', 'New name').attach('logo', png(100, 48), 'logo.png');
    expect({ status: wrongSize.status, msg: wrongSize.body.msg }).toEqual({ status: 422, msg: 'The logo must be a 144x48 px PNG' });
    const upload = await t.http().post('/addFile').set('Authorization', `Bearer ${editor.token}`).field('business_no', 'enterprise').attach('files', png(48, 144), 'tall.png');
    const tallId = upload.body.content as number;
    const byId = await t.post('/enterprise/update', { name: 'New name', logo_file_id: tallId }, editor.token);
    expect({ status: byId.status, msg: byId.body.msg }).toEqual({ status: 422, msg: 'The logo must be a 144x48 px PNG' });
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
