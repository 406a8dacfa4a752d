import { dateColumn, enumColumn, levelColumn, linkColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { WorkOrderRow } from './work-order.api';
import { WORK_ORDER_STATUS_TAGS } from './status-tags';
import { TimeLeft } from '../sla/TimeLeft';

/** The work-order list's columns: number (opens the detail), title, status, type, priority, people, due time, time left. */
export const workOrderColumns = (openDetail: (row: WorkOrderRow) => void): DataColumn<WorkOrderRow>[] => [
  linkColumn<WorkOrderRow>({ key: 'code', titleKey: 'workOrder.fields.code', width: 170, hideable: false, onClick: openDetail }),
  textColumn<WorkOrderRow>({ key: 'title', titleKey: 'workOrder.fields.title', width: 200 }),
  enumColumn<WorkOrderRow>({ key: 'status', titleKey: 'workOrder.fields.status', width: 120, hideable: false, options: WORK_ORDER_STATUS_TAGS }),
  textColumn<WorkOrderRow>({ key: 'type_name', titleKey: 'workOrder.fields.type', width: 120 }),
  levelColumn<WorkOrderRow>({ key: 'priority', titleKey: 'workOrder.fields.priority', width: 90 }),
  textColumn<WorkOrderRow>({ key: 'person_in_charge_name', titleKey: 'workOrder.fields.personInCharge', width: 120 }),
  textColumn<WorkOrderRow>({ key: 'handler_names', titleKey: 'workOrder.fields.handlers', width: 160, format: (value) => (value as string[]).join(', ') }),
  dateColumn<WorkOrderRow>({ key: 'due_time', titleKey: 'workOrder.fields.dueTime' }),
  textColumn<WorkOrderRow>({ key: 'sla', titleKey: 'workOrder.sla.column', width: 130, ellipsis: false, format: (_value, row) => <TimeLeft clock={row.sla} /> }),
  dateColumn<WorkOrderRow>({ key: 'create_time', titleKey: 'workOrder.fields.createTime' }),
];
