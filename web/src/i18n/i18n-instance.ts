import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGS, messages, type Lang } from '@gengyun/contracts';
import { preferencesStore } from '@/app/session-store';
import { i18nInitOptions } from '@/components/i18n-options';

/** The shipped catalogue of one language, as a flat key → text map. */
export const shippedLabels = (lang: Lang): Record<string, string> =>
  Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text[lang]]));

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

/**
 * One i18next instance, initialised synchronously from the catalogue shipped in @gengyun/contracts so the
 * first paint has labels; `loadServerLabels` later lays the server's (company-overridden) texts on top.
 * Keys are flat with dots (`web.login.title`), placeholders are `{0}` / `{name}` as in the catalogue.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  ...i18nInitOptions,
  resources: Object.fromEntries(LANGS.map((lang) => [lang, { translation: shippedLabels(lang) }])),
  lng: isLang(preferencesStore.get().lang) ? preferencesStore.get().lang : DEFAULT_LANG,
  initAsync: false,
  returnNull: false,
});

export const currentLang = (): Lang => (isLang(i18n.language) ? i18n.language : DEFAULT_LANG);

/** Adds (over the shipped texts) the labels the server sent for a language. */
export const applyServerLabels = (lang: Lang, data: Record<string, string>): void => {
  i18n.addResourceBundle(lang, 'translation', data, true, true);
};
