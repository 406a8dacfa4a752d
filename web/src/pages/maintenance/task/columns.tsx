import { dateColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { TFunction } from '@/i18n/t';
import type { TaskItemType } from '@gengyun/contracts';
import { ITEM_TYPE_LABELS } from '../labels';
import type { TaskItemRow, TaskTemplateRow } from './task.api';

/** Check items: name, type, standard, limits with unit, whether a failure opens an order. */
export const itemColumns = (t: TFunction): DataColumn<TaskItemRow>[] => [
  textColumn<TaskItemRow>({ key: 'name', titleKey: 'maintenance.item.fields.name', width: 200, hideable: false }),
  textColumn<TaskItemRow>({ key: 'type', titleKey: 'maintenance.item.fields.type', width: 130, format: (value) => t(ITEM_TYPE_LABELS[value as TaskItemType]) }),
  textColumn<TaskItemRow>({ key: 'standard', titleKey: 'maintenance.item.fields.standard' }),
  textColumn<TaskItemRow>({
    key: 'lower_limit',
    titleKey: 'maintenance.item.fields.lowerLimit',
    width: 160,
    format: (_value, row) => (row.lower_limit === null && row.upper_limit === null ? '' : `${row.lower_limit ?? ''} ~ ${row.upper_limit ?? ''} ${row.unit ?? ''}`.trim()),
  }),
  textColumn<TaskItemRow>({ key: 'failure_opens_order', titleKey: 'maintenance.item.fields.failureOpensOrder', width: 150, format: (value) => (value ? '✓' : '') }),
  dateColumn<TaskItemRow>({ key: 'update_time', titleKey: 'maintenance.item.fields.updateTime' }),
];

/** Templates: name, the device type or model, how many items, update time. */
export const templateColumns = (typeName: (id: number | null) => string, modelName: (id: number | null) => string): DataColumn<TaskTemplateRow>[] => [
  textColumn<TaskTemplateRow>({ key: 'name', titleKey: 'maintenance.template.fields.name', width: 220, hideable: false }),
  textColumn<TaskTemplateRow>({ key: 'equipment_type_id', titleKey: 'maintenance.template.fields.equipmentType', width: 160, format: (value) => typeName(value as number | null) }),
  textColumn<TaskTemplateRow>({ key: 'equipment_model_id', titleKey: 'maintenance.template.fields.equipmentModel', width: 160, format: (value) => modelName(value as number | null) }),
  textColumn<TaskTemplateRow>({ key: 'item_ids', titleKey: 'maintenance.template.fields.itemCount', width: 110, format: (value) => String((value as number[]).length) }),
  dateColumn<TaskTemplateRow>({ key: 'update_time', titleKey: 'maintenance.item.fields.updateTime' }),
];
