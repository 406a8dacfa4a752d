import type { ReactElement } from 'react';
import { Select } from 'antd';
import { useT } from '@/i18n/t';
import { equipmentLabel, useEquipmentSearch } from '@/pages/equipment/common/use-equipment-search';

/** Equipment chosen one by one, searched by code or name on the ledger (20 at a time); chosen ids stay shown. */
export function EquipmentMultiSelect({ value, onChange }: { value?: number[]; onChange?: (value: number[]) => void }): ReactElement {
  const { t } = useT();
  const found = useEquipmentSearch();
  const known = new Map(found.rows.map((row) => [row.id, equipmentLabel(row)]));
  for (const id of value ?? []) if (!known.has(id)) known.set(id, `#${id}`);
  return (
    <Select
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: found.search }}
      value={value}
      onChange={(next: number[]) => onChange?.(next)}
      loading={found.loading}
      placeholder={t('iot.monitor.form.equipmentPlaceholder')}
      aria-label={t('maintenance.plan.fields.equipment')}
      options={[...known].map(([id, label]) => ({ value: id, label }))}
      data-testid="plan-equipment"
    />
  );
}
