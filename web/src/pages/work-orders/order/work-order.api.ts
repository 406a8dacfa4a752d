import { useQuery } from '@tanstack/react-query';
import type { WorkOrderDetail, WorkOrderRow, WorkOrderStatus } from '@gengyun/contracts';
import { call } from '@/api/client';
import { usePagedQuery, type PagedParams } from '@/api/hooks';

export type { WorkOrderDetail, WorkOrderRow, WorkOrderStatus };

export const workOrderKeys = {
  all: ['workOrder'] as const,
  list: ['workOrder', 'list'] as const,
  detail: (id: number) => ['workOrder', 'detail', id] as const,
};

/** The list filters as the page keeps them. */
export interface WorkOrderFilters {
  keyword?: string;
  status?: WorkOrderStatus[];
  /** Only orders not reported done past their due time (the overview's "past due" tile, `?past_due=1`). */
  pastDue?: boolean;
}

/** The filters as `/workOrder/pageList` and `/workOrder/export` take them. */
export const workOrderFilterBody = (filters: WorkOrderFilters) => ({
  keyword: filters.keyword || undefined,
  status: filters.status?.length ? filters.status.join(',') : undefined,
  past_due: filters.pastDue || undefined,
});

export const workOrderBody = (filters: WorkOrderFilters, pageNumber: number, pageSize: number): PagedParams => ({ pageNumber, pageSize, ...workOrderFilterBody(filters) });

export const useWorkOrderPage = (body: PagedParams) => usePagedQuery<WorkOrderRow>(workOrderKeys.list, '/workOrder/pageList', body);

/** An order's detail; not asked for while `enabled` is false (a page opened without an id). */
export const useWorkOrderDetail = (id: number, enabled = true) =>
  useQuery({
    queryKey: workOrderKeys.detail(id),
    queryFn: ({ signal }) => call<WorkOrderDetail>('/workOrder/detail', { id }, { noLoading: true, signal }),
    enabled,
  });
