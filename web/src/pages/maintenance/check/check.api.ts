import type { CheckResultRow, CheckValue } from '@gengyun/contracts';
import { useActionMutation, useCallQuery } from '@/api/hooks';
import { workOrderKeys } from '../../work-orders/order/work-order.api';

export type { CheckResultRow, CheckValue };

export const checkKeys = { list: (orderId: number) => ['workOrder', 'record', orderId, 'checklist'] as const };

export const useChecklist = (orderId: number) =>
  useCallQuery<CheckResultRow[]>(checkKeys.list(orderId), '/checkResult/list', { work_order_id: orderId }, { silent: true });

/** Records one item's answer; the checklist and the order (its timeline, a repair sub order) read again. */
export const useRecordCheck = (orderId: number) =>
  useActionMutation<{ id: number; value: CheckValue }, CheckResultRow>('/checkResult/record', { invalidate: [checkKeys.list(orderId), workOrderKeys.detail(orderId)] });
