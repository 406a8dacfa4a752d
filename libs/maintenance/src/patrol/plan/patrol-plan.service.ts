import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type { Page, PatrolPlanRow, PlanTrigger } from '@gengyun/contracts';
import { AuditService, BusinessError, findScoped, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderPoolService, WorkOrderFields, type WorkOrderAddDto } from '@gengyun/work-orders';
import { checkTriggers, floats } from '../../plan/plan-triggers';
import { isLocalDate } from '../../cycle/local-date';
import { PATROL_SCOPE } from '../point/patrol-point.service';
import { PatrolRouteService } from '../route/patrol-route.service';
import { PatrolPlan } from './patrol-plan.entity';
import type { PatrolPlanAddDto, PatrolPlanPageDto, PatrolPlanUpdateDto } from './patrol-plan.dto';

export const PATROL_PLAN_BUSINESS_NO = 'patrolPlan';
type Caller = Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>;
export type PlanColumns = Omit<PatrolPlan, 'id' | 'enterprise_id' | 'create_time' | 'create_user_id' | 'update_time' | 'version' | 'generated_through'>;

export const patrolPlanTriggers = (plan: Pick<PatrolPlan, 'triggers'>): PlanTrigger[] => JSON.parse(plan.triggers) as PlanTrigger[];
export const patrolPlanRow = (plan: PatrolPlan): PatrolPlanRow => ({ ...plan, enabled: Boolean(plan.enabled), triggers: patrolPlanTriggers(plan) }) as unknown as PatrolPlanRow;

/**
 * Route plans: the maintenance plans' triggers, checks and messages (SPEC "a person in charge must be assigned", "plan
 * trigger condition must be set", execution day ≤ 27, month ≤ 12), generating a patrol task per due day.
 */
@Injectable()
export class PatrolPlanService {
  constructor(
    @InjectRepository(PatrolPlan) private readonly repo: Repository<PatrolPlan>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly routes: PatrolRouteService,
    private readonly directory: UserDirectory,
    private readonly pools: WorkOrderPoolService,
    private readonly orderFields: WorkOrderFields,
  ) {}

  async page(ctx: AuthContext, dto: PatrolPlanPageDto): Promise<Page<PatrolPlanRow>> {
    const qb = whereKeyword(scoped(this.repo.createQueryBuilder('p'), ctx, PATROL_SCOPE), dto.keyword ?? dto.keywordSearch, ['p.name']);
    if (dto.route_id) qb.andWhere('p.route_id = :route', { route: dto.route_id });
    const page = await paginate(qb.orderBy('p.id', 'DESC'), dto);
    return { rows: page.rows.map(patrolPlanRow), total: page.total };
  }

  find(ctx: Caller, id: number): Promise<PatrolPlan> {
    return findScoped(this.repo, ctx, id, PATROL_SCOPE);
  }

  async add(ctx: AuthContext, dto: PatrolPlanAddDto): Promise<PatrolPlanRow> {
    const columns = await this.checked(ctx, dto);
    const id = await this.dataSource.transaction((m) => this.insert(m, ctx, columns));
    return patrolPlanRow(await this.find(ctx, id));
  }

  /** Writes a checked plan with its log line, in the caller's transaction. */
  async insert(m: EntityManager, ctx: AuthContext, columns: PlanColumns): Promise<number> {
    const now = new Date();
    const inserted = await m.insert(PatrolPlan, { ...columns, enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId || null, create_time: now, update_time: now, version: 1, generated_through: null });
    const id = Number(inserted.identifiers[0]?.id);
    await this.audit.record(ctx, PATROL_PLAN_BUSINESS_NO, id, [{ key: 'common.audit.created', params: [columns.name] }], m);
    return id;
  }

  /** Saved at the version seen; tasks already generated stay, a changed start date restarts generation from it. */
  async update(ctx: AuthContext, dto: PatrolPlanUpdateDto): Promise<PatrolPlanRow> {
    const plan = await this.find(ctx, dto.id);
    if (plan.version !== dto.version) throw BusinessError.conflict('common.errors.staleData');
    const columns = await this.checked(ctx, dto);
    const restart = columns.start_date !== plan.start_date ? { generated_through: null } : {};
    await this.dataSource.transaction(async (m) => {
      const result = await m.update(PatrolPlan, { id: plan.id, enterprise_id: ctx.enterpriseId, version: dto.version }, { ...columns, ...restart, version: dto.version + 1, update_time: new Date() });
      if (!result.affected) throw BusinessError.conflict('common.errors.staleData');
      await this.audit.record(ctx, PATROL_PLAN_BUSINESS_NO, plan.id, [{ key: 'common.audit.updated', params: [columns.name] }], m);
    });
    return patrolPlanRow(await this.find(ctx, plan.id));
  }

  /** A plan checked as `/patrolPlan/add` checks it (the import reads each row through it). */
  async checked(ctx: AuthContext, dto: PatrolPlanAddDto): Promise<PlanColumns> {
    if (!dto.person_in_charge_id) throw new BusinessError('workOrder.errors.personInCharge', 422, [], { fields: { person_in_charge_id: 'isNotEmpty' } });
    if (!dto.assignee_id && !dto.pool_id) throw new BusinessError('maintenance.errors.patrolAssignee', 422, [], { fields: { assignee_id: 'patrolAssignee' } });
    const triggers = checkTriggers(dto.triggers);
    // A task's "completion" is not an order's; intervals count from the start date.
    if (floats(triggers)) throw new BusinessError('maintenance.errors.patrolFloating', 422, [], { fields: { triggers: 'patrolFloating' } });
    if (!isLocalDate(dto.start_date) || (dto.end_date && !isLocalDate(dto.end_date))) throw new BusinessError('common.validation.invalid', 422, [{ key: 'maintenance.plan.fields.startDate' }], { fields: { start_date: 'invalid' } });
    if (dto.end_date && dto.end_date < dto.start_date) throw new BusinessError('common.validation.startBeforeEnd', 422, [], { fields: { end_date: 'startBeforeEnd' } });
    const route = await this.routes.find(ctx, dto.route_id);
    await this.directory.checkUsers(ctx, [dto.person_in_charge_id, ...(dto.assignee_id ? [dto.assignee_id] : [])]);
    if (dto.pool_id) await this.pools.find(ctx, dto.pool_id);
    // The orders failed items will open must pass the work-order rules now: type enabled and in scope, person, place.
    await this.orderFields.checked(ctx, { title: dto.name, type_id: dto.work_order_type_id, priority: 3, person_in_charge_id: dto.person_in_charge_id, location_id: route.location_id } as WorkOrderAddDto);
    return {
      name: dto.name.trim(),
      route_id: route.id,
      location_id: route.location_id,
      equipment_type_id: route.equipment_type_id,
      person_in_charge_id: dto.person_in_charge_id,
      assignee_id: dto.assignee_id ?? null,
      pool_id: dto.assignee_id ? null : (dto.pool_id ?? null),
      work_order_type_id: dto.work_order_type_id,
      start_date: dto.start_date,
      end_date: dto.end_date || null,
      due_time: dto.due_time ?? '08:00',
      duration_minutes: dto.duration_minutes,
      triggers: JSON.stringify(triggers),
      trigger_mode: dto.trigger_mode ?? 'any',
      holiday_rule: dto.holiday_rule ?? 'none',
      enabled: dto.enabled ?? true,
    };
  }
}
