import { HOME_PATH, normalisePath } from './route-decision';
import { adminRouteByPath, standaloneRoutes } from './route-table';
import { lazyPage, SHELL_BASE, type LazyPage } from './route-types';

/**
 * The logged-in part of the app, in chunks of its own so that the login page carries none of it: the session guard
 * (query cache, menu, permissions) and the shell's frame (menu, header, tabs), drawn with the first-paint labels;
 * the live alarm pieces and the full label catalogue follow in chunks of their own.
 */
export const SessionGuardPart = lazyPage(() => import('./SessionGuard'), 'SessionGuard', 'first-paint');
export const AdminShellPart = lazyPage(() => import('./AdminShell'), 'AdminShell', 'first-paint');

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
