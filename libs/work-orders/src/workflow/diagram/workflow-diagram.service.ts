import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { WorkflowDiagram, WorkflowGraph } from '@gengyun/contracts';
import { BusinessError, type AuthContext } from '@gengyun/core';
import { WorkOrderQueryService } from '../../order/work-order-query.service';
import { WorkOrderTimeline } from '../../timeline/work-order-timeline.entity';
import { WorkflowTemplateService } from '../template/workflow-template.service';
import type { WorkflowTemplate, WorkflowTemplateVersion } from '../template/workflow-template.entity';
import { instancePath } from './instance-path';
import { WorkOrderNode } from '../engine/work-order-node.entity';
import { enginePath } from '../engine/engine-path';

type Viewer = Pick<AuthContext, 'enterpriseId' | 'userId' | 'scopes' | 'isAdmin'>;

/** The diagram links of SPEC §7: a template's current diagram, a saved version, a node in its flow, an order's path. */
@Injectable()
export class WorkflowDiagramService {
  constructor(
    private readonly templates: WorkflowTemplateService,
    private readonly orders: WorkOrderQueryService,
    @InjectRepository(WorkOrderTimeline) private readonly timeline: Repository<WorkOrderTimeline>,
    @InjectRepository(WorkOrderNode) private readonly nodes: Repository<WorkOrderNode>,
  ) {}

  /** `/showWorkflowProcessDiagram?id`: the template's current version. */
  async process(ctx: Viewer, templateId: number): Promise<WorkflowDiagram> {
    const template = await this.templates.find(ctx, templateId);
    return diagram(template, await this.templates.versionById(ctx, template.current_version_id));
  }

  /** `/searchWorkflowProcessDiagram?id`: one saved version (the versions list's links), current or not. */
  async version(ctx: Viewer, versionId: number): Promise<WorkflowDiagram> {
    const version = await this.templates.versionById(ctx, versionId);
    return diagram(await this.templates.find(ctx, version.template_id), version);
  }

  /** `/showWorkflowNodeDiagram?id&flow_code`: the current version with the node marked. */
  async node(ctx: Viewer, flowCode: string, nodeId: string): Promise<WorkflowDiagram> {
    const template = await this.templates.findByCode(ctx, flowCode);
    const version = await this.templates.versionById(ctx, template.current_version_id);
    if (!graphOf(version).nodes.some((n) => n.id === nodeId)) throw new BusinessError('workflow.errors.noNode', 404, [nodeId]);
    return { ...diagram(template, version), current: [nodeId] };
  }

  /** `/showWorkflowInstanceDiagram?id`: the version the order started on, its passed nodes and its current ones (the engine's when it ran the order). */
  async instance(ctx: Viewer, orderId: number): Promise<WorkflowDiagram> {
    const order = await this.orders.find(ctx, orderId);
    if (!order.template_version_id) throw new BusinessError('workflow.errors.noInstance', 404);
    const version = await this.templates.versionById(ctx, order.template_version_id);
    const template = await this.templates.find(ctx, version.template_id);
    const run = await this.nodes.find({ select: { node_id: true, state: true }, where: { enterprise_id: ctx.enterpriseId, work_order_id: order.id }, order: { id: 'ASC' } });
    if (run.length) return { ...diagram(template, version), ...enginePath(graphOf(version), run, order.finished_time !== null), order_code: order.code };
    const steps = await this.timeline.find({ select: { from_status: true, to_status: true }, where: { enterprise_id: ctx.enterpriseId, work_order_id: order.id }, order: { id: 'ASC' } });
    const passed = steps.flatMap((s) => (s.from_status ? [s.from_status, s.to_status] : [s.to_status]));
    return { ...diagram(template, version), ...instancePath(graphOf(version), order.status, passed), order_code: order.code };
  }
}

const graphOf = (version: WorkflowTemplateVersion): WorkflowGraph => JSON.parse(version.graph) as WorkflowGraph;

const diagram = (template: WorkflowTemplate, version: WorkflowTemplateVersion): WorkflowDiagram => ({
  template_id: template.id,
  code: template.code,
  name: template.name,
  version: version.version,
  xml: version.xml,
  done: [],
  current: [],
  order_code: null,
});
