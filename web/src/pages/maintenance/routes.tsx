import { Permission } from '@gengyun/contracts/permissions';
import { lazyPage, type PageRoute } from '@/app/route-types';

/** Maintenance screens under /gengyun (issue 14): task items and templates, the maintenance plans and their calendar. */
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
];
