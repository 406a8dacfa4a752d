import type { Lang } from '@gengyun/contracts/i18n/catalog';
import { changeServerLang, fetchLangInfo } from '@/api/session-calls';
import { isLoggedIn, preferencesStore, sessionStore } from '@/app/session-store';
import { applyServerLabels, i18n, isLang } from './i18n-instance';

/**
 * Lays the server's labels for `lang` over the shipped ones; keeps the shipped catalogue when it fails. Resolves
 * to whether any text changed (a company's own wording), i.e. whether the screen needs drawing again.
 */
export async function loadServerLabels(lang: Lang): Promise<boolean> {
  try {
    const info = await fetchLangInfo(lang);
    if (!info?.data || typeof info.data !== 'object') return false;
    const target = isLang(info.lang) ? info.lang : lang;
    const changed = Object.entries(info.data).some(([key, text]) => i18n.getResource(target, 'translation', key) !== text);
    if (changed) applyServerLabels(target, info.data);
    return changed;
  } catch {
    // the shipped catalogue stays in place (first paint already used it)
    return false;
  }
}

/**
 * The server's labels (with the company's overrides) for the chosen language, over the shipped ones. The shell
 * calls it once logged in; the login page shows the shipped texts (no company is known before login). The screen
 * is drawn again only when a text differs (it arrives while the shell's first page is being drawn).
 */
export async function startLanguage(): Promise<void> {
  const lang = preferencesStore.get().lang;
  const changed = await loadServerLabels(lang);
  if (changed || i18n.language !== lang) await i18n.changeLanguage(lang);
}

/** zh_CN ↔ en_US: tell the server when logged in, reload labels, remember the choice. */
export async function switchLanguage(lang: Lang): Promise<void> {
  const session = sessionStore.get();
  if (isLoggedIn(session)) {
    await changeServerLang(lang);
    sessionStore.set({ ...session, lang });
  }
  await loadServerLabels(lang);
  preferencesStore.set((current) => ({ ...current, lang }));
  await i18n.changeLanguage(lang);
}
