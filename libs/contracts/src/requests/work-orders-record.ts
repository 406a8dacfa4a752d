import type { DowntimeReason, ResultCodeField } from '../enums/work-orders-record';
import type { WorkOrderPageRequest } from './work-orders';

/** Request bodies of what a work order records: files, labour, downtime, result codes, sub orders. */

/** File ids sent with `/workOrder/add`, `/workOrder/update` (the whole list) and `/workOrder/act` (added at that step). */
export type WorkOrderFilesRequest = { file_ids?: number[] };

/** `/workOrderAttachment/add`: files uploaded before, attached to an existing order. */
export type WorkOrderAttachmentAddRequest = { work_order_id: number; file_ids: number[] };
/** `/workOrderAttachment/remove`. */
export type WorkOrderAttachmentRemoveRequest = { work_order_id: number; file_id: number };

/** `/workOrderLabour/start`, `/stop`, `/list`. */
export type WorkOrderLabourOrderRequest = { work_order_id: number; note?: string };
/** `/workOrderLabour/add`: `end_time` or `minutes`; `user_id` another person's (dispatchers only). */
export type WorkOrderLabourAddRequest = {
  work_order_id: number;
  user_id?: number;
  start_time: string;
  end_time?: string;
  minutes?: number;
  note?: string;
};
/** `/workOrderLabour/update`. */
/** `/workOrderLabour/update`: a stopped entry's times, at the order's `version` as read (the order's version rises). */
export type WorkOrderLabourUpdateRequest = Omit<WorkOrderLabourAddRequest, 'work_order_id' | 'user_id'> & { id: number; version: number };
/** `/workOrderLabour/delete`, `/workOrderDowntime/delete`: an entry, at its order's `version` as read. */
export type WorkOrderRecordEntryDeleteRequest = { id: number; version: number };

/** `/workOrderDowntime/add`: the order's equipment stood still from `start_time`; no `end_time` while it still does. */
export type WorkOrderDowntimeAddRequest = { work_order_id: number; start_time: string; end_time?: string | null; reason: DowntimeReason; note?: string };
/** `/workOrderDowntime/update`: at the order's `version` as read (the order's version rises). */
export type WorkOrderDowntimeUpdateRequest = Omit<WorkOrderDowntimeAddRequest, 'work_order_id'> & { id: number; version: number };
/** `/equipmentDowntime/pageList`. */
export type EquipmentDowntimePageRequest = { equipment_id: number; pageNumber?: number; pageSize?: number };

/** `/workOrderResult/save`: codes from the type's lists, and a note. */
export type WorkOrderResultRequest = { work_order_id: number; note?: string } & Partial<Record<`${ResultCodeField}_code`, string | null>>;

/** `/workOrderTypeRecord/save`: the type's code lists (dictionary type codes), whether they are required, the hourly rate. */
export type WorkOrderTypeRecordRequest = {
  type_id: number;
  failure_list?: string | null;
  cause_list?: string | null;
  remedy_list?: string | null;
  codes_required?: boolean;
  labour_rate?: string | null;
};

/**
 * `/subWorkOrder/pageList`: the order list's filters; with `parent_id` that parent's sub orders, without it every
 * order that has a parent.
 */
export type SubWorkOrderPageRequest = WorkOrderPageRequest;
