import { Injectable } from '@nestjs/common';
import { MAINTENANCE_LIMITS, type PlanPreview } from '@gengyun/contracts';
import { AppConfig, BusinessError, type AuthContext } from '@gengyun/core';
import { addDays, type LocalDate } from '../cycle/local-date';
import { dayIn, momentOf } from '../cycle/zoned';
import { generationDay } from '../cycle/cycle';
import { PlanCalendar } from '../generation/plan-calendar';
import { MaintenancePlan } from './plan.entity';
import { PlanEquipment } from './plan-equipment';
import { PlanService } from './plan.service';
import type { PlanPreviewDto } from './plan.dto';

/** What a plan (saved, or the form's draft) will generate over the next days, without creating anything. */
@Injectable()
export class PlanPreviewService {
  constructor(
    private readonly plans: PlanService,
    private readonly calendar: PlanCalendar,
    private readonly equipment: PlanEquipment,
    private readonly config: AppConfig,
  ) {}

  async preview(ctx: AuthContext, dto: PlanPreviewDto, now = new Date()): Promise<PlanPreview> {
    const plan = await this.planOf(ctx, dto);
    const from: LocalDate = dayIn(now, this.config.timeZone);
    const to = addDays(from, (dto.days ?? MAINTENANCE_LIMITS.previewDays) - 1);
    const due = await this.calendar.dueDays(plan, from, to);
    const equipmentIds = (await this.equipment.of(plan)).map((p) => p.id);
    return {
      from,
      to,
      occurrences: due.map((o) => ({
        plan_id: plan.id ?? 0,
        due: o.due,
        planned: o.planned,
        generate_on: generationDay(o.due, plan.lead_days),
        due_time: momentOf(o.due, plan.due_time, this.config.timeZone).toISOString(),
        equipment_ids: equipmentIds,
      })),
    };
  }

  /** The saved plan in the caller's scope, or the draft checked as a save would check it. */
  private async planOf(ctx: AuthContext, dto: PlanPreviewDto): Promise<MaintenancePlan> {
    if (dto.id) return this.plans.find(ctx, dto.id);
    if (!dto.plan) throw new BusinessError('maintenance.errors.triggerRequired', 422, [], { fields: { plan: 'required' } });
    const columns = await this.plans.checked(ctx, dto.plan);
    return Object.assign(new MaintenancePlan(), columns, { enterprise_id: ctx.enterpriseId, last_completed: null, generated_through: null });
  }
}
