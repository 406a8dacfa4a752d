import { useQuery } from '@tanstack/react-query';
import type { FileItem } from '@gengyun/contracts';
import { call, get, unwrap } from '@/api/client';
import { useActionMutation } from '@/api/hooks';

/** Query key of one owner's files; an area may pass its own so its other queries invalidate with it. */
export type OwnedFilesKey = readonly unknown[];

/** GET /searchFileInfo of one business owner (`business_no` + `data_id`). */
export function useOwnedFiles(businessNo: string, dataId: number, queryKey: OwnedFilesKey, enabled = true) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => unwrap(get<FileItem[]>('/searchFileInfo', { business_no: businessNo, data_id: dataId }, { noLoading: true, signal })),
    enabled: enabled && dataId > 0,
  });
}

/** POST /addFile under one business owner: multipart `files`, `data_id`, `business_no`; the answer is the new id. */
export const ownedFileUploader =
  (businessNo: string) =>
  async (files: File[], meta: { data_id?: string | number }): Promise<number> => {
    const answer = await call<number | number[]>('/addFile', { files, data_id: meta.data_id, business_no: businessNo });
    return Array.isArray(answer) ? answer[0] : answer;
  };

/** POST /deleteFile, refreshing the owner's list. */
export const useDeleteOwnedFile = (queryKey: OwnedFilesKey) => useActionMutation<{ id: number }>('/deleteFile', { invalidate: [queryKey] });
