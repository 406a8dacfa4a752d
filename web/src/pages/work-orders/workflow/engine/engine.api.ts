import type { WorkflowOrderNodes } from '@gengyun/contracts';
import { useActionMutation, useCallQuery } from '@/api/hooks';
import { workOrderKeys } from '../../order/work-order.api';

export type { WorkflowOrderNodes };

export const nodeKeys = { of: (id: number) => ['workOrder', 'nodes', id] as const };

/** `/workOrder/nodes`: the order's run on its template and the caller's pending tasks. */
export const useOrderNodes = (orderId: number) => useCallQuery<WorkflowOrderNodes>(nodeKeys.of(orderId), '/workOrder/nodes', { id: orderId });

/** `/workOrder/completeNode` and `/workOrder/grabNode`; refusals are shown by the bar. */
export const useCompleteNode = () => useActionMutation<Record<string, unknown>>('/workOrder/completeNode', { invalidate: [workOrderKeys.all], silent: true });
export const useGrabNode = () => useActionMutation<Record<string, unknown>>('/workOrder/grabNode', { invalidate: [workOrderKeys.all], silent: true });
