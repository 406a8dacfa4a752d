import { useEffect } from 'react';
import type { SiteSettings } from '@gengyun/contracts';
import { sessionStore } from '@/app/session-store';
import { useCallQuery } from './hooks';

/** Under the configuration's key: saving the configuration or the enterprise info refreshes it. */
export const siteSettingsKey = ['systemConfig', 'site'] as const;

export type { SiteSettings };

/** The title, default theme, maps' opening view, picture limit and logo of the enterprise (`/site/settings`). */
export const useSiteSettings = () => useCallQuery<SiteSettings>(siteSettingsKey, '/site/settings', undefined, { staleTime: 5 * 60_000 });

/** A changed default theme reaches users without their own choice at once, not only at their next login. */
export function useDefaultThemeFollowsSettings(settings: SiteSettings | undefined): void {
  const theme = settings?.default_theme;
  useEffect(() => {
    if (theme && sessionStore.get()?.defaultTheme !== theme) sessionStore.set((session) => (session ? { ...session, defaultTheme: theme } : session));
  }, [theme]);
}
