import { useMemo } from 'react';
import { useCallQuery } from '@/api/hooks';
import type { EquipmentMarkers as EquipmentMarkersAnswer } from '@gengyun/contracts';
import { toMapMarkers, type EquipmentMarker } from './marker-mapping';

export interface MarkerQuery {
  /** Markers of this location's subtree. */
  position_id?: number;
  /** 'plan': x/y on the floor plan; 'map': lat/lng. */
  mode: 'plan' | 'map';
  highlight_id?: number;
  type_id?: number;
  status?: number;
}

/** `/equipment/mapMarkers`: at most the server's cap of rows; `truncated` when `total` placed equipment are more. */
export type MarkerAnswer = EquipmentMarkersAnswer;

export const markerKeys = { all: ['equipmentMarkers'] as const };

export interface EquipmentMarkers {
  markers: EquipmentMarker[];
  /** Placed equipment in the caller's scope, also those beyond the cap. */
  total: number;
  truncated: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** `/equipment/mapMarkers` as MapView markers (mapped once per answer). */
export function useEquipmentMarkers(query: MarkerQuery, enabled = true): EquipmentMarkers {
  const answer = useCallQuery<MarkerAnswer>([...markerKeys.all], '/equipment/mapMarkers', { ...query }, { enabled });
  const markers = useMemo(() => toMapMarkers(answer.data?.rows ?? []), [answer.data]);
  return { markers, total: answer.data?.total ?? markers.length, truncated: answer.data?.truncated === true, isFetching: answer.isFetching, refetch: answer.refetch };
}
