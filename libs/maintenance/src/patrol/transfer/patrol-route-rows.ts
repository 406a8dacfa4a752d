import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { PATROL_LIMITS as LIMITS } from '@gengyun/contracts';
import { scoped, type AuthContext } from '@gengyun/core';
import type { TaskNote } from '@gengyun/files';
import { PatrolPoint } from '../point/patrol-point.entity';
import { PATROL_SCOPE } from '../point/patrol-point.service';
import { PatrolRoute, PatrolRoutePoint } from '../route/patrol-route.entity';
import type { PatrolRouteAddDto } from '../route/patrol-route.dto';
import { PatrolRouteService, type RoutePlace } from '../route/patrol-route.service';
import { NamedRows, type Stored } from '../../transfer/named-row';
import { RowNotes, type SheetRow } from '../../transfer/sheet-rows';
import { MAX_EXPORT_ROWS, checkEach, type CheckedRows, type TransferSheet } from '../../transfer/sheet';
import { ROUTE_SHEET, type RouteField } from './patrol-sheets';

/** Which column a refusal of `/patrolRoute/add`'s checks is about. */
const COLUMN_OF: Record<string, RouteField> = { points: 'points', 'maintenance.errors.patrolPoints': 'points', 'common.errors.outsideScope': 'points' };
/** A route read from a row: the add form and where its points put it. */
interface NewRoute {
  dto: PatrolRouteAddDto;
  place: RoutePlace;
  /** The route the row's name names (updated), or none (added). */
  stored: Stored<PatrolRoute> | null;
}
/** The list separator of the points and offsets cells (either width, as typed on a Chinese keyboard too). */
const LIST = /[;；]/;
const qrsOf = (cell: string): string[] => cell.split(LIST).map((q) => q.trim()).filter(Boolean);

/**
 * Patrol routes as sheet rows: the points by QR content in walking order (looked up in the importer's enterprise and
 * scopes) with their expected minutes after the start, checked by `/patrolRoute/add`'s own checks, and routes written
 * back as the same columns.
 */
@Injectable()
export class PatrolRouteRows implements TransferSheet<RouteField> {
  readonly spec = ROUTE_SHEET;

  constructor(
    @InjectRepository(PatrolRoute) private readonly repo: Repository<PatrolRoute>,
    @InjectRepository(PatrolRoutePoint) private readonly stops: Repository<PatrolRoutePoint>,
    @InjectRepository(PatrolPoint) private readonly points: Repository<PatrolPoint>,
    private readonly routes: PatrolRouteService,
  ) {}

  async check(ctx: AuthContext, rows: ReadonlyArray<SheetRow<RouteField>>): Promise<CheckedRows> {
    const named = new NamedRows(this.repo, ctx, PATROL_SCOPE, rows.map((r) => r.cells.name));
    const qrs = [...new Set(rows.flatMap((r) => qrsOf(r.cells.points)))];
    // Every point the sheet names, read once: a row's points are then looked up here.
    const found = qrs.length ? await scoped(this.points.createQueryBuilder('p'), ctx, PATROL_SCOPE).andWhere('p.qr_content IN (:...qrs)', { qrs }).getMany() : [];
    const byQr = new Map(found.map((p) => [p.qr_content, p.id]));
    return checkEach(rows, (row) => this.read(ctx, row, byQr, named), (m, { dto, place, stored }: NewRoute) =>
      stored ? this.routes.rewrite(m, ctx, stored.row, stored.version, dto, place) : this.routes.insert(m, ctx, dto, place),
    );
  }

  private async read(ctx: AuthContext, row: SheetRow<RouteField>, byQr: Map<string, number>, named: NamedRows<PatrolRoute>): Promise<{ messages: TaskNote[] } | { columns: NewRoute }> {
    const n = new RowNotes(ROUTE_SHEET, row);
    const c = row.cells;
    const name = n.required('name') && n.text('name', LIMITS.name);
    const stored = await named.of(n, 'name', name);
    const qrs = n.required('points') ? qrsOf(c.points) : [];
    const missing = qrs.find((q) => !byQr.has(q));
    if (missing !== undefined) n.say('workOrder.transfer.errors.rowNotFound', 'points', missing);
    if (qrs.length > LIMITS.routePoints) n.say('files.errors.rowMalformed', 'points');
    const offsets = c.offsets ? c.offsets.split(LIST).map((o) => Number(o.trim())) : qrs.map(() => 0);
    if (offsets.length !== qrs.length || offsets.some((o) => !Number.isInteger(o) || o < 0 || o > LIMITS.offsetMinutes)) n.say('files.errors.rowMalformed', 'offsets');
    const tolerance = n.number('tolerance', 0, LIMITS.toleranceMinutes, true);
    const remark = n.text('remark', 500);
    if (n.messages.length) return { messages: n.messages };
    const dto: PatrolRouteAddDto = {
      name: name as string, tolerance_minutes: tolerance ?? undefined, remark,
      points: qrs.map((q, i) => ({ point_id: byQr.get(q) as number, offset_minutes: offsets[i] as number })),
    };
    return n.checkedBy(async () => ({ dto, place: await this.routes.checked(ctx, dto), stored }), COLUMN_OF, 'points');
  }

  /** The routes in the caller's scopes as the sheet's cells: points by QR content in order, with their offsets. */
  async exported(ctx: AuthContext): Promise<string[][]> {
    const routes = await scoped(this.repo.createQueryBuilder('r'), ctx, PATROL_SCOPE).orderBy('r.id', 'ASC').take(MAX_EXPORT_ROWS).getMany();
    const stops = routes.length ? await this.stops.find({ where: { enterprise_id: ctx.enterpriseId, route_id: In(routes.map((r) => r.id)) }, order: { route_id: 'ASC', position: 'ASC' } }) : [];
    const pointIds = [...new Set(stops.map((s) => s.point_id))];
    const points = pointIds.length ? await this.points.find({ select: { id: true, qr_content: true }, where: { enterprise_id: ctx.enterpriseId, id: In(pointIds) } }) : [];
    const qr = new Map(points.map((p) => [p.id, p.qr_content]));
    return routes.map((r) => {
      const own = stops.filter((s) => s.route_id === r.id);
      return [r.name, own.map((s) => qr.get(s.point_id) ?? '').join(';'), own.map((s) => String(s.offset_minutes)).join(';'), String(r.tolerance_minutes), r.remark ?? ''];
    });
  }
}
