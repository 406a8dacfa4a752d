import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';

/** What the table needs from a router: go to a path, optionally with state. */
export type NavigateFn = (to: string, options?: { state?: unknown }) => void;

const NavigateContext = createContext<NavigateFn | undefined>(undefined);

export function useTableNavigate(): NavigateFn | undefined {
  return useContext(NavigateContext);
}

function RouterNavigate({ children }: { children: ReactNode }): ReactElement {
  const navigate = useNavigate();
  return <NavigateContext.Provider value={(to, options) => void navigate(to, options)}>{children}</NavigateContext.Provider>;
}

/** Uses the `navigate` prop when given, else react-router's navigate when inside a router. */
export function TableNavigation({ navigate, children }: { navigate?: NavigateFn; children: ReactNode }): ReactElement {
  const inRouter = useInRouterContext();
  if (navigate) return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
  if (inRouter) return <RouterNavigate>{children}</RouterNavigate>;
  return <>{children}</>;
}

/** Admin routes are named relative to /gengyun (SPEC section 2); absolute paths pass through. */
export function routePath(route: string): string {
  return route.startsWith('/') ? route : `/gengyun/${route}`;
}

/** Detail pages read their parameters from the query string: `?id=<key value>`; the row rides in state. */
export function detailLink(route: string, id: unknown): string {
  return `${routePath(route)}?id=${encodeURIComponent(String(id ?? ''))}`;
}
