import { Permission as P, messages } from '@gengyun/contracts';
import { CatalogueSyncService, TranslationStore } from '@gengyun/i18n';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';

const catalogueSize = Object.keys(messages).length;

describe(`language store and /getDefaultLangInfo (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let viewer: Actor;
  let nobody: Actor;
  const count = async (table: string): Promise<number> =>
    Number((await t.db.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  const text = async (key: string, lang: string): Promise<string> =>
    (await t.db.query(`SELECT text FROM i18n_text WHERE lang_key = ? AND lang = ?`, [key, lang]))[0]?.text;

  beforeAll(async () => {
    t = await startTestApp();
    const ent = await newEnterprise(t);
    admin = ent.admin;
    viewer = await newUser(t, ent.enterpriseId, { permissions: [P.language.list] });
    nobody = await newUser(t, ent.enterpriseId, { permissions: [] });
  });
  afterAll(() => t.close());

  describe('catalogue sync on boot', () => {
    it('stores every shipped key in both languages', async () => {
      expect(await count('i18n_text')).toBe(catalogueSize * 2);
      expect(await text('common.errors.notFound', 'zh_CN')).toBe('信息不存在');
      expect(await text('common.errors.notFound', 'en_US')).toBe('Information does not exist');
    });

    it('is idempotent, keeps edited texts and custom labels, inserts new keys and follows unedited shipped texts', async () => {
      const sync = t.app.get(CatalogueSyncService);
      expect(await sync.sync(messages)).toEqual({ inserted: 0, updated: 0 });
      await t.db.query(`UPDATE i18n_text SET text = 'Edited', edited = 1 WHERE lang_key = 'common.errors.unknown' AND lang = 'en_US'`);
      const changed = {
        ...messages,
        'common.errors.unknown': { zh_CN: '未知错误!', en_US: 'Unknown error!' },
        'common.errors.loadingFailed': { zh_CN: '加载失败!', en_US: 'Loading failed!' },
        'test.brandNew': { zh_CN: '新', en_US: 'New' },
      };
      expect(await sync.sync(changed)).toEqual({ inserted: 2, updated: 3 });
      expect(await text('common.errors.unknown', 'en_US')).toBe('Edited');
      expect(await text('common.errors.unknown', 'zh_CN')).toBe('未知错误!');
      expect(await text('common.errors.loadingFailed', 'en_US')).toBe('Loading failed!');
      expect(await text('test.brandNew', 'zh_CN')).toBe('新');
      expect(await sync.sync(changed)).toEqual({ inserted: 0, updated: 0 });
      await sync.sync(messages);
      expect(await text('common.errors.loadingFailed', 'en_US')).toBe('Loading failed');
      await t.db.query(`DELETE FROM i18n_text WHERE lang_key = 'test.brandNew'`);
      await t.db.query(`UPDATE i18n_text SET text = 'Unknown error', edited = 0 WHERE lang_key = 'common.errors.unknown' AND lang = 'en_US'`);
      t.app.get(TranslationStore).invalidateAll();
    });
  });

  describe('POST /getDefaultLangInfo', () => {
    it('answers zh_CN labels without a session', async () => {
      const res = await t.post('/getDefaultLangInfo');
      expect(res.status).toBe(200);
      expect(res.body.content).toMatchObject({ lang: 'zh_CN', langs: ['zh_CN', 'en_US'] });
      expect(res.body.content.data['common.errors.notFound']).toBe('信息不存在');
      expect(Object.keys(res.body.content.data)).toHaveLength(catalogueSize);
    });

    it('answers the requested language', async () => {
      const res = await t.post('/getDefaultLangInfo', { lang: 'en_US' });
      expect(res.body.content.lang).toBe('en_US');
      expect(res.body.content.data['common.errors.notFound']).toBe('Information does not exist');
    });

    it('with a session uses the user language', async () => {
      const ent = await newEnterprise(t);
      const english = await newUser(t, ent.enterpriseId, { lang: 'en_US' });
      const res = await t.post('/getDefaultLangInfo', {}, english.token);
      expect(res.body.content.lang).toBe('en_US');
      expect(res.body.content.data['common.validation.required']).toBe('{0} cannot be empty');
    });

    it('refuses an unsupported language and unknown fields with 422', async () => {
      expect((await t.post('/getDefaultLangInfo', { lang: 'fr_FR' })).status).toBe(422);
      const res = await t.post('/getDefaultLangInfo', { lang: 'en_US', extra: 1 });
      expect(res.status).toBe(422);
      expect(res.body.content.key).toBe('common.validation.unknownField');
    });
  });

  describe('POST /changeLangInfo', () => {
    it('needs a session', async () => {
      const res = await t.post('/changeLangInfo', { lang: 'en_US' });
      expect(res.status).toBe(401);
      expect(res.body.content.type).toBe(402);
    });

    it('refuses a bad language and keeps the user language', async () => {
      const user = await newUser(t, admin.enterpriseId, {});
      for (const body of [{}, { lang: 'de_DE' }, { lang: ['en_US'] }, { lang: 'en_US', x: 1 }]) {
        expect((await t.post('/changeLangInfo', body, user.token)).status).toBe(422);
      }
      expect((await t.post('/getDefaultLangInfo', {}, user.token)).body.content.lang).toBe('zh_CN');
    });

    it('stores the language on the user: later answers and messages use it', async () => {
      const user = await newUser(t, admin.enterpriseId, {});
      const res = await t.post('/changeLangInfo', { lang: 'en_US' }, user.token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 200, content: { lang: 'en_US' }, msg: 'Operation succeeded' });
      expect((await t.post('/getDefaultLangInfo', {}, user.token)).body.content.lang).toBe('en_US');
      const refused = await t.post('/language/pageList', {}, user.token);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('No permission');
      const back = await t.post('/changeLangInfo', { lang: 'zh_CN' }, user.token);
      expect(back.body.msg).toBe('操作成功');
    });
  });

  describe('POST /language/pageList', () => {
    it('pages keys with both languages side by side', async () => {
      const res = await t.post('/language/pageList', { pageNumber: 1, pageSize: 10 }, viewer.token);
      expect(res.status).toBe(200);
      expect(res.body.content.total).toBe(catalogueSize);
      expect(res.body.content.rows).toHaveLength(10);
      const keys = res.body.content.rows.map((r: { key: string }) => r.key);
      expect(keys).toEqual([...keys].sort());
    });

    it('searches the key, the Chinese and the English text', async () => {
      const byKey = await t.post('/language/pageList', { keyword: 'common.errors.notFound' }, viewer.token);
      expect(byKey.body.content.rows[0]).toMatchObject({ key: 'common.errors.notFound', zh_CN: '信息不存在', en_US: 'Information does not exist' });
      const byZh = await t.post('/language/pageList', { keyword: '信息不存在' }, viewer.token);
      expect(byZh.body.content.rows.map((r: { key: string }) => r.key)).toContain('common.errors.notFound');
      const byEn = await t.post('/language/pageList', { keyword: 'Information does not' }, viewer.token);
      expect(byEn.body.content.rows.map((r: { key: string }) => r.key)).toContain('common.errors.notFound');
      const wild = await t.post('/language/pageList', { keyword: '%_' }, viewer.token);
      expect(wild.body.content.total).toBe(0);
    });

    it('refuses a user without permission (403) and bad paging (422)', async () => {
      expect((await t.post('/language/pageList', {}, nobody.token)).status).toBe(403);
      expect((await t.post('/language/pageList', { pageSize: 7 }, viewer.token)).status).toBe(422);
      expect((await t.post('/language/pageList', { pageNumber: 'x' }, viewer.token)).status).toBe(422);
    });
  });
});
