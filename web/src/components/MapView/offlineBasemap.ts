import L from 'leaflet';
import { graticuleLines, graticuleStep } from './basemap';

/** The pane of the offline basemap: where tiles would be, under markers and lines. */
const PANE = 'gyOfflineBasemap';

/**
 * The basemap drawn without network: the theme's background (CSS on the container), a graticule that follows the
 * view, and the world's land outline (Natural Earth 1:110m, public domain) from a bundled file loaded with it.
 */
export class OfflineBasemap {
  private readonly renderer: L.Renderer;
  private readonly graticule = L.layerGroup();
  // Without streets to judge distances by, a scale bar tells how far apart the markers are.
  private readonly scale = L.control.scale({ imperial: false, position: 'bottomright' });
  private land: L.GeoJSON | null = null;
  private removed = false;
  private readonly redraw = (): void => this.drawGraticule();

  constructor(private readonly map: L.Map) {
    if (!map.getPane(PANE)) map.createPane(PANE).style.zIndex = '200';
    // SVG, so the theme's CSS colours the shapes (a canvas would not read CSS).
    this.renderer = L.svg({ pane: PANE });
    map.getContainer().classList.add('gy-map-offline');
    this.graticule.addTo(map);
    this.scale.addTo(map);
    this.drawGraticule();
    map.on('moveend zoomend', this.redraw);
    void import('./offline/land-110m.geo.json').then((module) => {
      if (this.removed) return;
      const data = (module as { default: GeoJSON.GeoJsonObject }).default;
      this.land = L.geoJSON(data, { pane: PANE, interactive: false, style: () => ({ className: 'gy-map-land', weight: 1, renderer: this.renderer }) }).addTo(map);
      // The graticule's lines go over the land again.
      this.drawGraticule();
      map.getContainer().dataset.basemapLand = 'drawn';
    });
  }

  remove(): void {
    this.removed = true;
    this.map.off('moveend zoomend', this.redraw);
    this.graticule.remove();
    this.scale.remove();
    this.land?.remove();
    this.map.getContainer().classList.remove('gy-map-offline');
  }

  private drawGraticule(): void {
    const bounds = this.map.getBounds();
    const view = { south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() };
    const step = graticuleStep(Math.max(view.east - view.west, 1e-6));
    this.graticule.clearLayers();
    for (const line of graticuleLines(view, step)) {
      L.polyline(line, { pane: PANE, renderer: this.renderer, interactive: false, className: 'gy-map-graticule', weight: 1 }).addTo(this.graticule);
    }
  }
}
