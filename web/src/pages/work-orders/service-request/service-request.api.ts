import type {
  LocationNode,
  TaskReceipt,
  ServiceRequestAddRequest,
  ServiceRequestConvertRequest,
  ServiceRequestDetail,
  ServiceRequestEditRequest,
  ServiceRequestRejectRequest,
  ServiceRequestRow,
  ServiceRequestStatus,
} from '@gengyun/contracts';
import { SERVICE_REQUEST_BUSINESS_NO } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useActionMutation, useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';
import type { UploadFn } from '@/components/Upload';

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

/** POST /serviceRequest/export with the list's filters (paging left out): the queued task of the export centre. */
export const startServiceRequestExport = (filters: ServiceRequestFilters): Promise<TaskReceipt> => {
  const { pageNumber: _n, pageSize: _s, ...body } = serviceRequestBody(filters, 1, 1);
  return call<TaskReceipt>('/serviceRequest/export', body);
};

export const useServiceRequestPage = (body: PagedParams) => usePagedQuery<ServiceRequestRow>(serviceRequestKeys.list, '/serviceRequest/pageList', body);

export const useServiceRequestDetail = (id: number) => useCallQuery<ServiceRequestDetail>(serviceRequestKeys.detail(id), '/serviceRequest/detail', { id });

export const useConvertRequest = (onSuccess?: () => void) =>
  useActionMutation<ServiceRequestConvertRequest>('/serviceRequest/convert', { invalidate: [serviceRequestKeys.all], onSuccess });

export const useRejectRequest = (onSuccess?: () => void) =>
  useActionMutation<ServiceRequestRejectRequest>('/serviceRequest/reject', { invalidate: [serviceRequestKeys.all], onSuccess });

/** An open request's text and photos at the version read; new photos are uploaded first like the form's (`uploadRequestPhoto`). */
export const useEditRequest = (onSuccess?: () => void) =>
  useActionMutation<ServiceRequestEditRequest>('/serviceRequest/edit', { invalidate: [serviceRequestKeys.all], onSuccess });

export const useAddRequest = (onSuccess?: () => void) => useActionMutation<ServiceRequestAddRequest>('/serviceRequest/add', { invalidate: [serviceRequestKeys.all], onSuccess });

/** A photo for a request not saved yet, or added in an edit: uploaded without a data id, bound when it is saved. */
export const uploadRequestPhoto: UploadFn = async (files) => {
  const id = await call<number | number[]>('/addFile', { files, business_no: SERVICE_REQUEST_BUSINESS_NO });
  return Array.isArray(id) ? (id[0] as number) : id;
};

export interface EquipmentChoice {
  id: number;
  asset_name: string;
  asset_code: string;
}

/** Equipment matching a keyword (the first 50), for the request's equipment picker and the QR dialog. */
export const useEquipmentChoices = (keyword: string) =>
  usePagedQuery<EquipmentChoice>(['serviceRequest', 'equipment'], '/equipment/pageList', { pageNumber: 1, pageSize: 50, keyword: keyword.trim() || undefined }, { silent: true });

/** The location tree, for a request without equipment. */
export const useLocationChoices = () => useCallQuery<LocationNode[]>(['serviceRequest', 'locations'], '/assetPosition/tree', undefined, { silent: true });
