import { useMemo, type ReactElement } from 'react';
import { LazyMapView } from '@/components/MapView';
import { routeMapConfig, routeMarkers, type RouteStop } from './route-markers';

/** A route's points in order on the street map (Leaflet, as the project's other maps). */
export function RouteMap({ stops, height = 360 }: { stops: readonly RouteStop[]; height?: number }): ReactElement {
  const markers = useMemo(() => routeMarkers(stops), [stops]);
  const config = useMemo(() => routeMapConfig(stops), [stops]);
  return (
    <div style={{ height }} data-testid="patrol-route-map">
      <LazyMapView config={config} markers={markers} legend={false} clusterThreshold={1000} style={{ height: '100%' }} />
    </div>
  );
}
