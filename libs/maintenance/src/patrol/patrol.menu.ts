import { Permission as P } from '@gengyun/contracts';
import { MenuType, menuRoute as route, type MenuSeed } from '@gengyun/core';

/**
 * Spot-check and patrol screens: points (with their QR labels), routes, route plans, tasks and the live map for
 * supervisors, and the phone page inspectors walk their tasks on.
 */
export const PATROL_MENU: MenuSeed = {
  langKey: 'menu.patrol',
  type: MenuType.folder,
  icon: 'environment',
  children: [
    route('menu.patrol.point', 'patrol/point', P.patrol.list, [['edit', P.patrol.edit]]),
    route('menu.patrol.route', 'patrol/route', P.patrol.list),
    route('menu.patrol.plan', 'patrol/plan', P.patrol.list),
    route('menu.patrol.task', 'patrol/task', P.patrol.list),
    route('menu.patrol.map', 'patrol/map', P.patrol.list),
    route('menu.patrol.mobile', 'patrol/mobile', P.patrol.inspect),
  ],
};
