import { DEFAULT_LANG, type Lang } from '@gengyun/contracts/i18n/catalog';
import type { LoginAnswer, ThemeName } from '@gengyun/contracts';
import { createStore, useStore } from './create-store';

/** What /login and /doGoSns answer (SPEC: login state token, online, name, count). */
export type { LoginAnswer };
/** The stored session: the login answer (a session stored before the server answered its time zone or default theme has none). */
export type Session = Omit<LoginAnswer, 'timeZone' | 'defaultTheme'> & Partial<Pick<LoginAnswer, 'timeZone' | 'defaultTheme'>>;

export const sessionStore = createStore<Session | null>(null, 'session');
export const useSession = (): Session | null => useStore(sessionStore);

export const isLoggedIn = (session: Session | null): session is Session => Boolean(session?.online && session.token);
export const currentToken = (): string | undefined => sessionStore.get()?.token || undefined;

export type { ThemeName };
export interface Preferences {
  /** The user's own choice; without one, the enterprise's default theme (setting `site.defaultTheme`), else dark. */
  theme?: ThemeName;
  lang: Lang;
}

/** Display preferences; kept when the session ends. */
export const preferencesStore = createStore<Preferences>({ lang: DEFAULT_LANG }, 'preferences');
export const usePreferences = (): Preferences => useStore(preferencesStore);

const effectiveTheme = (preferences: Preferences, session: Session | null): ThemeName => preferences.theme ?? (isLoggedIn(session) ? session.defaultTheme : undefined) ?? 'dark';
/** The theme shown: the user's choice, else the enterprise's default, else dark. */
export const useThemeName = (): ThemeName => effectiveTheme(useStore(preferencesStore), useStore(sessionStore));
export const currentThemeName = (): ThemeName => effectiveTheme(preferencesStore.get(), sessionStore.get());
/** The user chooses a theme (it then outlives the enterprise's default). */
export const chooseTheme = (theme: ThemeName): void => preferencesStore.set((current) => ({ ...current, theme }));
export const PREFERENCES_STORAGE_NAME = 'preferences';
