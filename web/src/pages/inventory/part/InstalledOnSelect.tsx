import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Page } from '@gengyun/contracts';
import { call } from '@/api/client';
import type { SparePartRow } from './part.api';

interface EquipmentOption {
  id: number;
  asset_code: string;
  asset_name: string;
}

export interface InstalledOnSelectProps {
  value?: number[];
  onChange?: (value: number[]) => void;
  /** What the part is installed on now (their codes and names, before any search). */
  current?: SparePartRow['installed_on'];
  placeholder?: string;
}

/** The equipment a part is installed on: several, searched by code or name on the ledger (20 at a time). */
export function InstalledOnSelect({ value, onChange, current = [], placeholder }: InstalledOnSelectProps): ReactElement {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: ['sparePart', 'equipmentSearch', keyword],
    queryFn: ({ signal }) => call<Page<EquipmentOption>>('/equipment/pageList', { keyword, pageNumber: 1, pageSize: 20 }, { noLoading: true, silent: true, signal }),
    staleTime: 30_000,
  });
  const options = useMemo(() => {
    const byId = new Map<number, string>();
    for (const e of [...current, ...(found.data?.rows ?? [])]) byId.set(e.id, `${e.asset_code} ${e.asset_name}`);
    return [...byId].map(([id, label]) => ({ value: id, label }));
  }, [current, found.data]);
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      onChange={(next) => onChange?.(next ?? [])}
      loading={found.isFetching}
      placeholder={placeholder}
      options={options}
      data-testid="part-installed-on"
    />
  );
}
