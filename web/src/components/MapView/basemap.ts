import type { LatLng } from './types';

/** What the street map stands on: tiles, the bundled offline basemap, or tiles not yet proven reachable. */
export type BasemapState = 'tiles' | 'offline' | 'pending';

/** The tile source value that asks for the offline basemap on purpose (plants without any tile server). */
export const OFFLINE_TILE_SOURCE = 'offline';

/** Tiles are given up when this many failed before any loaded, or when none loaded in this time. */
export const TILE_FAILURES_TO_GIVE_UP = 3;
export const TILE_WAIT_MS = 8000;

/** No tile URL, or the word `offline`: the offline basemap straight away, without a single tile request. */
export const wantsOfflineBasemap = (tileUrl: string | undefined): boolean => !tileUrl?.trim() || tileUrl.trim().toLowerCase() === OFFLINE_TILE_SOURCE;

export interface TileCounts {
  loaded: number;
  failed: number;
  elapsedMs: number;
}

/** One tile loaded: the tiles are there. Failures before any success, or silence past the wait: offline. */
export function tileVerdict({ loaded, failed, elapsedMs }: TileCounts): BasemapState {
  if (loaded > 0) return 'tiles';
  if (failed >= TILE_FAILURES_TO_GIVE_UP || elapsedMs >= TILE_WAIT_MS) return 'offline';
  return 'pending';
}

/** Graticule spacings in degrees, coarse to fine. */
const STEPS = [30, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001];

/** The coarsest spacing that still puts at least `lines` meridians across a view `spanDegrees` wide. */
export function graticuleStep(spanDegrees: number, lines = 4): number {
  return STEPS.find((step) => spanDegrees / step >= lines) ?? STEPS[STEPS.length - 1];
}

export interface ViewBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

const onStep = (value: number, step: number): number => Number((Math.round(value / step) * step).toFixed(6));

/** Web maps stop short of the poles. */
const MAX_LAT = 85;
const clampLat = (lat: number): number => Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));

/** Meridians and parallels crossing `view` (padded by one step), each as a two-point line, within ±85°. */
export function graticuleLines(view: ViewBox, step: number): LatLng[][] {
  const south = onStep(view.south, step) - step;
  const north = onStep(view.north, step) + step;
  const west = onStep(view.west, step) - step;
  const east = onStep(view.east, step) + step;
  const lines: LatLng[][] = [];
  for (let lng = west; lng <= east + step / 2; lng = onStep(lng + step, step)) lines.push([[clampLat(south), lng], [clampLat(north), lng]]);
  for (let lat = south; lat <= north + step / 2; lat = onStep(lat + step, step)) if (Math.abs(lat) <= MAX_LAT) lines.push([[lat, west], [lat, east]]);
  return lines;
}
