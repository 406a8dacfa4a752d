import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { JobHandler, type Job } from '@gengyun/core';
import { Alarm } from '../alarm/alarm.entity';
import { escalates } from '../alarm/alarm-state';
import { DeliveryService } from '../delivery/delivery.service';
import { EscalationScheduler } from './escalation-scheduler';
import { EscalationTargets } from './escalation-targets';

/** A job that fires this much before its due time (timer rounding) waits for it; never sent early. */
const EARLY_WAIT_MAX_MS = 1000;

/**
 * The `alarms/escalate` processor. Idempotent: it re-reads the alarm and sends only while it is still raised;
 * the delivery log keeps a sent message from going out twice when the job runs again. The next step is queued
 * (due from the escalation start) before sending, so a gateway outage (the job failing and retrying) never
 * ends the escalation and a late step never shifts the ones after it.
 */
@Injectable()
export class EscalationService {
  constructor(
    @InjectRepository(Alarm) private readonly alarms: Repository<Alarm>,
    private readonly targets: EscalationTargets,
    private readonly deliveries: DeliveryService,
    private readonly scheduler: EscalationScheduler,
  ) {}

  @JobHandler('alarms', 'escalate')
  async escalate(job: Job<'alarms', 'escalate'>): Promise<void> {
    const { enterpriseId, alarmId, step } = job.data;
    if (![enterpriseId, alarmId, step].every((n) => Number.isInteger(n) && n > 0)) return;
    const alarm = await this.alarms.findOne({ where: { id: alarmId, enterprise_id: enterpriseId } });
    if (!alarm || !escalates(alarm.status)) return;
    const plan = await this.targets.plan(alarm);
    const dueAt = plan.dueAt(step);
    const early = dueAt - Date.now();
    if (early > 0 && early <= EARLY_WAIT_MAX_MS) await new Promise((r) => setTimeout(r, early));
    await this.scheduler.schedule(alarm, step + 1, plan.dueAt(step + 1));
    // Acknowledged or cleared while we were queuing: that cancel may have missed the step just queued.
    const now = await this.alarms.findOne({ select: { id: true, status: true }, where: { id: alarmId } });
    if (!now || !escalates(now.status)) {
      await this.scheduler.remove(alarmId, step + 1);
      await this.scheduler.logCancelled(alarm, step);
      return;
    }
    const result = await this.deliveries.deliver(enterpriseId, alarmId, step, new Date(dueAt), await plan.targets(step));
    if (result.failed || result.busy) throw new Error(`alarm ${alarmId} step ${step}: ${result.failed} deliveries failed, ${result.busy} in flight elsewhere`);
  }
}
