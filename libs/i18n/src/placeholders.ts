import { LANGS, type Catalog, type Lang } from '@gengyun/contracts';

/** The sorted, de-duplicated `{n}` / `{name}` placeholders of a text. */
export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))].sort();

export const samePlaceholders = (a: string, b: string): boolean =>
  placeholdersOf(a).join(',') === placeholdersOf(b).join(',');

/** Problems of a catalogue: a language missing or empty, or the languages using different placeholders. */
export function catalogueProblems(catalog: Record<string, Partial<Record<Lang, unknown>>>): string[] {
  const problems: string[] = [];
  for (const [key, text] of Object.entries(catalog)) {
    for (const lang of LANGS) {
      const value = text[lang];
      if (typeof value !== 'string' || !value.trim()) problems.push(`${key}: ${lang} missing or empty`);
    }
    const [zh, en] = [text.zh_CN, text.en_US];
    if (typeof zh === 'string' && typeof en === 'string' && !samePlaceholders(zh, en)) {
      problems.push(`${key}: placeholders differ (${placeholdersOf(zh).join(',')} / ${placeholdersOf(en).join(',')})`);
    }
    const extra = Object.keys(text).filter((l) => !(LANGS as readonly string[]).includes(l));
    if (extra.length) problems.push(`${key}: unexpected languages ${extra.join(',')}`);
  }
  return problems;
}

export type { Catalog };
