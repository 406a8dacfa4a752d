import { Permission as P } from '@gengyun/contracts';
import { menuRoute as route, type MenuSeed } from '@gengyun/core';

/** `work/schedule` (SPEC §2): the calendar of due work; dragging an order needs the dispatch button. */
export const SCHEDULE_MENU: MenuSeed[] = [route('menu.work.schedule', 'work/schedule', P.workOrder.list, [['dispatch', P.workOrder.dispatch]])];
