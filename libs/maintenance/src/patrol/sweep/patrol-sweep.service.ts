import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, type Repository } from 'typeorm';
import type { MessageKey } from '@gengyun/contracts';
import { Translator } from '@gengyun/core';
import { PermissionHolders } from '@gengyun/identity';
import { UserMessageService } from '@gengyun/system';
import { PatrolTask, PatrolTaskPoint } from '../task/patrol-task.entity';
import { PatrolEvents } from '../patrol.events';

const OPEN = ['pending', 'inProgress'];
const BATCH = 500;

export interface PatrolSweepResult {
  missed: number;
  late: number;
}

/**
 * The missed/late sweep: points not checked in by their expected time plus the route's tolerance are late (their task
 * too, and its person in charge is told once); tasks past their end are closed, the points not done marked missed, and
 * the person in charge told. Every change is a conditional update, so two sweeps at once tell nobody twice.
 */
@Injectable()
export class PatrolSweep {
  private readonly logger = new Logger('PatrolSweep');

  constructor(
    @InjectRepository(PatrolTask) private readonly tasks: Repository<PatrolTask>,
    @InjectRepository(PatrolTaskPoint) private readonly points: Repository<PatrolTaskPoint>,
    private readonly holders: PermissionHolders,
    private readonly inbox: UserMessageService,
    private readonly translator: Translator,
    private readonly events: PatrolEvents,
  ) {}

  async run(now = new Date()): Promise<PatrolSweepResult> {
    return { late: await this.late(now), missed: await this.missed(now) };
  }

  private async late(now: Date): Promise<number> {
    const due = await this.points.find({ where: { status: 'pending', late: false, late_after: LessThan(now) }, take: BATCH });
    if (!due.length) return 0;
    await this.points.update({ id: In(due.map((p) => p.id)), late: false }, { late: true, update_time: now });
    let told = 0;
    for (const taskId of new Set(due.map((p) => p.task_id))) {
      const taken = await this.tasks.update({ id: taskId, status: In(OPEN), late_notified: false }, { late: true, late_notified: true, update_time: now });
      if (!taken.affected) continue;
      const task = (await this.tasks.findOne({ where: { id: taskId } })) as PatrolTask;
      const count = await this.points.count({ where: { task_id: taskId, status: 'pending', late: true } });
      await this.tell(task, 'maintenance.patrol.notice.lateTitle', 'maintenance.patrol.notice.lateContent', count);
      await this.events.progressed([task.id]);
      told++;
    }
    return told;
  }

  private async missed(now: Date): Promise<number> {
    const ended = await this.tasks.find({ where: { status: In(OPEN), end_time: LessThan(now) }, take: BATCH });
    let closed = 0;
    for (const task of ended) {
      const taken = await this.tasks.update({ id: task.id, status: In(OPEN) }, { status: 'missed', update_time: now });
      if (!taken.affected) continue;
      closed++;
      const result = await this.points.update({ task_id: task.id, status: In(['pending', 'checkedIn']) }, { status: 'missed', update_time: now });
      await this.tell(task, 'maintenance.patrol.notice.missedTitle', 'maintenance.patrol.notice.missedContent', result.affected ?? 0);
      await this.events.progressed([task.id]);
    }
    return closed;
  }

  /** An in-app message to the task's person in charge, in their language; a failure is logged (the marks stand). */
  private async tell(task: PatrolTask, title: MessageKey, content: MessageKey, count: number): Promise<void> {
    try {
      const to = await this.holders.languages(task.enterprise_id, [task.person_in_charge_id]);
      const params = [task.name, task.due_date, count];
      const messages = await Promise.all(
        to.map(async (u) => ({
          userId: u.id,
          title: await this.translator.t(title, u.lang, params, task.enterprise_id),
          content: await this.translator.t(content, u.lang, params, task.enterprise_id),
          link: `patrol/task?id=${task.id}`,
        })),
      );
      await this.inbox.deliver(task.enterprise_id, messages);
    } catch (error) {
      this.logger.error(`patrol task ${task.id}: ${String(error)}`);
    }
  }
}
