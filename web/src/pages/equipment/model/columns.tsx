import { dateColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { ModelRow } from './model.api';

export const modelColumns = (manufacturerName: (id: unknown) => string): DataColumn<ModelRow>[] => [
  textColumn<ModelRow>({ key: 'name', titleKey: 'equipment.model.fields.name', hideable: false }),
  textColumn<ModelRow>({ key: 'type_name', titleKey: 'equipment.model.fields.type' }),
  textColumn<ModelRow>({ key: 'manufacturer_id', titleKey: 'equipment.model.fields.manufacturer', format: (value) => manufacturerName(value) }),
  textColumn<ModelRow>({ key: 'specification', titleKey: 'equipment.model.fields.specification' }),
  textColumn<ModelRow>({ key: 'remark', titleKey: 'equipment.model.fields.remark', defaultHidden: true }),
  dateColumn<ModelRow>({ key: 'create_time', titleKey: 'equipment.model.fields.createTime' }),
];
