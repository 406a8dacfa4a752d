import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppConfig, EventBus } from '@gengyun/core';
import { MaintenancePlan } from '../plan/plan.entity';
import { dayIn } from '../cycle/zoned';
import { PlanOccurrence } from './plan-occurrence.entity';

/**
 * Completing a generated order moves its plan's last completion to that day (never back), so a floating interval's
 * next due day counts from it and the next order is generated once it falls within the lead time.
 */
@Injectable()
export class PlanCompletionListener implements OnModuleInit {
  constructor(
    @InjectRepository(PlanOccurrence) private readonly occurrences: Repository<PlanOccurrence>,
    @InjectRepository(MaintenancePlan) private readonly plans: Repository<MaintenancePlan>,
    private readonly bus: EventBus,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.bus.on('workOrder.changed', async (e) => {
      if (e.order.status !== 'completed') return;
      const occurrence = await this.occurrences.findOne({ where: { enterprise_id: e.enterpriseId, work_order_id: e.order.id } });
      if (occurrence) await this.completed(occurrence.plan_id, dayIn(new Date(), this.config.timeZone));
    });
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
