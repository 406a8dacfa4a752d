import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import type { Page, WorkflowExport, WorkflowGraph, WorkflowTemplateDetail, WorkflowTemplateVersionRow } from '@gengyun/contracts';
import { AuditService, BusinessError, findScoped, isUniqueViolation, paginate, scoped, whereKeyword, type AuthContext, type Sendable } from '@gengyun/core';
import { WorkOrderType } from '../../type/work-order-type.entity';
import { WorkOrder } from '../../order/work-order.entity';
import { WorkflowChecker } from '../bpmn/workflow-checker';
import { WorkflowTemplate, WorkflowTemplateVersion } from './workflow-template.entity';
import type {
  WorkflowTemplateAddDto,
  WorkflowTemplateEnableDto,
  WorkflowTemplateExportDto,
  WorkflowTemplateImportDto,
  WorkflowTemplatePageDto,
  WorkflowTemplateSaveVersionDto,
  WorkflowTemplateUpdateDto,
} from './workflow-template.dto';

export const WORKFLOW_TEMPLATE_BUSINESS_NO = 'workflowTemplate';
type Caller = Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>;
export type WorkflowTemplateView = Omit<WorkflowTemplate, 'stampCreate' | 'stampUpdate'>;

/**
 * Workflow templates: a header and immutable versions of its BPMN diagram. Templates belong to the enterprise (no
 * data-scope dimension of their own); every read goes through `scoped()` for the tenant.
 */
@Injectable()
export class WorkflowTemplateService {
  constructor(
    @InjectRepository(WorkflowTemplate) private readonly repo: Repository<WorkflowTemplate>,
    @InjectRepository(WorkflowTemplateVersion) private readonly versions: Repository<WorkflowTemplateVersion>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly checker: WorkflowChecker,
  ) {}

  async page(ctx: Caller, dto: WorkflowTemplatePageDto): Promise<Page<WorkflowTemplateView>> {
    const qb = scoped(this.repo.createQueryBuilder('w'), ctx);
    if (dto.enabled !== undefined) qb.andWhere('w.enabled = :enabled', { enabled: dto.enabled });
    whereKeyword(qb, dto.keyword ?? dto.keywordSearch, ['w.code', 'w.name']);
    return paginate(qb.orderBy('w.id', 'ASC'), dto);
  }

  /** A template of the caller's enterprise, or "not found". */
  find(ctx: Caller, id: number): Promise<WorkflowTemplate> {
    return findScoped(this.repo, ctx, id);
  }

  async findByCode(ctx: Caller, code: string): Promise<WorkflowTemplate> {
    const row = await scoped(this.repo.createQueryBuilder('w'), ctx).andWhere('w.code = :code', { code }).getOne();
    if (!row) throw BusinessError.notFound();
    return row;
  }

  /** A version of one of the caller's enterprise's templates, or "not found". */
  async version(ctx: Caller, templateId: number, version?: number): Promise<WorkflowTemplateVersion> {
    const template = await this.find(ctx, templateId);
    return this.versionById(ctx, version === undefined ? template.current_version_id : undefined, template.id, version);
  }

  async versionById(ctx: Caller, id: number | undefined, templateId?: number, version?: number): Promise<WorkflowTemplateVersion> {
    const where = id !== undefined ? { id } : { template_id: templateId, version };
    const row = await this.versions.findOne({ where: { enterprise_id: ctx.enterpriseId, ...where } });
    if (!row) throw BusinessError.notFound();
    return row;
  }

  async detail(ctx: Caller, id: number): Promise<Sendable<WorkflowTemplateDetail>> {
    const template = await this.find(ctx, id);
    const all = await this.versions.find({ where: { enterprise_id: ctx.enterpriseId, template_id: template.id }, order: { version: 'DESC' } });
    const current = all.find((v) => v.id === template.current_version_id) as WorkflowTemplateVersion;
    return { ...template, versions: all.map(versionRow), xml: current.xml, graph: JSON.parse(current.graph) as WorkflowGraph };
  }

  /** Checks a diagram as a save would, saving nothing. */
  async validate(ctx: Caller, xml: string): Promise<{ valid: true; graph: WorkflowGraph }> {
    return { valid: true, graph: await this.checker.check(ctx, xml) };
  }

  async add(ctx: AuthContext, dto: WorkflowTemplateAddDto): Promise<Sendable<WorkflowTemplateDetail>> {
    const graph = await this.checkFor(ctx, dto.code, dto.xml);
    if (await this.repo.exists({ where: { enterprise_id: ctx.enterpriseId, code: dto.code } })) throw BusinessError.conflict('common.errors.alreadyExists');
    const id = await this.dataSource.transaction(async (m) => {
      const row = await m.save(
        m.create(WorkflowTemplate, {
          enterprise_id: ctx.enterpriseId,
          create_user_id: ctx.userId,
          code: dto.code,
          name: dto.name,
          description: dto.description ?? null,
          enabled: dto.enabled ?? true,
          current_version: 1,
          current_version_id: 0,
        }),
      );
      const version = await this.writeVersion(m, ctx, row.id, 1, dto.xml, graph);
      await m.update(WorkflowTemplate, { id: row.id }, { current_version_id: version.id });
      await this.audit.record(ctx, WORKFLOW_TEMPLATE_BUSINESS_NO, row.id, [{ key: 'workflow.audit.created', params: [row.code] }], m);
      return row.id;
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? BusinessError.conflict('common.errors.alreadyExists') : error;
    });
    return this.detail(ctx, id);
  }

  async update(ctx: AuthContext, dto: WorkflowTemplateUpdateDto): Promise<Sendable<WorkflowTemplateDetail>> {
    const template = await this.find(ctx, dto.id);
    await this.dataSource.transaction(async (m) => {
      await m.update(WorkflowTemplate, { id: template.id }, { name: dto.name, description: dto.description ?? null, update_time: new Date() });
      await this.audit.record(ctx, WORKFLOW_TEMPLATE_BUSINESS_NO, template.id, [{ key: 'workflow.audit.updated', params: [template.code] }], m);
    });
    return this.detail(ctx, template.id);
  }

  /** Saves the diagram as version n+1; orders started on earlier versions keep theirs. Two saves at once: one wins, the other is "stale". */
  async saveVersion(ctx: AuthContext, dto: WorkflowTemplateSaveVersionDto): Promise<Sendable<WorkflowTemplateDetail>> {
    const template = await this.find(ctx, dto.id);
    const graph = await this.checkFor(ctx, template.code, dto.xml);
    const next = template.current_version + 1;
    await this.dataSource.transaction(async (m) => {
      const version = await this.writeVersion(m, ctx, template.id, next, dto.xml, graph).catch((error: unknown) => {
        throw isUniqueViolation(error) ? BusinessError.conflict('common.errors.staleData') : error;
      });
      const moved = await m
        .createQueryBuilder()
        .update(WorkflowTemplate)
        .set({ current_version: next, current_version_id: version.id, update_time: new Date() })
        .where('id = :id AND current_version = :v', { id: template.id, v: template.current_version })
        .execute();
      if (!moved.affected) throw BusinessError.conflict('common.errors.staleData');
      await this.audit.record(ctx, WORKFLOW_TEMPLATE_BUSINESS_NO, template.id, [{ key: 'workflow.audit.versionSaved', params: [template.code, next] }], m);
    });
    return this.detail(ctx, template.id);
  }

  async enable(ctx: AuthContext, dto: WorkflowTemplateEnableDto): Promise<void> {
    const template = await this.find(ctx, dto.id);
    await this.dataSource.transaction(async (m) => {
      await m.update(WorkflowTemplate, { id: template.id }, { enabled: dto.enabled, update_time: new Date() });
      await this.audit.record(ctx, WORKFLOW_TEMPLATE_BUSINESS_NO, template.id, [{ key: dto.enabled ? 'workflow.audit.enabled' : 'workflow.audit.disabled', params: [template.code] }], m);
    });
  }

  /** A template a type names as its default, or whose versions an order started on, stays (disable it instead). */
  async delete(ctx: AuthContext, id: number): Promise<void> {
    const template = await this.find(ctx, id);
    const versionIds = (await this.versions.find({ select: { id: true }, where: { enterprise_id: ctx.enterpriseId, template_id: template.id } })).map((v) => v.id);
    const inUse =
      (await this.dataSource.getRepository(WorkOrderType).exists({ where: { enterprise_id: ctx.enterpriseId, default_template_id: template.id } })) ||
      (versionIds.length > 0 && (await this.dataSource.getRepository(WorkOrder).exists({ where: { enterprise_id: ctx.enterpriseId, template_version_id: In(versionIds) } })));
    if (inUse) throw BusinessError.conflict('workflow.errors.inUse');
    await this.dataSource.transaction(async (m) => {
      await m.delete(WorkflowTemplateVersion, { enterprise_id: ctx.enterpriseId, template_id: template.id });
      await m.delete(WorkflowTemplate, { enterprise_id: ctx.enterpriseId, id: template.id });
      await this.audit.record(ctx, WORKFLOW_TEMPLATE_BUSINESS_NO, template.id, [{ key: 'workflow.audit.deleted', params: [template.code] }], m);
    });
  }

  async export(ctx: Caller, dto: WorkflowTemplateExportDto): Promise<WorkflowExport> {
    const template = await this.find(ctx, dto.id);
    const version = await this.version(ctx, template.id, dto.version);
    return { file_name: `${template.code}-v${version.version}.bpmn20.xml`, xml: version.xml };
  }

  /** The process id is the code: a new template, or a new version of the one with that code. */
  async import(ctx: AuthContext, dto: WorkflowTemplateImportDto): Promise<Sendable<WorkflowTemplateDetail>> {
    const graph = await this.checker.check(ctx, dto.xml);
    const existing = await this.repo.findOne({ where: { enterprise_id: ctx.enterpriseId, code: graph.process_id } });
    if (existing) return this.saveVersion(ctx, { id: existing.id, xml: dto.xml });
    const name = (dto.name ?? graph.process_name ?? graph.process_id).slice(0, 100);
    return this.add(ctx, { code: graph.process_id, name, xml: dto.xml });
  }

  /** For a type's default template: one of the enterprise's, enabled. */
  async checkUsable(ctx: Caller, id: number): Promise<WorkflowTemplate> {
    const template = await this.find(ctx, id);
    if (!template.enabled) throw new BusinessError('workflow.errors.disabled', 422, [template.name], { fields: { default_template_id: 'disabled' } });
    return template;
  }

  /** The version an order of a type with this default template starts on (null without one). */
  async startingVersion(enterpriseId: number, templateId: number | null): Promise<number | null> {
    if (!templateId) return null;
    const template = await this.repo.findOne({ select: { current_version_id: true }, where: { enterprise_id: enterpriseId, id: templateId } });
    return template?.current_version_id ?? null;
  }

  private async checkFor(ctx: Caller, code: string, xml: string): Promise<WorkflowGraph> {
    const graph = await this.checker.check(ctx, xml);
    if (graph.process_id !== code) throw new BusinessError('workflow.errors.processCode', 422, [graph.process_id, code], { fields: { xml: 'processCode' } });
    return graph;
  }

  private writeVersion(m: EntityManager, ctx: AuthContext, templateId: number, version: number, xml: string, graph: WorkflowGraph): Promise<WorkflowTemplateVersion> {
    return m.save(
      m.create(WorkflowTemplateVersion, {
        enterprise_id: ctx.enterpriseId,
        create_user_id: ctx.userId,
        template_id: templateId,
        version,
        xml,
        graph: JSON.stringify(graph),
        node_count: graph.nodes.length,
      }),
    );
  }
}

const versionRow = (v: WorkflowTemplateVersion): Sendable<WorkflowTemplateVersionRow> => ({
  id: v.id,
  template_id: v.template_id,
  version: v.version,
  create_time: v.create_time,
  create_user_id: v.create_user_id,
  node_count: v.node_count,
});
