import type { EquipmentMarker as EquipmentMarkerRow } from '@gengyun/contracts';
import type { LatLng, MapMarker } from '@/components/MapView';

/** One row of `/equipment/mapMarkers` (plan mode: centre [y, x]; map mode: [lat, lng]). */
export type { EquipmentMarkerRow };

/**
 * A map marker carrying its equipment id (the value MapView keys it by: `eqpt:<id>`). `status_icon` keeps the ledger's
 * marker status; `asset_status` is what MapView draws (see `shownStatus`).
 */
export type EquipmentMarker = MapMarker & { id: number; value: number; position_id?: number | null; status_icon: -1 | 1 | 2 };

/** Running status 1 is running (docs/decisions/equipment.md). */
export const RUNNING_STATUS = 1;

/**
 * The asset_status MapView is given. MapView picks the status icon before the running one (SPEC 4), so equipment in
 * use that runs — a meter of it is online — leaves asset_status out and shows the running icon; a fault still wins.
 */
export const shownStatus = (statusIcon: -1 | 1 | 2, runningStatusId: number | string | undefined): -1 | 1 | 2 | undefined =>
  statusIcon === 1 && Number(runningStatusId) === RUNNING_STATUS ? undefined : statusIcon;

/**
 * Server row → MapView marker. `value` is the equipment id, so MapView's key (type + value) is stable across
 * refetches and status updates, and a changed marker is updated in place instead of being rebuilt.
 */
export function toMapMarker(row: EquipmentMarkerRow): EquipmentMarker {
  return {
    id: row.id,
    value: row.id,
    type: 'eqpt',
    center: row.center,
    label: row.asset_name || row.label,
    asset_status: shownStatus(row.asset_status, row.running_status_id),
    status_icon: row.asset_status,
    is_fault: row.is_fault,
    high_light: row.high_light,
    running_status_id: row.running_status_id,
    asset_name: row.asset_name,
    asset_code: row.asset_code,
    running_status_name: row.running_status_name,
    status_name: row.status_name,
    result_type_name: row.result_type_name,
    position_id: row.position_id,
  };
}

/** One pass over the rows (O(n)); rows without a usable centre are skipped. */
export function toMapMarkers(rows: readonly EquipmentMarkerRow[]): EquipmentMarker[] {
  const out: EquipmentMarker[] = [];
  for (const row of rows) {
    const c = row.center;
    if (Array.isArray(c) && Number.isFinite(c[0]) && Number.isFinite(c[1])) out.push(toMapMarker(row));
  }
  return out;
}

/** Equipment status (1..6) → marker asset_status (docs/decisions/equipment.md): 1 in use, -1 scrapped/obsolete, else 2. */
export const markerStatusOf = (status: number): -1 | 1 | 2 => (status === 1 ? 1 : status === 3 || status === 6 ? -1 : 2);

/** Running status 3 is a fault (docs/decisions/equipment.md). */
export const FAULT_RUNNING_STATUS = 3;

/**
 * A live change of one equipment (from the IoT area over Socket.IO, later). Either the marker fields
 * themselves or the ledger values (`status` 1..6, `running_status_id`) from which they are derived.
 */
export interface MarkerStatusUpdate {
  id: number;
  asset_status?: -1 | 1 | 2;
  /** Ledger status 1..6; sets asset_status unless that is given too. */
  status?: number;
  running_status_id?: number;
  is_fault?: boolean;
  high_light?: boolean;
  running_status_name?: string;
  status_name?: string;
  result_type_name?: string;
  center?: LatLng;
}

/** Names the page resolves for derived fields (translated running status, status and result type). */
export interface MarkerNames {
  running?: (runningStatusId: number) => string | undefined;
  status?: (status: number) => string | undefined;
  result?: (fault: boolean) => string | undefined;
}

/** Fields of an update that are not marker fields themselves. */
const LEDGER_FIELDS: ReadonlySet<string> = new Set(['id', 'status', 'running_status_id', 'asset_status']);

/** The marker after an update: derived flags follow the ledger values; explicit fields win. */
export function applyUpdate(marker: EquipmentMarker, update: MarkerStatusUpdate, names: MarkerNames = {}): EquipmentMarker {
  const next: EquipmentMarker = { ...marker };
  if (update.status !== undefined) {
    next.status_icon = markerStatusOf(update.status);
    next.status_name = names.status?.(update.status) ?? next.status_name;
  }
  if (update.asset_status !== undefined) next.status_icon = update.asset_status;
  if (update.running_status_id !== undefined) {
    next.running_status_id = update.running_status_id;
    const fault = update.running_status_id === FAULT_RUNNING_STATUS;
    next.is_fault = fault;
    next.running_status_name = names.running?.(update.running_status_id) ?? next.running_status_name;
    next.result_type_name = names.result?.(fault) ?? next.result_type_name;
  }
  for (const [key, value] of Object.entries(update)) if (value !== undefined && !LEDGER_FIELDS.has(key)) (next as unknown as Record<string, unknown>)[key] = value;
  next.asset_status = shownStatus(next.status_icon, next.running_status_id);
  return next;
}
