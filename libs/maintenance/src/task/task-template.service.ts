import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import { DataScope, type Page, type TaskTemplateDetail, type TaskTemplateRow } from '@gengyun/contracts';
import { AuditService, BusinessError, ensureInScope, findScoped, paginate, scoped, whereKeyword, type AuthContext, type ScopeColumns } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { TaskTemplate, TaskTemplateItem } from './task-template.entity';
import { TaskItemService, itemRow } from './task-item.service';
import { MaintenancePlan } from '../plan/plan.entity';
import type { TaskTemplateAddDto, TaskTemplatePageDto, TaskTemplateUpdateDto } from './task.dto';

export const TASK_TEMPLATE_BUSINESS_NO = 'maintenanceTaskTemplate';
/** Templates follow the equipment-type scope: a type-limited planner sees the checklists of their types. */
export const TEMPLATE_SCOPE: ScopeColumns = { [DataScope.equipmentType]: 'equipment_type_id' };
type Caller = Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>;
/** A template's columns as the form decides them. */
export type TemplateColumns = Pick<TaskTemplate, 'name' | 'equipment_type_id' | 'equipment_model_id' | 'remark'>;

/** Task templates: ordered checklists for a device type or model. */
@Injectable()
export class TaskTemplateService {
  constructor(
    @InjectRepository(TaskTemplate) private readonly repo: Repository<TaskTemplate>,
    @InjectRepository(TaskTemplateItem) private readonly links: Repository<TaskTemplateItem>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly items: TaskItemService,
    private readonly equipment: EquipmentReferences,
  ) {}

  async page(ctx: AuthContext, dto: TaskTemplatePageDto): Promise<Page<TaskTemplateRow>> {
    const qb = whereKeyword(scoped(this.repo.createQueryBuilder('t'), ctx, TEMPLATE_SCOPE), dto.keyword ?? dto.keywordSearch, ['t.name']);
    if (dto.equipment_type_id) qb.andWhere('t.equipment_type_id = :type', { type: dto.equipment_type_id });
    if (dto.equipment_model_id) qb.andWhere('t.equipment_model_id = :model', { model: dto.equipment_model_id });
    const page = await paginate(qb.orderBy('t.id', 'DESC'), dto);
    return { rows: await this.rows(ctx, page.rows), total: page.total };
  }

  /** A template of the caller's enterprise within their type scope, or "not found". */
  find(ctx: Caller, id: number): Promise<TaskTemplate> {
    return findScoped(this.repo, ctx, id, TEMPLATE_SCOPE);
  }

  async detail(ctx: AuthContext, id: number): Promise<TaskTemplateDetail> {
    const [row] = await this.rows(ctx, [await this.find(ctx, id)]);
    const items = await this.items.findAll(ctx, (row as TaskTemplateRow).item_ids);
    return { ...(row as TaskTemplateRow), items: items.map(itemRow) };
  }

  async add(ctx: AuthContext, dto: TaskTemplateAddDto): Promise<TaskTemplateDetail> {
    const fields = await this.checked(ctx, dto);
    const saved = await this.dataSource.transaction((m) => this.insert(m, ctx, fields, dto.item_ids));
    return this.detail(ctx, saved.id);
  }

  /** A checked template with its items and its log line, in the caller's transaction (the form's add and an import). */
  async insert(m: EntityManager, ctx: AuthContext, fields: TemplateColumns, itemIds: readonly number[]): Promise<TaskTemplate> {
    const row = await m.save(m.create(TaskTemplate, { ...fields, enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId || null, version: 1 }));
    await this.writeItems(m, ctx, row.id, itemIds);
    await this.audit.record(ctx, TASK_TEMPLATE_BUSINESS_NO, row.id, [{ key: 'common.audit.created', params: [row.name] }], m);
    return row;
  }

  /** Saves at the version the caller saw; a concurrent save in between is refused. */
  async update(ctx: AuthContext, dto: TaskTemplateUpdateDto): Promise<TaskTemplateDetail> {
    const template = await this.find(ctx, dto.id);
    if (template.version !== dto.version) throw BusinessError.conflict('common.errors.staleData');
    const fields = await this.checked(ctx, dto);
    await this.dataSource.transaction((m) => this.rewrite(m, ctx, template.id, dto.version, fields, dto.item_ids));
    return this.detail(ctx, template.id);
  }

  /** A checked template's new columns, items and log line at the version seen, in the caller's transaction (the form's edit and an import). */
  async rewrite(m: EntityManager, ctx: AuthContext, id: number, version: number, fields: TemplateColumns, itemIds: readonly number[]): Promise<void> {
    const result = await m.update(TaskTemplate, { id, enterprise_id: ctx.enterpriseId, version }, { ...fields, version: version + 1 });
    if (!result.affected) throw BusinessError.conflict('common.errors.staleData');
    await m.delete(TaskTemplateItem, { enterprise_id: ctx.enterpriseId, template_id: id });
    await this.writeItems(m, ctx, id, itemIds);
    await this.audit.record(ctx, TASK_TEMPLATE_BUSINESS_NO, id, [{ key: 'common.audit.updated', params: [fields.name] }], m);
  }

  /** A template a plan uses stays. */
  async delete(ctx: AuthContext, id: number): Promise<void> {
    const template = await this.find(ctx, id);
    if (await this.dataSource.getRepository(MaintenancePlan).exists({ where: { enterprise_id: ctx.enterpriseId, task_template_id: template.id } })) {
      throw BusinessError.conflict('maintenance.errors.templateInUse');
    }
    await this.dataSource.transaction(async (m) => {
      await m.delete(TaskTemplateItem, { enterprise_id: ctx.enterpriseId, template_id: template.id });
      await m.delete(TaskTemplate, { id: template.id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, TASK_TEMPLATE_BUSINESS_NO, template.id, [{ key: 'common.audit.deleted', params: [template.name] }], m);
    });
  }

  /** SPEC §5 "at least one of device type or device model"; a model given with a type must be of it. Every id is checked. */
  async checked(ctx: AuthContext, dto: TaskTemplateAddDto): Promise<TemplateColumns> {
    if (!dto.equipment_type_id && !dto.equipment_model_id) {
      throw new BusinessError('equipment.errors.typeOrModel', 422, [], { fields: { equipment_type_id: 'typeOrModel' } });
    }
    const model = dto.equipment_model_id ? await this.equipment.model(ctx, dto.equipment_model_id) : null;
    if (dto.equipment_type_id) await this.equipment.type(ctx, dto.equipment_type_id);
    if (model && dto.equipment_type_id && model.typeId !== dto.equipment_type_id) {
      throw new BusinessError('equipment.errors.modelTypeMismatch', 422, [], { fields: { equipment_model_id: 'modelTypeMismatch' } });
    }
    if (!dto.item_ids.length) throw new BusinessError('maintenance.errors.itemsRequired', 422, [], { fields: { item_ids: 'itemsRequired' } });
    await this.items.findAll(ctx, dto.item_ids);
    const typeId = dto.equipment_type_id ?? model?.typeId ?? null;
    ensureInScope(ctx, { [DataScope.equipmentType]: typeId });
    return { name: dto.name, equipment_type_id: typeId, equipment_model_id: model?.id ?? null, remark: dto.remark || null };
  }

  private async writeItems(m: EntityManager, ctx: AuthContext, templateId: number, itemIds: readonly number[]): Promise<void> {
    const rows = [...new Set(itemIds)].map((item_id, sort) => m.create(TaskTemplateItem, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId || null, template_id: templateId, item_id, sort }));
    if (rows.length) await m.save(rows);
  }

  private async rows(ctx: Caller, templates: TaskTemplate[]): Promise<TaskTemplateRow[]> {
    if (!templates.length) return [];
    const links = await this.links.find({ where: { enterprise_id: ctx.enterpriseId, template_id: In(templates.map((t) => t.id)) }, order: { sort: 'ASC' } });
    return templates.map((t) => ({ ...t, item_ids: links.filter((l) => l.template_id === t.id).map((l) => l.item_id) }) as unknown as TaskTemplateRow);
  }
}
