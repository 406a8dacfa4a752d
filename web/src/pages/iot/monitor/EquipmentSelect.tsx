import { useEffect, useState, type ReactElement } from 'react';
import { Select, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Page } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useOptionsQuery } from '@/api/hooks';
import { useT } from '@/i18n/t';
import { optionTree } from '@/pages/equipment/common/options.api';

interface EquipmentOption {
  id: number;
  asset_code: string;
  asset_name: string;
}

export interface PickerProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  testId?: string;
}

/** Linked equipment: searched by code or name on the ledger (20 at a time). */
export function EquipmentSelect({ value, onChange, testId }: PickerProps): ReactElement {
  const { t } = useT();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: ['iot', 'equipmentSearch', keyword],
    queryFn: ({ signal }) => call<Page<EquipmentOption>>('/equipment/pageList', { keyword, pageNumber: 1, pageSize: 20 }, { noLoading: true, silent: true, signal }),
    staleTime: 30_000,
  });
  return (
    <Select
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      onChange={(next: number | undefined) => onChange?.(next ?? undefined)}
      loading={found.isFetching}
      placeholder={t('iot.monitor.form.equipmentPlaceholder')}
      options={(found.data?.rows ?? []).map((row) => ({ value: row.id, label: `${row.asset_code} ${row.asset_name}` }))}
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
