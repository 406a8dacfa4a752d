import type { StockReceiptActRequest, StockReceiptQuery, StockReceiptRequest, StockReceiptRow, StockReceiptUpdateRequest } from '@gengyun/contracts';
import { useActionMutation, useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';
import { stockKeys } from '../stock/stock.api';

export type { StockReceiptRow };

const receiptKeys = { all: ['stockReceipt'] as const, detail: (id: number) => ['stockReceipt', 'detail', id] as const };

export const useReceiptPage = (params: PagedParams & Omit<StockReceiptQuery, 'pageNumber' | 'pageSize' | 'keyword'>, enabled = true) =>
  usePagedQuery<StockReceiptRow>(receiptKeys.all, '/stockReceipt/pageList', params, { enabled });
export const useReceipt = (id: number) => useCallQuery<StockReceiptRow>(receiptKeys.detail(id), '/stockReceipt/detail', { id }, { enabled: id > 0 });

/** Receipts count as on order (stock by part, reorder suggestions, the parts' stock-in state); a confirmed one is stock. */
const changed = [receiptKeys.all, stockKeys.all, ['sparePart']];
export const useAddReceipt = (onSuccess?: () => void) => useActionMutation<StockReceiptRequest & Record<string, unknown>>('/stockReceipt/add', { invalidate: changed, onSuccess });
export const useUpdateReceipt = (onSuccess?: () => void) => useActionMutation<StockReceiptUpdateRequest & Record<string, unknown>>('/stockReceipt/update', { invalidate: changed, onSuccess });
export const useReceiptStep = (step: 'confirm' | 'cancel') => useActionMutation<StockReceiptActRequest & Record<string, unknown>>(`/stockReceipt/${step}`, { invalidate: changed });
