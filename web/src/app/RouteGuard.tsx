import { useEffect, useMemo, useRef, type ReactElement } from 'react';
import { Button, Result, Spin } from 'antd';
import { Navigate, Outlet, useBlocker, useLocation } from 'react-router-dom';
import { useUserMenu } from '@/api/session.api';
import { notifier } from '@/api/notifier';
import { useT } from '@/i18n/t';
import { permittedRoutes } from './menu-model';
import { decideRoute, HOME_PATH, type RouteDecision } from './route-decision';
import { allRoutes } from './route-table';
import { isLoggedIn, useSession } from './session-store';

interface FromState {
  from?: string;
}

/** The root layout: applies SPEC's route guard to every location and cancels denied in-app navigation. */
export function RouteGuard(): ReactElement {
  const { t } = useT();
  const location = useLocation();
  const loggedIn = isLoggedIn(useSession());
  const menu = useUserMenu();
  const ready = !loggedIn || menu.isSuccess;
  const permitted = useMemo(
    () => permittedRoutes(menu.data?.entries ?? [], allRoutes, menu.data?.permissions ?? []),
    [menu.data],
  );
  const decide = (path: string): RouteDecision => decideRoute(path, { loggedIn }, permitted);
  const denyText = menu.data?.cancelMessage || t('common.errors.noPermission');

  const blocker = useBlocker(({ nextLocation }) => ready && decide(nextLocation.pathname).kind === 'deny');
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    notifier().warning(denyText);
    blocker.reset();
  }, [blocker, denyText]);

  const lastAllowed = useRef<string>(HOME_PATH);
  const decision = ready ? decide(location.pathname) : null;
  useEffect(() => {
    if (decision?.kind === 'allow') lastAllowed.current = location.pathname + location.search;
    if (decision?.kind === 'deny') notifier().warning(denyText);
  }, [decision?.kind, location.pathname, location.search, denyText]);

  if (loggedIn && menu.isError) {
    return (
      <Result
        status="warning"
        title={t('web.errors.menuFailed')}
        extra={
          <Button type="primary" onClick={() => void menu.refetch()}>
            {t('common.buttons.retry')}
          </Button>
        }
      />
    );
  }
  if (!decision) {
    return (
      <div className="gy-loading-overlay">
        <Spin size="large" />
      </div>
    );
  }
  switch (decision.kind) {
    case 'open':
    case 'login':
    case 'allow':
      return <Outlet />;
    case 'redirect': {
      const from = (location.state as FromState | null)?.from;
      if (decision.from) return <Navigate to={decision.to} replace state={{ from: decision.from + location.search }} />;
      return <Navigate to={from && from !== '/' && from !== '/login' ? from : decision.to} replace />;
    }
    case 'deny': {
      const back = lastAllowed.current === location.pathname + location.search ? HOME_PATH : lastAllowed.current;
      return <Navigate to={back} replace />;
    }
  }
}
