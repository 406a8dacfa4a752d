import { lazy } from 'react';
import { Permission } from '@gengyun/contracts/permissions';
import type { HomeCard } from '../personal/home-cards';

/** The work bench's "today's plans": plan orders due today and today's patrol tasks, with the permissions that open them. */
export const homeCards: HomeCard[] = [
  {
    key: 'todayPlans',
    permissions: [Permission.plan.list, Permission.plan.edit, Permission.workOrder.list, Permission.patrol.list, Permission.patrol.inspect],
    Card: lazy(() => import('./today/TodayPlansCard').then((m) => ({ default: m.TodayPlansCard }))),
  },
];
