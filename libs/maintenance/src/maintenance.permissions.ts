import { Permission as P } from '@gengyun/contracts';
import { MenuType, menuRoute as route, type MenuSeed } from '@gengyun/core';
import { PATROL_MENU } from './patrol/patrol.menu';

/**
 * Menu entries of the maintenance routes (SPEC §2) this area serves so far: the plans (`maint/plan`, with the holiday
 * calendar), the calendar (`maint/calendar`) and task items and templates (`task`); spot-check and patrol under
 * their own folder (`patrol/…`).
 */
export const MAINTENANCE_MENU: MenuSeed[] = [
  {
    langKey: 'menu.maint',
    type: MenuType.folder,
    icon: 'schedule',
    children: [
      route('menu.maint.plan', 'maint/plan', P.plan.list, [
        ['edit', P.plan.edit],
        ['generate', P.plan.generate],
        ['holiday', P.holiday.edit],
      ]),
      route('menu.maint.calendar', 'maint/calendar', P.plan.list),
      route('menu.task', 'task', P.taskTemplate.list, [['edit', P.taskTemplate.edit]]),
    ],
  },
  PATROL_MENU,
];
