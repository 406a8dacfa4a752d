import type { PartOrderActRequest, PartOrderQuery, PartOrderRequest, PartOrderRow } from '@gengyun/contracts';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';
import { stockKeys } from '../stock/stock.api';

export type { PartOrderRow };

const orderKeys = { all: ['partOrder'] as const };

export const useOrderPage = (params: PagedParams & Omit<PartOrderQuery, 'pageNumber' | 'pageSize'>, enabled = true) =>
  usePagedQuery<PartOrderRow>(orderKeys.all, '/partOrder/pageList', params, { enabled });

/** Open orders count as on order: the suggestions and stock by part (under the stock keys) follow. */
const changed = [orderKeys.all, stockKeys.all];
export const useAddOrder = (onSuccess?: () => void) => useActionMutation<PartOrderRequest & Record<string, unknown>>('/partOrder/add', { invalidate: changed, onSuccess });
export const useCancelOrder = () => useActionMutation<PartOrderActRequest & Record<string, unknown>>('/partOrder/cancel', { invalidate: changed });
