import { useQuery } from '@tanstack/react-query';
import type { AuditEntry, EquipmentRow, FileItem } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';

/** Query keys of the ledger screens; mutations invalidate `all`. */
export const equipmentKeys = {
  all: ['equipment', 'ledger'] as const,
  list: ['equipment', 'ledger', 'list'] as const,
  detail: (id: number) => ['equipment', 'ledger', 'detail', id] as const,
  children: (id: number) => ['equipment', 'ledger', 'children', id] as const,
  logs: (id: number) => ['equipment', 'ledger', 'logs', id] as const,
  files: (id: number) => ['equipment', 'ledger', 'files', id] as const,
};

/** Business number of the ledger's files (documents and photos) and audit rows. */
export const EQUIPMENT_BUSINESS_NO = 'equipment';

/** An equipment as /equipment/pageList and /equipment/detail answer it. */
export type { EquipmentRow };
/** A log row: `remark` is a list of message keys with params, `text` the server's own rendering. */
export type EquipmentLog = AuditEntry;

/** The filters of the list, of the export and of the map (EquipmentFilterDto). */
export type EquipmentFilters = PagedParams & {
  type_id?: number;
  model_id?: number;
  position_id?: number;
  status?: number;
  running_status_id?: number;
  parent_id?: number;
};

/** A file item of /searchFileInfo. */
export type { FileItem };

export const useEquipmentPage = (params: EquipmentFilters) => usePagedQuery<EquipmentRow>(equipmentKeys.list, '/equipment/pageList', params);

export function useEquipmentDetail(id: number) {
  return useQuery({
    queryKey: equipmentKeys.detail(id),
    queryFn: ({ signal }) => call<EquipmentRow>('/equipment/detail', { id }, { noLoading: true, signal }),
    enabled: id > 0,
  });
}

export function useEquipmentChildren(id: number) {
  return useQuery({
    queryKey: equipmentKeys.children(id),
    queryFn: ({ signal }) => call<EquipmentRow[]>('/equipment/children', { id }, { noLoading: true, signal }),
    enabled: id > 0,
  });
}

export const useEquipmentLogs = (id: number, params: PagedParams) => usePagedQuery<EquipmentLog>(equipmentKeys.logs(id), '/equipment/logs', { ...params, id });

const invalidate = [equipmentKeys.all];
export const useAddEquipment = (onSuccess?: (row: EquipmentRow) => void) =>
  useActionMutation<Record<string, unknown>, EquipmentRow>('/equipment/add', { invalidate, onSuccess });
export const useUpdateEquipment = (onSuccess?: (row: EquipmentRow) => void) =>
  useActionMutation<Record<string, unknown>, EquipmentRow>('/equipment/update', { invalidate, onSuccess });
export const useDeleteEquipment = (onSuccess?: () => void) => useActionMutation<{ id: number }>('/equipment/delete', { invalidate, onSuccess });
export const useScrapEquipment = (onSuccess?: (row: EquipmentRow) => void) =>
  useActionMutation<{ id: number; reason: string }, EquipmentRow>('/equipment/scrap', { invalidate, onSuccess });
