import type {
  WorkOrderAttachment,
  WorkOrderDowntime,
  WorkOrderDowntimeUpdateRequest,
  WorkOrderLabour,
  WorkOrderLabourUpdateRequest,
  WorkOrderRecordDetail,
  WorkOrderRecordEntryDeleteRequest,
  WorkOrderResult,
  WorkOrderTypeRecord,
} from '@gengyun/contracts';
import type { Dayjs } from 'dayjs';
import { call } from '@/api/client';
import { useActionMutation, useCallQuery } from '@/api/hooks';
import { workOrderKeys } from '../work-order.api';

export type { WorkOrderAttachment, WorkOrderDowntime, WorkOrderLabour, WorkOrderRecordDetail, WorkOrderResult, WorkOrderTypeRecord };

export const ORDER_BUSINESS_NO = 'workOrder';

export const recordKeys = {
  all: (id: number) => ['workOrder', 'record', id] as const,
  detail: (id: number) => ['workOrder', 'record', id, 'detail'] as const,
  labour: (id: number) => ['workOrder', 'record', id, 'labour'] as const,
  downtime: (id: number) => ['workOrder', 'record', id, 'downtime'] as const,
  type: (typeId: number) => ['workOrderType', 'record', typeId] as const,
};

const quiet = { silent: true } as const;
/** After a record changes: the order's panels, and its detail (the timeline shows the record). */
const invalidate = (id: number) => [recordKeys.all(id), workOrderKeys.detail(id)];

export const useRecordDetail = (id: number, enabled = true) => useCallQuery<WorkOrderRecordDetail>(recordKeys.detail(id), '/workOrderRecord/detail', { id }, { ...quiet, enabled });
export const useLabour = (id: number) => useCallQuery<WorkOrderLabour>(recordKeys.labour(id), '/workOrderLabour/list', { work_order_id: id }, quiet);
export const useDowntime = (id: number) => useCallQuery<WorkOrderDowntime>(recordKeys.downtime(id), '/workOrderDowntime/list', { work_order_id: id }, quiet);
export const useTypeRecord = (typeId: number) => useCallQuery<WorkOrderTypeRecord>(recordKeys.type(typeId), '/workOrderTypeRecord/detail', { type_id: typeId }, quiet);

/** Uploads files straight to the order (the files area binds them; the panel lists them as "uploaded"). */
export async function uploadOrderFile(files: File[], meta: { data_id?: string | number; business_no?: string | number }): Promise<number> {
  const answer = await call<number | number[]>('/addFile', { files, data_id: meta.data_id, business_no: meta.business_no ?? ORDER_BUSINESS_NO });
  return Array.isArray(answer) ? (answer[0] as number) : answer;
}

export const useRemoveAttachment = (id: number) => useActionMutation<{ work_order_id: number; file_id: number }>('/workOrderAttachment/remove', { invalidate: invalidate(id) });

export const useLabourActions = (id: number) => ({
  start: useActionMutation<{ work_order_id: number }>('/workOrderLabour/start', { invalidate: invalidate(id) }),
  stop: useActionMutation<{ work_order_id: number }>('/workOrderLabour/stop', { invalidate: invalidate(id) }),
  add: useActionMutation<Record<string, string | number | undefined>>('/workOrderLabour/add', { invalidate: invalidate(id) }),
  /** A stopped entry's times and note, at the order's version as read. */
  update: useActionMutation<WorkOrderLabourUpdateRequest & Record<string, unknown>>('/workOrderLabour/update', { invalidate: invalidate(id) }),
  remove: useActionMutation<WorkOrderRecordEntryDeleteRequest & Record<string, unknown>>('/workOrderLabour/delete', { invalidate: invalidate(id) }),
});

export const useDowntimeActions = (id: number) => ({
  add: useActionMutation<Record<string, string | number | undefined>>('/workOrderDowntime/add', { invalidate: invalidate(id) }),
  /** A period's times, reason and note, at the order's version as read. */
  update: useActionMutation<WorkOrderDowntimeUpdateRequest & Record<string, unknown>>('/workOrderDowntime/update', { invalidate: invalidate(id) }),
  remove: useActionMutation<WorkOrderRecordEntryDeleteRequest & Record<string, unknown>>('/workOrderDowntime/delete', { invalidate: invalidate(id) }),
});

export const useSaveResult = (id: number) => useActionMutation<Record<string, string | number | undefined>>('/workOrderResult/save', { invalidate: invalidate(id) });

/** Whole minutes from `start` until now, as `h:mm`. */
/** A time the form checks as the server does: the end after the start, neither in the future (a minute's grace). */
export const periodError = (start: Dayjs | undefined, end: Dayjs | undefined): 'common.validation.startBeforeEnd' | 'workOrderRecord.errors.future' | null => {
  const soon = Date.now() + 60_000;
  if (start && end && !end.isAfter(start)) return 'common.validation.startBeforeEnd';
  if ((start && start.valueOf() > soon) || (end && end.valueOf() > soon)) return 'workOrderRecord.errors.future';
  return null;
};

export const elapsed = (start: string, now: number): string => {
  const minutes = Math.max(0, Math.floor((now - new Date(start).getTime()) / 60_000));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
};
