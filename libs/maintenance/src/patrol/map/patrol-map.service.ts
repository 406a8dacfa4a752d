import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { PATROL_LIMITS, type PatrolLiveMap } from '@gengyun/contracts';
import { AppConfig, scoped, type AuthContext } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { dayIn } from '../../cycle/zoned';
import { PATROL_SCOPE, PatrolPointService } from '../point/patrol-point.service';
import { PatrolTask, PatrolTaskPoint } from '../task/patrol-task.entity';

/**
 * The supervisor's live map: one day's tasks in the caller's location and equipment-type scopes with their routes'
 * points and states, and where each of their inspectors was last seen: at a check-in, or by the position the phone
 * sends while walking between points, whichever is later. The page reads it again on each `patrolTask.progress` push,
 * which goes to the same scoped audience.
 */
@Injectable()
export class PatrolMapService {
  constructor(
    @InjectRepository(PatrolTask) private readonly tasks: Repository<PatrolTask>,
    @InjectRepository(PatrolTaskPoint) private readonly taskPoints: Repository<PatrolTaskPoint>,
    private readonly points: PatrolPointService,
    private readonly directory: UserDirectory,
    private readonly config: AppConfig,
  ) {}

  async day(ctx: AuthContext, date: string | undefined, now = new Date()): Promise<PatrolLiveMap> {
    const day = date ?? dayIn(now, this.config.timeZone);
    const tasks = await scoped(this.tasks.createQueryBuilder('t'), ctx, PATROL_SCOPE)
      .andWhere('t.due_date = :day', { day })
      .orderBy('t.start_time', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .take(PATROL_LIMITS.mapTasks)
      .getMany();
    if (!tasks.length) return { date: day, tasks: [], inspectors: [] };
    const stops = await this.taskPoints.find({ where: { enterprise_id: ctx.enterpriseId, task_id: In(tasks.map((t) => t.id)) }, order: { position: 'ASC' } });
    const points = await this.points.names(ctx.enterpriseId, stops.map((s) => s.point_id));
    const last = lastSeen(tasks, stops);
    const people = await this.directory.byIds(ctx.enterpriseId, [...new Set([...last.keys(), ...tasks.map((t) => t.assignee_id).filter((u): u is number => u !== null)])]);
    const name = new Map(people.map((u) => [u.id, u.name]));
    return {
      date: day,
      tasks: tasks.map((t) => ({
        id: t.id,
        name: t.name,
        status: t.status,
        late: Boolean(t.late),
        start_time: t.start_time.toISOString(),
        end_time: t.end_time.toISOString(),
        assignee_id: t.assignee_id,
        assignee_name: t.assignee_id === null ? '' : (name.get(t.assignee_id) ?? ''),
        points: stops
          .filter((s) => s.task_id === t.id)
          .map((s) => {
            const p = points.get(s.point_id);
            return { id: s.id, point_id: s.point_id, name: p?.name ?? '', position: s.position, latitude: Number(p?.latitude ?? 0), longitude: Number(p?.longitude ?? 0), status: s.status, late: Boolean(s.late) };
          }),
      })),
      inspectors: [...last.entries()].map(([userId, seen]) => ({
        user_id: userId,
        name: name.get(userId) ?? '',
        task_id: seen.taskId,
        source: seen.pointId === null ? 'phone' : 'checkIn',
        point_name: seen.pointId === null ? '' : (points.get(seen.pointId)?.name ?? ''),
        latitude: seen.latitude,
        longitude: seen.longitude,
        time: seen.time.toISOString(),
      })),
    };
  }
}

interface Seen {
  taskId: number;
  /** The point checked in at; null for a position the phone sent between check-ins. */
  pointId: number | null;
  latitude: number;
  longitude: number;
  time: Date;
}

/** Each inspector's latest sighting of the day: a check-in with its position, or the phone's position sent while walking. */
function lastSeen(tasks: readonly PatrolTask[], stops: readonly PatrolTaskPoint[]): Map<number, Seen> {
  const last = new Map<number, Seen>();
  const see = (userId: number, seen: Seen): void => {
    const before = last.get(userId);
    if (!before || before.time < seen.time) last.set(userId, seen);
  };
  for (const s of stops) {
    if (s.checked_in_by === null || s.checked_in_time === null || s.check_in_latitude === null || s.check_in_longitude === null) continue;
    see(s.checked_in_by, { taskId: s.task_id, pointId: s.point_id, latitude: Number(s.check_in_latitude), longitude: Number(s.check_in_longitude), time: s.checked_in_time });
  }
  for (const t of tasks) {
    if (t.position_user_id === null || t.position_time === null || t.position_latitude === null || t.position_longitude === null) continue;
    see(t.position_user_id, { taskId: t.id, pointId: null, latitude: Number(t.position_latitude), longitude: Number(t.position_longitude), time: t.position_time });
  }
  return last;
}
