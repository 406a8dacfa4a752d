import { WORK_ORDER_LIMITS } from '@gengyun/contracts';
import type { TaskItem } from '../task/task-item.entity';

/**
 * The template's checklist as the generated order's description — one numbered line per item with its standard and
 * limits — so the handler has it in the order until the order records results per item. Cut to the description's length.
 */
export function checklistText(templateName: string, items: ReadonlyArray<Pick<TaskItem, 'name' | 'standard' | 'lower_limit' | 'upper_limit' | 'unit'>>): string {
  const limits = (i: (typeof items)[number]): string =>
    i.lower_limit === null && i.upper_limit === null ? '' : ` [${i.lower_limit ?? ''}~${i.upper_limit ?? ''}${i.unit ? ` ${i.unit}` : ''}]`;
  const lines = items.map((i, n) => `${n + 1}. ${i.name}${i.standard ? `：${i.standard}` : ''}${limits(i)}`);
  return [templateName, ...lines].join('\n').slice(0, WORK_ORDER_LIMITS.description);
}
