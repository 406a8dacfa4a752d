import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importWithTimeout } from '@/api/chunk-errors';
import { loadFullCatalogue } from '@/i18n/i18n-instance';

/**
 * Who may open a page: always open, any logged-in user, only users whose menu lists the route ('menu'),
 * or holders of a permission code (a menu entry for the route grants it too).
 */
export type RouteAccess = 'open' | 'loggedIn' | 'menu' | (string & {});

/** A page loaded on demand; `preload()` starts loading it (and the labels it needs) ahead of rendering. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** One row of a `pages/<area>/routes.tsx` table. */
export interface PageRoute {
  /** SPEC path: relative to /gengyun for admin pages (`my/info`), absolute for standalone ones (`/screen/one`). */
  path: string;
  /** Label key of the menu entry / tab title. */
  menuKey: string;
  /** Permission code, 'loggedIn', 'menu' or 'open'. A menu entry of the user for this path also grants it. */
  permission: RouteAccess;
  /** The page, loaded on demand. */
  page: LazyPage;
}

export const SHELL_BASE = '/gengyun';

/** Absolute path of a route-table row. */
export const absolutePath = (route: PageRoute): string =>
  route.path.startsWith('/') ? route.path : `${SHELL_BASE}/${route.path}`;

/**
 * Lazy page from a module's named export, with SPEC's 120 s chunk limit and the reload-hint toast. It renders once
 * both its module and the full label catalogue (its own chunk, shared by every page) are there; a part that needs
 * only the first-paint labels (web, common, identity: the shell's frame, the home page) says `'first-paint'` and does
 * not wait for the catalogue.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  labels: 'all' | 'first-paint' = 'all',
): LazyPage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = (): Promise<{ default: ComponentType }> => {
    loading ??= Promise.all([importWithTimeout(load), labels === 'all' ? loadFullCatalogue() : undefined])
      .then(([module]) => ({ default: module[name] as ComponentType }))
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
