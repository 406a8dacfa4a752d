import type { PagerProps } from '../Pager';
import type { SearchHelper, SearchParams } from './useSearchHelper';

/** A list query as far as paging needs it: the total of the page answer. */
export interface PagedList {
  data?: { total: number };
}

/** DataTable's `paging` of a searched list: page and size from the search helper, total from the answer. */
export const pagingOf = <P extends SearchParams>(search: SearchHelper<P>, list: PagedList): Omit<PagerProps, 'disabled'> => ({
  pageNumber: search.params.pageNumber,
  pageSize: search.params.pageSize,
  total: list.data?.total ?? 0,
  onChange: search.setPage,
});
