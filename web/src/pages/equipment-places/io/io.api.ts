import { useActionMutation, useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';
import type { EquipmentRow } from '../common/places.api';
import type { IoDetail, IoItem, IoRequest, IoRow } from '@gengyun/contracts';

export const ioKeys = {
  all: ['equipmentIo'] as const,
  list: () => [...ioKeys.all, 'list'] as const,
  detail: (id: number) => [...ioKeys.all, 'detail', id] as const,
};

export type { IoDetail, IoItem, IoRow };
/** The body of /equipmentIo/add, or /update with the id. */
export type IoInput = IoRequest & { id?: number };

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
