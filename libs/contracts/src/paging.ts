export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

export interface PageQuery {
  pageNumber?: number;
  pageSize?: PageSize;
  keyword?: string;
}

export interface Page<T> {
  rows: T[];
  total: number;
  /**
   * Set when more rows match than were counted: `total` is then the cap, the list says "more than {total}" and pages
   * up to it (a keyword's count stops there, docs/decisions/work-orders.md). Absent on an exact total.
   */
  totalCapped?: true;
}
