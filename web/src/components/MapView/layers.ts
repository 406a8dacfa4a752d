import L from 'leaflet';
import { iconSpec } from './icons';
import { popupRows, TOOLTIP_COLOURS, type IconKind, type MarkerTooltip } from './markerRules';
import { IMAGE_MAP, STREET_MAP } from './mapConfig';
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

/** Offline-safe background: a light grid drawn with plain divs (no requests, no canvas). */
class OfflineGrid extends L.GridLayer {
  override createTile(): HTMLElement {
    const tile = document.createElement('div');
    tile.className = 'gy-map-grid-tile';
    tile.style.outline = '1px solid rgba(140, 140, 140, 0.25)';
    return tile;
  }
}

export interface BuiltMap {
  map: L.Map;
  image: boolean;
}

export interface BuildOptions {
  image: boolean;
  /** Plan image URL (image mode). */
  imageUrl?: string;
  /** Tile URL template (street mode); none → offline grid. */
  tileUrl?: string;
  tileAttribution?: string;
  center?: LatLng;
  zoom?: number;
  preferCanvas: boolean;
}

/** Creates the Leaflet map in `container`: a street map, or a flat plan image on L.CRS.Simple. */
export function buildMap(container: HTMLElement, options: BuildOptions): L.Map {
  if (options.image) {
    const map = L.map(container, { crs: L.CRS.Simple, center: IMAGE_MAP.center, zoom: IMAGE_MAP.zoom, minZoom: IMAGE_MAP.minZoom, maxZoom: IMAGE_MAP.maxZoom, attributionControl: false, preferCanvas: options.preferCanvas });
    if (options.imageUrl) L.imageOverlay(options.imageUrl, IMAGE_MAP.bounds).addTo(map);
    return map;
  }
  const map = L.map(container, {
    center: options.center ?? DEFAULT_CENTRE,
    zoom: options.zoom ?? STREET_MAP.zoom,
    minZoom: STREET_MAP.minZoom,
    maxZoom: STREET_MAP.maxZoom,
    preferCanvas: options.preferCanvas,
    attributionControl: Boolean(options.tileUrl && options.tileAttribution),
  });
  const base = options.tileUrl
    ? L.tileLayer(options.tileUrl, { minZoom: STREET_MAP.minZoom, maxZoom: STREET_MAP.maxZoom, attribution: options.tileAttribution })
    : new OfflineGrid({ minZoom: STREET_MAP.minZoom, maxZoom: STREET_MAP.maxZoom });
  base.addTo(map);
  return map;
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

export function clusterIcon(count: number, t: Translate): L.DivIcon {
  const el = document.createElement('div');
  el.textContent = String(count);
  el.title = t('components.map.cluster', { 0: count });
  const size = count < 100 ? 34 : count < 1000 ? 40 : 46;
  el.style.cssText = `width:${size}px;height:${size}px;line-height:${size}px;border-radius:50%;text-align:center;background:rgba(22,119,255,.85);color:#fff;font-weight:bold;border:2px solid #fff`;
  return L.divIcon({ html: el, className: 'gy-map-cluster', iconSize: [size, size] });
}
