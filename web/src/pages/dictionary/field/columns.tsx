import { Tag } from 'antd';
import { textColumn, type DataColumn } from '@/components/DataTable';
import type { TFunction } from '@/i18n/t';
import { dataTypeLabel, type FieldRow } from './field.api';

const yesNo = (value: unknown, t: TFunction) =>
  value ? <Tag color="green">{t('systemAdmin.common.yes')}</Tag> : <Tag>{t('systemAdmin.common.no')}</Tag>;

export function fieldColumns(t: TFunction): DataColumn<FieldRow>[] {
  return [
    textColumn<FieldRow>({ key: 'code', titleKey: 'dictionary.field.fields.code', width: 160, hideable: false, align: 'left' }),
    textColumn<FieldRow>({ key: 'name', titleKey: 'dictionary.field.fields.name', width: 160, align: 'left' }),
    textColumn<FieldRow>({ key: 'data_type', titleKey: 'dictionary.field.fields.dataType', width: 120, format: (value) => t(dataTypeLabel(String(value))) }),
    textColumn<FieldRow>({ key: 'option_key', titleKey: 'dictionary.field.fields.optionKey', width: 140 }),
    textColumn<FieldRow>({ key: 'required', titleKey: 'dictionary.field.fields.required', width: 90, format: (value) => yesNo(value, t) }),
    textColumn<FieldRow>({ key: 'hidden', titleKey: 'dictionary.field.fields.hidden', width: 90, format: (value) => yesNo(value, t) }),
    textColumn<FieldRow>({ key: 'sort', titleKey: 'dictionary.item.fields.sort', width: 80 }),
    textColumn<FieldRow>({ key: 'remark', titleKey: 'systemAdmin.common.remark', width: 180 }),
  ];
}
