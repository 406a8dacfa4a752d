import { useActionMutation, useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';
import type { EquipmentRow } from '../common/places.api';

export const countKeys = {
  all: ['equipmentCount'] as const,
  list: () => [...countKeys.all, 'list'] as const,
  detail: (id: number) => [...countKeys.all, 'detail', id] as const,
};

export interface CountRow {
  id: number;
  code: string;
  count_date: string;
  position_id: number;
  position_name: string | null;
  person_user_id: number | null;
  state: number;
  finish_time: string | null;
  remark: string | null;
  create_time: string;
}

export interface CountItem {
  id: number;
  count_id: number;
  equipment_id: number | null;
  name: string | null;
  result: number;
  remark: string | null;
  equipment: EquipmentRow | null;
}

export interface CountDetail extends CountRow {
  items: CountItem[];
}

export type CountInput = { count_date: string; position_id: number; person_user_id?: number; remark?: string };
export type CountParams = PagedParams & { state?: number; position_id?: number };

export const useCountPage = (params: CountParams) => usePagedQuery<CountRow>(countKeys.list(), '/equipmentCount/pageList', params);
export const useCountDetail = (id: number | null) => useCallQuery<CountDetail>(countKeys.detail(id ?? 0), '/equipmentCount/detail', { id }, { enabled: Boolean(id) });
const invalidate = [countKeys.all];
export const useAddCount = () => useActionMutation<CountInput>('/equipmentCount/add', { invalidate });
export const useFinishCount = () => useActionMutation<{ id: number }>('/equipmentCount/finish', { invalidate });
export const useUpdateCountItem = () => useActionMutation<{ id: number; result: number; remark?: string }>('/equipmentCount/updateItem', { invalidate });
export const useAddCountItems = () => useActionMutation<{ id: number; equipment_ids?: number[]; extra_names?: string[] }>('/equipmentCount/addItems', { invalidate });
