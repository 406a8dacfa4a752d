import type { MapConfig, MapMarker } from '@/components/MapView';
import type { PatrolPointStatus } from '@gengyun/contracts';

export interface RouteStop {
  name: string;
  latitude: number;
  longitude: number;
  /** On a task: visited, missed, next… (a route alone has none). */
  status?: PatrolPointStatus;
  next?: boolean;
}

/**
 * A route on the map: its path as a polyline, each point numbered in walking order; on a task, points done show as
 * running (green), missed as a fault (red), and the next one highlighted.
 */
export function routeMarkers(stops: readonly RouteStop[]): MapMarker[] {
  const path: MapMarker[] = stops.length > 1 ? [{ type: 'polyline', center: stops.map((s) => [s.latitude, s.longitude] as [number, number]) }] : [];
  return [
    ...path,
    ...stops.map((s, i): MapMarker => ({
      type: 'position',
      center: [s.latitude, s.longitude] as [number, number],
      label: `${i + 1}. ${s.name}`,
      value: i + 1,
      running_status_id: s.status === 'done' ? 1 : undefined,
      is_fault: s.status === 'missed' ? 1 : 0,
      high_light: s.next ? 1 : 0,
    })),
  ];
}

/** The street map centred on the route's first point. */
export const routeMapConfig = (stops: readonly RouteStop[]): MapConfig => (stops[0] ? { center: [stops[0].latitude, stops[0].longitude], zoom: 17 } : {});
