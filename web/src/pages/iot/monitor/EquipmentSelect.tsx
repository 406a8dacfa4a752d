import type { ReactElement } from 'react';
import { Select, TreeSelect } from 'antd';
import { useOptionsQuery } from '@/api/hooks';
import { useT } from '@/i18n/t';
import { optionTree } from '@/pages/equipment/common/options.api';
import { equipmentLabel, useEquipmentSearch } from '@/pages/equipment/common/use-equipment-search';

export interface PickerProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  testId?: string;
}

/** Linked equipment: searched by code or name on the ledger (20 at a time). */
export function EquipmentSelect({ value, onChange, testId }: PickerProps): ReactElement {
  const { t } = useT();
  const found = useEquipmentSearch();
  return (
    <Select
      allowClear
      showSearch={{ filterOption: false, onSearch: found.search }}
      value={value}
      onChange={(next: number | undefined) => onChange?.(next ?? undefined)}
      loading={found.loading}
      placeholder={t('iot.monitor.form.equipmentPlaceholder')}
      options={found.rows.map((row) => ({ value: row.id, label: equipmentLabel(row) }))}
      data-testid={testId}
    />
  );
}

/** Location from the location tree (data scope applies). */
export function LocationSelect({ value, onChange, testId }: PickerProps): ReactElement {
  const { t } = useT();
  const positions = useOptionsQuery('assetPosition');
  return (
    <TreeSelect
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      value={value}
      onChange={(next: number | undefined) => onChange?.(next ?? undefined)}
      treeData={optionTree(positions.data)}
      placeholder={t('iot.monitor.form.locationPlaceholder')}
      data-testid={testId}
    />
  );
}
