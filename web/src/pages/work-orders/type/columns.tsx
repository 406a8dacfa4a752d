import { dateColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { WorkOrderTypeRow } from './type.api';

/** The type list's columns: code, name, default pool (its name), number of custom fields, update time. */
export const typeColumns = (poolName: (id: number) => string): DataColumn<WorkOrderTypeRow>[] => [
  textColumn<WorkOrderTypeRow>({ key: 'code', titleKey: 'workOrderType.fields.code', width: 140, hideable: false }),
  textColumn<WorkOrderTypeRow>({ key: 'name', titleKey: 'workOrderType.fields.name', width: 180 }),
  textColumn<WorkOrderTypeRow>({ key: 'default_pool_id', titleKey: 'workOrderType.fields.defaultPool', width: 180, format: (value) => (value ? poolName(value as number) : '') }),
  textColumn<WorkOrderTypeRow>({ key: 'fields', titleKey: 'workOrderType.fields.fieldCount', width: 120, format: (value) => (value as unknown[]).length }),
  dateColumn<WorkOrderTypeRow>({ key: 'update_time', titleKey: 'workOrderType.fields.updateTime' }),
];
