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
import { usageTriggers } from './plan-triggers';
import { planTriggers } from './plan-view';
import { UsagePlans } from '../usage/usage-plans.service';
import { usageOccurrenceDays } from '../usage/usage-occurrences';

/** What a plan (saved, or the form's draft) will generate over the next days, without creating anything. */
@Injectable()
export class PlanPreviewService {
  constructor(
    private readonly plans: PlanService,
    private readonly calendar: PlanCalendar,
    private readonly equipment: PlanEquipment,
    private readonly config: AppConfig,
    private readonly usage: UsagePlans,
  ) {}

  async preview(ctx: AuthContext, dto: PlanPreviewDto, now = new Date()): Promise<PlanPreview> {
    const plan = await this.planOf(ctx, dto);
    const from: LocalDate = dayIn(now, this.config.timeZone);
    const to = addDays(from, (dto.days ?? MAINTENANCE_LIMITS.previewDays) - 1);
    const due = await this.calendar.dueDays(plan, from, to);
    const equipmentIds = (await this.equipment.of(plan)).map((p) => p.id);
    const occurrence = (day: LocalDate, planned: LocalDate, ids: number[], fromUsage?: true): PlanPreview['occurrences'][number] => ({
      plan_id: plan.id ?? 0,
      due: day,
      planned,
      generate_on: fromUsage ? day : generationDay(day, plan.lead_days),
      due_time: momentOf(day, plan.due_time, this.config.timeZone).toISOString(),
      equipment_ids: ids,
      ...(fromUsage ? { usage: true } : {}),
    });
    const triggers = usageTriggers(planTriggers(plan));
    if (!triggers.length) return { from, to, occurrences: due.map((o) => occurrence(o.due, o.planned, equipmentIds)) };
    // Usage days are forecast per piece from the observed rate; with mode all the cycle days only carry them.
    const usage = await this.usage.forecast(plan, triggers, equipmentIds, from, now);
    const cycleDays = due.map((o) => o.due);
    const timely = plan.trigger_mode === 'all' ? [] : due.map((o) => occurrence(o.due, o.planned, equipmentIds));
    const forecast = [...usageOccurrenceDays(usage, plan.trigger_mode, triggers.length < planTriggers(plan).length ? cycleDays : null, to)].map(([day, ids]) => occurrence(day, day, ids, true));
    return { from, to, occurrences: [...timely, ...forecast].sort((a, b) => a.due.localeCompare(b.due)), usage };
  }

  /** The saved plan in the caller's scope, or the draft checked as a save would check it. */
  private async planOf(ctx: AuthContext, dto: PlanPreviewDto): Promise<MaintenancePlan> {
    if (dto.id) return this.plans.find(ctx, dto.id);
    if (!dto.plan) throw new BusinessError('maintenance.errors.triggerRequired', 422, [], { fields: { plan: 'required' } });
    const columns = await this.plans.checked(ctx, dto.plan);
    return Object.assign(new MaintenancePlan(), columns, { enterprise_id: ctx.enterpriseId, last_completed: null, generated_through: null });
  }
}
