import type { InitOptions, Resource } from 'i18next';
import { DEFAULT_LANG, LANGS, type Catalog, type Lang } from '@gengyun/contracts/i18n/catalog';

/**
 * i18next options every label of the product relies on. Labels are flat keys with dots
 * ('components.table.columns') and single-brace placeholders like the server catalogue ('请选择{0}').
 * The shell must spread these into its `i18next.init` call.
 */
export const i18nInterpolation = { prefix: '{', suffix: '}', escapeValue: false } as const;

export const i18nInitOptions = {
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  load: 'currentOnly',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { ...i18nInterpolation },
  // Components re-render when labels are added (the full catalogue's chunk, the server's texts), not only when the
  // language changes: the side menu drawn before the catalogue arrived kept the entries' raw names.
  react: { useSuspense: false, bindI18nStore: 'added' },
} satisfies InitOptions;

/** Turns a `{ key: { zh_CN, en_US } }` catalogue into i18next resources (namespace `translation`). */
export function catalogToResources(catalog: Catalog): Resource {
  const resources: Resource = {};
  for (const lang of LANGS) {
    const translation: Record<string, string> = {};
    for (const [key, text] of Object.entries(catalog)) translation[key] = text[lang];
    resources[lang] = { translation };
  }
  return resources;
}

/** Positional params for `{0}`, `{1}` placeholders: `t(key, toParams(name))`. */
export function toParams(...values: readonly unknown[]): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  values.forEach((value, index) => {
    params[String(index)] = value;
  });
  return params;
}

export type { Lang };
