import type { MoveRequest, PutInRequest, StockMovementQuery, StockMovementRow, StockQuery, StockRow } from '@gengyun/contracts';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';

export type { StockMovementRow, StockRow };

export const stockKeys = {
  all: ['stock'] as const,
  list: ['stock', 'list'] as const,
  ledger: ['stock', 'ledger'] as const,
};

export const useStockPage = (params: PagedParams & Omit<StockQuery, 'pageNumber' | 'pageSize' | 'keyword'>) => usePagedQuery<StockRow>(stockKeys.list, '/stock/pageList', params);
export const useLedgerPage = (params: PagedParams & Omit<StockMovementQuery, 'pageNumber' | 'pageSize' | 'keyword'>) => usePagedQuery<StockMovementRow>(stockKeys.ledger, '/stockMovement/pageList', params);

/** Put-in and moves change stock, the ledger and the parts' on-hand. */
const changed = [stockKeys.all, ['sparePart']];
export const usePutIn = (onSuccess?: () => void) => useActionMutation<PutInRequest & Record<string, unknown>>('/stock/putIn', { invalidate: changed, onSuccess });
export const useMove = (onSuccess?: () => void) => useActionMutation<MoveRequest & Record<string, unknown>>('/stock/move', { invalidate: changed, onSuccess });
