import type { WorkOrderBatchDispatchRequest, WorkOrderRow } from '@gengyun/contracts';
import { UNASSIGNED_STATUSES } from '@gengyun/contracts';
import { useActionMutation } from '@/api/hooks';
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
