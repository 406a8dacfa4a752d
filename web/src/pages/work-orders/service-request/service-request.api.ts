import type { ServiceRequestConvertRequest, ServiceRequestDetail, ServiceRequestRejectRequest, ServiceRequestRow, ServiceRequestStatus } from '@gengyun/contracts';
import { useActionMutation, useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';

export type { ServiceRequestDetail, ServiceRequestRow, ServiceRequestStatus };

export const serviceRequestKeys = {
  all: ['serviceRequest'] as const,
  list: ['serviceRequest', 'list'] as const,
  detail: (id: number) => ['serviceRequest', 'detail', id] as const,
};

export interface ServiceRequestFilters {
  keyword?: string;
  status?: ServiceRequestStatus[];
}

export const serviceRequestBody = (filters: ServiceRequestFilters, pageNumber: number, pageSize: number): PagedParams => ({
  pageNumber,
  pageSize,
  keyword: filters.keyword || undefined,
  status: filters.status?.length ? filters.status.join(',') : undefined,
});

export const useServiceRequestPage = (body: PagedParams) => usePagedQuery<ServiceRequestRow>(serviceRequestKeys.list, '/serviceRequest/pageList', body);

export const useServiceRequestDetail = (id: number) => useCallQuery<ServiceRequestDetail>(serviceRequestKeys.detail(id), '/serviceRequest/detail', { id });

export const useConvertRequest = (onSuccess?: () => void) =>
  useActionMutation<ServiceRequestConvertRequest>('/serviceRequest/convert', { invalidate: [serviceRequestKeys.all], onSuccess });

export const useRejectRequest = (onSuccess?: () => void) =>
  useActionMutation<ServiceRequestRejectRequest>('/serviceRequest/reject', { invalidate: [serviceRequestKeys.all], onSuccess });
