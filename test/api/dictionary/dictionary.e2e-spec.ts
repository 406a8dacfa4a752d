import { Permission as P } from '@gengyun/contracts';
import { DEFAULT_TYPES } from '@gengyun/dictionary';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';

type Row = Record<string, unknown>;

describe(`dictionary types and items (${testDbKind()})`, () => {
  let t: TestApp;
  let a: { enterpriseId: number; admin: Actor };
  let b: { enterpriseId: number; admin: Actor };
  let editor: Actor;
  let reader: Actor;
  let nobody: Actor;
  const snapshot = async (): Promise<Row[]> => [
    ...(await t.db.query(`SELECT id, enterprise_id, code, name, is_lang, enabled, is_system FROM dict_type ORDER BY id`)),
    ...(await t.db.query(`SELECT id, type_id, value, text, is_lang, sort, enabled, parent_id, extend FROM dict_item ORDER BY id`)),
  ];
  const typeId = async (actor: Actor, code: string): Promise<number> =>
    (await t.post('/dict/type/pageList', { keyword: code, pageSize: 100 }, actor.token)).body.content.rows.find((r: Row) => r.code === code).id;

  beforeAll(async () => {
    t = await startTestApp();
    a = await newEnterprise(t);
    b = await newEnterprise(t);
    editor = await newUser(t, a.enterpriseId, { permissions: [P.dictionary.edit] });
    reader = await newUser(t, a.enterpriseId, { permissions: [P.dictionary.list], lang: 'en_US' });
    nobody = await newUser(t, a.enterpriseId, {});
  });
  afterAll(() => t.close());

  it('a new enterprise gets the default types, system-flagged, with translated names', async () => {
    const res = await t.post('/dict/type/pageList', { pageSize: 50 }, reader.token);
    expect(res.status).toBe(200);
    expect(res.body.content.total).toBe(DEFAULT_TYPES.length);
    const gender = res.body.content.rows.find((r: Row) => r.code === 'gender');
    expect(gender).toMatchObject({ name: 'dictionary.types.gender', name_text: 'Gender', is_lang: true, is_system: true, enabled: true });
    const items = await t.post('/dict/item/pageList', { type_id: gender.id }, reader.token);
    expect(items.body.content.rows.map((r: Row) => [r.value, r.text_label])).toEqual([['1', 'Male'], ['2', 'Female']]);
  });

  it('adds, updates and deletes a type', async () => {
    const add = await t.post('/dict/type/add', { code: 'pumpKind', name: '泵类型' }, editor.token);
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({ code: 200, msg: '操作成功', content: { code: 'pumpKind', name_text: '泵类型', is_system: false, enabled: true } });
    const id = add.body.content.id;
    const upd = await t.post('/dict/type/update', { id, code: 'pumpType', enabled: 'false' }, editor.token);
    expect(upd.body.content).toMatchObject({ code: 'pumpType', enabled: false });
    expect((await t.post('/dict/type/delete', { id }, editor.token)).status).toBe(200);
    expect(await t.db.query(`SELECT id FROM dict_type WHERE id = ?`, [id])).toEqual([]);
    const audit = await t.db.query(`SELECT remark FROM audit_log WHERE business_no = 'dictType' AND data_id = ?`, [id]);
    expect(audit).toHaveLength(3);
  });

  it('refuses bad type edits, other enterprises’ ids and missing permissions — changing nothing', async () => {
    const gender = await typeId(a.admin, 'gender');
    const own = (await t.post('/dict/type/add', { code: 'withItems', name: 'x' }, editor.token)).body.content.id;
    await t.post('/dict/item/add', { type_id: own, value: '1', text: 'one' }, editor.token);
    const bType = await typeId(b.admin, 'level');
    const before = await snapshot();
    const cases: Array<[string, Row, number, string, Actor?]> = [
      ['/dict/type/add', { code: 'gender', name: 'x' }, 409, 'common.errors.alreadyExists'],
      ['/dict/type/add', { code: 'assetType', name: 'x' }, 409, 'common.errors.alreadyExists'],
      ['/dict/type/add', { code: '9bad', name: 'x' }, 422, 'common.validation.invalid'],
      ['/dict/type/add', { code: 'okCode' }, 422, 'common.validation.required'],
      ['/dict/type/add', { code: 'okCode', name: 'no.such.label', is_lang: true }, 422, 'dictionary.errors.labelKeyUnknown'],
      ['/dict/type/add', { code: 'okCode', name: 'x', enterprise_id: b.enterpriseId }, 422, 'common.validation.unknownField'],
      ['/dict/type/add', { code: 'okCode', name: 'x', enabled: 'maybe' }, 422, 'common.validation.invalid'],
      ['/dict/type/update', { id: gender, code: 'sex' }, 409, 'dictionary.errors.systemType'],
      ['/dict/type/update', { id: own, code: 'level' }, 409, 'common.errors.alreadyExists'],
      ['/dict/type/update', { id: bType, name: 'stolen' }, 404, 'common.errors.notFound'],
      ['/dict/type/update', { id: 'x', name: 'x' }, 422, 'common.validation.integer'],
      ['/dict/type/delete', { id: gender }, 409, 'dictionary.errors.systemType'],
      ['/dict/type/delete', { id: own }, 409, 'common.errors.hasChildren'],
      ['/dict/type/delete', { id: bType }, 404, 'common.errors.notFound'],
      ['/dict/type/add', { code: 'okCode', name: 'x' }, 403, 'common.errors.noPermission', reader],
      ['/dict/type/pageList', {}, 403, 'common.errors.noPermission', nobody],
    ];
    for (const [path, body, status, key, actor] of cases) {
      const res = await t.post(path, body, (actor ?? editor).token);
      expect([path, body, res.status, res.body.content?.key]).toEqual([path, body, status, key]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('items: add with a label key, update, trees with a parent, delete', async () => {
    await t.post('/language/add', { key: 'custom.region.north', zh_CN: '华北', en_US: 'North China' }, a.admin.token);
    const type = (await t.post('/dict/type/add', { code: 'area', name: 'Area' }, editor.token)).body.content.id;
    const north = await t.post('/dict/item/add', { type_id: type, value: 'N', text: 'custom.region.north', is_lang: true, sort: 1 }, editor.token);
    expect(north.status).toBe(200);
    expect(north.body.content).toMatchObject({ value: 'N', text_label: '华北', parent_id: null });
    const bj = await t.post('/dict/item/add', { type_id: type, value: 'BJ', text: '北京', parent_id: north.body.content.id, extend: '{"code":110000}' }, editor.token);
    expect(bj.body.content).toMatchObject({ parent_id: north.body.content.id, extend: '{"code":110000}' });
    const list = await t.post('/dict/item/pageList', { type_id: type, parent_id: north.body.content.id }, reader.token);
    expect(list.body.content.rows.map((r: Row) => r.value)).toEqual(['BJ']);
    const top = await t.post('/dict/item/pageList', { type_id: type, parent_id: 0 }, reader.token);
    expect(top.body.content.rows.map((r: Row) => [r.value, r.text_label])).toEqual([['N', 'North China']]);
    const upd = await t.post('/dict/item/update', { id: bj.body.content.id, text: '北京市', parent_id: 0 }, editor.token);
    expect(upd.body.content).toMatchObject({ text: '北京市', parent_id: null });
    expect((await t.post('/dict/item/delete', { id: bj.body.content.id }, editor.token)).status).toBe(200);
  });

  it('refuses bad item edits — cycles, parents of another type or enterprise, duplicates, children — changing nothing', async () => {
    const type = (await t.post('/dict/type/add', { code: 'tree', name: 'Tree' }, editor.token)).body.content.id;
    const other = (await t.post('/dict/type/add', { code: 'other', name: 'Other' }, editor.token)).body.content.id;
    const root = (await t.post('/dict/item/add', { type_id: type, value: 'r', text: 'root' }, editor.token)).body.content.id;
    const child = (await t.post('/dict/item/add', { type_id: type, value: 'c', text: 'child', parent_id: root }, editor.token)).body.content.id;
    const foreign = (await t.post('/dict/item/add', { type_id: other, value: 'f', text: 'f' }, editor.token)).body.content.id;
    const bGender = await typeId(b.admin, 'gender');
    const bItem = (await t.post('/dict/item/pageList', { type_id: bGender }, b.admin.token)).body.content.rows[0].id;
    const before = await snapshot();
    const cases: Array<[string, Row, number, string, Actor?]> = [
      ['/dict/item/update', { id: root, parent_id: child }, 422, 'dictionary.errors.parentCycle'],
      ['/dict/item/update', { id: root, parent_id: root }, 422, 'dictionary.errors.parentCycle'],
      ['/dict/item/update', { id: root, parent_id: foreign }, 422, 'dictionary.errors.parentOtherType'],
      ['/dict/item/add', { type_id: type, value: 'x', text: 'x', parent_id: bItem }, 404, 'common.errors.notFound'],
      ['/dict/item/add', { type_id: bGender, value: 'x', text: 'x' }, 404, 'common.errors.notFound'],
      ['/dict/item/add', { type_id: type, value: 'r', text: 'dup' }, 409, 'common.errors.duplicated'],
      ['/dict/item/add', { type_id: type, value: 'x', text: 'no.such.key', is_lang: true }, 422, 'dictionary.errors.labelKeyUnknown'],
      ['/dict/item/add', { type_id: type, value: 'x', text: 'x', sort: -1 }, 422, 'common.validation.positive'],
      ['/dict/item/add', { type_id: type, value: 'x', text: 'x', colour: 'red' }, 422, 'common.validation.unknownField'],
      ['/dict/item/update', { id: child, value: 'r' }, 409, 'common.errors.duplicated'],
      ['/dict/item/update', { id: bItem, text: 'stolen' }, 404, 'common.errors.notFound'],
      ['/dict/item/delete', { id: root }, 409, 'common.errors.hasChildren'],
      ['/dict/item/delete', { id: bItem }, 404, 'common.errors.notFound'],
      ['/dict/item/pageList', { type_id: bGender }, 404, 'common.errors.notFound'],
      ['/dict/item/pageList', {}, 422, 'common.validation.integer'],
      ['/dict/item/delete', { id: child }, 403, 'common.errors.noPermission', reader],
    ];
    for (const [path, body, status, key, actor] of cases) {
      const res = await t.post(path, body, (actor ?? editor).token);
      expect([path, body, res.status, res.body.content?.key]).toEqual([path, body, status, key]);
    }
    expect(await snapshot()).toEqual(before);
  });
});
