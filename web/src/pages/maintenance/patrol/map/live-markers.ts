import type { MapConfig, MapMarker } from '@/components/MapView';
import type { PatrolLiveMap } from '@gengyun/contracts';
import { nextPoint } from '../mobile/route-order';
import { routeMarkers } from '../route/route-markers';

/**
 * The live map's markers: each task's route (or only the chosen task's) as on the task drawer — points numbered in
 * walking order, done green, missed red, the next one highlighted — and each inspector where last seen (a check-in, or
 * the phone's position between check-ins).
 */
export function liveMarkers(map: PatrolLiveMap, only: number | null): MapMarker[] {
  const tasks = map.tasks.filter((t) => only === null || t.id === only);
  const routes = tasks.flatMap((t) => {
    const next = nextPoint(t.points);
    return routeMarkers(t.points.map((p) => ({ name: p.name, latitude: p.latitude, longitude: p.longitude, status: p.status, next: p.id === next?.id })));
  });
  const shown = new Set(tasks.map((t) => t.id));
  const people = map.inspectors
    .filter((i) => shown.has(i.task_id))
    .map((i): MapMarker => ({ type: 'eqpt', center: [i.latitude, i.longitude], label: i.point_name ? `${i.name} · ${i.point_name}` : i.name, asset_name: i.name }));
  return [...routes, ...people];
}

/** Centred on the first point of the tasks shown (the street map's own default when there is none). */
export function liveMapConfig(map: PatrolLiveMap | undefined, only: number | null): MapConfig {
  const first = map?.tasks.find((t) => (only === null || t.id === only) && t.points.length)?.points[0];
  return first ? { center: [first.latitude, first.longitude], zoom: 16 } : {};
}
