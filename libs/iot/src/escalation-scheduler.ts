import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { Jobs, alarmStepJobId } from '@gengyun/core';
import { Alarm } from './alarm.entity';

/**
 * Queues escalation steps as delayed jobs (queue `alarms`, name `escalate`, id `alarm-{id}-step-{n}`) and
 * removes the pending ones when an alarm is acknowledged or cleared. `alarm.escalation_step` remembers the
 * last step queued, so cancelling knows which job ids to remove.
 */
@Injectable()
export class EscalationScheduler {
  constructor(
    private readonly jobs: Jobs,
    @InjectRepository(Alarm) private readonly repo: Repository<Alarm>,
  ) {}

  /** Step 1, at once. */
  start(alarm: Pick<Alarm, 'id' | 'enterprise_id'>): Promise<void> {
    return this.schedule(alarm, 1, 0);
  }

  /** Queues one step; queuing the same step again while it is pending is ignored (same job id). */
  async schedule(alarm: Pick<Alarm, 'id' | 'enterprise_id'>, step: number, delayMs: number): Promise<void> {
    await this.repo.update({ id: alarm.id, escalation_step: LessThan(step) }, { escalation_step: step });
    await this.jobs.add('alarms', 'escalate', { enterpriseId: alarm.enterprise_id, alarmId: alarm.id, step }, { jobId: alarmStepJobId(alarm.id, step), delay: Math.max(0, delayMs) });
  }

  /** Removes the pending step (and its neighbours, in case a handler was between reading and queuing). */
  async cancel(alarmId: number): Promise<void> {
    const row = await this.repo.findOne({ select: { id: true, escalation_step: true }, where: { id: alarmId } });
    const last = row?.escalation_step ?? 0;
    const steps = [last - 1, last, last + 1].filter((s) => s >= 1);
    await Promise.all(steps.map((s) => this.jobs.remove('alarms', alarmStepJobId(alarmId, s))));
  }

  remove(alarmId: number, step: number): Promise<void> {
    return this.jobs.remove('alarms', alarmStepJobId(alarmId, step));
  }
}
