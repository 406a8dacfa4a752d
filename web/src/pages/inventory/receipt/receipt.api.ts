import type { PutInRequest, StockReceiptActRequest, StockReceiptQuery, StockReceiptRow } from '@gengyun/contracts';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';
import { stockKeys } from '../stock/stock.api';

export type { StockReceiptRow };

const receiptKeys = { all: ['stockReceipt'] as const };

export const useReceiptPage = (params: PagedParams & Omit<StockReceiptQuery, 'pageNumber' | 'pageSize' | 'keyword'>, enabled = true) =>
  usePagedQuery<StockReceiptRow>(receiptKeys.all, '/stockReceipt/pageList', params, { enabled });

/** Receipts count as on order (stock by part, reorder suggestions, the parts' stock-in state); a confirmed one is stock. */
const changed = [receiptKeys.all, stockKeys.all, ['sparePart']];
export const useAddReceipt = (onSuccess?: () => void) => useActionMutation<PutInRequest & Record<string, unknown>>('/stockReceipt/add', { invalidate: changed, onSuccess });
export const useReceiptStep = (step: 'confirm' | 'cancel') => useActionMutation<StockReceiptActRequest & Record<string, unknown>>(`/stockReceipt/${step}`, { invalidate: changed });
