import { Permission as P } from '@gengyun/contracts';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';

type Row = Record<string, unknown>;

describe(`language editing and company overrides (${testDbKind()})`, () => {
  let t: TestApp;
  let a: { enterpriseId: number; admin: Actor };
  let b: { enterpriseId: number; admin: Actor };
  let editor: Actor;
  let viewer: Actor;
  const snapshot = async (): Promise<Row[]> => [
    ...(await t.db.query(`SELECT lang_key, lang, text, is_custom, edited FROM i18n_text ORDER BY lang_key, lang`)),
    ...(await t.db.query(`SELECT id, enterprise_id, lang_key, lang, text FROM i18n_company_text ORDER BY id`)),
  ];
  /** A 404 answered to the actor, i.e. the text of 'common.errors.notFound' as that actor's enterprise sees it. */
  const notFoundText = async (actor: Actor): Promise<string> => (await t.post('/languageCompany/delete', { id: 999999 }, actor.token)).body.msg;

  beforeAll(async () => {
    t = await startTestApp();
    a = await newEnterprise(t);
    b = await newEnterprise(t);
    editor = await newUser(t, a.enterpriseId, { permissions: [P.language.edit] });
    viewer = await newUser(t, a.enterpriseId, { permissions: [P.language.list, P.language.company] });
  });
  afterAll(() => t.close());

  describe('/language/update', () => {
    it('replaces both texts; answers and later messages use them at once', async () => {
      const res = await t.post('/language/update', { key: 'common.errors.noPermission', zh_CN: '无权操作', en_US: 'Not allowed' }, editor.token);
      expect(res.status).toBe(200);
      expect(res.body.content).toMatchObject({ key: 'common.errors.noPermission', zh_CN: '无权操作', en_US: 'Not allowed', edited: true });
      const refused = await t.post('/language/add', { key: 'x.y', zh_CN: '甲', en_US: 'A' }, viewer.token);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('无权操作');
      const info = await t.post('/getDefaultLangInfo', { lang: 'en_US' });
      expect(info.body.content.data['common.errors.noPermission']).toBe('Not allowed');
    });

    it('refuses different placeholders, changed placeholders, unknown keys, bad bodies and missing permission — changing nothing', async () => {
      const before = await snapshot();
      const cases: Array<[Row, number, string, Actor?]> = [
        [{ key: 'common.validation.required', zh_CN: '{0}必填', en_US: 'Required' }, 422, 'i18n.errors.placeholderMismatch'],
        [{ key: 'common.validation.required', zh_CN: '必填', en_US: 'Required' }, 422, 'i18n.errors.placeholderChanged'],
        [{ key: 'no.such.key', zh_CN: '甲', en_US: 'A' }, 404, 'common.errors.notFound'],
        [{ key: 'common.errors.unknown', zh_CN: '甲' }, 422, 'common.validation.required'],
        [{ key: 'bad key!', zh_CN: '甲', en_US: 'A' }, 422, 'common.validation.invalid'],
        [{ key: 'common.errors.unknown', zh_CN: '甲', en_US: 'A', lang: 'x' }, 422, 'common.validation.unknownField'],
        [{ key: 'common.errors.unknown', zh_CN: '甲', en_US: 'A' }, 403, 'common.errors.noPermission', viewer],
      ];
      for (const [body, status, key, actor] of cases) {
        const res = await t.post('/language/update', body, (actor ?? editor).token);
        expect([body, res.status, res.body.content?.key]).toEqual([body, status, key]);
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('/language/add', () => {
    it('adds a custom label in both languages', async () => {
      const res = await t.post('/language/add', { key: 'custom.labels.pumpRoom', zh_CN: '泵房', en_US: 'Pump room' }, editor.token);
      expect(res.status).toBe(200);
      expect(res.body.content).toMatchObject({ key: 'custom.labels.pumpRoom', is_custom: true });
      const list = await t.post('/language/pageList', { keyword: 'Pump room' }, viewer.token);
      expect(list.body.content.rows).toEqual([expect.objectContaining({ key: 'custom.labels.pumpRoom', zh_CN: '泵房', en_US: 'Pump room' })]);
      expect((await t.post('/getDefaultLangInfo')).body.content.data['custom.labels.pumpRoom']).toBe('泵房');
    });

    it('refuses an existing key (409), mismatched placeholders and bad keys (422), changing nothing', async () => {
      const before = await snapshot();
      const dup = await t.post('/language/add', { key: 'common.errors.unknown', zh_CN: '甲', en_US: 'A' }, editor.token);
      expect([dup.status, dup.body.content.key]).toEqual([409, 'common.errors.alreadyExists']);
      expect((await t.post('/language/add', { key: 'custom.a', zh_CN: '{0}甲', en_US: 'A' }, editor.token)).status).toBe(422);
      expect((await t.post('/language/add', { key: '1abc', zh_CN: '甲', en_US: 'A' }, editor.token)).status).toBe(422);
      expect((await t.post('/language/add', { key: 'a'.repeat(151), zh_CN: '甲', en_US: 'A' }, editor.token)).status).toBe(422);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('/languageCompany/*', () => {
    let overrideId: number;

    it('an override changes the texts of that enterprise only', async () => {
      const res = await t.post('/languageCompany/update', { key: 'common.errors.notFound', lang: 'zh_CN', text: '查无此项' }, a.admin.token);
      expect(res.status).toBe(200);
      expect(res.body.content).toMatchObject({ key: 'common.errors.notFound', lang: 'zh_CN', text: '查无此项', default_text: '信息不存在' });
      overrideId = res.body.content.id;
      expect(await notFoundText(a.admin)).toBe('查无此项');
      expect(await notFoundText(b.admin)).toBe('信息不存在');
      const infoA = await t.post('/getDefaultLangInfo', {}, a.admin.token);
      expect(infoA.body.content.data['common.errors.notFound']).toBe('查无此项');
      expect((await t.post('/getDefaultLangInfo')).body.content.data['common.errors.notFound']).toBe('信息不存在');
    });

    it('update again replaces the same override; pageList shows it with the standard text', async () => {
      await t.post('/languageCompany/update', { key: 'common.errors.notFound', lang: 'zh_CN', text: '找不到' }, a.admin.token);
      const list = await t.post('/languageCompany/pageList', {}, viewer.token);
      expect(list.body.content).toEqual({
        total: 1,
        rows: [expect.objectContaining({ id: overrideId, key: 'common.errors.notFound', lang: 'zh_CN', text: '找不到', default_text: '信息不存在' })],
      });
      expect((await t.post('/languageCompany/pageList', {}, b.admin.token)).body.content.total).toBe(0);
      expect((await t.post('/languageCompany/pageList', { keyword: '找不', lang: 'en_US' }, viewer.token)).body.content.total).toBe(0);
      expect((await t.post('/languageCompany/pageList', { keyword: '找不', lang: 'zh_CN' }, viewer.token)).body.content.total).toBe(1);
    });

    it('refuses unknown keys (404), bad bodies (422), another enterprise’s id (404) and missing permission (403) — changing nothing', async () => {
      const before = await snapshot();
      const cases: Array<[string, Row, number, Actor]> = [
        ['/languageCompany/update', { key: 'no.such.key', lang: 'zh_CN', text: '甲' }, 404, a.admin],
        ['/languageCompany/update', { key: 'common.errors.unknown', lang: 'fr', text: '甲' }, 422, a.admin],
        ['/languageCompany/update', { key: 'common.errors.unknown', lang: 'zh_CN' }, 422, a.admin],
        ['/languageCompany/update', { key: 'common.errors.unknown', lang: 'zh_CN', text: 'x', enterprise_id: b.enterpriseId }, 422, a.admin],
        ['/languageCompany/update', { key: 'common.errors.unknown', lang: 'zh_CN', text: '甲' }, 403, editor],
        ['/languageCompany/delete', { id: overrideId }, 404, b.admin],
        ['/languageCompany/delete', { id: 'abc' }, 422, a.admin],
        ['/languageCompany/delete', { id: overrideId }, 403, editor],
        ['/languageCompany/pageList', {}, 403, editor],
      ];
      for (const [path, body, status, actor] of cases) {
        expect([path, body, (await t.post(path, body, actor.token)).status]).toEqual([path, body, status]);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('delete removes the override: the standard text is back at once', async () => {
      const res = await t.post('/languageCompany/delete', { id: overrideId }, a.admin.token);
      expect(res.status).toBe(200);
      expect(await notFoundText(a.admin)).toBe('信息不存在');
      const audit = await t.db.query(`SELECT remark FROM audit_log WHERE business_no = 'languageCompany' AND data_id = ?`, [overrideId]);
      expect(audit).toHaveLength(3);
    });
  });
});
