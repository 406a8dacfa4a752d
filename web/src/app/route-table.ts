import type { PageRoute } from './route-types';

/**
 * Every area's route table (`pages/<area>/routes.tsx` exporting `routes`), collected at build time.
 * Tables hold lazy pages only, so collecting them eagerly costs nothing in the first load.
 */
const modules = import.meta.glob<{ routes?: PageRoute[] }>('../pages/*/routes.tsx', { eager: true });

export const allRoutes: PageRoute[] = Object.values(modules).flatMap((module) => module.routes ?? []);

export const adminRoutes: PageRoute[] = allRoutes.filter((route) => !route.path.startsWith('/'));
export const standaloneRoutes: PageRoute[] = allRoutes.filter((route) => route.path.startsWith('/'));

/** Route-table row by relative admin path. */
export const adminRouteByPath = new Map(adminRoutes.map((route) => [route.path, route]));
