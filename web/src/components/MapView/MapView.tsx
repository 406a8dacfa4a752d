import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactElement } from 'react';
import type L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './mapView.css';
import { useTranslation } from 'react-i18next';
import type { BasemapState } from './basemap';
import { buildMap } from './layers';
import { legendOf } from './legend';
import { MapOverlays } from './MapOverlays';
import { CLUSTER_THRESHOLD, rebuildKey, shouldFlyTo, STREET_CLUSTER_THRESHOLD, streetTileUrl } from './mapConfig';
import { MarkerSync } from './markerSync';
import { isOn, type LatLng, type MapConfig, type MapMarker } from './types';

export interface MapViewProps {
  /** Centre, zoom, baidu flag, img flag, url (plan image in image mode, tile template in street mode). */
  config: MapConfig;
  markers?: readonly MapMarker[];
  /** Customer map: markers whose assets value is '1' are hidden. */
  customer?: boolean;
  /** Centre-zoom mode: a new centre does not fly the map. */
  centerZoom?: boolean;
  /** Street tile URL template when the config has none; without any (or `offline`), the offline basemap is drawn. */
  tileUrl?: string;
  tileAttribution?: string;
  /** Visible markers above which the map clusters on a grid (street maps: 1, so overlapping markers group; plans: 1000). */
  clusterThreshold?: number;
  /** The legend of the marker states shown (default true). */
  legend?: boolean;
  /** Draw polylines on a canvas renderer (default true). */
  preferCanvas?: boolean;
  /** After the 300 ms click delay, unless a double-click came; the asset popup opens too. */
  onMarkerClick?: (marker: MapMarker) => void;
  onMarkerDblClick?: (marker: MapMarker) => void;
  /** Each time the Leaflet map is (re)built. */
  onMapReady?: (map: L.Map) => void;
  className?: string;
  style?: CSSProperties;
}

/** Leaflet's own flight time grows with the distance (seconds across a country); markers wait for the flight's end. */
const FLY_SECONDS = 0.5;

/** Leaflet street map or flat plan image with SPEC markers. Import through LazyMapView to keep Leaflet out of the first bundle. */
export function MapView(props: MapViewProps): ReactElement {
  const { config, markers = [], customer = false, centerZoom = false, tileUrl, tileAttribution, preferCanvas = true, legend = true, className, style } = props;
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [sync, setSync] = useState<MarkerSync | null>(null);
  const mapRef = useRef<L.Map | null>(null);
  const centreRef = useRef<LatLng | undefined>(undefined);
  const latest = useRef(props);
  latest.current = props;
  const tRef = useRef(t);
  tRef.current = t;

  const key = rebuildKey(config);
  const image = isOn(config.img);
  const clusterThreshold = props.clusterThreshold ?? (image ? CLUSTER_THRESHOLD : STREET_CLUSTER_THRESHOLD);
  const [basemap, setBasemap] = useState<BasemapState | null>(null);
  const legendEntries = useMemo(() => (legend ? legendOf(markers, customer) : []), [legend, markers, customer]);

  useEffect(() => {
    const cfg = latest.current.config;
    const map = buildMap(container.current as HTMLElement, {
      image,
      imageUrl: cfg.url,
      tileUrl: image ? undefined : streetTileUrl(cfg, latest.current.tileUrl),
      tileAttribution: latest.current.tileAttribution,
      center: cfg.center,
      zoom: cfg.zoom,
      preferCanvas,
      onBasemap: setBasemap,
    });
    const markerSync = new MarkerSync(map, {
      threshold: clusterThreshold,
      t: (k, params) => tRef.current(k, params),
      onClick: (m) => latest.current.onMarkerClick?.(m),
      onDblClick: (m) => latest.current.onMarkerDblClick?.(m),
    });
    // Tabs, drawers and split panes resize the map without a window resize.
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => map.invalidateSize()) : undefined;
    resize?.observe(container.current as HTMLElement);
    mapRef.current = map;
    centreRef.current = cfg.center;
    setSync(markerSync);
    latest.current.onMapReady?.(map);
    return () => {
      resize?.disconnect();
      markerSync.destroy();
      map.remove();
      mapRef.current = null;
      setSync(null);
      setBasemap(null);
    };
    // Rebuilt only when the baidu flag, img flag or url changes (SPEC 4), or the tile source/renderer.
  }, [key, image, tileUrl, tileAttribution, preferCanvas, clusterThreshold]);

  useEffect(() => {
    sync?.setMarkers(markers, customer);
  }, [sync, markers, customer]);

  const [lat, lng] = config.center ?? [];
  useEffect(() => {
    const map = mapRef.current;
    const next: LatLng | undefined = lat === undefined || lng === undefined ? undefined : [lat, lng];
    if (map && shouldFlyTo(centreRef.current, next, { img: image, centerZoom })) {
      // The first centre (often from data that arrived after the map was built) is the opening view, not a move.
      if (centreRef.current === undefined) map.setView(next as LatLng, map.getZoom());
      else map.flyTo(next as LatLng, map.getZoom(), { duration: FLY_SECONDS });
    }
    centreRef.current = next;
  }, [lat, lng, image, centerZoom]);

  return (
    <div className={['gy-map-frame', className].filter(Boolean).join(' ')} style={{ width: '100%', height: '100%', minHeight: 300, ...style }}>
      <div ref={container} className="gy-map" />
      <MapOverlays basemap={image ? null : basemap} legend={legendEntries} />
    </div>
  );
}

export default MapView;
