import { isOn, type LatLng, type MapConfig } from './types';

/** SPEC 9 street map. */
export const STREET_MAP = { zoom: 16, minZoom: 4, maxZoom: 18 } as const;
/** SPEC 9 image map: bounds ±540 × ±960, zoom 0, min -2, max 2, centre [0,0]. */
export const IMAGE_MAP = {
  bounds: [
    [-540, -960],
    [540, 960],
  ] as [LatLng, LatLng],
  zoom: 0,
  minZoom: -2,
  maxZoom: 2,
  center: [0, 0] as LatLng,
} as const;
/** Above this many visible markers a plan image groups its markers on a grid (a plan places each one on purpose). */
export const CLUSTER_THRESHOLD = 1000;
/** A street map groups overlapping markers as soon as there are two: numbered clusters instead of a pile of pins. */
export const STREET_CLUSTER_THRESHOLD = 1;

/** The map is rebuilt when the baidu flag, img flag or url changes. */
export function rebuildKey(config: MapConfig): string {
  return JSON.stringify([isOn(config.baidu), isOn(config.img), config.url ?? '']);
}

/** Street tiles: the config url, else the tileUrl prop, else VITE_MAP_TILE_URL, else none (the offline basemap). */
export function streetTileUrl(config: MapConfig, tileUrl?: string): string | undefined {
  const fromEnv = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || undefined;
  return config.url || tileUrl || fromEnv;
}

const sameCentre = (a: LatLng | undefined, b: LatLng | undefined): boolean => a?.[0] === b?.[0] && a?.[1] === b?.[1];

/** Fly to a new centre, except in image mode or centre-zoom mode. */
export function shouldFlyTo(previous: LatLng | undefined, next: LatLng | undefined, mode: { img: boolean; centerZoom: boolean }): boolean {
  if (!next || mode.img || mode.centerZoom) return false;
  return !sameCentre(previous, next);
}
