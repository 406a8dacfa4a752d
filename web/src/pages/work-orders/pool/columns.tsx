import { dateColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { WorkOrderPoolRow } from './pool.api';

/** The pool list's columns: name, members (names where the user list knows them), remark, update time. */
export const poolColumns = (userName: (id: number) => string): DataColumn<WorkOrderPoolRow>[] => [
  textColumn<WorkOrderPoolRow>({ key: 'name', titleKey: 'workOrderPool.fields.name', width: 200, hideable: false }),
  textColumn<WorkOrderPoolRow>({ key: 'member_ids', titleKey: 'workOrderPool.fields.members', width: 320, format: (value) => (value as number[]).map(userName).join(', ') }),
  textColumn<WorkOrderPoolRow>({ key: 'remark', titleKey: 'workOrderPool.fields.remark' }),
  dateColumn<WorkOrderPoolRow>({ key: 'update_time', titleKey: 'workOrderPool.fields.updateTime' }),
];
