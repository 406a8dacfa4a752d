import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { Page, PatrolTaskDetail, PatrolTaskRow } from '@gengyun/contracts';
import { AppConfig, findScoped, paginate, scoped, type AuthContext, type OwnedRows } from '@gengyun/core';
import { WorkOrderPoolService } from '@gengyun/work-orders';
import { dayIn } from '../../cycle/zoned';
import { PATROL_SCOPE, PatrolPointService } from '../point/patrol-point.service';
import { PatrolResults } from '../result/patrol-result.service';
import { PatrolTask, PatrolTaskPoint } from './patrol-task.entity';
import type { PatrolTaskPageDto } from './patrol-task.dto';

let ownedSeq = 0;
/** A task is its inspector's whatever their scope says. */
const own = (ctx: Pick<AuthContext, 'userId'>, alias: string): OwnedRows => {
  const p = `patrolOwner${++ownedSeq}`;
  return { sql: `${alias}.assignee_id = :${p}`, params: { [p]: ctx.userId } };
};
const MINE_LIMIT = 50;

/**
 * Patrol tasks as supervisors and inspectors see them: by the location and equipment-type scopes, or because the task
 * is theirs (they are its inspector, or it waits in a pool they are a member of).
 */
@Injectable()
export class PatrolTaskService {
  constructor(
    @InjectRepository(PatrolTask) private readonly repo: Repository<PatrolTask>,
    @InjectRepository(PatrolTaskPoint) private readonly taskPoints: Repository<PatrolTaskPoint>,
    private readonly points: PatrolPointService,
    private readonly results: PatrolResults,
    private readonly pools: WorkOrderPoolService,
    private readonly config: AppConfig,
  ) {}

  async page(ctx: AuthContext, dto: PatrolTaskPageDto): Promise<Page<PatrolTaskRow>> {
    const qb = scoped(this.repo.createQueryBuilder('t'), ctx, PATROL_SCOPE, own(ctx, 't'));
    if (dto.date) qb.andWhere('t.due_date = :date', { date: dto.date });
    if (dto.status) qb.andWhere('t.status = :status', { status: dto.status });
    if (dto.plan_id) qb.andWhere('t.plan_id = :plan', { plan: dto.plan_id });
    if (dto.route_id) qb.andWhere('t.route_id = :route', { route: dto.route_id });
    const page = await paginate(qb.orderBy('t.start_time', 'DESC').addOrderBy('t.id', 'DESC'), dto);
    return { rows: await this.rows(ctx.enterpriseId, page.rows), total: page.total };
  }

  /** The phone's list: today's tasks and those still open that are the caller's, or wait in a pool they belong to. */
  async mine(ctx: AuthContext, now = new Date()): Promise<PatrolTaskRow[]> {
    const today = dayIn(now, this.config.timeZone);
    const rows = await this.repo
      .createQueryBuilder('t')
      .where('t.enterprise_id = :e', { e: ctx.enterpriseId })
      .andWhere('(t.assignee_id = :me OR (t.assignee_id IS NULL AND t.pool_id IS NOT NULL))', { me: ctx.userId })
      .andWhere("(t.due_date = :today OR t.status IN ('pending', 'inProgress'))", { today })
      .orderBy('t.start_time', 'ASC')
      .take(MINE_LIMIT * 4)
      .getMany();
    const member = new Map<number, boolean>();
    const mine: PatrolTask[] = [];
    for (const t of rows) {
      if (t.assignee_id === null && t.pool_id !== null) {
        if (!member.has(t.pool_id)) member.set(t.pool_id, await this.pools.isMember(ctx, t.pool_id));
        if (!member.get(t.pool_id)) continue;
      }
      mine.push(t);
      if (mine.length === MINE_LIMIT) break;
    }
    return this.rows(ctx.enterpriseId, mine);
  }

  /**
   * A task the caller may see: theirs, waiting in their pool, or in their scopes; "not found" otherwise (and for
   * another enterprise's id).
   */
  async find(ctx: AuthContext, id: number): Promise<PatrolTask> {
    const row = await this.repo.findOne({ where: { enterprise_id: ctx.enterpriseId, id } });
    if (row && (await this.walks(ctx, row))) return row;
    return findScoped(this.repo, ctx, id, PATROL_SCOPE, 't');
  }

  /** Whether the caller is the task's inspector, or it waits in a pool they are a member of. */
  async walks(ctx: AuthContext, task: PatrolTask): Promise<boolean> {
    if (task.assignee_id !== null) return task.assignee_id === ctx.userId;
    return task.pool_id !== null && this.pools.isMember(ctx, task.pool_id);
  }

  async detail(ctx: AuthContext, id: number): Promise<PatrolTaskDetail> {
    const task = await this.find(ctx, id);
    return this.detailOf(ctx, task);
  }

  /** A task the caller reaches, with its points and their results (meter readings with the live value the caller may see). */
  async detailOf(ctx: AuthContext, task: PatrolTask): Promise<PatrolTaskDetail> {
    const [row] = await this.rows(task.enterprise_id, [task]);
    const stops = await this.taskPoints.find({ where: { enterprise_id: task.enterprise_id, task_id: task.id }, order: { position: 'ASC' } });
    const points = await this.points.names(task.enterprise_id, stops.map((s) => s.point_id));
    const equipmentOf = new Map(stops.map((s) => [s.id, points.get(s.point_id)?.equipment_id ?? null]));
    const results = await this.results.ofPoints(ctx, stops.map((s) => s.id), (id) => equipmentOf.get(id) ?? null);
    return {
      ...(row as PatrolTaskRow),
      points: stops.map((s) => {
        const p = points.get(s.point_id);
        return {
          id: s.id,
          point_id: s.point_id,
          name: p?.name ?? '',
          position: s.position,
          location_id: p?.location_id ?? 0,
          equipment_id: p?.equipment_id ?? null,
          latitude: Number(p?.latitude ?? 0),
          longitude: Number(p?.longitude ?? 0),
          range_m: p?.range_m ?? 0,
          expected_time: s.expected_time.toISOString(),
          status: s.status,
          late: Boolean(s.late),
          checked_in_time: s.checked_in_time?.toISOString() ?? null,
          checked_in_by: s.checked_in_by,
          check_in_method: s.check_in_method,
          distance_m: s.distance_m === null ? null : Math.round(Number(s.distance_m)),
          results: results.filter((r) => r.task_point_id === s.id),
        };
      }),
    };
  }

  private async rows(enterpriseId: number, tasks: PatrolTask[]): Promise<PatrolTaskRow[]> {
    if (!tasks.length) return [];
    const counts = await this.taskPoints
      .createQueryBuilder('p')
      .select('p.task_id', 'task_id')
      .addSelect('p.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .where('p.enterprise_id = :e', { e: enterpriseId })
      .andWhere({ task_id: In(tasks.map((t) => t.id)) })
      .groupBy('p.task_id')
      .addGroupBy('p.status')
      .getRawMany<{ task_id: number | string; status: string; n: number | string }>();
    const count = (taskId: number, status?: string): number =>
      counts.filter((c) => Number(c.task_id) === taskId && (!status || c.status === status)).reduce((sum, c) => sum + Number(c.n), 0);
    return tasks.map(
      (t) =>
        ({
          ...t,
          late: Boolean(t.late),
          points_total: count(t.id),
          points_done: count(t.id, 'done'),
          points_missed: count(t.id, 'missed'),
        }) as unknown as PatrolTaskRow,
    );
  }
}
