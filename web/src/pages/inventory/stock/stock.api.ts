import type { MoveRequest, PutInRequest, StockByBinRow, StockByPartRow, StockByTypeRow, StockGroupQuery, StockMovementQuery, StockMovementRow, StockQuery, StockRow } from '@gengyun/contracts';
import { useActionMutation, useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';

export type { StockByBinRow, StockByPartRow, StockByTypeRow, StockMovementRow, StockRow };

export const stockKeys = {
  all: ['stock'] as const,
  list: ['stock', 'list'] as const,
  ledger: ['stock', 'ledger'] as const,
  byPart: ['stock', 'byPart'] as const,
};

export const useStockPage = (params: PagedParams & Omit<StockQuery, 'pageNumber' | 'pageSize' | 'keyword'>) => usePagedQuery<StockRow>(stockKeys.list, '/stock/pageList', params);
export const useLedgerPage = (params: PagedParams & Omit<StockMovementQuery, 'pageNumber' | 'pageSize' | 'keyword'>) => usePagedQuery<StockMovementRow>(stockKeys.ledger, '/stockMovement/pageList', params);

/** Stock by part (summed over bins and batches) in a warehouse or all the caller's; `bom_type` 0: parts without a type. */
export const useStockByPart = (params: PagedParams & Omit<StockGroupQuery, 'pageNumber' | 'pageSize' | 'keyword'>) => usePagedQuery<StockByPartRow>(stockKeys.byPart, '/stock/byPart', params);
/** The bins of one warehouse with what each holds (bin null: stock kept without a bin). */
export const useStockByBin = (warehouseId: number) => useCallQuery<StockByBinRow[]>(['stock', 'byBin', warehouseId], '/stock/byBin', { warehouse_id: warehouseId }, { enabled: warehouseId > 0 });
/** Parts by BOM type in a warehouse or all the caller's. */
export const useStockByType = (warehouseId?: number) => useCallQuery<StockByTypeRow[]>(['stock', 'byType', warehouseId ?? 0], '/stock/byType', { warehouse_id: warehouseId });

/** Put-in and moves change stock, the ledger and the parts' on-hand. */
const changed = [stockKeys.all, ['sparePart']];
export const usePutIn = (onSuccess?: () => void) => useActionMutation<PutInRequest & Record<string, unknown>>('/stock/putIn', { invalidate: changed, onSuccess });
export const useMove = (onSuccess?: () => void) => useActionMutation<MoveRequest & Record<string, unknown>>('/stock/move', { invalidate: changed, onSuccess });
