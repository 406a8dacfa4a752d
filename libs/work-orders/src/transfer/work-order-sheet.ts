import type { MessageKey } from '@gengyun/contracts';

/** The kind of task the centre lists for work-order exports and imports. */
export const WORK_ORDER_TASKS = 'workOrders.orders';

export const EXPORT_SHEET: MessageKey = 'workOrder.transfer.sheet';

/** The kind of task the centre lists for service-request exports, their sheet and columns. */
export const SERVICE_REQUEST_TASKS = 'workOrders.requests';
export const REQUEST_EXPORT_SHEET: MessageKey = 'serviceRequest.transfer.sheet';
export const REQUEST_EXPORT_COLUMNS: readonly MessageKey[] = [
  'serviceRequest.fields.code',
  'serviceRequest.fields.title',
  'serviceRequest.fields.status',
  'serviceRequest.fields.channel',
  'serviceRequest.fields.equipment',
  'serviceRequest.fields.location',
  'serviceRequest.fields.requester',
  'serviceRequest.fields.phone',
  'serviceRequest.fields.createTime',
  'serviceRequest.fields.workOrder',
  'serviceRequest.fields.reason',
];
export const IMPORT_SHEET: MessageKey = 'workOrder.transfer.importSheet';

/** The export's columns, headed in the reader's language. */
export const EXPORT_COLUMNS: readonly MessageKey[] = [
  'workOrder.transfer.col.code',
  'workOrder.transfer.col.title',
  'workOrder.transfer.col.type',
  'workOrder.transfer.col.status',
  'workOrder.transfer.col.priority',
  'workOrder.transfer.col.equipment',
  'workOrder.transfer.col.location',
  'workOrder.transfer.col.personInCharge',
  'workOrder.transfer.col.handlers',
  'workOrder.transfer.col.dueTime',
  'workOrder.transfer.col.createTime',
  'workOrder.transfer.col.overdue',
  'workOrder.transfer.col.late',
  'workOrder.transfer.col.fee',
  'workOrder.transfer.col.partsCost',
];

export type ImportField = 'title' | 'type' | 'priority' | 'equipment' | 'location' | 'person' | 'description' | 'due';

/** The import template: one order per row; the header is these titles in one language. */
export const IMPORT_COLUMNS: ReadonlyArray<{ field: ImportField; title: MessageKey; label: MessageKey }> = [
  { field: 'title', title: 'workOrder.transfer.col.titleIn', label: 'workOrder.transfer.col.title' },
  { field: 'type', title: 'workOrder.transfer.col.typeCode', label: 'workOrder.transfer.col.type' },
  { field: 'priority', title: 'workOrder.transfer.col.priorityIn', label: 'workOrder.transfer.col.priority' },
  { field: 'equipment', title: 'workOrder.transfer.col.equipmentCode', label: 'workOrder.transfer.col.equipment' },
  { field: 'location', title: 'workOrder.transfer.col.locationCode', label: 'workOrder.transfer.col.location' },
  { field: 'person', title: 'workOrder.transfer.col.personAccount', label: 'workOrder.transfer.col.personInCharge' },
  { field: 'description', title: 'workOrder.transfer.col.description', label: 'workOrder.transfer.col.description' },
  { field: 'due', title: 'workOrder.transfer.col.dueTimeIn', label: 'workOrder.transfer.col.dueTime' },
];
