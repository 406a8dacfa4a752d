import { DEFAULT_LANG, type Lang } from '@gengyun/contracts/i18n/catalog';
import type { LoginAnswer } from '@gengyun/contracts';
import { createStore, useStore } from './create-store';

/** What /login and /doGoSns answer (SPEC: login state token, online, name, count). */
export type { LoginAnswer };
/** The stored session: the login answer (a session stored before the server answered its time zone has none). */
export type Session = Omit<LoginAnswer, 'timeZone'> & Partial<Pick<LoginAnswer, 'timeZone'>>;

export const sessionStore = createStore<Session | null>(null, 'session');
export const useSession = (): Session | null => useStore(sessionStore);

export const isLoggedIn = (session: Session | null): session is Session => Boolean(session?.online && session.token);
export const currentToken = (): string | undefined => sessionStore.get()?.token || undefined;

export type ThemeName = 'dark' | 'light';
export interface Preferences {
  theme: ThemeName;
  lang: Lang;
}

/** Display preferences; kept when the session ends. */
export const preferencesStore = createStore<Preferences>({ theme: 'dark', lang: DEFAULT_LANG }, 'preferences');
export const usePreferences = (): Preferences => useStore(preferencesStore);
export const PREFERENCES_STORAGE_NAME = 'preferences';
