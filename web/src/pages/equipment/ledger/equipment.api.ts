import { useQuery } from '@tanstack/react-query';
import type { AuditEntry, EquipmentRow, FileItem } from '@gengyun/contracts';
import { call, get, unwrap } from '@/api/client';
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

export function useEquipmentFiles(id: number, enabled = true) {
  return useQuery({
    queryKey: equipmentKeys.files(id),
    queryFn: ({ signal }) => unwrap(get<FileItem[]>('/searchFileInfo', { business_no: EQUIPMENT_BUSINESS_NO, data_id: id }, { noLoading: true, signal })),
    enabled: enabled && id > 0,
  });
}

/** POST /addFile: multipart `files`, `data_id`, `business_no`; the answer is the new id. */
export async function uploadEquipmentFile(files: File[], meta: { data_id?: string | number; business_no?: string | number }): Promise<number> {
  const answer = await call<number | number[]>('/addFile', { files, data_id: meta.data_id, business_no: meta.business_no ?? EQUIPMENT_BUSINESS_NO });
  return Array.isArray(answer) ? (answer[0] as number) : answer;
}

const invalidate = [equipmentKeys.all];
export const useAddEquipment = (onSuccess?: (row: EquipmentRow) => void) =>
  useActionMutation<Record<string, unknown>, EquipmentRow>('/equipment/add', { invalidate, onSuccess });
export const useUpdateEquipment = (onSuccess?: (row: EquipmentRow) => void) =>
  useActionMutation<Record<string, unknown>, EquipmentRow>('/equipment/update', { invalidate, onSuccess });
export const useDeleteEquipment = (onSuccess?: () => void) => useActionMutation<{ id: number }>('/equipment/delete', { invalidate, onSuccess });
export const useScrapEquipment = (onSuccess?: (row: EquipmentRow) => void) =>
  useActionMutation<{ id: number; reason: string }, EquipmentRow>('/equipment/scrap', { invalidate, onSuccess });
export const useDeleteFile = (id: number) => useActionMutation<{ id: number }>('/deleteFile', { invalidate: [equipmentKeys.files(id)] });
