import type { WorkOrderBatchDispatchRequest, WorkOrderRow } from '@gengyun/contracts';
import { UNASSIGNED_STATUSES } from '@gengyun/contracts';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';
import { workOrderKeys } from '../order/work-order.api';

export { UNASSIGNED_STATUSES };

/** What the page sends: each selected order at the version shown, the handlers, the trimmed note. */
export const dispatchBody = (rows: readonly Pick<WorkOrderRow, 'id' | 'version'>[], handlerIds: number[], note?: string): WorkOrderBatchDispatchRequest & Record<string, unknown> => ({
  orders: rows.map(({ id, version }) => ({ id, version })),
  handler_ids: handlerIds,
  note: note?.trim() || undefined,
});

export const useBatchDispatch = (onSuccess?: () => void) =>
  useActionMutation<Record<string, unknown>>('/workOrder/batchDispatch', { invalidate: [workOrderKeys.all], onSuccess, silent: true });

/**
 * The orders batch distribution would take, as the server decides them (`/workOrder/distributable`): unassigned and not
 * held by an open workflow run. Without a status filter the server lists every unassigned status.
 */
export const useDistributable = (body: PagedParams) => usePagedQuery<WorkOrderRow>([...workOrderKeys.all, 'distributable'], '/workOrder/distributable', body);
