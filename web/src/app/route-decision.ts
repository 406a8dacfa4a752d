import { SHELL_BASE } from './route-types';

/** What the guard does with a location (SPEC section 2, route guard). */
export type RouteDecision =
  | { kind: 'open' }
  | { kind: 'login' }
  | { kind: 'redirect'; to: string; from?: string }
  | { kind: 'allow' }
  | { kind: 'deny' };

export const LOGIN_PATHS = ['/', '/login'];
export const HOME_PATH = `${SHELL_BASE}/home`;

/** Screen dashboards, the report viewer and an equipment's public request page are always open, logged in or not. */
const ALWAYS_OPEN = [/^\/screen(\/.*)?$/, /^\/scn(\/.*)?$/, /^\/data\/report\/ReportViewer$/, /^\/public\/request\/[^/]+$/];

export const normalisePath = (path: string): string => {
  const bare = path.split(/[?#]/)[0] || '/';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

export interface SessionLike {
  loggedIn: boolean;
}

/**
 * Pure guard decision:
 * always-open pages → open; login page → login form, or the shell when logged in; anything else without
 * a session → login (remembering the path); the shell root → allowed (it redirects to home); otherwise the
 * path must be in the permitted set, else the navigation is denied.
 */
export function decideRoute(path: string, session: SessionLike, permitted: ReadonlySet<string>): RouteDecision {
  const target = normalisePath(path);
  if (ALWAYS_OPEN.some((pattern) => pattern.test(target))) return { kind: 'open' };
  if (LOGIN_PATHS.includes(target)) return session.loggedIn ? { kind: 'redirect', to: SHELL_BASE } : { kind: 'login' };
  if (!session.loggedIn) return { kind: 'redirect', to: '/login', from: path };
  if (target === SHELL_BASE) return { kind: 'allow' };
  return permitted.has(target) ? { kind: 'allow' } : { kind: 'deny' };
}
