import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import { DataScope, type Page, type PatrolRouteRow } from '@gengyun/contracts';
import { AuditService, BusinessError, ensureInScope, findScoped, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { placement } from '../../plan/plan-placement';
import { PATROL_SCOPE, PatrolPointService } from '../point/patrol-point.service';
import { PatrolRoute, PatrolRoutePoint } from './patrol-route.entity';
import type { PatrolRouteAddDto, PatrolRoutePageDto, PatrolRouteUpdateDto } from './patrol-route.dto';

export const PATROL_ROUTE_BUSINESS_NO = 'patrolRoute';
const DEFAULT_TOLERANCE_MINUTES = 30;
type Caller = Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>;
/** Where a route's points put it in the scopes. */
export type RoutePlace = Pick<PatrolRoute, 'location_id' | 'equipment_type_id'>;

/**
 * Patrol routes: points in walking order. A route sits in the scopes as a chosen-equipment plan does — the nearest
 * location above all its points and the type they share — so a location-limited supervisor sees it only when every
 * point lies in their scope.
 */
@Injectable()
export class PatrolRouteService {
  constructor(
    @InjectRepository(PatrolRoute) private readonly repo: Repository<PatrolRoute>,
    @InjectRepository(PatrolRoutePoint) private readonly stops: Repository<PatrolRoutePoint>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly points: PatrolPointService,
    private readonly equipment: EquipmentReferences,
  ) {}

  async page(ctx: AuthContext, dto: PatrolRoutePageDto): Promise<Page<PatrolRouteRow>> {
    const qb = whereKeyword(scoped(this.repo.createQueryBuilder('r'), ctx, PATROL_SCOPE), dto.keyword ?? dto.keywordSearch, ['r.name']);
    const page = await paginate(qb.orderBy('r.id', 'DESC'), dto);
    return { rows: await this.rows(ctx.enterpriseId, page.rows), total: page.total };
  }

  find(ctx: Caller, id: number): Promise<PatrolRoute> {
    return findScoped(this.repo, ctx, id, PATROL_SCOPE);
  }

  async detail(ctx: Caller, id: number): Promise<PatrolRouteRow> {
    return (await this.rows(ctx.enterpriseId, [await this.find(ctx, id)]))[0] as PatrolRouteRow;
  }

  /** A route's stops in order (the enterprise's route, already checked). */
  stopsOf(enterpriseId: number, routeId: number): Promise<PatrolRoutePoint[]> {
    return this.stops.find({ where: { enterprise_id: enterpriseId, route_id: routeId }, order: { position: 'ASC' } });
  }

  async add(ctx: AuthContext, dto: PatrolRouteAddDto): Promise<PatrolRouteRow> {
    const place = await this.checked(ctx, dto);
    const id = await this.dataSource.transaction((m) => this.insert(m, ctx, dto, place));
    return this.detail(ctx, id);
  }

  /** A checked route with its stops and its log line, written in the caller's transaction (the form's add and an import). */
  async insert(m: EntityManager, ctx: AuthContext, dto: PatrolRouteAddDto, place: RoutePlace): Promise<number> {
    const now = new Date();
    const inserted = await m.insert(PatrolRoute, {
      enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId || null, create_time: now, update_time: now, version: 1,
      name: dto.name.trim(), tolerance_minutes: dto.tolerance_minutes ?? DEFAULT_TOLERANCE_MINUTES, remark: dto.remark?.trim() || null, ...place,
    });
    const routeId = Number(inserted.identifiers[0]?.id);
    await this.writeStops(m, ctx, routeId, dto);
    await this.audit.record(ctx, PATROL_ROUTE_BUSINESS_NO, routeId, [{ key: 'common.audit.created', params: [dto.name] }], m);
    return routeId;
  }

  /** Saved at the version seen; tasks already generated keep the points they were made with. */
  async update(ctx: AuthContext, dto: PatrolRouteUpdateDto): Promise<PatrolRouteRow> {
    const route = await this.find(ctx, dto.id);
    if (route.version !== dto.version) throw BusinessError.conflict('common.errors.staleData');
    const place = await this.checked(ctx, dto);
    await this.dataSource.transaction((m) => this.rewrite(m, ctx, route, dto.version, dto, place));
    return this.detail(ctx, route.id);
  }

  /** A checked route's new columns, stops and log line at the version seen, in the caller's transaction (the form's edit and an import). */
  async rewrite(m: EntityManager, ctx: AuthContext, route: Pick<PatrolRoute, 'id' | 'tolerance_minutes'>, version: number, dto: PatrolRouteAddDto, place: RoutePlace): Promise<void> {
    const result = await m.update(
      PatrolRoute,
      { id: route.id, enterprise_id: ctx.enterpriseId, version },
      { name: dto.name.trim(), tolerance_minutes: dto.tolerance_minutes ?? route.tolerance_minutes, remark: dto.remark?.trim() || null, ...place, version: version + 1, update_time: new Date() },
    );
    if (!result.affected) throw BusinessError.conflict('common.errors.staleData');
    await m.delete(PatrolRoutePoint, { enterprise_id: ctx.enterpriseId, route_id: route.id });
    await this.writeStops(m, ctx, route.id, dto);
    await this.audit.record(ctx, PATROL_ROUTE_BUSINESS_NO, route.id, [{ key: 'common.audit.updated', params: [dto.name] }], m);
  }

  /** At least one point, each once, every one in the caller's scope; where that puts the route in the scopes. */
  async checked(ctx: AuthContext, dto: PatrolRouteAddDto): Promise<RoutePlace> {
    const ids = dto.points.map((p) => p.point_id);
    if (!ids.length || new Set(ids).size !== ids.length) throw new BusinessError('maintenance.errors.patrolPoints', 422, [], { fields: { points: 'patrolPoints' } });
    const points = await this.points.many(ctx, ids);
    const ancestries = await Promise.all(points.map((p) => this.equipment.ancestry(ctx.enterpriseId, p.location_id)));
    const { locationId, typeId } = placement(
      points.map((p) => ({ id: p.id, locationId: p.location_id, typeId: p.equipment_type_id })),
      ancestries,
    );
    ensureInScope(ctx, { [DataScope.location]: locationId, [DataScope.equipmentType]: typeId });
    return { location_id: locationId, equipment_type_id: typeId };
  }

  private async writeStops(m: EntityManager, ctx: AuthContext, routeId: number, dto: PatrolRouteAddDto): Promise<void> {
    const now = new Date();
    await m.insert(
      PatrolRoutePoint,
      dto.points.map((p, position) => ({ enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId || null, create_time: now, update_time: now, route_id: routeId, point_id: p.point_id, position, offset_minutes: p.offset_minutes })),
    );
  }

  private async rows(enterpriseId: number, routes: PatrolRoute[]): Promise<PatrolRouteRow[]> {
    const stops = routes.length ? await this.stops.find({ where: { enterprise_id: enterpriseId, route_id: In(routes.map((r) => r.id)) }, order: { position: 'ASC' } }) : [];
    return routes.map(
      (r) =>
        ({
          ...r,
          points: stops.filter((s) => s.route_id === r.id).map((s) => ({ point_id: s.point_id, position: s.position, offset_minutes: s.offset_minutes })),
        }) as unknown as PatrolRouteRow,
    );
  }
}
