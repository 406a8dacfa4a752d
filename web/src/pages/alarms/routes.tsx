import { lazyPage, type PageRoute } from '@/app/route-types';
import { P } from './common/permissions';

/**
 * Alarm screens under /gengyun (issue #5): the alarm list, alarm rules and the notification log of the monitor
 * folder, and the message configuration of system management. Menu keys and permission codes as libs/iot's
 * alarm.seeder.ts has them; the header's live counter and banner live in ./live.
 */
export const routes: PageRoute[] = [
  {
    path: 'monitor/alarm',
    menuKey: 'menu.monitor.alarm',
    permission: P.alarm.list,
    page: lazyPage(() => import('./alarm/AlarmListPage'), 'AlarmListPage'),
  },
  {
    path: 'monitor/alarmRule',
    menuKey: 'menu.monitor.alarmRule',
    permission: P.alarmRule.list,
    page: lazyPage(() => import('./rule/RuleListPage'), 'RuleListPage'),
  },
  {
    path: 'monitor/delivery',
    menuKey: 'menu.monitor.delivery',
    permission: P.delivery.list,
    page: lazyPage(() => import('./delivery/DeliveryPage'), 'DeliveryPage'),
  },
  {
    path: 'message/config',
    menuKey: 'menu.admin.messageConfig',
    permission: P.messageConfig.view,
    page: lazyPage(() => import('./config/MessageConfigPage'), 'MessageConfigPage'),
  },
];
