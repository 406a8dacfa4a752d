import L from 'leaflet';
import { createClickGate, CLICK_DELAY_MS, type ClickGate } from './clickGate';
import { gridCluster } from './cluster';
import { iconSpec } from './icons';
import { clusterIcon, leafletIcon, popupContent, tooltipContent, type Translate } from './layers';
import { worstKind } from './legend';
import { iconKindOf, isMarkerVisible, markerKeys, pathOf, pointOf, tooltipOf, type IconKind } from './markerRules';
import type { MapMarker } from './types';

export interface MarkerSyncOptions {
  threshold: number;
  t: Translate;
  onClick: (marker: MapMarker) => void;
  onDblClick: (marker: MapMarker) => void;
  /** Frame scheduler; coalesces many updates into one render. */
  schedule?: (run: () => void) => void;
  clickDelay?: number;
}

interface Entry {
  marker: MapMarker;
  kind: IconKind | null;
  point: L.LatLng | null;
  tip: string;
}

interface Shown {
  layer: L.Marker;
  kind: IconKind;
  tip: string;
}

const defaultSchedule = (run: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else setTimeout(run, 16);
};

/**
 * Keeps Leaflet layers in step with the marker list: markers are keyed, created once, and changed in
 * place (icon, position, tooltip) in one coalesced frame; above `threshold` visible markers, only the
 * markers in view are drawn, grouped on a pixel grid.
 */
export class MarkerSync {
  private entries = new Map<string, Entry>();
  private shown = new Map<string, Shown>();
  private lines = new Map<string, L.Polyline>();
  private readonly clusters = L.layerGroup();
  private readonly points = L.layerGroup();
  private readonly gate: ClickGate<string>;
  private pending = false;
  private destroyed = false;
  private renders = 0;
  // Above the threshold what is drawn depends on the view, at the maximum zoom too (only the markers in view).
  private readonly onView = (): void => {
    if (this.pointEntries().length > this.options.threshold) this.request();
  };

  constructor(
    private readonly map: L.Map,
    private readonly options: MarkerSyncOptions,
  ) {
    this.points.addTo(map);
    this.clusters.addTo(map);
    this.gate = createClickGate<string>((key) => this.clicked(key), (key) => this.doubleClicked(key), options.clickDelay ?? CLICK_DELAY_MS);
    map.on('moveend zoomend', this.onView);
  }

  setMarkers(markers: readonly MapMarker[], customerMap: boolean): void {
    const keys = markerKeys(markers);
    const next = new Map<string, Entry>();
    markers.forEach((marker, i) => {
      if (!isMarkerVisible(marker, customerMap)) return;
      const point = pointOf(marker);
      const tooltip = tooltipOf(marker);
      next.set(keys[i], { marker, kind: iconKindOf(marker), point: point && L.latLng(point[0], point[1]), tip: tooltip ? JSON.stringify(tooltip) : '' });
    });
    this.entries = next;
    this.request();
  }

  /** Number of point markers and clusters currently drawn (for tests and diagnostics). */
  drawnCount(): { markers: number; clusters: number; lines: number } {
    return { markers: this.shown.size, clusters: this.clusters.getLayers().length, lines: this.lines.size };
  }

  destroy(): void {
    this.destroyed = true;
    this.gate.dispose();
    this.map.off('moveend zoomend', this.onView);
    this.points.remove();
    this.clusters.remove();
    this.lines.forEach((line) => line.remove());
  }

  private request(): void {
    if (this.pending || this.destroyed) return;
    this.pending = true;
    (this.options.schedule ?? defaultSchedule)(() => {
      this.pending = false;
      if (!this.destroyed) this.render();
    });
  }

  private pointEntries(): [string, Entry][] {
    return [...this.entries].filter(([, e]) => e.point && e.kind);
  }

  private render(): void {
    this.renderLines();
    const all = this.pointEntries();
    let singles: string[];
    this.clusters.clearLayers();
    if (all.length <= this.options.threshold) {
      singles = all.map(([key]) => key);
    } else {
      const view = this.map.getBounds().pad(0.25);
      const inView = all.filter(([, e]) => view.contains(e.point as L.LatLng));
      if (this.map.getZoom() >= this.map.getMaxZoom()) {
        singles = inView.map(([key]) => key);
      } else {
        const grouped = gridCluster(inView.map(([key, e]) => ({ key, ...this.map.latLngToLayerPoint(e.point as L.LatLng) })));
        singles = grouped.singles;
        for (const cluster of grouped.clusters) {
          const members = cluster.keys.map((key) => this.entries.get(key) as Entry);
          const at = this.map.layerPointToLatLng(L.point(cluster.x, cluster.y));
          const worst = worstKind(members.map((entry) => entry.kind as IconKind));
          L.marker(at, { icon: clusterIcon(cluster.keys.length, worst, this.options.t), keyboard: false })
            .on('click', () => this.expand(members.map((entry) => entry.point as L.LatLng)))
            .addTo(this.clusters);
        }
      }
    }
    this.reconcile(new Set(singles));
    // Browser tests and bench/equipment/map-render.bench.mjs wait on these: what the latest frame drew, and how many frames drew.
    const container = this.map.getContainer();
    container.dataset.markersDrawn = String(this.shown.size);
    container.dataset.clustersDrawn = String(this.clusters.getLayers().length);
    container.dataset.renders = String(++this.renders);
  }

  /** Zooms to where a cluster's markers separate: their bounds, and at least one level deeper than now. */
  private expand(points: L.LatLng[]): void {
    const bounds = L.latLngBounds(points);
    const fit = this.map.getBoundsZoom(bounds, false, L.point(60, 60));
    const zoom = Math.min(Math.max(fit, this.map.getZoom() + 1), this.map.getMaxZoom());
    this.map.setView(bounds.getCenter(), zoom);
  }

  private reconcile(wanted: Set<string>): void {
    for (const [key, shown] of this.shown) {
      if (!wanted.has(key)) {
        shown.layer.remove();
        this.shown.delete(key);
      }
    }
    for (const key of wanted) {
      const entry = this.entries.get(key) as Entry;
      const kind = entry.kind as IconKind;
      const point = entry.point as L.LatLng;
      const shown = this.shown.get(key);
      if (!shown) {
        const layer = L.marker(point, { icon: leafletIcon(kind), keyboard: false });
        layer.on('click', () => this.gate.click(key)).on('dblclick', () => this.gate.dblclick(key));
        this.applyTooltip(layer, entry);
        layer.addTo(this.points);
        this.shown.set(key, { layer, kind, tip: entry.tip });
        continue;
      }
      if (shown.kind !== kind) {
        shown.layer.setIcon(leafletIcon(kind));
        shown.kind = kind;
      }
      if (!shown.layer.getLatLng().equals(point)) shown.layer.setLatLng(point);
      if (shown.tip !== entry.tip) {
        shown.layer.unbindTooltip();
        this.applyTooltip(shown.layer, entry);
        shown.tip = entry.tip;
      }
    }
  }

  private applyTooltip(layer: L.Layer, entry: Entry): void {
    const tooltip = tooltipOf(entry.marker);
    if (tooltip) layer.bindTooltip(tooltipContent(tooltip), { permanent: tooltip.permanent, direction: 'top', className: `gy-tooltip-${tooltip.tone}` });
  }

  private renderLines(): void {
    const wanted = new Set<string>();
    for (const [key, entry] of this.entries) {
      if (entry.marker.type !== 'polyline') continue;
      const path = pathOf(entry.marker);
      if (path.length < 2) continue;
      wanted.add(key);
      const line = this.lines.get(key);
      if (line) line.setLatLngs(path);
      else this.lines.set(key, L.polyline(path, { color: '#1677ff', weight: 3 }).addTo(this.map));
    }
    for (const [key, line] of this.lines) {
      if (!wanted.has(key)) {
        line.remove();
        this.lines.delete(key);
      }
    }
  }

  private clicked(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    const content = popupContent(entry.marker, this.options.t);
    const shown = this.shown.get(key);
    if (content && shown) {
      // A free popup, not bindPopup: Leaflet's bound popups open on the raw click, before the gate.
      const [ax, ay] = iconSpec(shown.kind).popupAnchor;
      L.popup({ offset: [ax, ay + 7] }).setLatLng(shown.layer.getLatLng()).setContent(content).openOn(this.map);
    }
    this.options.onClick(entry.marker);
  }

  private doubleClicked(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.options.onDblClick(entry.marker);
  }
}
