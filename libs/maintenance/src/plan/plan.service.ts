import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { DataScope, type Page, type PlanRow, type PlanTrigger } from '@gengyun/contracts';
import { AuditService, BusinessError, ensureInScope, findScoped, paginate, scoped, whereKeyword, type AuthContext, type ScopeColumns } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderFields, type WorkOrderAddDto } from '@gengyun/work-orders';
import { MaintenancePlan } from './plan.entity';
import { checkTriggers, usageTriggers } from './plan-triggers';
import { placement } from './plan-placement';
import { planRow } from './plan-view';
import { TaskTemplateService } from '../task/task-template.service';
import { isLocalDate } from '../cycle/local-date';
import { UsagePlans } from '../usage/usage-plans.service';
import type { PlanAddDto, PlanPageDto, PlanUpdateDto } from './plan.dto';

export const PLAN_BUSINESS_NO = 'maintenancePlan';
/** Plans follow the location and equipment-type scopes, as work orders and equipment do. */
export const PLAN_SCOPE: ScopeColumns = { [DataScope.location]: 'location_id', [DataScope.equipmentType]: 'equipment_type_id' };
type Caller = Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>;
/** A plan's columns as the form decides them (the generation state stays). */
export type PlanColumns = Omit<MaintenancePlan, 'id' | 'enterprise_id' | 'create_time' | 'create_user_id' | 'update_time' | 'version' | 'last_completed' | 'generated_through'>;

const invalid = (field: string): BusinessError => new BusinessError('common.validation.invalid', 422, [{ key: `maintenance.plan.fields.${field}` }], { fields: { [field]: 'invalid' } });

/** Maintenance plans: what is covered, by which checklist and order type, for whom, and when (issue 14 item 2). */
@Injectable()
export class PlanService {
  constructor(
    @InjectRepository(MaintenancePlan) private readonly repo: Repository<MaintenancePlan>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly templates: TaskTemplateService,
    private readonly equipment: EquipmentReferences,
    private readonly directory: UserDirectory,
    private readonly orderFields: WorkOrderFields,
    private readonly usage: UsagePlans,
  ) {}

  async page(ctx: AuthContext, dto: PlanPageDto): Promise<Page<PlanRow>> {
    const qb = whereKeyword(scoped(this.repo.createQueryBuilder('p'), ctx, PLAN_SCOPE), dto.keyword ?? dto.keywordSearch, ['p.name']);
    if (dto.location_id) qb.andWhere('p.location_id = :location', { location: dto.location_id });
    if (dto.equipment_type_id) qb.andWhere('p.equipment_type_id = :type', { type: dto.equipment_type_id });
    if (dto.enabled !== undefined) qb.andWhere('p.enabled = :enabled', { enabled: dto.enabled });
    const page = await paginate(qb.orderBy('p.id', 'DESC'), dto);
    return { rows: page.rows.map(planRow), total: page.total };
  }

  find(ctx: Caller, id: number): Promise<MaintenancePlan> {
    return findScoped(this.repo, ctx, id, PLAN_SCOPE);
  }

  async detail(ctx: Caller, id: number): Promise<PlanRow> {
    return planRow(await this.find(ctx, id));
  }

  async add(ctx: AuthContext, dto: PlanAddDto): Promise<PlanRow> {
    const columns = await this.checked(ctx, dto);
    return planRow(await this.dataSource.transaction((m) => this.insert(m, ctx, columns)));
  }

  /** A checked plan and its log line, written in the caller's transaction (the form's add and an import). */
  async insert(m: EntityManager, ctx: AuthContext, columns: PlanColumns): Promise<MaintenancePlan> {
    const row = await m.save(m.create(MaintenancePlan, { ...columns, enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId || null, version: 1, last_completed: null, generated_through: null }));
    await this.audit.record(ctx, PLAN_BUSINESS_NO, row.id, [{ key: 'common.audit.created', params: [row.name] }], m);
    return row;
  }

  /**
   * Saves at the version the caller saw. Orders already generated stay; the next run plans from the new rules, from
   * the day after the last one generated (a changed start date restarts the plan from it).
   */
  async update(ctx: AuthContext, dto: PlanUpdateDto): Promise<PlanRow> {
    const plan = await this.find(ctx, dto.id);
    if (plan.version !== dto.version) throw BusinessError.conflict('common.errors.staleData');
    const columns = await this.checked(ctx, dto);
    await this.dataSource.transaction((m) => this.rewrite(m, ctx, plan, dto.version, columns));
    return this.detail(ctx, plan.id);
  }

  /** A checked plan's new columns and its log line at the version seen, in the caller's transaction (the form's edit and an import). */
  async rewrite(m: EntityManager, ctx: AuthContext, plan: Pick<MaintenancePlan, 'id' | 'start_date'>, version: number, columns: PlanColumns): Promise<void> {
    const restart = columns.start_date !== plan.start_date ? { generated_through: null } : {};
    const result = await m.update(MaintenancePlan, { id: plan.id, enterprise_id: ctx.enterpriseId, version }, { ...columns, ...restart, version: version + 1 });
    if (!result.affected) throw BusinessError.conflict('common.errors.staleData');
    await this.audit.record(ctx, PLAN_BUSINESS_NO, plan.id, [{ key: 'common.audit.updated', params: [columns.name] }], m);
  }

  /** Every rule of the form holds and every id is found in the caller's enterprise and scope, or nothing is written. */
  async checked(ctx: AuthContext, dto: PlanAddDto): Promise<PlanColumns> {
    if (!dto.person_in_charge_id) throw new BusinessError('workOrder.errors.personInCharge', 422, [], { fields: { person_in_charge_id: 'isNotEmpty' } });
    const triggers = checkTriggers(dto.triggers, { usage: true });
    if (!isLocalDate(dto.start_date)) throw invalid('startDate');
    if (dto.end_date && !isLocalDate(dto.end_date)) throw invalid('endDate');
    if (dto.end_date && dto.end_date < dto.start_date) throw new BusinessError('common.validation.startBeforeEnd', 422, [], { fields: { end_date: 'startBeforeEnd' } });
    await this.templates.find(ctx, dto.task_template_id);
    const place = await this.place(ctx, dto);
    ensureInScope(ctx, { [DataScope.location]: place.location_id, [DataScope.equipmentType]: place.equipment_type_id });
    await this.checkUsage(ctx, triggers, place);
    const priority = dto.priority ?? 3;
    // The orders it will make must pass the work-order rules now: type enabled and in scope, person, pool, location.
    const draft = { title: dto.name, type_id: dto.work_order_type_id, priority, person_in_charge_id: dto.person_in_charge_id, pool_id: dto.pool_id ?? null, location_id: place.location_id };
    await this.orderFields.checked(ctx, draft as WorkOrderAddDto);
    const handlerIds = [...new Set(dto.handler_ids ?? [])];
    await this.directory.checkUsers(ctx, handlerIds);
    return {
      name: dto.name,
      ...place,
      task_template_id: dto.task_template_id,
      work_order_type_id: dto.work_order_type_id,
      priority,
      person_in_charge_id: dto.person_in_charge_id,
      handler_ids: handlerIds.length ? JSON.stringify(handlerIds) : null,
      pool_id: dto.pool_id ?? null,
      duration_hours: dto.duration_hours,
      lead_days: dto.lead_days ?? 0,
      start_date: dto.start_date,
      end_date: dto.end_date || null,
      due_time: dto.due_time ?? '08:00',
      triggers: JSON.stringify(triggers),
      trigger_mode: dto.trigger_mode ?? 'any',
      holiday_rule: dto.holiday_rule ?? 'none',
      enabled: dto.enabled ?? true,
    };
  }

  /** Usage triggers fed by meters need the meter on every chosen piece (type plans are resolved at generation). */
  private async checkUsage(ctx: AuthContext, triggers: PlanTrigger[], place: Pick<PlanColumns, 'coverage' | 'equipment_ids'>): Promise<void> {
    const usage = usageTriggers(triggers);
    if (!usage.length || place.coverage !== 'equipment' || !place.equipment_ids) return;
    const ids = JSON.parse(place.equipment_ids) as number[];
    const { equipment } = await this.equipment.labels(ctx.enterpriseId, ids, []);
    await this.usage.checkMeters(ctx.enterpriseId, usage, ids.map((id) => ({ id, label: equipment.get(id)?.name ?? String(id) })));
  }

  /** What the plan covers and where that puts it in the scopes. */
  private async place(ctx: AuthContext, dto: PlanAddDto): Promise<Pick<PlanColumns, 'coverage' | 'equipment_ids' | 'location_id' | 'equipment_type_id' | 'equipment_model_id'>> {
    if (dto.coverage === 'equipment') {
      const ids = [...new Set(dto.equipment_ids ?? [])];
      if (!ids.length) throw new BusinessError('maintenance.errors.equipmentRequired', 422, [], { fields: { equipment_ids: 'equipmentRequired' } });
      const pieces = [];
      for (const id of ids) pieces.push(await this.equipment.place(ctx, id));
      const ancestries = await Promise.all(pieces.map((p) => (p.locationId ? this.equipment.ancestry(ctx.enterpriseId, p.locationId) : Promise.resolve([]))));
      const { locationId, typeId } = placement(pieces, ancestries);
      return { coverage: 'equipment', equipment_ids: JSON.stringify(ids), location_id: locationId, equipment_type_id: typeId, equipment_model_id: null };
    }
    if (!dto.equipment_type_id && !dto.equipment_model_id) throw new BusinessError('equipment.errors.typeOrModel', 422, [], { fields: { equipment_type_id: 'typeOrModel' } });
    const model = dto.equipment_model_id ? await this.equipment.model(ctx, dto.equipment_model_id) : null;
    if (dto.equipment_type_id) await this.equipment.type(ctx, dto.equipment_type_id);
    if (model && dto.equipment_type_id && model.typeId !== dto.equipment_type_id) throw new BusinessError('equipment.errors.modelTypeMismatch', 422, [], { fields: { equipment_model_id: 'modelTypeMismatch' } });
    if (dto.location_id) await this.equipment.location(ctx, dto.location_id);
    return { coverage: 'type', equipment_ids: null, location_id: dto.location_id ?? null, equipment_type_id: dto.equipment_type_id ?? model?.typeId ?? null, equipment_model_id: model?.id ?? null };
  }
}
