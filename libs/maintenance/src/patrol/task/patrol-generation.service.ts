import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, DataSource, In, type Repository } from 'typeorm';
import { AppConfig, BusinessError, isUniqueViolation } from '@gengyun/core';
import { PlanCalendar, type DayReads } from '../../generation/plan-calendar';
import { GenerationClaims } from '../../generation/generation-claims';
import { addDays, maxDate, type LocalDate } from '../../cycle/local-date';
import { dayIn, momentOf } from '../../cycle/zoned';
import { PatrolPlan } from '../plan/patrol-plan.entity';
import { PatrolTask, PatrolTaskPoint } from './patrol-task.entity';
import { routesForRun, type RouteWalk } from './patrol-route-reads';

const MINUTE = 60_000;
/** Days before today a run reads holidays for once; a plan further behind reads its own. */
const DAY_READ_BACK = 31;

export interface PatrolGenerationResult {
  created: number;
  plans: number;
}

/**
 * Route plan → patrol task generation, run by the maintenance plans' job (queue `plans`). Each enabled route plan's
 * due days (the maintenance plans' cycle arithmetic and holiday rule) from the day after the last generated up to
 * today become one task each, with the route's enabled points copied in order. The task's unique key (plan, due day)
 * makes it once: a second worker or a retried run fails the insert and its transaction is undone.
 */
@Injectable()
export class PatrolGeneration {
  private readonly logger = new Logger('PatrolGeneration');

  constructor(
    @InjectRepository(PatrolPlan) private readonly plans: Repository<PatrolPlan>,
    @InjectRepository(PatrolTask) private readonly tasks: Repository<PatrolTask>,
    private readonly dataSource: DataSource,
    private readonly calendar: PlanCalendar,
    private readonly claims: GenerationClaims,
    private readonly config: AppConfig,
  ) {}

  /** Every enterprise with enabled route plans, each under its `patrol` claim; one another run holds is left to it. */
  async runAll(now = new Date()): Promise<PatrolGenerationResult> {
    const rows = await this.plans.createQueryBuilder('p').select('DISTINCT p.enterprise_id', 'enterprise_id').where('p.enabled = :on', { on: true }).getRawMany<{ enterprise_id: number | string }>();
    const total: PatrolGenerationResult = { created: 0, plans: 0 };
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

  /** One enterprise's route plans while holding its claim; SPEC's "workflow or plan being generated" when another run holds it. */
  async runClaimed(enterpriseId: number, now = new Date()): Promise<PatrolGenerationResult> {
    const holder = await this.claims.take(enterpriseId, 'patrol');
    if (!holder) throw BusinessError.conflict('common.errors.generating');
    try {
      return await this.run(now, enterpriseId);
    } finally {
      await this.claims.release(enterpriseId, holder, 'patrol');
    }
  }

  async run(now = new Date(), enterpriseId?: number): Promise<PatrolGenerationResult> {
    const today = dayIn(now, this.config.timeZone);
    const plans = await this.plans.find({ where: { enabled: true, ...(enterpriseId ? { enterprise_id: enterpriseId } : {}) }, order: { id: 'ASC' } });
    const dues = new Map<number, LocalDate[]>();
    // Each enterprise's holidays read once for the run (route plans are never moved).
    const reads = this.calendar.readsFor([], addDays(today, -DAY_READ_BACK), today);
    for (const plan of plans) dues.set(plan.id, await this.dueDays(plan, today, reads));
    const made = await this.made(plans.filter((p) => dues.get(p.id)?.length), [...dues.values()].flat());
    const walkOf = routesForRun(this.dataSource.manager, plans.filter((p) => dues.get(p.id)?.some((due) => !made.has(`${p.id}:${due}`))));
    let created = 0;
    for (const plan of plans) {
      for (const due of dues.get(plan.id) ?? []) if (!made.has(`${plan.id}:${due}`)) created += await this.one(plan, due, await walkOf(plan));
      await this.plans
        .createQueryBuilder()
        .update()
        .set({ generated_through: today })
        .where('id = :id AND (generated_through IS NULL OR generated_through < :today)', { id: plan.id, today })
        .execute();
    }
    return { created, plans: plans.length };
  }

  /** A plan's due days from the day after the last generated up to `today`. */
  private async dueDays(plan: PatrolPlan, today: LocalDate, reads: Pick<DayReads, 'holidays'>): Promise<LocalDate[]> {
    const from = plan.generated_through ? addDays(plan.generated_through, 1) : maxDate(plan.start_date, today);
    return from <= today ? (await this.calendar.cycleDays({ ...plan, last_completed: null }, from, today, reads)).map((o) => o.due) : [];
  }

  /** The (plan, due day) keys already made among these plans' days, in one query (`plan:day`). */
  private async made(plans: readonly PatrolPlan[], days: readonly LocalDate[]): Promise<Set<string>> {
    if (!plans.length || !days.length) return new Set();
    const sorted = [...days].sort();
    const rows = await this.tasks.find({ select: { plan_id: true, due_date: true }, where: { plan_id: In(plans.map((p) => p.id)), due_date: Between(sorted[0]!, sorted[sorted.length - 1]!) } });
    return new Set(rows.map((r) => `${r.plan_id}:${String(r.due_date).slice(0, 10)}`));
  }

  private async one(plan: PatrolPlan, due: LocalDate, walk: RouteWalk | null): Promise<number> {
    if (!walk) {
      this.logger.warn(`route plan ${plan.id}: route ${plan.route_id} is gone`);
      return 0;
    }
    const { route, walked } = walk;
    if (!walked.length) return 0;
    const start = momentOf(due, plan.due_time, this.config.timeZone);
    const now = new Date();
    try {
      await this.dataSource.transaction(async (m) => {
        const inserted = await m.insert(PatrolTask, {
          enterprise_id: plan.enterprise_id, create_user_id: null, create_time: now, update_time: now,
          plan_id: plan.id, route_id: route.id, name: plan.name, due_date: due, start_time: start, end_time: new Date(start.getTime() + plan.duration_minutes * MINUTE),
          location_id: route.location_id, equipment_type_id: route.equipment_type_id, person_in_charge_id: plan.person_in_charge_id,
          assignee_id: plan.assignee_id, pool_id: plan.pool_id, work_order_type_id: plan.work_order_type_id, status: 'pending', late: false, late_notified: false, completed_time: null,
        });
        const taskId = Number(inserted.identifiers[0]?.id);
        await m.insert(
          PatrolTaskPoint,
          walked.map((s, position) => {
            const expected = new Date(start.getTime() + s.offset_minutes * MINUTE);
            return {
              enterprise_id: plan.enterprise_id, create_user_id: null, create_time: now, update_time: now,
              task_id: taskId, point_id: s.point_id, position, expected_time: expected, late_after: new Date(expected.getTime() + route.tolerance_minutes * MINUTE),
              status: 'pending' as const, late: false, checked_in_time: null, checked_in_by: null, check_in_method: null, check_in_latitude: null, check_in_longitude: null, distance_m: null,
            };
          }),
        );
      });
      return 1;
    } catch (error) {
      if (isUniqueViolation(error)) return 0;
      throw error;
    }
  }
}
