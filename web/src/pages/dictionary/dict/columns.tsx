import { Tag } from 'antd';
import { switchColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { TFunction } from '@/i18n/t';
import type { DictItemNode, DictTypeRow } from './dictionary.api';

export function typeColumns(t: TFunction, auth: boolean, onToggle: (row: DictTypeRow, enabled: boolean) => void): DataColumn<DictTypeRow>[] {
  return [
    textColumn<DictTypeRow>({ key: 'code', titleKey: 'dictionary.type.fields.code', width: 150, hideable: false, align: 'left' }),
    textColumn<DictTypeRow>({
      key: 'name_text',
      titleKey: 'dictionary.type.fields.name',
      width: 160,
      align: 'left',
      format: (value, row) => (
        <span data-testid={`dict-type-name-${row.id}`}>
          {String(value ?? row.name)}
          {row.is_system && (
            <Tag color="blue" style={{ marginLeft: 6 }}>
              {t('dictionary.type.fields.system')}
            </Tag>
          )}
        </span>
      ),
    }),
    switchColumn<DictTypeRow>({ key: 'enabled', titleKey: 'dictionary.type.fields.enabled', width: 90, auth, checkedValue: true, onChange: onToggle }),
  ];
}

export function itemColumns(auth: boolean, onToggle: (row: DictItemNode, enabled: boolean) => void): DataColumn<DictItemNode>[] {
  return [
    textColumn<DictItemNode>({ key: 'text_label', titleKey: 'dictionary.item.fields.text', width: 200, hideable: false, align: 'left' }),
    textColumn<DictItemNode>({ key: 'value', titleKey: 'dictionary.item.fields.value', width: 120 }),
    textColumn<DictItemNode>({ key: 'text', titleKey: 'dictionary.admin.item.rawText', width: 200, defaultHidden: true }),
    textColumn<DictItemNode>({ key: 'sort', titleKey: 'dictionary.item.fields.sort', width: 80 }),
    switchColumn<DictItemNode>({ key: 'enabled', titleKey: 'dictionary.type.fields.enabled', width: 90, auth, checkedValue: true, onChange: onToggle }),
    textColumn<DictItemNode>({ key: 'extend', titleKey: 'dictionary.item.fields.extend', width: 160, defaultHidden: true }),
  ];
}
