import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HOME_ROUTE, openTab, tabsStore, type MenuTab } from './menu-tabs';
import { SHELL_BASE } from './route-types';

/** Relative route of a shell path: `/gengyun/my/info` → `my/info`; the shell root counts as home. */
export const relativeRoute = (pathname: string): string => {
  const rest = pathname.startsWith(`${SHELL_BASE}/`) ? pathname.slice(SHELL_BASE.length + 1) : '';
  return rest.replace(/\/+$/, '') || HOME_ROUTE;
};

export const tabPath = (tab: MenuTab): string => `${SHELL_BASE}/${tab.route}${tab.search ?? ''}`;

/** Opens (or refreshes) the tab of the current location; `langkey` is the label of the page shown. */
export function useTabForLocation(langkey: string): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!pathname.startsWith(`${SHELL_BASE}/`)) return;
    tabsStore.set((tabs) => openTab(tabs, { route: relativeRoute(pathname), langkey, lock: false, search }));
  }, [pathname, search, langkey]);
}
