import { DEFAULT_LANG, type Lang } from '@gengyun/contracts';
import { createStore, useStore } from './create-store';

/** What /login and /doGoSns answer (SPEC: login state token, online, name, count). */
export interface LoginAnswer {
  token: string;
  userId: number;
  name: string;
  account: string;
  lang: Lang;
  enterpriseId: number;
  enterpriseName: string;
  /** The enterprise's time zone (IANA name); absent on sessions stored before the server answered it. */
  timeZone?: string;
  online: boolean;
  count: number;
}

export type Session = LoginAnswer;

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
