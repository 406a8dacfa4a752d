import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import { DataScope, OPTION_DATA_TYPES, type Page, type WorkOrderTypeRow } from '@gengyun/contracts';
import { AuditService, BusinessError, findScoped, paginate, scoped, whereKeyword, type AuthContext, type ScopeColumns } from '@gengyun/core';
import { FieldService, OptionsService } from '@gengyun/dictionary';
import { WorkOrderPoolService } from '../pool/work-order-pool.service';
import { WorkflowTemplateService } from '../workflow/template/workflow-template.service';
import { WorkOrder } from '../order/work-order.entity';
import { WorkOrderType, WorkOrderTypeField, WorkOrderTypeLevel } from './work-order-type.entity';
import type { WorkOrderTypeAddDto, WorkOrderTypePageDto, WorkOrderTypeUpdateDto } from './work-order-type.dto';

export const WORK_ORDER_TYPE_BUSINESS_NO = 'workOrderType';
/** A type is in a caller's scope when its id is among their work-order types. */
export const TYPE_SCOPE: ScopeColumns = { [DataScope.workOrderType]: 'id' };

type Field = Awaited<ReturnType<FieldService['byIds']>>[number];
export type WorkOrderTypeView = Omit<WorkOrderType, 'stampCreate' | 'stampUpdate'> & Pick<WorkOrderTypeRow, 'levels' | 'fields'>;

/** Work-order types: priorities with their time limits, the default pool, custom fields from the field library. */
@Injectable()
export class WorkOrderTypeService {
  constructor(
    @InjectRepository(WorkOrderType) private readonly repo: Repository<WorkOrderType>,
    @InjectRepository(WorkOrderTypeLevel) private readonly levels: Repository<WorkOrderTypeLevel>,
    @InjectRepository(WorkOrderTypeField) private readonly typeFields: Repository<WorkOrderTypeField>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly fields: FieldService,
    private readonly options: OptionsService,
    private readonly pools: WorkOrderPoolService,
    private readonly templates: WorkflowTemplateService,
  ) {}

  async page(ctx: AuthContext, dto: WorkOrderTypePageDto): Promise<Page<WorkOrderTypeView>> {
    const qb = scoped(this.repo.createQueryBuilder('t'), ctx, TYPE_SCOPE);
    if (dto.enabled !== undefined) qb.andWhere('t.enabled = :enabled', { enabled: dto.enabled });
    whereKeyword(qb, dto.keyword ?? dto.keywordSearch, ['t.code', 't.name']);
    const page = await paginate(qb.orderBy('t.sort', 'ASC').addOrderBy('t.id', 'ASC'), dto);
    return { rows: await this.views(ctx, page.rows), total: page.total };
  }

  /** A type of the caller's enterprise within their work-order-type scope, or "not found". */
  find(ctx: Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>, id: number): Promise<WorkOrderType> {
    return findScoped(this.repo, ctx, id, TYPE_SCOPE);
  }

  async detail(ctx: AuthContext, id: number): Promise<WorkOrderTypeView> {
    return (await this.views(ctx, [await this.find(ctx, id)]))[0] as WorkOrderTypeView;
  }

  async add(ctx: AuthContext, dto: WorkOrderTypeAddDto): Promise<WorkOrderTypeView> {
    await this.check(ctx, dto);
    const type = await this.dataSource.transaction(async (m) => {
      const row = await m.save(m.create(WorkOrderType, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, ...header(dto) }));
      await this.writeParts(m, ctx, row.id, dto);
      await this.audit.record(ctx, WORK_ORDER_TYPE_BUSINESS_NO, row.id, [{ key: 'common.audit.created', params: [row.name] }], m);
      return row;
    });
    return this.detail(ctx, type.id);
  }

  async update(ctx: AuthContext, dto: WorkOrderTypeUpdateDto): Promise<WorkOrderTypeView> {
    const type = await this.find(ctx, dto.id);
    await this.check(ctx, dto, type.id);
    await this.dataSource.transaction(async (m) => {
      Object.assign(type, header(dto));
      await m.save(type);
      await m.delete(WorkOrderTypeLevel, { type_id: type.id, enterprise_id: ctx.enterpriseId });
      await m.delete(WorkOrderTypeField, { type_id: type.id, enterprise_id: ctx.enterpriseId });
      await this.writeParts(m, ctx, type.id, dto);
      await this.audit.record(ctx, WORK_ORDER_TYPE_BUSINESS_NO, type.id, [{ key: 'common.audit.updated', params: [type.name] }], m);
    });
    return this.detail(ctx, type.id);
  }

  /** A type some order uses stays: its orders keep their type (disable it instead). */
  async delete(ctx: AuthContext, id: number): Promise<void> {
    const type = await this.find(ctx, id);
    if (await this.dataSource.getRepository(WorkOrder).exists({ where: { enterprise_id: ctx.enterpriseId, type_id: type.id } })) {
      throw BusinessError.conflict('workOrder.errors.inUse');
    }
    await this.dataSource.transaction(async (m) => {
      await m.delete(WorkOrderTypeLevel, { type_id: type.id, enterprise_id: ctx.enterpriseId });
      await m.delete(WorkOrderTypeField, { type_id: type.id, enterprise_id: ctx.enterpriseId });
      await m.delete(WorkOrderType, { id: type.id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, WORK_ORDER_TYPE_BUSINESS_NO, type.id, [{ key: 'common.audit.deleted', params: [type.name] }], m);
    });
  }

  private async check(ctx: AuthContext, dto: WorkOrderTypeAddDto, exceptId?: number): Promise<void> {
    const levels = dto.levels.map((l) => l.level).sort();
    if (levels.join() !== '1,2,3,4,5') throw new BusinessError('workOrder.errors.levels', 422, [], { fields: { levels: 'levels' } });
    if (dto.levels.some((l) => l.response_minutes > l.completion_minutes)) {
      throw new BusinessError('workOrder.errors.responseAfterCompletion', 422, [], { fields: { levels: 'responseAfterCompletion' } });
    }
    const dup = this.repo.createQueryBuilder('t').where('t.enterprise_id = :e AND t.code = :c', { e: ctx.enterpriseId, c: dto.code });
    if (exceptId) dup.andWhere('t.id <> :x', { x: exceptId });
    if (await dup.getExists()) throw BusinessError.conflict('common.errors.alreadyExists');
    if (dto.default_pool_id) await this.pools.find(ctx, dto.default_pool_id);
    if (dto.default_template_id) await this.templates.checkUsable(ctx, dto.default_template_id);
    const wanted = dto.fields ?? [];
    if (new Set(wanted.map((f) => f.field_id)).size !== wanted.length) throw new BusinessError('common.errors.duplicated', 422, [], { fields: { fields: 'duplicated' } });
    const defs = new Map((await this.fields.byIds(ctx, wanted.map((f) => f.field_id))).map((f) => [f.id, f]));
    for (const f of wanted) {
      const def = defs.get(f.field_id);
      if (!def) throw BusinessError.notFound();
      if (f.hidden && f.required) throw new BusinessError('common.validation.hiddenRequired', 422, [], { fields: { fields: 'hiddenRequired' } });
      if (f.options?.length) await this.checkOptions(ctx, def, f.options);
    }
  }

  /** A type may narrow an option field's choices, never invent new ones or give choices to a free field. */
  private async checkOptions(ctx: AuthContext, def: Field, options: string[]): Promise<void> {
    if (!OPTION_DATA_TYPES.includes(def.data_type) || !def.option_key) throw new BusinessError('workOrder.errors.customFieldOption', 422, [def.name]);
    for (const value of options) {
      if (!(await this.options.item(ctx, def.option_key, value))) throw new BusinessError('workOrder.errors.customFieldOption', 422, [def.name]);
    }
  }

  private async writeParts(m: EntityManager, ctx: AuthContext, typeId: number, dto: WorkOrderTypeAddDto): Promise<void> {
    const base = { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, type_id: typeId };
    await m.save(dto.levels.map((l) => m.create(WorkOrderTypeLevel, { ...base, level: l.level, response_minutes: l.response_minutes, completion_minutes: l.completion_minutes })));
    const fields = (dto.fields ?? []).map((f, i) =>
      m.create(WorkOrderTypeField, {
        ...base,
        field_id: f.field_id,
        required: f.required ?? false,
        hidden: f.hidden ?? false,
        options: f.options?.length ? JSON.stringify([...new Set(f.options)]) : null,
        sort: f.sort ?? i,
      }),
    );
    if (fields.length) await m.save(fields);
  }

  private async views(ctx: AuthContext, types: WorkOrderType[]): Promise<WorkOrderTypeView[]> {
    if (!types.length) return [];
    const ids = types.map((t) => t.id);
    const [levels, typeFields] = await Promise.all([
      this.levels.find({ where: { enterprise_id: ctx.enterpriseId, type_id: In(ids) }, order: { level: 'ASC' } }),
      this.typeFields.find({ where: { enterprise_id: ctx.enterpriseId, type_id: In(ids) }, order: { sort: 'ASC', id: 'ASC' } }),
    ]);
    const defs = new Map((await this.fields.byIds(ctx, typeFields.map((f) => f.field_id))).map((f) => [f.id, f]));
    return types.map((t) => ({
      ...t,
      levels: levels.filter((l) => l.type_id === t.id).map((l) => ({ level: l.level, response_minutes: l.response_minutes, completion_minutes: l.completion_minutes })),
      fields: typeFields
        .filter((f) => f.type_id === t.id && defs.has(f.field_id))
        .map((f) => {
          const def = defs.get(f.field_id) as Field;
          return {
            field_id: f.field_id,
            code: def.code,
            name: def.name,
            data_type: def.data_type,
            option_key: def.option_key,
            required: f.required,
            hidden: f.hidden,
            options: f.options ? (JSON.parse(f.options) as string[]) : null,
            sort: f.sort,
          };
        }),
    }));
  }
}

const header = (dto: WorkOrderTypeAddDto): Partial<WorkOrderType> => ({
  code: dto.code,
  name: dto.name,
  default_pool_id: dto.default_pool_id ?? null,
  default_template_id: dto.default_template_id ?? null,
  enabled: dto.enabled ?? true,
  show_fee: dto.show_fee ?? true,
  show_labour_cost: dto.show_labour_cost ?? true,
  show_parts_cost: dto.show_parts_cost ?? true,
  sort: dto.sort ?? 0,
  remark: dto.remark ?? null,
});
