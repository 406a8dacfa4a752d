import { dateColumn, enumColumn, linkColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { ServiceRequestRow } from './service-request.api';
import { SERVICE_REQUEST_CHANNEL_TAGS, SERVICE_REQUEST_STATUS_TAGS } from './status-tags';

/** The request list's columns: number (opens the detail), problem, status, channel, where, who, when, the order it became. */
export const serviceRequestColumns = (openDetail: (row: ServiceRequestRow) => void): DataColumn<ServiceRequestRow>[] => [
  linkColumn<ServiceRequestRow>({ key: 'code', titleKey: 'serviceRequest.fields.code', width: 170, hideable: false, onClick: openDetail }),
  textColumn<ServiceRequestRow>({ key: 'title', titleKey: 'serviceRequest.fields.title', width: 200 }),
  enumColumn<ServiceRequestRow>({ key: 'status', titleKey: 'serviceRequest.fields.status', width: 110, hideable: false, options: SERVICE_REQUEST_STATUS_TAGS }),
  enumColumn<ServiceRequestRow>({ key: 'channel', titleKey: 'serviceRequest.fields.channel', width: 110, options: SERVICE_REQUEST_CHANNEL_TAGS }),
  textColumn<ServiceRequestRow>({ key: 'equipment_name', titleKey: 'serviceRequest.fields.equipment', width: 140 }),
  textColumn<ServiceRequestRow>({ key: 'location_name', titleKey: 'serviceRequest.fields.location', width: 140 }),
  textColumn<ServiceRequestRow>({ key: 'requester_name', titleKey: 'serviceRequest.fields.requester', width: 110 }),
  textColumn<ServiceRequestRow>({ key: 'work_order_code', titleKey: 'serviceRequest.fields.workOrder', width: 170 }),
  dateColumn<ServiceRequestRow>({ key: 'create_time', titleKey: 'serviceRequest.fields.createTime' }),
];
