import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThan, type Repository } from 'typeorm';
import { Jobs, PlatformRole, type JobOptions } from '@gengyun/core';
import { alarmStepJobId } from '../alarms.jobs';
import { Alarm } from '../alarm/alarm.entity';
import { DeliveryService } from '../delivery/delivery.service';
import { EscalationTargets } from './escalation-targets';

/** 2 + 4 + 8 + 16 s of backoff: a retry outlives the claim lease of a send cut short by a crash (delivery.service). */
const STEP_RETRY: JobOptions = { attempts: 5, backoff: { type: 'exponential', delay: 2000 } };

/**
 * Queues escalation steps as delayed jobs (queue `alarms`, name `escalate`, id `alarm-{id}-step-{n}`) due at
 * the escalation start plus the intervals (never from when the previous step ran, so lateness does not add up),
 * and removes the pending ones when an alarm is acknowledged or cleared, logging them as cancelled.
 * `alarm.escalation_step` remembers the last step queued: cancelling knows which job ids to remove, and a
 * process that runs processors re-queues it at boot (the in-process adapter forgets its jobs on restart;
 * on BullMQ the same id makes the repeat harmless), so both run modes take the same path.
 */
@Injectable()
export class EscalationScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('Escalation');

  constructor(
    private readonly jobs: Jobs,
    @InjectRepository(Alarm) private readonly repo: Repository<Alarm>,
    private readonly targets: EscalationTargets,
    private readonly deliveries: DeliveryService,
    private readonly role: PlatformRole,
  ) {}

  /** Step 1, at once. */
  start(alarm: Pick<Alarm, 'id' | 'enterprise_id' | 'escalation_start'>): Promise<void> {
    return this.schedule(alarm, 1, alarm.escalation_start ?? Date.now());
  }

  /** Queues one step due at `dueAt` (epoch ms); queuing the same step again while it is pending is ignored (same job id). */
  async schedule(alarm: Pick<Alarm, 'id' | 'enterprise_id'>, step: number, dueAt: number): Promise<void> {
    await this.repo.update({ id: alarm.id, escalation_step: LessThan(step) }, { escalation_step: step });
    await this.enqueue(alarm, step, dueAt);
  }

  /**
   * Removes the pending step (and its neighbours, in case a handler was between reading and queuing), then
   * logs the pending step as cancelled for each recipient it would have gone to.
   */
  async cancel(alarmId: number): Promise<void> {
    const alarm = await this.repo.findOne({ where: { id: alarmId } });
    const last = alarm?.escalation_step ?? 0;
    const steps = [last - 1, last, last + 1].filter((s) => s >= 1);
    await Promise.all(steps.map((s) => this.jobs.remove('alarms', alarmStepJobId(alarmId, s))));
    if (alarm && last >= 1) await this.logCancelled(alarm, last);
  }

  remove(alarmId: number, step: number): Promise<void> {
    return this.jobs.remove('alarms', alarmStepJobId(alarmId, step));
  }

  /** Cancelled rows for a step that will not be sent; rows already sent or failed stay as they are. */
  async logCancelled(alarm: Alarm, step: number): Promise<void> {
    try {
      const plan = await this.targets.plan(alarm);
      await this.deliveries.cancel(alarm.enterprise_id, alarm.id, step, new Date(plan.dueAt(step)), await plan.targets(step));
    } catch (error) {
      this.logger.warn(`alarm ${alarm.id} step ${step}: cancelled steps not logged: ${String(error)}`);
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.role.runsProcessors) await this.resume();
  }

  /**
   * Re-queues, for every alarm still escalating, its pending step at its due time (at once when overdue) and
   * its previous one at once: the previous step's handler sends only what a crash left unsent (delivery rows),
   * and queuing the pending step again is ignored by its job id.
   */
  async resume(): Promise<void> {
    const alarms = await this.repo.find({ where: { status: 'raised', escalation_step: MoreThan(0) } });
    for (const alarm of alarms) {
      try {
        const plan = await this.targets.plan(alarm);
        const last = alarm.escalation_step;
        await this.enqueue(alarm, last, plan.dueAt(last));
        if (last > 1) await this.enqueue(alarm, last - 1, plan.dueAt(last - 1));
      } catch (error) {
        this.logger.warn(`alarm ${alarm.id}: escalation not resumed: ${String(error)}`);
      }
    }
    if (alarms.length) this.logger.log(`resumed the escalation of ${alarms.length} alarm(s)`);
  }

  private async enqueue(alarm: Pick<Alarm, 'id' | 'enterprise_id'>, step: number, dueAt: number): Promise<void> {
    const data = { enterpriseId: alarm.enterprise_id, alarmId: alarm.id, step };
    await this.jobs.add('alarms', 'escalate', data, { ...STEP_RETRY, jobId: alarmStepJobId(alarm.id, step), delay: Math.max(0, dueAt - Date.now()) });
  }
}
