import { In, type EntityManager } from 'typeorm';
import { PatrolPlan } from '../plan/patrol-plan.entity';
import { PatrolRoute, PatrolRoutePoint } from '../route/patrol-route.entity';
import { PatrolPoint } from '../point/patrol-point.entity';

/** A route as a task copies it: the route row and its stops whose point is enabled, in walking order. */
export interface RouteWalk {
  route: PatrolRoute;
  walked: PatrolRoutePoint[];
}

/**
 * The routes of one generation run's plans, read on the first ask for all of them together: one query for the routes,
 * one for their stops, one for the stops' points, whatever the number of plans (a run with nothing due asks nothing).
 * A plan's route answers only within the plan's enterprise; a route gone answers null.
 */
export function routesForRun(m: EntityManager, plans: readonly PatrolPlan[]): (plan: PatrolPlan) => Promise<RouteWalk | null> {
  let read: Promise<Map<number, RouteWalk>> | undefined;
  const readAll = async (): Promise<Map<number, RouteWalk>> => {
    const ids = [...new Set(plans.map((p) => p.route_id))];
    const routes = ids.length ? await m.find(PatrolRoute, { where: { id: In(ids) } }) : [];
    const routeIds = routes.map((r) => r.id);
    const stops = routeIds.length ? await m.find(PatrolRoutePoint, { where: { route_id: In(routeIds) }, order: { route_id: 'ASC', position: 'ASC' } }) : [];
    const pointIds = [...new Set(stops.map((s) => s.point_id))];
    const points = pointIds.length ? await m.find(PatrolPoint, { where: { id: In(pointIds) } }) : [];
    const enabled = new Set(points.filter((p) => p.enabled).map((p) => `${p.enterprise_id}:${p.id}`));
    return new Map(
      routes.map((route) => [
        route.id,
        { route, walked: stops.filter((s) => s.route_id === route.id && s.enterprise_id === route.enterprise_id && enabled.has(`${route.enterprise_id}:${s.point_id}`)) },
      ]),
    );
  };
  return async (plan) => {
    read ??= readAll();
    const walk = (await read).get(plan.route_id);
    return walk && walk.route.enterprise_id === plan.enterprise_id ? walk : null;
  };
}
