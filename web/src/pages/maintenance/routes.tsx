import { Permission } from '@gengyun/contracts/permissions';
import { lazyPage, type PageRoute } from '@/app/route-types';

/**
 * Maintenance screens under /gengyun (issue 14): task items and templates, the maintenance plans and their calendar,
 * spot-check and patrol (points, routes, route plans, tasks, and the inspector's phone page).
 */
export const routes: PageRoute[] = [
  {
    path: 'task',
    menuKey: 'menu.task',
    permission: Permission.taskTemplate.list,
    page: lazyPage(() => import('./task/TaskPage'), 'TaskPage'),
  },
  {
    path: 'maint/plan',
    menuKey: 'menu.maint.plan',
    permission: Permission.plan.list,
    page: lazyPage(() => import('./plan/PlanListPage'), 'PlanListPage'),
  },
  {
    path: 'maint/calendar',
    menuKey: 'menu.maint.calendar',
    permission: Permission.plan.list,
    page: lazyPage(() => import('./calendar/CalendarPage'), 'CalendarPage'),
  },
  {
    path: 'patrol/point',
    menuKey: 'menu.patrol.point',
    permission: Permission.patrol.list,
    page: lazyPage(() => import('./patrol/point/PointPage'), 'PointPage'),
  },
  {
    path: 'patrol/route',
    menuKey: 'menu.patrol.route',
    permission: Permission.patrol.list,
    page: lazyPage(() => import('./patrol/route/RoutePage'), 'RoutePage'),
  },
  {
    path: 'patrol/plan',
    menuKey: 'menu.patrol.plan',
    permission: Permission.patrol.list,
    page: lazyPage(() => import('./patrol/plan/PatrolPlanPage'), 'PatrolPlanPage'),
  },
  {
    path: 'patrol/task',
    menuKey: 'menu.patrol.task',
    permission: Permission.patrol.list,
    page: lazyPage(() => import('./patrol/task/PatrolTaskPage'), 'PatrolTaskPage'),
  },
  {
    path: 'patrol/map',
    menuKey: 'menu.patrol.map',
    permission: Permission.patrol.list,
    page: lazyPage(() => import('./patrol/map/LiveMapPage'), 'LiveMapPage'),
  },
  {
    path: 'patrol/mobile',
    menuKey: 'menu.patrol.mobile',
    permission: Permission.patrol.inspect,
    page: lazyPage(() => import('./patrol/mobile/PatrolMobilePage'), 'PatrolMobilePage'),
  },
];
