import type { EquipmentPartRow, Page, SparePartQuery, SparePartRequest, SparePartRow, StockRow } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useActionMutation, useCallQuery, usePagedQuery, OPTIONS_STALE_MS, type PagedParams } from '@/api/hooks';
import type { UploadedFile } from '@/components/Upload';

export type { SparePartRow };

export const partKeys = {
  all: ['sparePart'] as const,
  list: ['sparePart', 'list'] as const,
  detail: (id: number) => ['sparePart', 'detail', id] as const,
  picker: (keyword: string) => ['sparePart', 'picker', keyword] as const,
  files: (id: number) => ['sparePart', 'files', id] as const,
};

/** The part form's values: /sparePart/add, or /update with the id and version; `files` uploaded from the add form. */
export type PartInput = Omit<SparePartRequest, 'file_ids'> & { id?: number; version?: number; files?: UploadedFile[] };

/** What the form sends: trimmed texts, empty texts left out, the fitted types and models as lists (empty clears them). */
export const partBody = ({ files, ...values }: PartInput): Record<string, unknown> => ({
  ...values,
  ...(files?.length ? { file_ids: files.map((f) => Number(f.id)) } : {}),
  spare_part_code: values.spare_part_code.trim(),
  name: values.name.trim(),
  specification: values.specification?.trim() || undefined,
  unit: values.unit?.trim() || undefined,
  price: values.price === undefined || values.price === null || String(values.price).trim() === '' ? undefined : String(values.price).trim(),
  remark: values.remark?.trim() || undefined,
  batch_tracking: values.batch_tracking ?? false,
  equipment_type_ids: values.equipment_type_ids ?? [],
  equipment_model_ids: values.equipment_model_ids ?? [],
  equipment_ids: values.equipment_ids ?? [],
  substitute_ids: values.substitute_ids ?? [],
  interchangeable_ids: values.interchangeable_ids ?? [],
});

export const usePartPage = (params: PagedParams & Omit<SparePartQuery, 'pageNumber' | 'pageSize' | 'keyword'>) => usePagedQuery<SparePartRow>(partKeys.list, '/sparePart/pageList', params);
/** One equipment's parts list: installed on it, or suitable for its type. */
export const useEquipmentParts = (equipmentId: number, enabled = true) =>
  useCallQuery<EquipmentPartRow[]>(['sparePart', 'equipment', equipmentId], '/sparePart/byEquipment', { equipment_id: equipmentId }, { enabled: enabled && equipmentId > 0 });

export const usePartDetail = (id: number) => useCallQuery<SparePartRow>(partKeys.detail(id), '/sparePart/detail', { id }, { enabled: id > 0 });

/** Parts matching `keyword` (the first 50), for the put-in and move lines. */
export const usePartPicker = (keyword = '') =>
  useCallQuery<Page<SparePartRow>>(partKeys.picker(keyword), '/sparePart/pageList', { keyword: keyword || undefined, pageNumber: 1, pageSize: 50 }, { silent: true, staleTime: OPTIONS_STALE_MS });

/** Where a part is held (every place the viewer may see). */
export const usePartStock = (partId: number) =>
  useCallQuery<Page<StockRow>>(['stock', 'part', partId], '/stock/pageList', { part_id: partId, pageNumber: 1, pageSize: 100 }, { enabled: partId > 0 });

export const partLabel = (part: Pick<SparePartRow, 'spare_part_code' | 'name'>): string => `${part.spare_part_code} ${part.name}`;

export const useSavePart = (onSuccess?: () => void) => ({
  add: useActionMutation<Record<string, unknown>>('/sparePart/add', { invalidate: [partKeys.all], onSuccess }),
  update: useActionMutation<Record<string, unknown>>('/sparePart/update', { invalidate: [partKeys.all], onSuccess }),
});
export const useDeletePart = () => useActionMutation<{ id: number }>('/sparePart/delete', { invalidate: [partKeys.all] });

/** Business number of a part's photos and documents (and of its change log). */
export const PART_BUSINESS_NO = 'sparePart';

/** Uploads one file from the add form before the part exists (no data_id); the part binds it on save. */
export async function uploadNewPartFile(files: File[]): Promise<number> {
  const answer = await call<number | number[]>('/addFile', { files, business_no: PART_BUSINESS_NO });
  return Array.isArray(answer) ? (answer[0] as number) : answer;
}

