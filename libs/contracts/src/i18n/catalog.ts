export type Lang = 'zh_CN' | 'en_US';
export const LANGS: readonly Lang[] = ['zh_CN', 'en_US'];
export const DEFAULT_LANG: Lang = 'zh_CN';

export interface Text {
  zh_CN: string;
  en_US: string;
}
export type Catalog = Record<string, Text>;

/** `{0}` / `{name}` placeholders are replaced by params in both languages. */
export const format = (text: string, params: readonly unknown[] | Record<string, unknown> = []): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Array.isArray(params) ? params[Number(name)] : (params as Record<string, unknown>)[name];
    return value === undefined || value === null ? whole : String(value);
  });

/** A message param that is itself a key (a field label, a status label): translated when the message is read. */
export interface KeyParam {
  key: string;
}
export const isKeyParam = (param: unknown): param is KeyParam =>
  typeof param === 'object' && param !== null && typeof (param as KeyParam).key === 'string' && Object.keys(param).length === 1;
