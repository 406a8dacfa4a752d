import { useMemo, type ReactElement } from 'react';
import { Select } from 'antd';
import { equipmentLabel, useEquipmentSearch } from '@/pages/equipment/common/use-equipment-search';
import type { SparePartRow } from './part.api';

export interface InstalledOnSelectProps {
  value?: number[];
  onChange?: (value: number[]) => void;
  /** What the part is installed on now (their codes and names, before any search). */
  current?: SparePartRow['installed_on'];
  placeholder?: string;
}

/** The equipment a part is installed on: several, searched by code or name on the ledger (20 at a time). */
export function InstalledOnSelect({ value, onChange, current = [], placeholder }: InstalledOnSelectProps): ReactElement {
  const found = useEquipmentSearch();
  const options = useMemo(() => {
    const byId = new Map<number, string>();
    for (const e of [...current, ...found.rows]) byId.set(e.id, equipmentLabel(e));
    return [...byId].map(([id, label]) => ({ value: id, label }));
  }, [current, found.rows]);
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: found.search }}
      value={value}
      onChange={(next) => onChange?.(next ?? [])}
      loading={found.loading}
      placeholder={placeholder}
      options={options}
      data-testid="part-installed-on"
    />
  );
}
