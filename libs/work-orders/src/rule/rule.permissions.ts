import { Permission as P } from '@gengyun/contracts';
import { menuRoute as route, type MenuSeed } from '@gengyun/core';

/** SPEC §2's "work order rules" and "work order batch distribution", under the work-order menu. */
export const RULE_MENU: MenuSeed[] = [
  route('menu.work.rule', 'work/rule', P.workOrderRule.list, [['edit', P.workOrderRule.edit]]),
  route('menu.work.distribute', 'work/distribute', P.workOrder.dispatch),
];
