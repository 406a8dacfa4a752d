import { Permission as P } from '@gengyun/contracts';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';

type Row = Record<string, unknown>;

describe(`field library (${testDbKind()})`, () => {
  let t: TestApp;
  let a: { enterpriseId: number; admin: Actor };
  let b: { enterpriseId: number; admin: Actor };
  let editor: Actor;
  let reader: Actor;
  const snapshot = (): Promise<Row[]> =>
    t.db.query(`SELECT id, enterprise_id, code, name, data_type, option_key, required, hidden, sort, remark FROM field_library ORDER BY id`);

  beforeAll(async () => {
    t = await startTestApp();
    a = await newEnterprise(t);
    b = await newEnterprise(t);
    editor = await newUser(t, a.enterpriseId, { permissions: [P.dictionary.field] });
    reader = await newUser(t, a.enterpriseId, { permissions: [P.dictionary.fieldList] });
  });
  afterAll(() => t.close());

  it('adds, lists, updates and deletes field definitions', async () => {
    const text = await t.post('/field/add', { code: 'wellNo', name: '井号', data_type: 'text', required: true, sort: 1 }, editor.token);
    expect(text.status).toBe(200);
    expect(text.body.content).toMatchObject({ code: 'wellNo', data_type: 'text', required: true, hidden: false, option_key: null });
    const select = await t.post('/field/add', { code: 'wellType', name: '井型', data_type: 'select', option_key: 'level', sort: 2 }, editor.token);
    expect(select.body.content).toMatchObject({ data_type: 'select', option_key: 'level' });
    const registered = await t.post('/field/add', { code: 'site', name: '位置', data_type: 'select', option_key: 'assetPosition', sort: 3 }, editor.token);
    expect(registered.status).toBe(200);
    const list = await t.post('/field/pageList', { keyword: '井' }, reader.token);
    expect(list.body.content.rows.map((r: Row) => r.code)).toEqual(['wellNo', 'wellType']);
    expect((await t.post('/field/pageList', { data_type: 'select' }, reader.token)).body.content.total).toBe(2);
    expect((await t.post('/field/pageList', {}, b.admin.token)).body.content.total).toBe(0);
    const upd = await t.post('/field/update', { id: select.body.content.id, data_type: 'number' }, editor.token);
    expect(upd.body.content).toMatchObject({ data_type: 'number', option_key: null });
    const hide = await t.post('/field/update', { id: text.body.content.id, required: false, hidden: true }, editor.token);
    expect(hide.body.content).toMatchObject({ required: false, hidden: true });
    expect((await t.post('/field/delete', { id: registered.body.content.id }, editor.token)).status).toBe(200);
  });

  it('refuses hidden + required with the SPEC message, and other bad input — changing nothing', async () => {
    const field = (await t.post('/field/add', { code: 'depth', name: '井深', data_type: 'number', required: true }, editor.token)).body.content.id;
    const bField = (await t.post('/field/add', { code: 'other', name: 'x', data_type: 'text' }, b.admin.token)).body.content.id;
    const before = await snapshot();
    const hidden = await t.post('/field/add', { code: 'h', name: 'h', data_type: 'text', hidden: true, required: true }, editor.token);
    expect(hidden.status).toBe(422);
    expect(hidden.body).toMatchObject({ code: -1, msg: '隐藏字段不能设为必填', content: { key: 'common.validation.hiddenRequired' } });
    const cases: Array<[string, Row, number, string, Actor?]> = [
      ['/field/update', { id: field, hidden: true }, 422, 'common.validation.hiddenRequired'],
      ['/field/add', { code: 's', name: 's', data_type: 'select' }, 422, 'dictionary.errors.optionsRequired'],
      ['/field/add', { code: 's', name: 's', data_type: 'text', option_key: 'level' }, 422, 'dictionary.errors.optionsNotAllowed'],
      ['/field/add', { code: 's', name: 's', data_type: 'select', option_key: 'noSuchKey' }, 422, 'common.validation.oneOf'],
      ['/field/add', { code: 's', name: 's', data_type: 'colour' }, 422, 'common.validation.oneOf'],
      ['/field/add', { code: 'depth', name: 'dup', data_type: 'text' }, 409, 'common.errors.alreadyExists'],
      ['/field/add', { code: 's', name: 's', data_type: 'text', required: 'yes' }, 422, 'common.validation.invalid'],
      ['/field/add', { code: 's', name: 's', data_type: 'text', enterprise_id: 1 }, 422, 'common.validation.unknownField'],
      ['/field/update', { id: bField, name: 'stolen' }, 404, 'common.errors.notFound'],
      ['/field/delete', { id: bField }, 404, 'common.errors.notFound'],
      ['/field/delete', { id: field }, 403, 'common.errors.noPermission', reader],
    ];
    for (const [path, body, status, key, actor] of cases) {
      const res = await t.post(path, body, (actor ?? editor).token);
      expect([path, body, res.status, res.body.content?.key]).toEqual([path, body, status, key]);
    }
    const noPerm = await newUser(t, a.enterpriseId, {});
    expect((await t.post('/field/pageList', {}, noPerm.token)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
