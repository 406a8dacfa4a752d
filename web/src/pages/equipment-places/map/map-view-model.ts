import type { LatLng, MapConfig } from '@/components/MapView';
import type { LocationDetail } from '../common/places.api';
import type { EquipmentMarker } from './marker-mapping';

export type MapMode = 'street' | 'plan';

/** What the map shows: the street map (lat/lng markers) or a location's floor plan (x/y markers, image mode). */
export function mapConfigOf(mode: MapMode, planUrl: string | null, centre: LatLng | undefined, zoom?: number): MapConfig {
  if (mode === 'plan') return { img: 1, url: planUrl ?? '' };
  return { ...(centre ? { center: centre } : {}), ...(zoom ? { zoom } : {}) };
}

/**
 * Street centre: the chosen location's lng/lat, else the enterprise's configured opening view (setting `map.center`),
 * else — while that loads — the first marker's position.
 */
export function streetCentre(location: Pick<LocationDetail, 'lng' | 'lat'> | null | undefined, markers: readonly EquipmentMarker[], configured?: LatLng): LatLng | undefined {
  if (location && typeof location.lat === 'number' && typeof location.lng === 'number') return [location.lat, location.lng];
  if (configured) return configured;
  const first = markers[0]?.center;
  return Array.isArray(first) && typeof first[0] === 'number' && typeof first[1] === 'number' ? [first[0], first[1]] : undefined;
}

/** `?position=` (the location QR code's link) → location id. */
export const positionParam = (value: string | null): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};
