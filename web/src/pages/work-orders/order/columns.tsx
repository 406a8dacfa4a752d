import { dateColumn, enumColumn, levelColumn, linkColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { WorkOrderRow } from './work-order.api';
import { WORK_ORDER_STATUS_TAGS } from './status-tags';
import { TimeLeft } from '../sla/TimeLeft';
import { ORDER_VIEW_ROUTE } from './order-links';

/**
 * The work-order list's columns: number, title, status, type, priority, people, due time, time left. The number opens
 * the order's page, or calls `openDetail` (a drawer) where the list keeps the reader beside it.
 */
export const workOrderColumns = <T extends WorkOrderRow = WorkOrderRow>(openDetail?: (row: T) => void): DataColumn<T>[] => [
  linkColumn<T>({ key: 'code', titleKey: 'workOrder.fields.code', width: 170, hideable: false, ...(openDetail ? { onClick: openDetail } : { route: ORDER_VIEW_ROUTE }) }),
  textColumn<T>({ key: 'title', titleKey: 'workOrder.fields.title', width: 200 }),
  enumColumn<T>({ key: 'status', titleKey: 'workOrder.fields.status', width: 120, hideable: false, options: WORK_ORDER_STATUS_TAGS }),
  textColumn<T>({ key: 'type_name', titleKey: 'workOrder.fields.type', width: 120 }),
  levelColumn<T>({ key: 'priority', titleKey: 'workOrder.fields.priority', width: 90 }),
  textColumn<T>({ key: 'person_in_charge_name', titleKey: 'workOrder.fields.personInCharge', width: 120 }),
  textColumn<T>({ key: 'handler_names', titleKey: 'workOrder.fields.handlers', width: 160, format: (value) => (value as string[]).join(', ') }),
  dateColumn<T>({ key: 'due_time', titleKey: 'workOrder.fields.dueTime' }),
  textColumn<T>({ key: 'sla', titleKey: 'workOrder.sla.column', width: 130, ellipsis: false, format: (_value, row) => <TimeLeft clock={row.sla} /> }),
  dateColumn<T>({ key: 'create_time', titleKey: 'workOrder.fields.createTime' }),
];
