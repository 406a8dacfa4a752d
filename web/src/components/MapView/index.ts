// Nothing here imports Leaflet: the map itself loads through LazyMapView (React.lazy).
export { LazyMapView } from './LazyMapView';
export type { MapViewProps } from './MapView';
export type { MapMarker, MapConfig, MarkerType, LatLng, MarkerSewage, MarkerReading } from './types';
export { iconKindOf, isMarkerVisible, tooltipOf, markerKeys, popupRows, POPUP_FIELDS, type IconKind, type MarkerTooltip } from './markerRules';
export { iconSpec, type IconSpec } from './icons';
export { createClickGate, useClickGate, CLICK_DELAY_MS, type ClickGate } from './clickGate';
export { STREET_MAP, IMAGE_MAP, CLUSTER_THRESHOLD, rebuildKey, shouldFlyTo, streetTileUrl } from './mapConfig';
export { gridCluster, type GridCluster, type ScreenPoint } from './cluster';
