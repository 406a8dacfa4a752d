import { Permission as P, type PermissionCode } from '@gengyun/contracts';
import { MenuType, type MenuSeed } from '@gengyun/core';

const button = (langKey: string, perms: PermissionCode): MenuSeed => ({ langKey, type: MenuType.button, perms });

/**
 * Alarm pages of the IoT monitoring area (web routes under /gengyun): `monitor/alarm` (the alarm list with
 * acknowledge / clear / close buttons), `monitor/alarmRule`, `monitor/delivery` (notification log); the
 * message configuration sits with system management at `message/config`.
 */
export const ALARM_MENU: MenuSeed[] = [
  {
    langKey: 'menu.monitor',
    type: MenuType.folder,
    icon: 'alert',
    children: [
      {
        langKey: 'menu.monitor.alarm',
        type: MenuType.route,
        route: 'monitor/alarm',
        perms: P.alarm.list,
        children: [button('menu.monitor.alarm.acknowledge', P.alarm.acknowledge), button('menu.monitor.alarm.clear', P.alarm.clear), button('menu.monitor.alarm.close', P.alarm.close)],
      },
      { langKey: 'menu.monitor.alarmRule', type: MenuType.route, route: 'monitor/alarmRule', perms: P.alarmRule.list, children: [button('menu.monitor.alarmRule.edit', P.alarmRule.edit)] },
      { langKey: 'menu.monitor.delivery', type: MenuType.route, route: 'monitor/delivery', perms: P.delivery.list },
      { langKey: 'menu.admin.messageConfig', type: MenuType.route, route: 'message/config', perms: P.messageConfig.view, children: [button('menu.admin.messageConfig.edit', P.messageConfig.edit)] },
    ],
  },
];
