import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, IsNull, type Repository } from 'typeorm';
import type { PatrolCheckInMethod, PatrolTaskDetail } from '@gengyun/contracts';
import { AppConfig, BusinessError, type AuthContext } from '@gengyun/core';
import { systemContext } from '@gengyun/identity';
import { TaskTemplateService } from '../../task/task-template.service';
import { distanceM, inWindow, timeOfDayIn } from '../geo';
import { PatrolPoint } from '../point/patrol-point.entity';
import { PatrolResults } from '../result/patrol-result.service';
import { PatrolTask, PatrolTaskPoint } from './patrol-task.entity';
import { PatrolTaskService } from './patrol-task.service';
import { PatrolEvents } from '../patrol.events';
import type { PatrolCheckInDto, PatrolPositionDto, PatrolSubmitDto } from './patrol-task.dto';

const OPEN = ['pending', 'inProgress'] as const;
const refuse = (key: 'maintenance.errors.patrolRange' | 'maintenance.errors.patrolWindow' | 'maintenance.errors.patrolNotOnRoute' | 'maintenance.errors.patrolTaskEnded' | 'maintenance.errors.patrolNotCheckedIn', field: string): BusinessError =>
  new BusinessError(key, 422, [], { fields: { [field]: key.split('.').pop() as string } });

/**
 * Walking a task on a phone: checking in at a point by its QR content or NFC tag with the phone's position (refused
 * outside the point's valid range — SPEC "patrol point within valid range" — unless its supervisor allowed manual
 * check-in there), and submitting the point's results, a failed item opening one work order.
 */
@Injectable()
export class PatrolWalk {
  constructor(
    @InjectRepository(PatrolTask) private readonly tasks: Repository<PatrolTask>,
    @InjectRepository(PatrolTaskPoint) private readonly taskPoints: Repository<PatrolTaskPoint>,
    @InjectRepository(PatrolPoint) private readonly points: Repository<PatrolPoint>,
    private readonly dataSource: DataSource,
    private readonly view: PatrolTaskService,
    private readonly results: PatrolResults,
    private readonly templates: TaskTemplateService,
    private readonly config: AppConfig,
    private readonly events: PatrolEvents,
  ) {}

  async checkIn(ctx: AuthContext, dto: PatrolCheckInDto, now = new Date()): Promise<PatrolTaskDetail> {
    const task = await this.walkable(ctx, dto.task_id, now);
    const label = dto.qr_content?.trim() ? { qr_content: dto.qr_content.trim() } : dto.nfc_tag_id?.trim() ? { nfc_tag_id: dto.nfc_tag_id.trim() } : null;
    if (!label) throw refuse('maintenance.errors.patrolNotOnRoute', 'qr_content');
    const point = await this.points.findOne({ where: { enterprise_id: ctx.enterpriseId, ...label } });
    const stop = point ? await this.taskPoints.findOne({ where: { enterprise_id: ctx.enterpriseId, task_id: task.id, point_id: point.id } }) : null;
    if (!point || !stop) throw refuse('maintenance.errors.patrolNotOnRoute', 'qr_content');
    if (stop.status !== 'pending') return this.view.detailOf(ctx, task);
    if (!inWindow(timeOfDayIn(now, this.config.timeZone), point.window_start, point.window_end)) throw refuse('maintenance.errors.patrolWindow', 'qr_content');
    const position = dto.latitude !== undefined && dto.longitude !== undefined ? { latitude: dto.latitude, longitude: dto.longitude } : null;
    const distance = position ? distanceM(position, { latitude: Number(point.latitude), longitude: Number(point.longitude) }) : null;
    const inRange = distance !== null && distance <= point.range_m;
    if (!inRange && !point.allow_manual_check_in) throw refuse('maintenance.errors.patrolRange', 'latitude');
    const method: PatrolCheckInMethod = !inRange ? 'manual' : 'qr_content' in label ? 'qr' : 'nfc';
    const template = await this.templates.detail(systemContext(ctx.enterpriseId), point.task_template_id).catch(() => null);
    await this.dataSource.transaction(async (m) => {
      // The first check-in of a pool task makes it the caller's; someone else's first check-in wins the race.
      if (task.assignee_id === null) {
        const took = await m.update(PatrolTask, { id: task.id, assignee_id: IsNull() }, { assignee_id: ctx.userId, update_time: now });
        if (!took.affected) throw new BusinessError('maintenance.errors.patrolNotYours', 403);
      }
      const marked = await m.update(
        PatrolTaskPoint,
        { id: stop.id, status: 'pending' },
        { status: 'checkedIn', checked_in_time: now, checked_in_by: ctx.userId, check_in_method: method, check_in_latitude: position?.latitude ?? null, check_in_longitude: position?.longitude ?? null, distance_m: distance, late: now > stop.late_after, update_time: now },
      );
      if (!marked.affected) return;
      await this.results.attach(m, stop, point, template?.items ?? []);
      await m.update(PatrolTask, { id: task.id, status: 'pending' }, { status: 'inProgress', update_time: now });
      if (now > stop.late_after) await m.update(PatrolTask, { id: task.id }, { late: true });
    });
    await this.events.progressed([task.id]);
    return this.view.detailOf(ctx, (await this.tasks.findOne({ where: { id: task.id } })) as PatrolTask);
  }

  /**
   * A checked-in point's results, every item answered. Sent again (a phone retrying on a weak connection) it writes
   * the same answers and opens nothing more: each failed result opens its order once.
   */
  async submit(ctx: AuthContext, dto: PatrolSubmitDto, now = new Date()): Promise<PatrolTaskDetail> {
    const stop = await this.taskPoints.findOne({ where: { enterprise_id: ctx.enterpriseId, id: dto.task_point_id } });
    if (!stop) throw BusinessError.notFound();
    const task = await this.walkable(ctx, stop.task_id, now);
    if (stop.status === 'pending') throw refuse('maintenance.errors.patrolNotCheckedIn', 'task_point_id');
    const answers = await this.results.checked(ctx, stop.id, dto.results);
    await this.dataSource.transaction(async (m) => {
      await this.results.write(m, ctx, answers);
      await m.update(PatrolTaskPoint, { id: stop.id, status: 'checkedIn' }, { status: 'done', update_time: now });
      const left = await m.count(PatrolTaskPoint, { where: { task_id: task.id, status: In(['pending', 'checkedIn']) } });
      if (!left) await m.update(PatrolTask, { id: task.id, status: In([...OPEN]) }, { status: 'done', completed_time: now, update_time: now });
    });
    const point = (await this.points.findOne({ where: { id: stop.point_id } })) as PatrolPoint;
    await this.events.progressed([task.id]);
    for (const answer of answers) if (answer.failed && answer.row.failure_opens_order) await this.results.openRepair(ctx, task, point, answer);
    return this.view.detailOf(ctx, (await this.tasks.findOne({ where: { id: task.id } })) as PatrolTask);
  }

  /**
   * Where the phone is while its inspector walks the task (the phone sends it every so often between check-ins): kept
   * on the task for the supervisors' live map, who are told as of a check-in.
   */
  async position(ctx: AuthContext, dto: PatrolPositionDto, now = new Date()): Promise<void> {
    const task = await this.walkable(ctx, dto.task_id, now);
    await this.tasks.update({ id: task.id }, { position_user_id: ctx.userId, position_latitude: dto.latitude, position_longitude: dto.longitude, position_time: now, update_time: now });
    await this.events.progressed([task.id]);
  }

  /** A task the caller walks (theirs or their pool's; "not found" if they may not even see it), still open. */
  private async walkable(ctx: AuthContext, taskId: number, now: Date): Promise<PatrolTask> {
    const task = await this.view.find(ctx, taskId);
    if (!(await this.view.walks(ctx, task))) throw new BusinessError('maintenance.errors.patrolNotYours', 403);
    if (!(OPEN as readonly string[]).includes(task.status) || now > task.end_time) throw refuse('maintenance.errors.patrolTaskEnded', 'task_id');
    return task;
  }
}
