import { Suspense, type ReactElement } from 'react';
import { Spin } from 'antd';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage, type PageRoute } from './route-types';
import { adminRoutes, standaloneRoutes } from './route-table';
import { RouteErrorPage } from './RouteErrorPage';
import { RouteGuard } from './RouteGuard';
import { AdminShell } from './AdminShell';

const LoginPage = lazyPage(() => import('@/pages/login/LoginPage'), 'LoginPage');
const ComingSoonPage = lazyPage(() => import('@/pages/standalone/ComingSoonPage'), 'ComingSoonPage');

const loading = <Spin style={{ display: 'block', marginTop: 120 }} />;

const suspended = (element: ReactElement): ReactElement => <Suspense fallback={loading}>{element}</Suspense>;

const toRouteObject = (route: PageRoute): RouteObject => ({ path: route.path, element: suspended(<route.page />) });

/**
 * Route objects: login, the /gengyun shell with every area's admin pages (a permitted menu route without a
 * page yet shows "coming soon"), the standalone entries, all under the guard.
 */
export const routeObjects: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: suspended(<LoginPage />) },
      { path: '/login', element: suspended(<LoginPage />) },
      {
        path: '/gengyun',
        element: <AdminShell />,
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
