import type { MarkerAnswer } from './map.api';
import type { EquipmentMarkerRow } from './marker-mapping';

/** Test-only marker rows of /equipment/mapMarkers. */
export function markerRow(id: number, extra: Partial<EquipmentMarkerRow> = {}): EquipmentMarkerRow {
  return {
    id,
    center: [23.1 + (id % 100) * 0.001, 113.3 + Math.floor(id / 100) * 0.001],
    type: 'eqpt',
    label: `E${id}`,
    value: id,
    asset_status: 1,
    is_fault: false,
    high_light: false,
    running_status_id: 1,
    asset_name: `Pump ${id}`,
    asset_code: `EQ${id}`,
    running_status_name: 'Running',
    status_name: 'In use',
    result_type_name: 'Normal',
    position_id: 3,
    x: null,
    y: null,
    ...extra,
  };
}

export const rows = (n: number): EquipmentMarkerRow[] => Array.from({ length: n }, (_, i) => markerRow(i + 1));

/** A `/equipment/mapMarkers` answer holding these rows (not truncated unless said). */
export const answerOf = (markers: EquipmentMarkerRow[], extra: Partial<MarkerAnswer> = {}): MarkerAnswer => ({ rows: markers, total: markers.length, truncated: false, ...extra });
