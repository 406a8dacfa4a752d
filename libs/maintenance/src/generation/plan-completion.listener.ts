import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppConfig, EventBus } from '@gengyun/core';
import { MaintenancePlan } from '../plan/plan.entity';
import { dayIn } from '../cycle/zoned';
import { usageTriggers } from '../plan/plan-triggers';
import { planTriggers } from '../plan/plan-view';
import { UsagePlans } from '../usage/usage-plans.service';
import { PlanOccurrence } from './plan-occurrence.entity';

/**
 * Completing a generated order moves its plan's last completion to that day (never back), so a floating interval's
 * next due day counts from it and the next order is generated once it falls within the lead time; and it resets the
 * plan's usage steps for that piece (the counter at completion is the new base). An order cancelled or voided lets
 * the next usage order be made.
 */
@Injectable()
export class PlanCompletionListener implements OnModuleInit {
  constructor(
    @InjectRepository(PlanOccurrence) private readonly occurrences: Repository<PlanOccurrence>,
    @InjectRepository(MaintenancePlan) private readonly plans: Repository<MaintenancePlan>,
    private readonly bus: EventBus,
    private readonly config: AppConfig,
    private readonly usage: UsagePlans,
  ) {}

  onModuleInit(): void {
    this.bus.on('workOrder.changed', async (e) => {
      if (!['completed', 'cancelled', 'voided'].includes(e.order.status)) return;
      const occurrence = await this.occurrences.findOne({ where: { enterprise_id: e.enterpriseId, work_order_id: e.order.id } });
      if (!occurrence) return;
      if (e.order.status === 'completed') await this.completed(occurrence.plan_id, dayIn(new Date(), this.config.timeZone));
      await this.usageDone(occurrence, e.order.status === 'completed');
    });
  }

  private async usageDone(occurrence: PlanOccurrence, completed: boolean): Promise<void> {
    const plan = await this.plans.findOne({ where: { id: occurrence.plan_id } });
    const usage = plan ? usageTriggers(planTriggers(plan)) : [];
    if (!plan || !usage.length) return;
    if (completed) await this.usage.completed(plan, usage, occurrence.equipment_id);
    else await this.usage.released(plan.id, occurrence.equipment_id, occurrence.due_date);
  }

  async completed(planId: number, day: string): Promise<void> {
    await this.plans
      .createQueryBuilder()
      .update()
      .set({ last_completed: day })
      .where('id = :id AND (last_completed IS NULL OR last_completed < :day)', { id: planId, day })
      .execute();
  }
}
