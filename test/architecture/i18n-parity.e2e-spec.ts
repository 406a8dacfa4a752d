import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, messages } from '@gengyun/contracts';
import { catalogueProblems, placeholdersOf } from '@gengyun/i18n';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDbKind } from '../support/test-db';

/** STYLE.md 2.14: zh_CN and en_US have the same keys, each text non-empty, both using the same placeholders. */
describe('i18n parity', () => {
  it('the shipped catalogue: every key has non-empty zh_CN and en_US texts with the same placeholders', () => {
    expect(catalogueProblems(messages)).toEqual([]);
  });

  it('each key is defined in one catalogue file only (a second definition would silently win by import order)', () => {
    const dir = join(__dirname, '../../libs/contracts/src/i18n');
    const owners = new Map<string, string[]>();
    for (const file of readdirSync(dir).filter((name) => /\.(messages|labels)\.ts$/.test(name))) {
      for (const [, key] of readFileSync(join(dir, file), 'utf8').matchAll(/^\s*'([\w.]+)':\s*\{/gm)) owners.set(key!, [...(owners.get(key!) ?? []), file]);
    }
    expect(owners.size).toBeGreaterThan(500);
    expect([...owners].filter(([, files]) => files.length > 1).map(([key, files]) => `${key}: ${files.join(', ')}`)).toEqual([]);
  });

  it('the check itself catches a missing language, an empty text and different placeholders', () => {
    expect(
      catalogueProblems({
        a: { zh_CN: '甲' },
        b: { zh_CN: ' ', en_US: 'B' },
        c: { zh_CN: '{0}不能为空', en_US: 'cannot be empty' },
        d: { zh_CN: '{0}到{1}', en_US: '{1} to {0}' },
      }),
    ).toEqual(['a: en_US missing or empty', 'b: zh_CN missing or empty', 'c: placeholders differ (0 / )']);
    expect(placeholdersOf('{0} changed from "{1}" to "{2}"')).toEqual(['0', '1', '2']);
  });

  describe(`the translation store after seeding (${testDbKind()})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('holds every stored key in both languages, non-empty, with the same placeholders', async () => {
      const rows: Array<{ lang_key: string; lang: string; text: string }> = await t.db.query(`SELECT lang_key, lang, text FROM i18n_text`);
      const stored: Record<string, Record<string, string>> = {};
      for (const row of rows) (stored[row.lang_key] ??= {})[row.lang] = row.text;
      expect(catalogueProblems(stored)).toEqual([]);
      const zh = new Set(rows.filter((r) => r.lang === 'zh_CN').map((r) => r.lang_key));
      const en = new Set(rows.filter((r) => r.lang === 'en_US').map((r) => r.lang_key));
      expect([...zh].filter((k) => !en.has(k))).toEqual([]);
      expect([...en].filter((k) => !zh.has(k))).toEqual([]);
      expect(new Set(rows.map((r) => r.lang))).toEqual(new Set(LANGS));
      for (const key of Object.keys(messages)) expect([key, Boolean(stored[key])]).toEqual([key, true]);
    });
  });
});
