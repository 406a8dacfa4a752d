import { PREFERENCES_STORAGE_NAME, sessionStore } from '@/app/session-store';
import { secureStorage } from '@/app/secure-storage';
import { tabsStore } from '@/app/menu-tabs';

export const LOGIN_PATH = '/login';

/** What else holds session data (the query cache registers itself when the shell loads it). */
const cleanups = new Set<() => void>();
export const onSessionEnd = (cleanup: () => void): void => {
  cleanups.add(cleanup);
};

/**
 * Ends the local session (logout or SPEC's 402): every stored value except display preferences, the
 * in-memory stores and the query cache are cleared. With `reload` the browser goes to /login afresh.
 */
export function endSession({ reload = false }: { reload?: boolean } = {}): void {
  secureStorage.clearAll([PREFERENCES_STORAGE_NAME]);
  sessionStore.reset();
  tabsStore.reset();
  cleanups.forEach((cleanup) => cleanup());
  if (reload) window.location.assign(LOGIN_PATH);
}
