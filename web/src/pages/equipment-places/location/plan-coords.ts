import { IMAGE_MAP, type LatLng, type MapMarker } from '@/components/MapView';

/** A point on a floor plan in plan units (the image spans x ±960, y ±540; y grows upwards). */
export interface PlanPoint {
  x: number;
  y: number;
}

const [[minY, minX], [maxY, maxX]] = IMAGE_MAP.bounds;

/**
 * The plan point of a click on the image map (L.CRS.Simple: lat is y, lng is x), rounded to whole units;
 * null when the click falls outside the plan picture.
 */
export function planPointOf(latlng: { lat: number; lng: number }): PlanPoint | null {
  const { lat, lng } = latlng;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat < minY || lat > maxY || lng < minX || lng > maxX) return null;
  // `+ 0` turns a rounded -0 into 0.
  return { x: Math.round(lng) + 0, y: Math.round(lat) + 0 };
}

/** Marker centre of a plan point (the server answers plan markers as [y, x] too). */
export const planCentre = (point: PlanPoint): LatLng => [point.y, point.x];

/** A stored x/y as a plan point, or null when either is missing. */
export function storedPoint(x: number | null | undefined, y: number | null | undefined): PlanPoint | null {
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
}

/** The location pin on its plan, plus the pending pick (highlighted) when there is one. */
export function placementMarkers(label: string, stored: PlanPoint | null, picked: PlanPoint | null): MapMarker[] {
  const out: MapMarker[] = [];
  if (stored) out.push({ type: 'position', value: 'stored', label, center: planCentre(stored) });
  if (picked) out.push({ type: 'position', value: 'picked', label, center: planCentre(picked), high_light: 1 });
  return out;
}
