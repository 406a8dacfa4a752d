import type { OsahDetail, OsahRow } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useActionMutation, useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';
import type { UploadedFile } from '@/components/Upload';

/** Business number of OSAH attachments. */
export const OSAH_BUSINESS_NO = 'osah';

export const osahKeys = {
  all: ['equipment', 'osah'] as const,
  list: ['equipment', 'osah', 'list'] as const,
  detail: (id: number) => ['equipment', 'osah', 'detail', id] as const,
};

export type { OsahDetail, OsahRow };

export interface OsahInput {
  title: string;
  category?: string;
  valid_from?: string;
  valid_to?: string;
  remark?: string;
  files?: UploadedFile[];
}

export type OsahFilters = PagedParams & { category?: string; valid_on?: string };

/** Validity must not end before it starts. */
export const validityError = (values: Pick<OsahInput, 'valid_from' | 'valid_to'>): 'common.validation.startBeforeEnd' | null =>
  values.valid_from && values.valid_to && values.valid_from > values.valid_to ? 'common.validation.startBeforeEnd' : null;

/** Body of add/update: trimmed texts and the uploaded files' ids (the server binds them to the document). */
export const osahBody = (values: OsahInput, id?: number): Record<string, unknown> => ({
  title: values.title.trim(),
  category: values.category?.trim() || undefined,
  valid_from: values.valid_from,
  valid_to: values.valid_to,
  remark: values.remark?.trim() || undefined,
  file_ids: (values.files ?? []).map((file) => Number(file.id)),
  ...(id ? { id } : {}),
});

/** POST /addFile under `osah`; the document binds the file when saved. */
export async function uploadOsahFile(files: File[]): Promise<number> {
  const answer = await call<number | number[]>('/addFile', { files, business_no: OSAH_BUSINESS_NO });
  return Array.isArray(answer) ? (answer[0] as number) : answer;
}

export const useOsahPage = (params: OsahFilters) => usePagedQuery<OsahRow>(osahKeys.list, '/osah/pageList', params);
export const useOsahDetail = (id: number | undefined) => useCallQuery<OsahDetail>(osahKeys.detail(id ?? 0), '/osah/detail', { id }, { enabled: Boolean(id) });

const invalidate = [osahKeys.all];
export const useSaveOsah = (onSuccess?: () => void) => ({
  add: useActionMutation<Record<string, unknown>>('/osah/add', { invalidate, onSuccess }),
  update: useActionMutation<Record<string, unknown>>('/osah/update', { invalidate, onSuccess }),
});
export const useDeleteOsah = () => useActionMutation<{ id: number }>('/osah/delete', { invalidate });
