import type { WorkOrderAction } from '@gengyun/contracts';

/** What a handler does next, most pressing first: the one large button at the bottom of the handler page. */
const NEXT: readonly WorkOrderAction[] = ['grab', 'accept', 'start', 'resume', 'finish'];

/** The action the caller needs now among those the detail allows, or none (the other buttons stay above). */
export const nextAction = (actions: readonly WorkOrderAction[]): WorkOrderAction | null => NEXT.find((a) => actions.includes(a)) ?? null;
