import type { ReactElement } from 'react';
import { Select } from 'antd';
import { useT } from '@/i18n/t';
import { useWarehouseOptions } from '../warehouse/warehouse.api';

/** The warehouses the caller may see, by name. */
export function WarehouseSelect({ value, onChange, allowClear, testId }: { value?: number; onChange: (id: number | undefined) => void; allowClear?: boolean; testId?: string }): ReactElement {
  const { t } = useT();
  const warehouses = useWarehouseOptions();
  return (
    <Select<number>
      style={{ minWidth: 180 }}
      allowClear={allowClear}
      value={value}
      placeholder={t('inventory.warehouse.choose')}
      aria-label={t('inventory.warehouse.name')}
      loading={warehouses.isLoading}
      options={(warehouses.data?.rows ?? []).map((w) => ({ value: w.id, label: w.name }))}
      onChange={(id) => onChange(id ?? undefined)}
      data-testid={testId}
    />
  );
}
