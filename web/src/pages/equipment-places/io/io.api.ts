import { useActionMutation, useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';
import type { EquipmentRow } from '../common/places.api';

export const ioKeys = {
  all: ['equipmentIo'] as const,
  list: () => [...ioKeys.all, 'list'] as const,
  detail: (id: number) => [...ioKeys.all, 'detail', id] as const,
};

export interface IoRow {
  id: number;
  code: string;
  direction: number;
  state: number;
  to_position_id: number | null;
  to_status: number | null;
  handler_user_id: number | null;
  /** Name (else account) of the handler, answered by the server. */
  handler_name: string | null;
  approve_user_id: number | null;
  approve_time: string | null;
  approve_remark: string | null;
  remark: string | null;
  /** Kept for the work-order area, which does not exist yet. */
  sub_work_order_id?: number | null;
  create_time: string;
}

export interface IoItem {
  id: number;
  equipment_id: number;
  from_position_id: number | null;
  from_status: number | null;
  to_position_id: number | null;
  to_status: number | null;
  equipment: EquipmentRow | null;
  from_position_name: string | null;
}

export interface IoDetail extends IoRow {
  to_position_name: string | null;
  items: IoItem[];
}

export type IoInput = {
  id?: number;
  direction: number;
  to_position_id: number;
  to_status?: number;
  /** Left out: the server takes the caller. */
  handler_user_id?: number;
  equipment_ids: number[];
  remark?: string;
};

export interface IoFormValues {
  direction: number;
  to_position_id?: number;
  to_status?: number | null;
  handler_user_id?: number | null;
  remark?: string;
}

export type IoParams = PagedParams & { direction?: number; state?: number };

/** Body of add/update: the chosen equipment ids (unique), target status only when one is chosen. */
export function ioPayload(values: IoFormValues, equipment: readonly Pick<EquipmentRow, 'id'>[], id?: number): IoInput {
  return {
    id,
    direction: values.direction,
    to_position_id: values.to_position_id as number,
    to_status: values.to_status ?? undefined,
    handler_user_id: values.handler_user_id ?? undefined,
    equipment_ids: [...new Set(equipment.map((e) => e.id))],
    remark: values.remark?.trim() || undefined,
  };
}

/** Only top-level chosen rows are sent; the server adds their child equipment. Rows of a detail → chosen equipment. */
export const chosenOf = (detail: IoDetail | undefined): EquipmentRow[] =>
  (detail?.items ?? []).map((item) => item.equipment).filter((e): e is EquipmentRow => e !== null);

export const useIoPage = (params: IoParams) => usePagedQuery<IoRow>(ioKeys.list(), '/equipmentIo/pageList', params);
export const useIoDetail = (id: number | null) => useCallQuery<IoDetail>(ioKeys.detail(id ?? 0), '/equipmentIo/detail', { id }, { enabled: Boolean(id) });
const invalidate = [ioKeys.all, ['equipmentMarkers']];
export const useAddIo = () => useActionMutation<IoInput>('/equipmentIo/add', { invalidate });
export const useUpdateIo = () => useActionMutation<IoInput>('/equipmentIo/update', { invalidate });
export const useSubmitIo = () => useActionMutation<{ id: number }>('/equipmentIo/submit', { invalidate });
export const useApproveIo = () => useActionMutation<{ id: number; remark?: string }>('/equipmentIo/approve', { invalidate });
export const useRejectIo = () => useActionMutation<{ id: number; remark?: string }>('/equipmentIo/reject', { invalidate });
