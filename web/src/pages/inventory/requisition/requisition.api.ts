import type { RequisitionActRequest, RequisitionIssueRequest, RequisitionQuery, RequisitionReplaceLineRequest, RequisitionReturnRequest, RequisitionRow, RequisitionSaveRequest, StockQuery, StockRow } from '@gengyun/contracts';
import { useActionMutation, useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';
import { workOrderKeys } from '../../work-orders/order/work-order.api';
import { stockKeys } from '../stock/stock.api';

export type { RequisitionRow, StockRow };
export type RequisitionLine = RequisitionRow['lines'][number];

export const requisitionKeys = {
  all: ['requisition'] as const,
  list: ['requisition', 'list'] as const,
  detail: (id: number) => ['requisition', 'detail', id] as const,
  order: (orderId: number) => ['requisition', 'order', orderId] as const,
  picker: ['requisition', 'stock'] as const,
};

export const useRequisitionPage = (params: PagedParams & Omit<RequisitionQuery, 'pageNumber' | 'pageSize' | 'keyword'>) =>
  usePagedQuery<RequisitionRow>(requisitionKeys.list, '/requisition/pageList', params);
export const useRequisition = (id: number) => useCallQuery<RequisitionRow>(requisitionKeys.detail(id), '/requisition/detail', { id }, { enabled: id > 0 });
/** The order's requisition, or null before it has one. */
export const useOrderRequisition = (orderId: number, enabled = true) =>
  useCallQuery<RequisitionRow | null>(requisitionKeys.order(orderId), '/requisition/ofOrder', { work_order_id: orderId }, { enabled, silent: true });
/** Where the parts that may stand in for a short part have something available (the caller's places). */
export const useStandIns = (partId: number) =>
  useCallQuery<{ rows: StockRow[]; total: number }>(['requisition', 'standIns', partId], '/requisition/standIns', { id: partId }, { enabled: partId > 0 });
/** The part picker: available stock per place the caller may see. */
export const usePickerStock = (params: PagedParams & Omit<StockQuery, 'pageNumber' | 'pageSize' | 'keyword'>, enabled: boolean) =>
  usePagedQuery<StockRow>(requisitionKeys.picker, '/requisition/stock', params, { enabled });

/** Every change moves reservations or stock, and issues and returns move the order's parts cost. */
const changed = [requisitionKeys.all, stockKeys.all, workOrderKeys.all];
export const useSaveRequisition = (onSuccess?: () => void) => useActionMutation<RequisitionSaveRequest & Record<string, unknown>, RequisitionRow>('/requisition/save', { invalidate: changed, onSuccess });
export const useRequisitionAction = (action: 'approve' | 'issue' | 'cancel', onSuccess?: () => void) =>
  useActionMutation<RequisitionIssueRequest & RequisitionActRequest & Record<string, unknown>, RequisitionRow>(`/requisition/${action}`, { invalidate: changed, onSuccess });
export const useReturnParts = (onSuccess?: () => void) => useActionMutation<RequisitionReturnRequest & Record<string, unknown>, RequisitionRow>('/requisition/return', { invalidate: changed, onSuccess });
/** An approver's move of a short line to another place, or to one of its part's substitutes. */
export const useReplaceLine = (onSuccess?: () => void) =>
  useActionMutation<RequisitionReplaceLineRequest & Record<string, unknown>, RequisitionRow>('/requisition/replaceLine', { invalidate: changed, onSuccess });
