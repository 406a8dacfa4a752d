import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, type EntityManager, type Repository } from 'typeorm';
import { AppConfig, BusinessError, isUniqueViolation } from '@gengyun/core';
import type { EquipmentPlace } from '@gengyun/equipment';
import { systemContext } from '@gengyun/identity';
import type { TaskTemplateDetail } from '@gengyun/contracts';
import { WorkOrderService, type OrderOrigin, type WorkOrderAddDto } from '@gengyun/work-orders';
import { MaintenancePlan } from '../plan/plan.entity';
import { PlanEquipment } from '../plan/plan-equipment';
import { floats, usageTriggers } from '../plan/plan-triggers';
import { planTriggers } from '../plan/plan-view';
import { addDays, maxDate, type LocalDate } from '../cycle/local-date';
import { dayIn } from '../cycle/zoned';
import { PlanCalendar, type DayReads } from './plan-calendar';
import { PlanOccurrence } from './plan-occurrence.entity';
import { GenerationClaims } from './generation-claims';
import { occurrenceForm, occurrenceKey, type Wanted } from './occurrence-order';
import { TaskTemplateService } from '../task/task-template.service';
import { CheckResults } from '../check/check-result.service';
import { UsagePlans } from '../usage/usage-plans.service';
import { inSpan, usageDueFor } from './usage-due';

/** Orders written in one transaction; and plans one query reads the made keys of, or moves the generated-through day of. */
const ORDER_BATCH = 100;
const PLANS_PER_STATEMENT = 1000;
/** Days before today a run reads holidays for once; a plan further behind reads its own. */
const DAY_READ_BACK = 31;

/**
 * What one run reads once for all its plans: the pieces they cover, each template with its items, the holidays and
 * moves, and the pieces each usage plan has due.
 */
interface RunReads {
  pieces: (plan: MaintenancePlan) => Promise<EquipmentPlace[]>;
  templates: Map<number, Promise<TaskTemplateDetail | null>>;
  days: DayReads;
  usageDue: (plan: MaintenancePlan) => Promise<Set<number>>;
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
    const created = await this.generateAll(plans, today, this.runReads(plans, today, now));
    return { created, plans: plans.length };
  }

  /** One plan's due orders as of `today`; returns how many this call created. */
  generate(plan: MaintenancePlan, today: LocalDate, now = new Date()): Promise<number> {
    return this.generateAll([plan], today, this.runReads([plan], today, now));
  }

  /** The run's reads; its holidays and moves from a month back (plans behind, floating plans) up to the furthest lead time. */
  private runReads(plans: readonly MaintenancePlan[], today: LocalDate, now: Date): RunReads {
    const pieces = this.equipment.forRun(plans);
    const days = this.calendar.readsFor(plans, addDays(today, -DAY_READ_BACK), addDays(today, Math.max(0, ...plans.map((p) => p.lead_days))));
    return { pieces, templates: new Map(), days, usageDue: usageDueFor(this.usage, plans, today, now, pieces) };
  }

  /**
   * The plans' due orders: every plan's wanted occurrences first, then the keys already made with one query per
   * thousand plans, then the orders in batches through `WorkOrderService.addMany` — a batch that fails (an order
   * refused, or an occurrence another run wrote first) is retried one order at a time, so one bad plan or a
   * concurrent run costs only its own orders. A plan with a refused order keeps its generated-through day and is
   * tried again next run.
   */
  private async generateAll(plans: readonly MaintenancePlan[], today: LocalDate, reads: RunReads): Promise<number> {
    const wanted: Wanted[] = [];
    const failed = new Set<number>();
    for (const plan of plans) {
      try {
        wanted.push(...(await this.wanted(plan, today, reads)));
      } catch (error) {
        if (!(error instanceof BusinessError)) throw error;
        this.logger.warn(`plan ${plan.id} not generated: ${error.key}`);
        failed.add(plan.id);
      }
    }
    const made = await this.made(wanted);
    const todo = wanted.filter((w) => !made.has(occurrenceKey(w.plan.id, w.piece.id, w.occurrence.due)));
    let created = 0;
    for (let i = 0; i < todo.length; i += ORDER_BATCH) created += await this.batch(todo.slice(i, i + ORDER_BATCH), failed);
    for (const w of wanted) {
      // Made now or by a cycle the same day: either order's completion resets the step.
      if (w.usage && !failed.has(w.plan.id)) await this.usage.opened(w.plan.id, w.piece.id, w.occurrence.due);
    }
    await this.advance(plans.filter((plan) => !failed.has(plan.id) && !floats(planTriggers(plan))), today);
    return created;
  }

  /** Moves each plan's generated-through day to today plus its lead time (never back): one statement per horizon and thousand plans. */
  private async advance(plans: readonly MaintenancePlan[], today: LocalDate): Promise<void> {
    const byHorizon = new Map<LocalDate, number[]>();
    for (const plan of plans) {
      const horizon = addDays(today, plan.lead_days);
      byHorizon.set(horizon, [...(byHorizon.get(horizon) ?? []), plan.id]);
    }
    for (const [horizon, ids] of byHorizon) {
      for (let i = 0; i < ids.length; i += PLANS_PER_STATEMENT) {
        await this.plans
          .createQueryBuilder()
          .update()
          .set({ generated_through: horizon })
          .where('id IN (:...ids) AND (generated_through IS NULL OR generated_through < :horizon)', { ids: ids.slice(i, i + PLANS_PER_STATEMENT), horizon })
          .execute();
      }
    }
  }

  /**
   * One plan's occurrences due as of `today`. Usage triggers are per piece: with mode any, a piece whose counter
   * passed its step gets an order due today beside the time cycles' days; with mode all, only on the next cycle day
   * (today when the plan has no time cycle) and only pieces whose every counter passed.
   */
  private async wanted(plan: MaintenancePlan, today: LocalDate, reads: RunReads): Promise<Wanted[]> {
    const horizon = addDays(today, plan.lead_days);
    const triggers = planTriggers(plan);
    const usage = usageTriggers(triggers);
    const floating = floats(triggers);
    // A floating plan has one order ahead at a time: the first due day after its last completion.
    const from = floating
      ? (plan.last_completed ? addDays(plan.last_completed, 1) : plan.start_date)
      : plan.generated_through ? addDays(plan.generated_through, 1) : maxDate(plan.start_date, today);
    const due = await this.calendar.dueDays(plan, from, horizon, reads.days);
    const timely = floating ? due.slice(0, 1) : due;
    const usageRead = usage.length > 0 && inSpan(plan, today);
    const pieces = due.length || usageRead ? await reads.pieces(plan) : [];
    const usageDue = usageRead && pieces.length ? await reads.usageDue(plan) : new Set<number>();
    const template = pieces.length ? await this.template(plan, reads.templates) : null;
    const out: Wanted[] = [];
    if (!usage.length || plan.trigger_mode === 'any') for (const occurrence of timely) for (const piece of pieces) out.push({ plan, occurrence, piece, template, usage: false });
    const usageDays = plan.trigger_mode === 'all' && usage.length < triggers.length ? timely.slice(0, 1) : [{ due: today, planned: today }];
    for (const piece of pieces.filter((p) => usageDue.has(p.id))) for (const occurrence of usageDays) out.push({ plan, occurrence, piece, template, usage: true });
    return out;
  }

  /** The wanted occurrences already made (their keys), read with one query per thousand plans. */
  private async made(wanted: readonly Wanted[]): Promise<Set<string>> {
    const keys = new Set<string>();
    if (!wanted.length) return keys;
    const planIds = [...new Set(wanted.map((w) => w.plan.id))];
    const days = wanted.map((w) => w.occurrence.due).sort();
    for (let i = 0; i < planIds.length; i += PLANS_PER_STATEMENT) {
      const rows = await this.occurrences.find({
        select: { plan_id: true, equipment_id: true, due_date: true },
        where: { plan_id: In(planIds.slice(i, i + PLANS_PER_STATEMENT)), due_date: Between(days[0]!, days[days.length - 1]!) },
      });
      for (const r of rows) keys.add(occurrenceKey(r.plan_id, r.equipment_id, r.due_date));
    }
    return keys;
  }

  /** One batch of orders in one transaction; when it fails, each order on its own. Returns how many were made. */
  private async batch(todo: readonly Wanted[], failed: Set<number>): Promise<number> {
    const byEnterprise = new Map<number, Wanted[]>();
    for (const w of todo) byEnterprise.set(w.plan.enterprise_id, [...(byEnterprise.get(w.plan.enterprise_id) ?? []), w]);
    let created = 0;
    for (const [enterpriseId, list] of byEnterprise) {
      try {
        created += (await this.orders.addMany(systemContext(enterpriseId), list.map((w) => this.order(w)), (m, made) => this.alongside(m, list, made))).length;
      } catch (error) {
        if (!(error instanceof BusinessError) && !isUniqueViolation(error)) throw error;
        for (const w of list) {
          try {
            created += await this.one(w);
          } catch (one) {
            if (!(one instanceof BusinessError)) throw one;
            this.logger.warn(`plan ${w.plan.id} not generated: ${one.key}`);
            failed.add(w.plan.id);
          }
        }
      }
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

  /** The order of a wanted occurrence (its requester the plan's author). */
  private order(w: Wanted): { form: WorkOrderAddDto; origin: OrderOrigin } {
    return { form: occurrenceForm(w, this.config.timeZone), origin: { creatorId: w.plan.create_user_id ?? undefined } };
  }

  /** What wanted occurrences write beside their orders, in the orders' transaction: their occurrence rows and checklists. */
  private async alongside(m: EntityManager, list: readonly Wanted[], made: ReadonlyArray<{ id: number }>): Promise<void> {
    const now = new Date();
    const enterpriseId = list[0]!.plan.enterprise_id;
    await m.insert(
      PlanOccurrence,
      list.map(({ plan, piece, occurrence }, i) => ({
        plan_id: plan.id,
        equipment_id: piece.id,
        due_date: occurrence.due,
        enterprise_id: enterpriseId,
        create_user_id: null,
        create_time: now,
        update_time: now,
        work_order_id: made[i]!.id,
        task_template_id: plan.task_template_id,
      })),
    );
    await this.results.attach(m, enterpriseId, list.map((w, i) => ({ orderId: made[i]!.id, items: w.template?.items ?? [] })));
  }

  /** One order on its own (a failed batch's retry): nothing when its occurrence exists or another run writes it first. */
  private async one(w: Wanted): Promise<number> {
    if (await this.occurrences.exists({ where: { plan_id: w.plan.id, equipment_id: w.piece.id, due_date: w.occurrence.due } })) return 0;
    const { form, origin } = this.order(w);
    try {
      await this.orders.add(systemContext(w.plan.enterprise_id), form, { ...origin, within: (m, order) => this.alongside(m, [w], [order]) });
      return 1;
    } catch (error) {
      if (isUniqueViolation(error)) return 0;
      throw error;
    }
  }
}
