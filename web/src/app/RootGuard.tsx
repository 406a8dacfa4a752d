import { Suspense, type ReactElement } from 'react';
import { Spin } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideRoute } from './route-decision';
import { isLoggedIn, useSession } from './session-store';
import { preloadShell, SessionGuardPart } from './shell-parts';

interface FromState {
  from?: string;
}

const NO_ROUTES: ReadonlySet<string> = new Set();

const busy = (
  <div className="gy-loading-overlay">
    <Spin size="large" />
  </div>
);

/**
 * The root layout: SPEC's route guard for what needs no session (open pages, the login page, sending anonymous
 * visitors to login and logged-in ones away from it). Locations that need the session's menu go to the session
 * guard, loaded with the shell.
 */
export function RootGuard(): ReactElement {
  const location = useLocation();
  const loggedIn = isLoggedIn(useSession());
  const decision = decideRoute(location.pathname, { loggedIn }, NO_ROUTES);
  switch (decision.kind) {
    case 'open':
    case 'login':
      return <Outlet />;
    case 'redirect': {
      const from = (location.state as FromState | null)?.from;
      if (decision.from) return <Navigate to={decision.to} replace state={{ from: decision.from + location.search }} />;
      return <Navigate to={from && from !== '/' && from !== '/login' ? from : decision.to} replace />;
    }
    case 'allow':
    case 'deny':
      preloadShell(location.pathname);
      return (
        <Suspense fallback={busy}>
          <SessionGuardPart />
        </Suspense>
      );
  }
}
