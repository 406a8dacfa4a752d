import { isOn, type LatLng, type MapMarker } from './types';

export type IconKind =
  | 'position'
  | 'fault'
  | 'highlight'
  | 'factory1'
  | 'factory2'
  | 'factory3'
  | 'statusOff'
  | 'statusOn'
  | 'statusTwo'
  | 'running'
  | 'default';

const FACTORY: Record<string, IconKind> = { '1': 'factory1', '2': 'factory2', '3': 'factory3' };
const STATUS: Record<string, IconKind> = { '-1': 'statusOff', '1': 'statusOn', '2': 'statusTwo' };

/**
 * SPEC 4 marker states, first match wins: fault → highlight → position pin → factory by realPW 1/2/3 →
 * asset_status -1/1/2 → running (running_status_id 1) → default. Polylines have no icon.
 */
export function iconKindOf(marker: MapMarker): IconKind | null {
  if (marker.type === 'polyline') return null;
  if (isOn(marker.is_fault)) return 'fault';
  if (isOn(marker.high_light)) return 'highlight';
  if (marker.type === 'position') return 'position';
  const factory = FACTORY[String(marker.assetSewage?.realPW ?? '')];
  if (factory) return factory;
  const status = STATUS[String(marker.asset_status ?? '')];
  if (status) return status;
  if (String(marker.running_status_id ?? '') === '1') return 'running';
  return 'default';
}

/** On customer maps (map flag or marker flag) markers whose assets value is '1' are hidden. */
export function isMarkerVisible(marker: MapMarker, customerMap = false): boolean {
  return !((customerMap || isOn(marker.customer)) && String(marker.assets ?? '') === '1');
}

export type TooltipTone = 'red' | 'orange' | 'normal';
export interface MarkerTooltip {
  tone: TooltipTone;
  text: string;
  /** Warnings stay open; plain labels show on hover. */
  permanent: boolean;
}

export const TOOLTIP_COLOURS: Record<TooltipTone, string> = { red: '#f5222d', orange: '#fa8c16', normal: '' };

/** realPW 3 → red warning, 2 → orange warning; else the label (and readings), if any. */
export function tooltipOf(marker: MapMarker): MarkerTooltip | null {
  const sewage = marker.assetSewage;
  const level = String(sewage?.realPW ?? '');
  const readings = (marker.realSZ ?? []).map((r) => `${r.name} ${r.monitorAvgValue ?? ''}`.trim());
  if (level === '3' || level === '2') {
    const text = [sewage?.realPWName, sewage?.realPWValue].filter((p) => p !== undefined && p !== '').join(' ') || marker.label || '';
    return { tone: level === '3' ? 'red' : 'orange', text, permanent: true };
  }
  const text = [marker.label, ...readings].filter(Boolean).join('\n');
  return text ? { tone: 'normal', text, permanent: false } : null;
}

/** Stable identity of a marker across updates: type + value (or label), de-duplicated by position. */
export function markerKeys(markers: readonly MapMarker[]): string[] {
  const seen = new Map<string, number>();
  return markers.map((m, index) => {
    const base = `${m.type}:${m.value ?? m.label ?? `#${index}`}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}~${count}`;
  });
}

/** A point marker's position, or null for polylines and malformed centres. */
export function pointOf(marker: MapMarker): LatLng | null {
  const [a, b] = marker.center as unknown[];
  return typeof a === 'number' && typeof b === 'number' && Number.isFinite(a) && Number.isFinite(b) ? [a, b] : null;
}

export function pathOf(marker: MapMarker): LatLng[] {
  return (marker.center as unknown[]).filter((p): p is LatLng => Array.isArray(p) && p.length >= 2);
}

/** The asset popup rows: label key and value (SPEC: asset_name, asset_code, running_status_name, status_name, result_type_name). */
export const POPUP_FIELDS = [
  ['components.map.assetName', 'asset_name'],
  ['components.map.assetCode', 'asset_code'],
  ['components.map.runningStatus', 'running_status_name'],
  ['components.map.status', 'status_name'],
  ['components.map.resultType', 'result_type_name'],
] as const;

export function popupRows(marker: MapMarker): { labelKey: string; value: string }[] {
  return POPUP_FIELDS.map(([labelKey, field]) => ({ labelKey, value: String(marker[field] ?? (field === 'asset_name' ? (marker.label ?? '') : '')) }));
}
