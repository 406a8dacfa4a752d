import { useMemo } from 'react';
import { useCallQuery } from '@/api/hooks';
import { toMapMarkers, type EquipmentMarker, type EquipmentMarkerRow } from './marker-mapping';

export interface MarkerQuery {
  /** Markers of this location's subtree. */
  position_id?: number;
  /** 'plan': x/y on the floor plan; 'map': lat/lng. */
  mode: 'plan' | 'map';
  highlight_id?: number;
  type_id?: number;
  status?: number;
}

export const markerKeys = { all: ['equipmentMarkers'] as const };

/** `/equipment/mapMarkers` as MapView markers (mapped once per answer). */
export function useEquipmentMarkers(query: MarkerQuery, enabled = true): { markers: EquipmentMarker[]; isFetching: boolean; refetch: () => unknown } {
  const answer = useCallQuery<EquipmentMarkerRow[]>([...markerKeys.all], '/equipment/mapMarkers', { ...query }, { enabled });
  const markers = useMemo(() => toMapMarkers(answer.data ?? []), [answer.data]);
  return { markers, isFetching: answer.isFetching, refetch: answer.refetch };
}
