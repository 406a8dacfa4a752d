import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { messages, type MessageKey } from '@gengyun/contracts';

/**
 * No raw placeholder reaches a person (issue 12 item 7): a label whose text has `{0}` / `{name}` must be translated
 * with its params. This finds the places that translate a key without any — `t('key')`, `translate('key')`,
 * `tLoose('key', 'fallback')`, and keys rendered as plain labels (`titleKey`, `labelKey`, `<Label k="…">`) — and
 * fails when such a key has placeholders (the meter form showed "{0}不能为空").
 */
const SRC = join(__dirname, '..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
const WITHOUT_PARAMS = /\b(?:t|translate|tLoose)\(\s*'([\w.]+)'\s*(?:\)|,\s*'[^']*'\s*\))|\b(?:titleKey|labelKey|messageKey):\s*'([\w.]+)'(?!\s*\|)|\bk="([\w.]+)"/g;
/** Texts whose braces are meant to be read as written (they explain placeholders to translators). */
const LITERAL_BRACES = new Set(['i18n.admin.errors.placeholders']);
const hasPlaceholder = (key: string): boolean => {
  const text = messages[key as MessageKey];
  return Boolean(text) && /\{\w+\}/.test(`${text.zh_CN} ${text.en_US}`);
};

describe('labels with placeholders are always given their params', () => {
  it('no key with a placeholder is translated without params anywhere in the web', () => {
    const offenders: string[] = [];
    let seen = 0;
    for (const file of files(SRC)) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(WITHOUT_PARAMS)) {
        const key = match[1] ?? match[2] ?? match[3] ?? '';
        seen += 1;
        if (hasPlaceholder(key) && !LITERAL_BRACES.has(key)) offenders.push(`${relative(SRC, file)}: ${key}`);
      }
    }
    expect(seen).toBeGreaterThan(500);
    expect(offenders).toEqual([]);
  });
});
