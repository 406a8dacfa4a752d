import { useCallback, useState } from 'react';

/** SPEC section 9: the search helper pages by 10 and returns to page 1 on every search. */
export const SEARCH_PAGE_SIZE = 10;

export interface SearchParams {
  keyword: string;
  pageNumber: number;
  pageSize: number;
  [extra: string]: unknown;
}

export interface SearchHelper<P extends SearchParams> {
  params: P;
  /** New keyword and/or filters; page goes back to 1. */
  search: (keyword?: string, filters?: Partial<Omit<P, 'keyword' | 'pageNumber' | 'pageSize'>>) => void;
  /** Back to the initial params. */
  reset: () => void;
  setPage: (pageNumber: number, pageSize: number) => void;
}

export function useSearchHelper<P extends SearchParams = SearchParams>(initial?: Partial<P>): SearchHelper<P> {
  const start = { keyword: '', pageNumber: 1, pageSize: SEARCH_PAGE_SIZE, ...initial } as P;
  const [initialParams] = useState(start);
  const [params, setParams] = useState<P>(initialParams);

  const search = useCallback<SearchHelper<P>['search']>((keyword, filters) => {
    setParams((prev) => ({ ...prev, ...filters, keyword: keyword ?? prev.keyword, pageNumber: 1 }));
  }, []);
  const reset = useCallback(() => setParams(initialParams), [initialParams]);
  const setPage = useCallback((pageNumber: number, pageSize: number) => setParams((prev) => ({ ...prev, pageNumber, pageSize })), []);
  return { params, search, reset, setPage };
}
