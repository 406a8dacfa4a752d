import { useEffect, useState, type ReactElement } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Page } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useT } from '@/i18n/t';

interface EquipmentOption {
  id: number;
  asset_code: string;
  asset_name: string;
}

/** Equipment chosen one by one, searched by code or name on the ledger (20 at a time); chosen ids stay shown. */
export function EquipmentMultiSelect({ value, onChange }: { value?: number[]; onChange?: (value: number[]) => void }): ReactElement {
  const { t } = useT();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: ['maintenance', 'equipmentSearch', keyword],
    queryFn: ({ signal }) => call<Page<EquipmentOption>>('/equipment/pageList', { keyword, pageNumber: 1, pageSize: 20 }, { noLoading: true, silent: true, signal }),
    staleTime: 30_000,
  });
  const known = new Map((found.data?.rows ?? []).map((row) => [row.id, `${row.asset_code} ${row.asset_name}`]));
  for (const id of value ?? []) if (!known.has(id)) known.set(id, `#${id}`);
  return (
    <Select
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      onChange={(next: number[]) => onChange?.(next)}
      loading={found.isFetching}
      placeholder={t('iot.monitor.form.equipmentPlaceholder')}
      aria-label={t('maintenance.plan.fields.equipment')}
      options={[...known].map(([id, label]) => ({ value: id, label }))}
      data-testid="plan-equipment"
    />
  );
}
