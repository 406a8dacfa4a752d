import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGS, type Catalog, type Lang } from '@gengyun/contracts/i18n/catalog';
import { commonMessages } from '@gengyun/contracts/i18n/common.messages';
import { identityMessages } from '@gengyun/contracts/i18n/identity.messages';
import { webLabels } from '@gengyun/contracts/i18n/web.labels';
import { preferencesStore } from '@/app/session-store';
import { i18nInitOptions } from '@/components/i18n-options';

/** One language of a catalogue, as a flat key → text map. */
export const labelsOf = (catalog: Catalog, lang: Lang): Record<string, string> =>
  Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, text[lang]]));

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

/**
 * The labels of the first paint (the login page, the shell's frame, the client's errors): web, common and identity
 * texts. The rest of the catalogue loads with the shell and the pages (`loadFullCatalogue`), so the login page does
 * not carry every area's labels.
 */
const firstPaint: Catalog = { ...commonMessages, ...identityMessages, ...webLabels };

/**
 * One i18next instance, initialised synchronously from the first-paint labels shipped in @gengyun/contracts so the
 * first paint has them; the full catalogue and then the server's (company-overridden) texts are laid on top later.
 * Keys are flat with dots (`web.login.title`), placeholders are `{0}` / `{name}` as in the catalogue.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  ...i18nInitOptions,
  resources: Object.fromEntries(LANGS.map((lang) => [lang, { translation: labelsOf(firstPaint, lang) }])),
  lng: isLang(preferencesStore.get().lang) ? preferencesStore.get().lang : DEFAULT_LANG,
  initAsync: false,
  returnNull: false,
});

export const currentLang = (): Lang => (isLang(i18n.language) ? i18n.language : DEFAULT_LANG);

/** Adds (over the shipped texts) the labels the server sent for a language. */
export const applyServerLabels = (lang: Lang, data: Record<string, string>): void => {
  i18n.addResourceBundle(lang, 'translation', data, true, true);
};

/** Adds shipped labels under what is there (server texts already loaded stay). */
export const addShippedLabels = (catalog: Catalog): void => {
  for (const lang of LANGS) i18n.addResourceBundle(lang, 'translation', labelsOf(catalog, lang), true, false);
};

let full: Promise<void> | null = null;

/** Every area's shipped labels (its own chunk); pages and the shell wait for it before they render. */
export function loadFullCatalogue(): Promise<void> {
  full ??= import('./full-catalogue').then(({ messages }) => addShippedLabels(messages));
  return full;
}
