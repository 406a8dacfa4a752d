import { useEffect, useMemo, useRef, type ReactElement } from 'react';
import { Button, Spin } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Outlet, useBlocker, useLocation } from 'react-router-dom';
import { queryClient } from '@/api/query-client';
import { useUserMenu } from '@/api/session.api';
import { notifier } from '@/api/notifier';
import { startLanguage } from '@/i18n/language';
import { useT } from '@/i18n/t';
import { whenIdle } from './after-first-paint';
import './dayjs-locale';
import { permittedRoutes } from './menu-model';
import { decideRoute, HOME_PATH, type RouteDecision } from './route-decision';
import { allRoutes } from './route-table';

/**
 * Everything below the login, for a logged-in user (its own chunk, loaded with the shell): the query cache, the
 * server's labels for the session's language, and the permission part of SPEC's route guard.
 */
export function SessionGuard(): ReactElement {
  // The server's labels (a company's own wording) once the first page is drawn: they rarely change a text.
  useEffect(() => whenIdle(() => void startLanguage()), []);
  return (
    <QueryClientProvider client={queryClient}>
      <PermissionGuard />
    </QueryClientProvider>
  );
}

/** Allows a permitted location, sends a denied one back, and cancels denied in-app navigation with a message. */
function PermissionGuard(): ReactElement {
  const { t } = useT();
  const location = useLocation();
  const menu = useUserMenu();
  const permitted = useMemo(
    () => permittedRoutes(menu.data?.entries ?? [], allRoutes, menu.data?.permissions ?? []),
    [menu.data],
  );
  const decide = (path: string): RouteDecision => decideRoute(path, { loggedIn: true }, permitted);
  const denyText = menu.data?.cancelMessage || t('common.errors.noPermission');

  const blocker = useBlocker(({ nextLocation }) => menu.isSuccess && decide(nextLocation.pathname).kind === 'deny');
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    notifier().warning(denyText);
    blocker.reset();
  }, [blocker, denyText]);

  const lastAllowed = useRef<string>(HOME_PATH);
  const decision = menu.isSuccess ? decide(location.pathname) : null;
  useEffect(() => {
    if (decision?.kind === 'allow') lastAllowed.current = location.pathname + location.search;
    if (decision?.kind === 'deny') notifier().warning(denyText);
  }, [decision?.kind, location.pathname, location.search, denyText]);

  if (menu.isError) {
    return (
      <div className="gy-route-error" role="alert" data-testid="menu-failed">
        <WarningOutlined className="gy-route-error-icon" />
        <div className="gy-route-error-title">{t('web.errors.menuFailed')}</div>
        <Button type="primary" onClick={() => void menu.refetch()}>
          {t('common.buttons.retry')}
        </Button>
      </div>
    );
  }
  if (!decision) {
    return (
      <div className="gy-loading-overlay">
        <Spin size="large" />
      </div>
    );
  }
  if (decision.kind === 'deny') {
    const back = lastAllowed.current === location.pathname + location.search ? HOME_PATH : lastAllowed.current;
    return <Navigate to={back} replace />;
  }
  // allow; the root guard hands over only locations that need the session (open, login and redirects stay there)
  return <Outlet />;
}
