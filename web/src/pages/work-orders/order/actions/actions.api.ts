import { ACTIONS_NEEDING_NOTE, type WorkOrderAction } from '@gengyun/contracts';
import { ApiError } from '@/api/api-error';
import { useActionMutation } from '@/api/hooks';
import { workOrderKeys } from '../work-order.api';

/** What an action asks before it is sent. */
export interface ActionNeeds {
  /** A reason (the timeline and the next person read it). */
  note: boolean;
  /** The handlers to assign. */
  handlers: boolean;
  /** The one to transfer to (never the caller). */
  transferTo: boolean;
  /** A score 1–5 with a comment. */
  score: boolean;
  /** Ends or throws back the order: asked again before it is sent. */
  confirm: boolean;
}

const DESTRUCTIVE: readonly WorkOrderAction[] = ['cancel', 'void', 'close', 'reject', 'giveBack'];

export const actionNeeds = (action: WorkOrderAction): ActionNeeds => ({
  note: ACTIONS_NEEDING_NOTE.includes(action),
  handlers: action === 'assign',
  transferTo: action === 'transfer',
  score: action === 'evaluate',
  confirm: DESTRUCTIVE.includes(action),
});

/** Whether an action is sent with one click (it asks nothing). */
export const isDirect = (action: WorkOrderAction): boolean => Object.values(actionNeeds(action)).every((need) => !need);

export const isDanger = (action: WorkOrderAction): boolean => DESTRUCTIVE.includes(action);

/** The refusal that means someone else changed the order first: reload it and decide again. */
export const isStale = (error: unknown): boolean => error instanceof ApiError && error.content?.key === 'common.errors.staleData';

/** `/workOrder/act` and `/workOrder/batchAssign`; the caller shows refusals where they belong. */
export const useAct = () => useActionMutation<Record<string, unknown>>('/workOrder/act', { invalidate: [workOrderKeys.all], silent: true });
export const useBatchAssign = (onSuccess?: () => void) =>
  useActionMutation<Record<string, unknown>>('/workOrder/batchAssign', { invalidate: [workOrderKeys.all], silent: true, onSuccess });
