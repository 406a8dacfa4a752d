import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, type Repository } from 'typeorm';
import type { CalendarOccurrence, MaintenanceCalendar, UsageForecast } from '@gengyun/contracts';
import { AppConfig, BusinessError, scoped, type AuthContext } from '@gengyun/core';
import type { EquipmentPlace } from '@gengyun/equipment';
import { WorkOrderQueryService } from '@gengyun/work-orders';
import { generationDay, type Occurrence } from '../cycle/cycle';
import { addDays, daysBetween, isLocalDate, maxDate, type LocalDate } from '../cycle/local-date';
import { dayIn, momentOf } from '../cycle/zoned';
import { PlanCalendar, type DayReads } from '../generation/plan-calendar';
import { PlanOccurrence } from '../generation/plan-occurrence.entity';
import { PlanEquipment } from '../plan/plan-equipment';
import { MaintenancePlan } from '../plan/plan.entity';
import { PLAN_SCOPE } from '../plan/plan.service';
import type { MaintenanceCalendarDto } from './calendar.dto';
import { usageTriggers } from '../plan/plan-triggers';
import { planTriggers } from '../plan/plan-view';
import { UsagePlans } from '../usage/usage-plans.service';
import { usageOccurrenceDays } from '../usage/usage-occurrences';

/** The calendar shows a month with the weeks around it; a longer span is refused. */
const MAX_SPAN_DAYS = 62;

/** One plan's days in the span, before the usage forecast of every plan is read. */
interface PlanDays {
  plan: MaintenancePlan;
  made: PlanOccurrence[];
  cycle: Occurrence[];
  days: Map<LocalDate, LocalDate>;
  covered: number[];
  /** Its usage triggers when they are forecast, and whether its time cycles carry them (mode all). */
  usage: { triggers: ReturnType<typeof usageTriggers>; cycle: boolean } | null;
}

/**
 * The maintenance calendar (issue 14 item 4): for every plan in the caller's scope, the days it falls due between two
 * days — forecast for days generation has still to reach, and the days it has generated with their orders (and status).
 */
@Injectable()
export class MaintenanceCalendarService {
  constructor(
    @InjectRepository(MaintenancePlan) private readonly plans: Repository<MaintenancePlan>,
    @InjectRepository(PlanOccurrence) private readonly occurrences: Repository<PlanOccurrence>,
    private readonly calendar: PlanCalendar,
    private readonly equipment: PlanEquipment,
    private readonly orders: WorkOrderQueryService,
    private readonly config: AppConfig,
    private readonly usage: UsagePlans,
  ) {}

  async between(ctx: AuthContext, dto: MaintenanceCalendarDto): Promise<MaintenanceCalendar> {
    if (!isLocalDate(dto.start) || !isLocalDate(dto.end) || dto.end < dto.start) throw new BusinessError('common.validation.startBeforeEnd', 422, [], { fields: { end: 'startBeforeEnd' } });
    if (daysBetween(dto.start, dto.end) > MAX_SPAN_DAYS) throw new BusinessError('maintenance.errors.calendarSpan', 422, [], { fields: { end: 'calendarSpan' } });
    const qb = scoped(this.plans.createQueryBuilder('p'), ctx, PLAN_SCOPE);
    if (dto.plan_id) qb.andWhere('p.id = :plan', { plan: dto.plan_id });
    if (dto.person_id) qb.andWhere('p.person_in_charge_id = :person', { person: dto.person_id });
    if (dto.location_id) qb.andWhere('p.location_id = :location', { location: dto.location_id });
    if (dto.equipment_type_id) qb.andWhere('p.equipment_type_id = :type', { type: dto.equipment_type_id });
    const plans = await qb.orderBy('p.id', 'ASC').getMany();
    if (!plans.length) return { rows: [] };
    const generated = await this.occurrences.find({ where: { enterprise_id: ctx.enterpriseId, plan_id: In(plans.map((p) => p.id)), due_date: Between(dto.start, dto.end) } });
    const status = await this.statuses(ctx, generated.map((g) => g.work_order_id));
    const today = dayIn(new Date(), this.config.timeZone);
    // Moves, holidays, pieces and usage counters are read once for all the plans, not once a plan.
    const dayReads = this.calendar.readsFor(plans, dto.start, dto.end);
    const pieces = this.equipment.forRun(plans);
    const drafts: PlanDays[] = [];
    for (const plan of plans) drafts.push(await this.planDays(plan, generated.filter((g) => g.plan_id === plan.id), today, dto, dayReads, pieces));
    const usage = drafts.filter((d) => d.usage);
    const forecasts = await this.usage.forecastAll(usage.map((d) => ({ plan: d.plan, triggers: d.usage?.triggers ?? [], pieceIds: d.covered })), today);
    const forecastOf = new Map(usage.map((d, i) => [d.plan.id, forecasts[i] ?? []]));
    const rows: CalendarOccurrence[] = [];
    for (const { plan, made, cycle, days, covered, usage: asked } of drafts) {
      const forecastDays = asked ? this.usageDays(forecastOf.get(plan.id) ?? [], plan, asked.cycle ? cycle.map((o) => o.due) : null, today, dto) : new Map<LocalDate, number[]>();
      for (const [due, ids] of forecastDays) {
        if (days.has(due)) continue;
        rows.push({ plan_id: plan.id, plan_name: plan.name, person_in_charge_id: plan.person_in_charge_id, due, planned: due, generate_on: due, due_time: momentOf(due, plan.due_time, this.config.timeZone).toISOString(), equipment_ids: ids, orders: [], usage: true });
      }
      for (const [due, planned] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
        const orders = made.filter((g) => g.due_date === due && status.has(g.work_order_id)).map((g) => ({ id: g.work_order_id, equipment_id: g.equipment_id, ...(status.get(g.work_order_id) as { status: CalendarOccurrence['orders'][number]['status']; overdue: boolean }) }));
        rows.push({
          plan_id: plan.id,
          plan_name: plan.name,
          person_in_charge_id: plan.person_in_charge_id,
          due,
          planned,
          generate_on: generationDay(due, plan.lead_days),
          due_time: momentOf(due, plan.due_time, this.config.timeZone).toISOString(),
          equipment_ids: made.some((g) => g.due_date === due) ? made.filter((g) => g.due_date === due).map((g) => g.equipment_id) : covered,
          orders,
        });
      }
    }
    return { rows: rows.sort((a, b) => a.plan_id - b.plan_id || a.due.localeCompare(b.due)) };
  }

  /** One plan's days in the span before its usage forecast: cycle days, generated days, the pieces it covers. */
  private async planDays(plan: MaintenancePlan, made: PlanOccurrence[], today: LocalDate, dto: MaintenanceCalendarDto, dayReads: DayReads, pieces: (plan: MaintenancePlan) => Promise<EquipmentPlace[]>): Promise<PlanDays> {
    // Forecast only what generation will still make: days after those it has done (or from today for a new plan).
    const next = plan.generated_through ? addDays(plan.generated_through, 1) : maxDate(plan.start_date, today);
    const from = maxDate(dto.start, next);
    const triggers = planTriggers(plan);
    const usage = usageTriggers(triggers);
    const cycle = plan.enabled && from <= dto.end ? await this.calendar.dueDays(plan, from, dto.end, dayReads) : [];
    // With mode all a plan's cycle days carry its usage days only; they are forecast below with them.
    const days = new Map((usage.length && plan.trigger_mode === 'all' ? [] : cycle).map((o) => [o.due, o.planned]));
    for (const g of made) if (!days.has(g.due_date)) days.set(g.due_date, g.due_date);
    const forecastUsage = usage.length > 0 && plan.enabled && maxDate(dto.start, today) <= dto.end;
    const covered = days.size || forecastUsage ? (await pieces(plan)).map((p) => p.id) : [];
    return { plan, made, cycle, days, covered, usage: forecastUsage ? { triggers: usage, cycle: usage.length < triggers.length } : null };
  }

  /** A usage plan's forecast days within the calendar's span, from today on. */
  private usageDays(forecast: UsageForecast[], plan: MaintenancePlan, cycle: LocalDate[] | null, today: LocalDate, dto: MaintenanceCalendarDto): Map<LocalDate, number[]> {
    const start = maxDate(dto.start, today);
    return new Map([...usageOccurrenceDays(forecast, plan.trigger_mode, cycle, dto.end)].filter(([day]) => day >= start));
  }

  /** Status of the generated orders the caller may see. */
  private async statuses(ctx: AuthContext, ids: number[]): Promise<Map<number, { status: CalendarOccurrence['orders'][number]['status']; overdue: boolean }>> {
    if (!ids.length) return new Map();
    const rows = await this.orders.visible(ctx).andWhere('o.id IN (:...ids)', { ids }).getMany();
    return new Map(rows.map((o) => [o.id, { status: o.status, overdue: o.status === 'overdue' || o.late_time !== null }]));
  }
}
