import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, type Repository } from 'typeorm';
import { MAINTENANCE_LIMITS, type EquipmentInspectionResult, type EquipmentPlans, type PlanOccurrence as PlanOccurrenceRow } from '@gengyun/contracts';
import { AppConfig, scoped, type AuthContext } from '@gengyun/core';
import { EquipmentReferences, type EquipmentPlace } from '@gengyun/equipment';
import { MaintenancePlan } from '../plan/plan.entity';
import { PLAN_SCOPE } from '../plan/plan.service';
import { planCoverage, planEquipmentIds, planRow } from '../plan/plan-view';
import { PlanCalendar } from '../generation/plan-calendar';
import { PlanOccurrence } from '../generation/plan-occurrence.entity';
import { CheckResult } from '../check/check-result.entity';
import { PatrolPoint } from '../patrol/point/patrol-point.entity';
import { PatrolResult } from '../patrol/result/patrol-result.entity';
import { addDays } from '../cycle/local-date';
import { dayIn, momentOf } from '../cycle/zoned';
import { generationDay } from '../cycle/cycle';

const parsed = (value: string | null): EquipmentInspectionResult['value'] => (value === null ? null : (JSON.parse(value) as EquipmentInspectionResult['value']));

/**
 * The equipment detail's plan tab (issue 14 item 5): the enabled plans in the caller's scope covering one piece of
 * equipment (chosen one by one, or by type/model under a location), their days over the next 30, and the latest
 * answers recorded on its plan orders' checklists and at patrol points placed on it. Equipment outside the caller's
 * enterprise or scope is "not found".
 */
@Injectable()
export class EquipmentPlansService {
  constructor(
    @InjectRepository(MaintenancePlan) private readonly plans: Repository<MaintenancePlan>,
    @InjectRepository(PlanOccurrence) private readonly occurrences: Repository<PlanOccurrence>,
    @InjectRepository(CheckResult) private readonly checks: Repository<CheckResult>,
    @InjectRepository(PatrolPoint) private readonly points: Repository<PatrolPoint>,
    @InjectRepository(PatrolResult) private readonly patrolResults: Repository<PatrolResult>,
    private readonly equipment: EquipmentReferences,
    private readonly calendar: PlanCalendar,
    private readonly config: AppConfig,
  ) {}

  async of(ctx: AuthContext, equipmentId: number, now = new Date()): Promise<EquipmentPlans> {
    const place = await this.equipment.place(ctx, equipmentId);
    const plans = await this.covering(ctx, place);
    const from = dayIn(now, this.config.timeZone);
    const to = addDays(from, MAINTENANCE_LIMITS.equipmentDays - 1);
    const occurrences: PlanOccurrenceRow[] = [];
    const reads = this.calendar.readsFor(plans, from, to);
    for (const plan of plans) {
      for (const o of await this.calendar.dueDays(plan, from, to, reads)) {
        occurrences.push({ plan_id: plan.id, due: o.due, planned: o.planned, generate_on: generationDay(o.due, plan.lead_days), due_time: momentOf(o.due, plan.due_time, this.config.timeZone).toISOString(), equipment_ids: [place.id] });
      }
    }
    occurrences.sort((a, b) => a.due_time.localeCompare(b.due_time) || a.plan_id - b.plan_id);
    return { plans: plans.map(planRow), from, to, occurrences, results: await this.results(ctx.enterpriseId, place.id) };
  }

  /** Enabled plans in the caller's scope whose coverage takes in this equipment now. */
  private async covering(ctx: AuthContext, place: EquipmentPlace): Promise<MaintenancePlan[]> {
    const candidates = await scoped(this.plans.createQueryBuilder('p'), ctx, PLAN_SCOPE).andWhere('p.enabled = :on', { on: true }).orderBy('p.id', 'ASC').getMany();
    const out: MaintenancePlan[] = [];
    for (const plan of candidates) {
      if (plan.coverage === 'equipment') {
        if (planEquipmentIds(plan).includes(place.id)) out.push(plan);
        continue;
      }
      if (plan.equipment_type_id && plan.equipment_type_id !== place.typeId) continue;
      const covered = await this.equipment.covered(ctx.enterpriseId, planCoverage(plan));
      if (covered.some((e) => e.id === place.id)) out.push(plan);
    }
    return out;
  }

  /** The latest answers recorded about the equipment, newest first: its plan orders' checklists and its patrol points'. */
  private async results(enterpriseId: number, equipmentId: number): Promise<EquipmentInspectionResult[]> {
    const take = MAINTENANCE_LIMITS.equipmentResults;
    const orders = (await this.occurrences.find({ select: { work_order_id: true }, where: { enterprise_id: enterpriseId, equipment_id: equipmentId } })).map((o) => o.work_order_id);
    const points = (await this.points.find({ select: { id: true }, where: { enterprise_id: enterpriseId, equipment_id: equipmentId } })).map((p) => p.id);
    const [checks, patrols] = await Promise.all([
      orders.length ? this.checks.find({ where: { enterprise_id: enterpriseId, work_order_id: In(orders), recorded_time: Not(IsNull()) }, order: { recorded_time: 'DESC', id: 'DESC' }, take }) : [],
      points.length ? this.patrolResults.find({ where: { enterprise_id: enterpriseId, point_id: In(points), recorded_time: Not(IsNull()) }, order: { recorded_time: 'DESC', id: 'DESC' }, take }) : [],
    ]);
    const rows: EquipmentInspectionResult[] = [
      ...checks.map((r) => ({ source: 'order' as const, id: r.id, work_order_id: r.work_order_id, task_id: null, point_id: null, name: r.name, type: r.type, unit: r.unit, value: parsed(r.value), failed: r.failed, recorded_time: (r.recorded_time as Date).toISOString() })),
      ...patrols.map((r) => ({ source: 'patrol' as const, id: r.id, work_order_id: null, task_id: r.task_id, point_id: r.point_id, name: r.name, type: r.type, unit: r.unit, value: parsed(r.value), failed: r.failed, recorded_time: (r.recorded_time as Date).toISOString() })),
    ];
    return rows.sort((a, b) => b.recorded_time.localeCompare(a.recorded_time)).slice(0, take);
  }
}
