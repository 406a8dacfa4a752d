import type { SparePartRow, StocktakeCountRequest, StocktakeDetail, StocktakeLine, StocktakeQuery, StocktakeRecountRequest, StocktakeRequest, StocktakeRow, StocktakeUpdateRequest } from '@gengyun/contracts';
import { download } from '@/api/client';
import { useActionMutation, useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';

export type { StocktakeDetail, StocktakeLine, StocktakeRow };

export const stocktakeKeys = {
  all: ['stocktake'] as const,
  list: ['stocktake', 'list'] as const,
  detail: (id: number) => ['stocktake', 'detail', id] as const,
};

export const useStocktakePage = (params: PagedParams & Omit<StocktakeQuery, 'pageNumber' | 'pageSize' | 'keyword'>) => usePagedQuery<StocktakeRow>(stocktakeKeys.list, '/stocktake/pageList', params);
export const useStocktake = (id: number) => useCallQuery<StocktakeDetail>(stocktakeKeys.detail(id), '/stocktake/detail', { id }, { enabled: id > 0 });

/** Every step answers the count as it now stands; approval also changes stock. */
const changed = [stocktakeKeys.all, ['stock'], ['sparePart']];
export const useAddStocktake = (onSuccess?: (row: StocktakeDetail) => void) => useActionMutation<StocktakeRequest & Record<string, unknown>, StocktakeDetail>('/stocktake/add', { invalidate: changed, onSuccess });
export const useUpdateStocktake = (onSuccess?: (row: StocktakeDetail) => void) => useActionMutation<StocktakeUpdateRequest & Record<string, unknown>, StocktakeDetail>('/stocktake/update', { invalidate: changed, onSuccess });
export const useDeleteStocktake = () => useActionMutation<{ id: number }>('/stocktake/delete', { invalidate: [stocktakeKeys.all] });
export const useRecount = () => useActionMutation<StocktakeRecountRequest & Record<string, unknown>, StocktakeDetail>('/stocktake/recount', { invalidate: [stocktakeKeys.all] });
/** The difference report as xlsx (POST /stocktake/reportExport). */
export const downloadReport = (id: number) => download('/stocktake/reportExport', { id });
export const useStocktakeStep = (step: 'start' | 'finish' | 'approve') => useActionMutation<{ id: number }, StocktakeDetail>(`/stocktake/${step}`, { invalidate: changed });
export const useCountLine = (onSuccess?: (row: StocktakeDetail) => void) => useActionMutation<StocktakeCountRequest & Record<string, unknown>, StocktakeDetail>('/stocktake/count', { invalidate: [stocktakeKeys.all], onSuccess });
/** The part a scanned (or typed) QR content names. */
export const useResolvePart = () => useActionMutation<{ content: string }, SparePartRow>('/sparePart/byQrContent', { silent: true });
