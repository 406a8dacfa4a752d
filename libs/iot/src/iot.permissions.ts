import { Permission as P } from '@gengyun/contracts';
import { MenuType, menuRoute as route, type MenuSeed } from '@gengyun/core';

/** Menu entries of the meters and live monitoring screens (SPEC section 2 routes). */
export const IOT_MENU: MenuSeed[] = [
  {
    langKey: 'menu.iot',
    type: MenuType.folder,
    icon: 'dashboard',
    children: [
      route('menu.iot.monitor', 'monitor', P.monitor.view, [['history', P.meter.history]]),
      route('menu.iot.store', 'iot/store', P.meter.list, [
        ['add', P.meter.add],
        ['edit', P.meter.edit],
        ['delete', P.meter.delete],
        ['credential', P.meter.credential],
        ['deadLetter', P.deadLetter.list],
      ]),
      route('menu.iot.flowmeter', 'watch/flowmeter', P.meter.list),
      route('menu.iot.eqptMonitor', 'eqpt/monitor', P.monitor.view),
    ],
  },
];
