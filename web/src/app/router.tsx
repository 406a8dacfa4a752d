import { Suspense, type ReactElement } from 'react';
import { Spin } from 'antd';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '@/pages/login/LoginPage';
import { lazyPage, type PageRoute } from './route-types';
import { adminRoutes, standaloneRoutes } from './route-table';
import { RouteErrorPage } from './RouteErrorPage';
import { RootGuard } from './RootGuard';
import { AdminShellPart } from './shell-parts';

const ComingSoonPage = lazyPage(() => import('@/pages/standalone/ComingSoonPage'), 'ComingSoonPage');

const loading = <Spin style={{ display: 'block', marginTop: 120 }} />;

const suspended = (element: ReactElement): ReactElement => <Suspense fallback={loading}>{element}</Suspense>;

const toRouteObject = (route: PageRoute): RouteObject => ({ path: route.path, element: suspended(<route.page />) });

/**
 * Route objects: login (in the first chunk, so it is usable without waiting for any other), the /gengyun shell with
 * every area's admin pages (a permitted menu route without a page yet shows "coming soon"), the standalone entries,
 * all under the guard. The shell and the pages load on demand.
 */
export const routeObjects: RouteObject[] = [
  {
    element: <RootGuard />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <LoginPage /> },
      { path: '/login', element: <LoginPage /> },
      {
        path: '/gengyun',
        element: suspended(<AdminShellPart />),
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to="home" replace /> },
          ...adminRoutes.map(toRouteObject),
          { path: '*', element: suspended(<ComingSoonPage />) },
        ],
      },
      ...standaloneRoutes.map(toRouteObject),
      { path: '*', element: <Navigate to="/gengyun" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routeObjects);
