import type { ReorderQuery, ReorderSuggestionRow } from '@gengyun/contracts';
import { download } from '@/api/client';
import { usePagedQuery, type PagedParams } from '@/api/hooks';

export type { ReorderSuggestionRow };
export type ReorderFilters = Omit<ReorderQuery, 'pageNumber' | 'pageSize' | 'keyword'>;

export const reorderKeys = { list: ['stock', 'reorder'] as const };

/** Under the stock keys: a put-in or a move refreshes the suggestions too. */
export const useReorderPage = (params: PagedParams & ReorderFilters) => usePagedQuery<ReorderSuggestionRow>(reorderKeys.list, '/stock/reorder/pageList', params);

/** POST /stock/reorder/export: the filtered list as xlsx, saved by the browser. */
export const exportReorder = (filters: ReorderFilters & { keyword?: string }) => download('/stock/reorder/export', { ...filters });
