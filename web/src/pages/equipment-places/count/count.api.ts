import { useActionMutation, useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';
import type { CountDetail, CountItem, CountRequest, CountRow } from '@gengyun/contracts';

export const countKeys = {
  all: ['equipmentCount'] as const,
  list: () => [...countKeys.all, 'list'] as const,
  detail: (id: number) => [...countKeys.all, 'detail', id] as const,
};

export type { CountDetail, CountItem, CountRow };
export type CountInput = CountRequest;
export type CountParams = PagedParams & { state?: number; position_id?: number };

export const useCountPage = (params: CountParams) => usePagedQuery<CountRow>(countKeys.list(), '/equipmentCount/pageList', params);
export const useCountDetail = (id: number | null) => useCallQuery<CountDetail>(countKeys.detail(id ?? 0), '/equipmentCount/detail', { id }, { enabled: Boolean(id) });
const invalidate = [countKeys.all];
export const useAddCount = () => useActionMutation<CountInput>('/equipmentCount/add', { invalidate });
export const useFinishCount = () => useActionMutation<{ id: number }>('/equipmentCount/finish', { invalidate });
export const useUpdateCountItem = () => useActionMutation<{ id: number; result: number; remark?: string }>('/equipmentCount/updateItem', { invalidate });
export const useAddCountItems = () => useActionMutation<{ id: number; equipment_ids?: number[]; extra_names?: string[] }>('/equipmentCount/addItems', { invalidate });
