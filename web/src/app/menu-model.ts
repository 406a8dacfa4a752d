import { absolutePath, SHELL_BASE, type PageRoute } from './route-types';

import { MenuType } from '@gengyun/contracts';

/** Menu entry types (SPEC section 3). */
export { MenuType };

export interface MenuEntry {
  id: string | number;
  pid?: string | number | null;
  route?: string | null;
  icon?: string | null;
  langkey?: string | null;
  name?: string | null;
  type: number;
  children?: MenuEntry[];
}

/** The entry shape as older servers send it (url, lang_key, parent_id, items): remapped on the way in. */
type IncomingEntry = Partial<MenuEntry> & {
  parent_id?: string | number | null;
  url?: string | null;
  lang_key?: string | null;
  items?: IncomingEntry[];
};

export const normaliseMenu = (entries: readonly IncomingEntry[] | undefined): MenuEntry[] =>
  (entries ?? []).map((entry) => ({
    id: entry.id ?? entry.route ?? entry.url ?? '',
    pid: entry.pid ?? entry.parent_id ?? null,
    route: entry.route ?? entry.url ?? null,
    icon: entry.icon ?? null,
    langkey: entry.langkey ?? entry.lang_key ?? null,
    name: entry.name ?? null,
    type: Number(entry.type ?? MenuType.route),
    children: normaliseMenu(entry.children ?? entry.items),
  }));

const STANDALONE_PREFIXES = ['/screen', '/scn', '/data/report/', '/demo'];

/** A menu route (`user`, `/user`, `/gengyun/user`, `/screen/one`, with or without query) → absolute path. */
export function menuRouteToPath(route: string): string {
  const bare = route.split(/[?#]/)[0].trim().replace(/\/+$/, '');
  if (bare === SHELL_BASE || bare.startsWith(`${SHELL_BASE}/`)) return bare;
  if (bare.startsWith('/') && STANDALONE_PREFIXES.some((prefix) => bare === prefix.replace(/\/$/, '') || bare.startsWith(prefix))) return bare;
  return `${SHELL_BASE}/${bare.replace(/^\/+/, '')}`;
}

export const flattenMenu = (entries: readonly MenuEntry[]): MenuEntry[] =>
  entries.flatMap((entry) => [entry, ...flattenMenu(entry.children ?? [])]);

/** The spare-part detail view SPEC appends to every menu (type 3), granted with the spare-part list. */
export const SPARE_PART_DETAIL: MenuEntry = { id: 'fixed:bom/list/view', route: 'bom/list/view', langkey: 'menu.bom.listView', type: MenuType.detail };

export const withFixedEntries = (entries: MenuEntry[]): MenuEntry[] => {
  const list = flattenMenu(entries).find((entry) => entry.route && menuRouteToPath(entry.route) === `${SHELL_BASE}/bom/list`);
  return list ? [...entries, { ...SPARE_PART_DETAIL, pid: list.id }] : entries;
};

/**
 * The set of absolute paths a logged-in user may open: routes of menu entries of type page (1) and hidden
 * detail (3), plus route-table rows open to any logged-in user, plus rows whose permission code was granted.
 */
export function permittedRoutes(menu: readonly MenuEntry[], table: readonly PageRoute[], permissions: readonly string[]): Set<string> {
  const granted = new Set(permissions);
  const paths = new Set<string>();
  for (const entry of flattenMenu(menu)) {
    if ((entry.type === MenuType.route || entry.type === MenuType.detail) && entry.route) paths.add(menuRouteToPath(entry.route));
  }
  for (const route of table) {
    if (route.permission === 'loggedIn' || route.permission === 'open' || granted.has(route.permission)) paths.add(absolutePath(route));
  }
  return paths;
}

export interface MenuActivation {
  entry: MenuEntry | null;
  /** Menu item to highlight (a hidden detail route highlights its parent page). */
  selectedKey: string | null;
  openKeys: string[];
}

/** Which menu item a path activates, and which folders open to show it. */
export function activateMenu(menu: readonly MenuEntry[], path: string): MenuActivation {
  const all = flattenMenu(menu);
  const byId = new Map(all.map((entry) => [String(entry.id), entry]));
  const entry = all.find((item) => item.route && item.type !== MenuType.button && menuRouteToPath(item.route) === path) ?? null;
  if (!entry) return { entry: null, selectedKey: null, openKeys: [] };
  let selected: MenuEntry = entry;
  if (entry.type === MenuType.detail && entry.pid !== null && entry.pid !== undefined) {
    const parent = byId.get(String(entry.pid));
    if (parent && parent.type === MenuType.route) selected = parent;
  }
  const openKeys: string[] = [];
  let cursor = selected.pid !== null && selected.pid !== undefined ? byId.get(String(selected.pid)) : undefined;
  while (cursor) {
    openKeys.unshift(String(cursor.id));
    cursor = cursor.pid !== null && cursor.pid !== undefined ? byId.get(String(cursor.pid)) : undefined;
  }
  return { entry, selectedKey: String(selected.id), openKeys };
}
