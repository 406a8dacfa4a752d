import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Page } from '@gengyun/contracts';
import { call } from '@/api/client';

export interface EquipmentOption {
  id: number;
  asset_code: string;
  asset_name: string;
}

export const equipmentLabel = (row: EquipmentOption): string => `${row.asset_code} ${row.asset_name}`;

/** Equipment searched by code or name on the ledger (20 at a time, within the caller's scope), typing debounced. */
export function useEquipmentSearch(): { search: (typed: string) => void; rows: EquipmentOption[]; loading: boolean } {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: ['equipment', 'search', keyword],
    queryFn: ({ signal }) => call<Page<EquipmentOption>>('/equipment/pageList', { keyword, pageNumber: 1, pageSize: 20 }, { noLoading: true, silent: true, signal }),
    staleTime: 30_000,
  });
  return { search: setTyped, rows: found.data?.rows ?? [], loading: found.isFetching };
}
