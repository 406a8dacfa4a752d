import { Permission as P } from '@gengyun/contracts';
import { CacheRegistry } from '@gengyun/core';
import { OptionsRegistry, SPEC_OPTION_KEYS, type OptionItem } from '@gengyun/dictionary';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { newPlaces } from '../../support/builders/places';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';

describe(`option lists: /getOptionsByKey, /getOptionInfoByKey, /gaeaDict/select (${testDbKind()})`, () => {
  let t: TestApp;
  let a: { enterpriseId: number; admin: Actor };
  let b: { enterpriseId: number; admin: Actor };
  let english: Actor;

  beforeAll(async () => {
    t = await startTestApp();
    a = await newEnterprise(t);
    b = await newEnterprise(t);
    english = await newUser(t, a.enterpriseId, { lang: 'en_US' });
  });
  afterAll(() => t.close());

  const options = (body: object, actor: Actor = a.admin) => t.post('/getOptionsByKey', body, actor.token);

  it('answers every option key SPEC section 3 names', async () => {
    for (const selectKey of SPEC_OPTION_KEYS) {
      const res = await options({ selectKey });
      expect([selectKey, res.status, Array.isArray(res.body.content)]).toEqual([selectKey, 200, true]);
    }
  });

  it('dictionary-backed keys have translated options; values that look like integers are numbers', async () => {
    const gender = await options({ selectKey: 'gender' });
    expect(gender.body.content).toEqual([
      { value: 1, text: 'dictionary.options.gender.male', label: '男', langtype: 1, pid: null, extend: null },
      { value: 2, text: 'dictionary.options.gender.female', label: '女', langtype: 1, pid: null, extend: null },
    ]);
    const levels = await options({ selectKey: 'level' }, english);
    expect(levels.body.content.map((o: OptionItem & { label: string }) => o.label)).toEqual(['Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5']);
    const sizes = await options({ selectKey: 'pageSizeList' });
    expect(sizes.body.content.map((o: OptionItem) => [o.value, o.text, o.langtype])).toEqual([[10, '10', 0], [20, '20', 0], [50, '50', 0], [100, '100', 0]]);
    const currency = await options({ selectKey: 'currency' }, english);
    expect(currency.body.content[0]).toMatchObject({ value: 'CNY', label: 'Chinese yuan' });
  });

  it('company overrides apply to option labels', async () => {
    await t.post('/languageCompany/update', { key: 'dictionary.options.gender.male', lang: 'zh_CN', text: '男性' }, a.admin.token);
    expect((await options({ selectKey: 'gender' })).body.content[0].label).toBe('男性');
    expect((await options({ selectKey: 'gender' }, b.admin)).body.content[0].label).toBe('男');
  });

  it('refuses unknown keys (404), malformed bodies (422) and callers without a session (401)', async () => {
    const unknown = await options({ selectKey: 'noSuchKey' });
    expect([unknown.status, unknown.body.content.key]).toEqual([404, 'common.errors.notFound']);
    const cases: Array<[object, string]> = [
      [{}, 'common.validation.required'],
      [{ selectKey: 5 }, 'common.validation.invalid'],
      [{ selectKey: 'bad key' }, 'common.validation.invalid'],
      [{ selectKey: 'gender', pid: { a: 1 } }, 'dictionary.errors.badParam'],
      [{ selectKey: 'gender', pid: 'x'.repeat(201) }, 'dictionary.errors.badParam'],
      [{ selectKey: 'gender', 'bad-name': 1 }, 'dictionary.errors.badParam'],
    ];
    for (const [body, key] of cases) {
      const res = await options(body);
      expect([body, res.status, res.body.content.key]).toEqual([body, 422, key]);
    }
    expect((await t.post('/getOptionsByKey', { selectKey: 'gender' })).status).toBe(401);
  });

  it('/getOptionInfoByKey answers the one option, 404 for an unknown value, 422 without a value', async () => {
    const res = await t.post('/getOptionInfoByKey', { selectKey: 'priorityLevel', value: '4' }, english.token);
    expect(res.body.content).toMatchObject({ value: 4, label: 'Urgent', langtype: 1 });
    expect((await t.post('/getOptionInfoByKey', { selectKey: 'priorityLevel', value: 99 }, a.admin.token)).status).toBe(404);
    expect((await t.post('/getOptionInfoByKey', { selectKey: 'priorityLevel' }, a.admin.token)).status).toBe(422);
    expect((await t.post('/getOptionInfoByKey', { selectKey: 'nope', value: 1 }, a.admin.token)).status).toBe(404);
  });

  it('/gaeaDict/select answers { id, text, extend } items; unknown code 404; unknown fields 422', async () => {
    const res = await t.post('/gaeaDict/select', { dictCode: 'nodeHandleType' }, a.admin.token);
    expect(res.body.content[1]).toEqual({ id: 2, text: '多人会签', extend: null });
    expect((await t.post('/gaeaDict/select', { dictCode: 'nope' }, a.admin.token)).status).toBe(404);
    expect((await t.post('/gaeaDict/select', { dictCode: 'gender', x: 1 }, a.admin.token)).status).toBe(422);
    expect((await t.post('/gaeaDict/select', { dictCode: 'gender' })).status).toBe(401);
  });

  it('registered loaders serve their key; 10 concurrent callers share one load; params and data scopes key the cache', async () => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    t.app.get(OptionsRegistry).register('testSites', async (ctx, params) => {
      calls++;
      await gate;
      return [{ value: ctx.enterpriseId, text: `site ${String(params.city ?? 'all')}` }];
    });
    const pending = Array.from({ length: 10 }, () => options({ selectKey: 'testSites' }));
    await new Promise((r) => setTimeout(r, 200));
    release();
    const answers = await Promise.all(pending);
    expect(calls).toBe(1);
    for (const res of answers) expect(res.body.content).toEqual([{ value: a.enterpriseId, text: 'site all', label: 'site all', langtype: 0 }]);
    expect((await options({ selectKey: 'testSites', city: 'Wuxi' })).body.content[0].text).toBe('site Wuxi');
    expect(calls).toBe(2);
    const scopedUser = await newUser(t, a.enterpriseId, { scopes: { location: [(await newPlaces(t, a.admin.token)).areaA] } });
    await options({ selectKey: 'testSites' }, scopedUser);
    expect(calls).toBe(3);
    await options({ selectKey: 'testSites' }, b.admin);
    expect(calls).toBe(4);
    await options({ selectKey: 'testSites' });
    expect(calls).toBe(4);
  });

  it('dictionary edits show at once, only in the editing enterprise', async () => {
    await options({ selectKey: 'gender' });
    await options({ selectKey: 'gender' }, b.admin);
    const types = await t.post('/dict/type/pageList', { keyword: 'gender' }, a.admin.token);
    const genderType = types.body.content.rows.find((r: { code: string }) => r.code === 'gender');
    const add = await t.post('/dict/item/add', { type_id: genderType.id, value: '9', text: '未说明' }, a.admin.token);
    expect(add.status).toBe(200);
    expect((await options({ selectKey: 'gender' })).body.content.map((o: OptionItem) => o.value)).toEqual([9, 1, 2]);
    expect((await options({ selectKey: 'gender' }, b.admin)).body.content.map((o: OptionItem) => o.value)).toEqual([1, 2]);
    await t.post('/dict/item/update', { id: add.body.content.id, enabled: false }, a.admin.token);
    expect((await options({ selectKey: 'gender' })).body.content.map((o: OptionItem) => o.value)).toEqual([1, 2]);
    await t.post('/dict/type/update', { id: genderType.id, enabled: false }, a.admin.token);
    expect((await options({ selectKey: 'gender' })).body.content).toEqual([]);
    await t.post('/dict/type/update', { id: genderType.id, enabled: true }, a.admin.token);
  });

  it('the option and text caches are listed on the cache screen and can be cleared', async () => {
    await options({ selectKey: 'currency' });
    const registry = t.app.get(CacheRegistry);
    const byName = new Map(registry.list().map((c) => [c.name, c]));
    expect(byName.get('dictionary.options')).toMatchObject({ ttlMs: 30_000, objectCount: expect.any(Number) });
    expect(byName.get('dictionary.options')!.objectCount).toBeGreaterThan(0);
    expect(byName.get('i18n.texts')!.objectCount).toBeGreaterThan(0);
    expect(await registry.clear('dictionary.options')).toBe(true);
    expect(registry.list().find((c) => c.name === 'dictionary.options')!.objectCount).toBe(0);
    expect((await options({ selectKey: 'currency' })).body.content).toHaveLength(6);
  });

  it('trees: pid is the parent value, and a pid filter answers its children', async () => {
    const user = await newUser(t, a.enterpriseId, { permissions: [P.dictionary.edit] });
    const type = (await t.post('/dict/type/add', { code: 'region', name: '区域' }, user.token)).body.content;
    const east = (await t.post('/dict/item/add', { type_id: type.id, value: 'east', text: '华东', sort: 1 }, user.token)).body.content;
    await t.post('/dict/item/add', { type_id: type.id, value: 'sh', text: '上海', parent_id: east.id, sort: 2 }, user.token);
    const all = await options({ selectKey: 'region' }, user);
    expect(all.body.content.map((o: OptionItem) => [o.value, o.pid])).toEqual([['east', null], ['sh', 'east']]);
    const children = await options({ selectKey: 'region', pid: 'east' }, user);
    expect(children.body.content.map((o: OptionItem) => o.value)).toEqual(['sh']);
    expect((await options({ selectKey: 'region' }, b.admin)).status).toBe(404);
  });
});
