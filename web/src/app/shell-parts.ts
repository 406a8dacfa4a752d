import { importWithTimeout } from '@/api/chunk-errors';
import { HOME_PATH, normalisePath } from './route-decision';
import { adminRouteByPath, standaloneRoutes } from './route-table';
import { lazyPage, SHELL_BASE, type LazyPage } from './route-types';

/**
 * The logged-in part of the app, in chunks of its own so that the login page carries none of it: the session guard
 * (query cache, menu, permissions), the shell's frame (menu, header, tabs, live alarms) and the full label catalogue.
 */
export const SessionGuardPart = lazyPage(() => import('./SessionGuard'), 'SessionGuard');
export const AdminShellPart = lazyPage(() => import('./AdminShell'), 'AdminShell');

/** The route-table page a location shows, if any. */
export function pageOf(path: string): LazyPage | undefined {
  const target = normalisePath(path === SHELL_BASE ? HOME_PATH : path);
  if (target.startsWith(`${SHELL_BASE}/`)) return adminRouteByPath.get(target.slice(SHELL_BASE.length + 1))?.page;
  return standaloneRoutes.find((route) => route.path === target)?.page;
}

/**
 * Starts loading, side by side, what a logged-in user needs to see `path` (the shell, the guard, the labels and
 * that page), so that none of them waits for another. Safe to call often: each part loads once.
 */
export function preloadShell(path: string = HOME_PATH): void {
  // Where the guard will land: the page asked for, else (the login page, an unknown address) the home page.
  const target = path.startsWith(SHELL_BASE) || pageOf(path) ? path : HOME_PATH;
  const parts = [SessionGuardPart, ...(target.startsWith(SHELL_BASE) ? [AdminShellPart] : []), pageOf(target)];
  for (const part of parts) part?.preload().catch(() => undefined);
}

/** Right after login: the menu request starts while the shell's scripts are still arriving. */
export function prefetchAfterLogin(): void {
  importWithTimeout(() => import('./SessionGuard'))
    .then((module) => module.prefetchSession())
    .catch(() => undefined);
}
