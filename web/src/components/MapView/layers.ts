import L from 'leaflet';
import { iconColour, iconSpec } from './icons';
import { LEGEND_LABELS } from './legend';
import { popupRows, TOOLTIP_COLOURS, type IconKind, type MarkerTooltip } from './markerRules';
import { IMAGE_MAP, STREET_MAP } from './mapConfig';
import { tileVerdict, TILE_WAIT_MS, wantsOfflineBasemap, type BasemapState } from './basemap';
import { OfflineBasemap } from './offlineBasemap';
import type { LatLng, MapMarker } from './types';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Default centre of a street map without one (Beijing). */
export const DEFAULT_CENTRE: LatLng = [39.909, 116.397];

const icons = new Map<IconKind, L.Icon>();
export function leafletIcon(kind: IconKind): L.Icon {
  let icon = icons.get(kind);
  if (!icon) {
    const spec = iconSpec(kind);
    icon = L.icon({ iconUrl: spec.url, iconSize: spec.size, iconAnchor: spec.anchor, popupAnchor: spec.popupAnchor, tooltipAnchor: [0, -spec.size[1] + 6], className: `gy-marker gy-marker-${kind}` });
    icons.set(kind, icon);
  }
  return icon;
}

export interface BuiltMap {
  map: L.Map;
  image: boolean;
}

export interface BuildOptions {
  image: boolean;
  /** Plan image URL (image mode). */
  imageUrl?: string;
  /** Tile URL template (street mode); none or `offline` → the offline basemap. */
  tileUrl?: string;
  tileAttribution?: string;
  /** Street mode: tiles in use, the offline basemap shown, or tiles still being tried. */
  onBasemap?: (state: BasemapState) => void;
  center?: LatLng;
  zoom?: number;
  preferCanvas: boolean;
}

/**
 * Leaflet's canvas renderer needs a 2D context: without one (jsdom has none, nor do browsers that block canvas) it
 * throws on its first line and leaves the line half added, which throws again when the map is removed. Lines go on
 * SVG then.
 */
const canDrawOnCanvas = (): boolean => document.createElement('canvas').getContext('2d') !== null;

/** Creates the Leaflet map in `container`: a street map, or a flat plan image on L.CRS.Simple. */
export function buildMap(container: HTMLElement, options: BuildOptions): L.Map {
  const preferCanvas = options.preferCanvas && canDrawOnCanvas();
  if (options.image) {
    const map = L.map(container, { crs: L.CRS.Simple, center: IMAGE_MAP.center, zoom: IMAGE_MAP.zoom, minZoom: IMAGE_MAP.minZoom, maxZoom: IMAGE_MAP.maxZoom, attributionControl: false, preferCanvas });
    if (options.imageUrl) L.imageOverlay(options.imageUrl, IMAGE_MAP.bounds).addTo(map);
    return map;
  }
  const map = L.map(container, {
    center: options.center ?? DEFAULT_CENTRE,
    zoom: options.zoom ?? STREET_MAP.zoom,
    minZoom: STREET_MAP.minZoom,
    maxZoom: STREET_MAP.maxZoom,
    preferCanvas,
    attributionControl: Boolean(options.tileUrl && options.tileAttribution),
  });
  const cleanup = addStreetBasemap(map, options);
  map.on('unload', cleanup);
  return map;
}

/**
 * Tiles when they load; the offline basemap when there is no tile source, when it is `offline`, or when its tiles
 * fail or stay silent (an isolated plant network). Returns what undoes it.
 */
function addStreetBasemap(map: L.Map, options: BuildOptions): () => void {
  let offline: OfflineBasemap | null = null;
  const report = (state: BasemapState): void => {
    map.getContainer().dataset.basemap = state;
    options.onBasemap?.(state);
  };
  const goOffline = (): void => {
    offline ??= new OfflineBasemap(map);
    report('offline');
  };
  if (!options.tileUrl || wantsOfflineBasemap(options.tileUrl)) {
    goOffline();
    return () => offline?.remove();
  }
  const tiles = L.tileLayer(options.tileUrl, { minZoom: STREET_MAP.minZoom, maxZoom: STREET_MAP.maxZoom, attribution: options.tileAttribution });
  const counts = { loaded: 0, failed: 0 };
  const started = Date.now();
  let settled = false;
  const judge = (): void => {
    const verdict = tileVerdict({ ...counts, elapsedMs: Date.now() - started });
    if (settled || verdict === 'pending') return;
    settled = true;
    clearTimeout(timer);
    if (verdict === 'tiles') return report('tiles');
    // Stop asking for tiles that do not come: every pan would add failed requests.
    tiles.remove();
    goOffline();
  };
  tiles.on('tileload', () => {
    counts.loaded += 1;
    judge();
  });
  tiles.on('tileerror', () => {
    counts.failed += 1;
    judge();
  });
  const timer = setTimeout(judge, TILE_WAIT_MS);
  report('pending');
  tiles.addTo(map);
  return () => {
    clearTimeout(timer);
    tiles.remove();
    offline?.remove();
  };
}

/** Tooltip content as DOM (text, never HTML), coloured for warnings. */
export function tooltipContent(tooltip: MarkerTooltip): HTMLElement {
  const el = document.createElement('span');
  el.className = `gy-map-tooltip gy-map-tooltip-${tooltip.tone}`;
  el.style.whiteSpace = 'pre-line';
  if (tooltip.tone !== 'normal') {
    el.style.color = TOOLTIP_COLOURS[tooltip.tone];
    el.style.fontWeight = 'bold';
  }
  el.textContent = tooltip.text;
  return el;
}

/** The asset popup (asset name, code, running status, status, result type) as DOM. */
export function popupContent(marker: MapMarker, t: Translate): HTMLElement | null {
  const rows = popupRows(marker);
  if (rows.every((row) => row.value === '')) return null;
  const box = document.createElement('div');
  box.className = 'gy-map-popup';
  for (const row of rows) {
    const line = document.createElement('div');
    const label = document.createElement('span');
    label.className = 'gy-map-popup-label';
    label.textContent = `${t(row.labelKey)}: `;
    const value = document.createElement('span');
    value.textContent = row.value;
    line.append(label, value);
    box.append(line);
  }
  return box;
}

/** A numbered disc in the colour of the state among its markers that needs attention most. */
export function clusterIcon(count: number, worst: IconKind, t: Translate): L.DivIcon {
  const el = document.createElement('div');
  el.textContent = String(count);
  el.title = t('components.map.clusterWorst', { 0: count, 1: t(LEGEND_LABELS[worst]) });
  el.dataset.worst = worst;
  const size = count < 10 ? 32 : count < 100 ? 36 : count < 1000 ? 42 : 48;
  el.style.cssText = `width:${size}px;height:${size}px;line-height:${size - 4}px;border-radius:50%;text-align:center;background:${iconColour(worst)};color:#fff;font-weight:bold;border:2px solid #fff;box-shadow:0 0 0 4px ${iconColour(worst)}55;text-shadow:0 1px 2px rgba(0,0,0,.45)`;
  return L.divIcon({ html: el, className: `gy-map-cluster gy-map-cluster-${worst}`, iconSize: [size, size] });
}
