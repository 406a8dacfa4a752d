import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppConfig, BusinessError, isUniqueViolation } from '@gengyun/core';
import type { EquipmentPlace } from '@gengyun/equipment';
import { systemContext } from '@gengyun/identity';
import type { TaskTemplateDetail } from '@gengyun/contracts';
import { WorkOrderService, type WorkOrderAddDto } from '@gengyun/work-orders';
import { MaintenancePlan } from '../plan/plan.entity';
import { PlanEquipment } from '../plan/plan-equipment';
import { floats, usageTriggers } from '../plan/plan-triggers';
import { planHandlerIds, planTriggers } from '../plan/plan-view';
import { addDays, maxDate, type LocalDate } from '../cycle/local-date';
import { dayIn, momentOf } from '../cycle/zoned';
import type { Occurrence } from '../cycle/cycle';
import { PlanCalendar } from './plan-calendar';
import { PlanOccurrence } from './plan-occurrence.entity';
import { GenerationClaims } from './generation-claims';
import { checklistText } from './checklist-text';
import { TaskTemplateService } from '../task/task-template.service';
import { CheckResults } from '../check/check-result.service';
import { UsagePlans } from '../usage/usage-plans.service';

const HOUR = 3_600_000;

/** What one run reads once for all its plans: the pieces type plans cover, and each template with its items. */
interface RunReads {
  pieces: (plan: MaintenancePlan) => Promise<EquipmentPlace[]>;
  templates: Map<number, Promise<TaskTemplateDetail | null>>;
}

export interface GenerationResult {
  created: number;
  plans: number;
}

/**
 * Plan → order generation (issue 14 item 3). Each enabled plan's due days from the day after the last one generated
 * up to today plus its lead time, for each piece of equipment it covers then, become work orders through the work-order
 * service (source plan). The occurrence row is written in the order's own transaction under a unique key (plan,
 * equipment, due day): a second worker or a retried run that reaches the same occurrence fails that insert, and its
 * order is undone with it — one order per occurrence, whatever runs at once.
 */
@Injectable()
export class PlanGeneration {
  private readonly logger = new Logger('PlanGeneration');

  constructor(
    @InjectRepository(MaintenancePlan) private readonly plans: Repository<MaintenancePlan>,
    @InjectRepository(PlanOccurrence) private readonly occurrences: Repository<PlanOccurrence>,
    private readonly calendar: PlanCalendar,
    private readonly equipment: PlanEquipment,
    private readonly orders: WorkOrderService,
    private readonly config: AppConfig,
    private readonly claims: GenerationClaims,
    private readonly templates: TaskTemplateService,
    private readonly results: CheckResults,
    private readonly usage: UsagePlans,
  ) {}

  /**
   * Every enterprise with enabled plans, each under its claim; an enterprise another run holds is left to that run.
   * The scheduled job calls this.
   */
  async runAll(now = new Date()): Promise<GenerationResult> {
    const rows = await this.plans.createQueryBuilder('p').select('DISTINCT p.enterprise_id', 'enterprise_id').where('p.enabled = :on', { on: true }).getRawMany<{ enterprise_id: number | string }>();
    const total: GenerationResult = { created: 0, plans: 0 };
    for (const { enterprise_id } of rows) {
      const result = await this.runClaimed(Number(enterprise_id), now).catch((error: unknown) => {
        if (error instanceof BusinessError && error.key === 'common.errors.generating') return { created: 0, plans: 0 };
        throw error;
      });
      total.created += result.created;
      total.plans += result.plans;
    }
    return total;
  }

  /** One enterprise's plans while holding its claim; SPEC's "workflow or plan being generated" when another run holds it. */
  async runClaimed(enterpriseId: number, now = new Date()): Promise<GenerationResult> {
    const holder = await this.claims.take(enterpriseId);
    if (!holder) throw BusinessError.conflict('common.errors.generating');
    try {
      return await this.run(now, enterpriseId);
    } finally {
      await this.claims.release(enterpriseId, holder);
    }
  }

  /** Every enabled plan (of one enterprise, or all), as of `now`. A plan that fails is logged and retried next run. */
  async run(now = new Date(), enterpriseId?: number): Promise<GenerationResult> {
    const today = dayIn(now, this.config.timeZone);
    const plans = await this.plans.find({ where: { enabled: true, ...(enterpriseId ? { enterprise_id: enterpriseId } : {}) }, order: { id: 'ASC' } });
    const reads: RunReads = { pieces: this.equipment.forRun(plans), templates: new Map() };
    let created = 0;
    for (const plan of plans) {
      try {
        created += await this.generate(plan, today, now, reads);
      } catch (error) {
        if (!(error instanceof BusinessError)) throw error;
        this.logger.warn(`plan ${plan.id} not generated: ${error.key}`);
      }
    }
    return { created, plans: plans.length };
  }

  /**
   * One plan's due orders as of `today`; returns how many this call created. Usage triggers are per piece: with mode
   * any, a piece whose counter passed its step gets an order due today beside the time cycles' days; with mode all,
   * only on the next cycle day (today when the plan has no time cycle) and only pieces whose every counter passed.
   */
  async generate(plan: MaintenancePlan, today: LocalDate, now = new Date(), reads: RunReads = { pieces: (p) => this.equipment.of(p), templates: new Map() }): Promise<number> {
    const horizon = addDays(today, plan.lead_days);
    const triggers = planTriggers(plan);
    const usage = usageTriggers(triggers);
    const floating = floats(triggers);
    // A floating plan has one order ahead at a time: the first due day after its last completion.
    const from = floating
      ? (plan.last_completed ? addDays(plan.last_completed, 1) : plan.start_date)
      : plan.generated_through ? addDays(plan.generated_through, 1) : maxDate(plan.start_date, today);
    const due = await this.calendar.dueDays(plan, from, horizon);
    const timely = floating ? due.slice(0, 1) : due;
    const inSpan = today >= plan.start_date && (!plan.end_date || today <= plan.end_date);
    const pieces = due.length || (usage.length && inSpan) ? await reads.pieces(plan) : [];
    const usageDue = usage.length && inSpan && pieces.length ? new Set(await this.usage.due(plan, usage, pieces.map((p) => p.id), now)) : new Set<number>();
    const template = pieces.length ? await this.template(plan, reads.templates) : null;
    let created = 0;
    if (!usage.length || plan.trigger_mode === 'any') for (const occurrence of timely) for (const piece of pieces) created += await this.one(plan, occurrence, piece, template);
    const usageDays = plan.trigger_mode === 'all' && usage.length < triggers.length ? timely.slice(0, 1) : [{ due: today, planned: today }];
    for (const piece of pieces.filter((p) => usageDue.has(p.id))) {
      for (const occurrence of usageDays) {
        created += await this.one(plan, occurrence, piece, template);
        // Made now or by a cycle the same day: either order's completion resets the step.
        await this.usage.opened(plan.id, piece.id, occurrence.due);
      }
    }
    if (!floating) {
      await this.plans
        .createQueryBuilder()
        .update()
        .set({ generated_through: horizon })
        .where('id = :id AND (generated_through IS NULL OR generated_through < :horizon)', { id: plan.id, horizon })
        .execute();
    }
    return created;
  }

  /** The plan's template with its items, read once a run with the system's view of the enterprise (the plan was checked when saved). */
  private template(plan: MaintenancePlan, read: RunReads['templates']): Promise<TaskTemplateDetail | null> {
    let template = read.get(plan.task_template_id);
    if (!template) {
      template = this.templates.detail(systemContext(plan.enterprise_id), plan.task_template_id).catch(() => null);
      read.set(plan.task_template_id, template);
    }
    return template;
  }

  private async one(plan: MaintenancePlan, occurrence: Occurrence, piece: EquipmentPlace, template: TaskTemplateDetail | null): Promise<number> {
    const key = { plan_id: plan.id, equipment_id: piece.id, due_date: occurrence.due };
    if (await this.occurrences.exists({ where: key })) return 0;
    const start = momentOf(occurrence.due, plan.due_time, this.config.timeZone);
    const form = {
      title: plan.name,
      type_id: plan.work_order_type_id,
      priority: plan.priority,
      person_in_charge_id: plan.person_in_charge_id,
      pool_id: plan.pool_id,
      equipment_id: piece.id,
      handler_ids: planHandlerIds(plan),
      description: template ? checklistText(template.name, template.items) : undefined,
      due_time: new Date(start.getTime() + plan.duration_hours * HOUR).toISOString(),
      source: 'plan',
      source_id: plan.id,
    } satisfies Partial<WorkOrderAddDto>;
    try {
      await this.orders.add(systemContext(plan.enterprise_id), form as WorkOrderAddDto, {
        creatorId: plan.create_user_id ?? undefined,
        within: async (m, order) => {
          await m.save(m.create(PlanOccurrence, { ...key, enterprise_id: plan.enterprise_id, create_user_id: null, work_order_id: order.id, task_template_id: plan.task_template_id }));
          await this.results.attach(m, plan.enterprise_id, order.id, template?.items ?? []);
        },
      });
      return 1;
    } catch (error) {
      if (isUniqueViolation(error)) return 0;
      throw error;
    }
  }
}
