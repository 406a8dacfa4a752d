import { createStore, useStore } from './create-store';

/** An open page tab (SPEC: active menu tab = route, langkey, lock). `route` is relative to /gengyun. */
export interface MenuTab {
  route: string;
  langkey: string;
  lock: boolean;
  /** Last query string seen on that tab, so returning to it keeps detail parameters. */
  search?: string;
}

export const HOME_ROUTE = 'home';
export const HOME_TAB: MenuTab = { route: HOME_ROUTE, langkey: 'menu.personal.home', lock: true };

const withHome = (tabs: readonly MenuTab[]): MenuTab[] => [
  HOME_TAB,
  ...tabs.filter((tab) => tab.route !== HOME_ROUTE),
];

/** Opens a tab or refreshes the one with the same route (its search and label); home stays first. */
export const openTab = (tabs: readonly MenuTab[], tab: MenuTab): MenuTab[] => {
  const list = withHome(tabs);
  if (tab.route === HOME_ROUTE) return list.map((item) => (item.route === HOME_ROUTE ? { ...item, search: tab.search } : item));
  const index = list.findIndex((item) => item.route === tab.route);
  if (index < 0) return [...list, { ...tab, lock: false }];
  return list.map((item, at) => (at === index ? { ...item, langkey: tab.langkey || item.langkey, search: tab.search } : item));
};

export interface TabsAfterClose {
  tabs: MenuTab[];
  /** Route to show next when the active tab was closed, else null (stay). */
  next: MenuTab | null;
}

/** Closes one tab; a locked tab refuses. When the active one closes, its right neighbour (else left) shows. */
export const closeTab = (tabs: readonly MenuTab[], route: string, activeRoute: string): TabsAfterClose => {
  const list = withHome(tabs);
  const index = list.findIndex((item) => item.route === route);
  if (index < 0 || list[index].lock) return { tabs: list, next: null };
  const rest = list.filter((_, at) => at !== index);
  if (route !== activeRoute) return { tabs: rest, next: null };
  return { tabs: rest, next: rest[Math.min(index, rest.length - 1)] ?? HOME_TAB };
};

/** Keeps the locked tabs and the given one. */
export const closeOtherTabs = (tabs: readonly MenuTab[], route: string): MenuTab[] =>
  withHome(tabs).filter((item) => item.lock || item.route === route);

/** Keeps only the locked tabs (home). */
export const closeAllTabs = (tabs: readonly MenuTab[]): MenuTab[] => withHome(tabs).filter((item) => item.lock);

export const tabsStore = createStore<MenuTab[]>([HOME_TAB], 'tabs');
export const useMenuTabs = (): MenuTab[] => useStore(tabsStore);
