import { useQueries } from '@tanstack/react-query';
import type { EquipmentRow } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useOptionsQuery } from '@/api/hooks';
import { nameOf } from '@/pages/equipment/common/options.api';

/** What the names read of /equipment/detail. */
type EquipmentName = Pick<EquipmentRow, 'id' | 'asset_code' | 'asset_name'>;

/** Names of linked equipment by id (one /equipment/detail each, cached; a refused one shows its id). */
export function useEquipmentNames(ids: readonly number[], enabled = true): ReadonlyMap<number, string> {
  const unique = [...new Set(ids.filter((id) => id > 0))].sort((a, b) => a - b);
  const answers = useQueries({
    queries: unique.map((id) => ({
      queryKey: ['iot', 'equipmentName', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => call<EquipmentName>('/equipment/detail', { id }, { noLoading: true, silent: true, signal }),
      staleTime: 60_000,
      retry: false,
      enabled,
    })),
  });
  const names = new Map<number, string>();
  unique.forEach((id, i) => {
    const row = answers[i]?.data;
    if (row) names.set(id, `${row.asset_code} ${row.asset_name}`);
  });
  return names;
}

/** Location name lookup from the location option list (cached 30 s). */
export function useLocationName(): (id: number | null | undefined) => string {
  const positions = useOptionsQuery('assetPosition');
  const lookup = nameOf(positions.data);
  return (id) => (id ? lookup(id) : '');
}
