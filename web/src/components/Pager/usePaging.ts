import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@gengyun/contracts';

export interface Paging {
  pageNumber: number;
  pageSize: number;
}

export interface UsePaging extends Paging {
  setPage: (pageNumber: number, pageSize: number) => void;
  /** Back to page 1, keeping the size. */
  resetPage: () => void;
}

/** Page state for tables and dialogs: page 1, size 20 unless told otherwise. */
export function usePaging(initialSize: number = DEFAULT_PAGE_SIZE): UsePaging {
  const [paging, setPaging] = useState<Paging>({ pageNumber: 1, pageSize: initialSize });
  const setPage = useCallback((pageNumber: number, pageSize: number) => setPaging({ pageNumber, pageSize }), []);
  const resetPage = useCallback(() => setPaging((prev) => ({ ...prev, pageNumber: 1 })), []);
  return { ...paging, setPage, resetPage };
}
