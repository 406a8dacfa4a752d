import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { Permission as P, SIGNATURE_EXT, type WorkOrderAction, type WorkOrderStatus, type WorkflowGraph, type WorkflowNode } from '@gengyun/contracts';
import { AuditService, BusinessError, holdsAny, type AuthContext } from '@gengyun/core';
import { WorkOrder } from '../../order/work-order.entity';
import { WorkOrderQueryService, type WorkOrderView } from '../../order/work-order-query.service';
import { WORK_ORDER_BUSINESS_NO } from '../../order/work-order.service';
import { WorkOrderTimelineService } from '../../timeline/work-order-timeline.service';
import { WorkOrderAttachments, type CheckedFiles } from '../../attachment/work-order-attachment.service';
import { WorkOrderEvents } from '../../work-orders.events';
import { WorkflowRun, runStatus, type RunOutcome } from './workflow-run';
import { isBlank, orderField } from './order-fields';
import { WorkOrderNode, WorkOrderNodeTask } from './work-order-node.entity';
import { tasksBehind } from './graph-walk';
import type { WorkflowCompleteNodeDto, WorkflowGrabNodeDto } from './engine.dto';
import { writeAtVersion } from '../../order/write-at-version';

/** What a node step needs, read and checked before its transaction. */
interface Step {
  order: WorkOrder;
  graph: WorkflowGraph;
  node: WorkflowNode;
  row: WorkOrderNode;
  tasks: WorkOrderNodeTask[];
}

const label = (node: WorkflowNode): string => node.name ?? node.id;

/** The caller saw an older version: nothing of theirs is written. */
function stale(order: WorkOrder, version: number): void {
  if (order.version !== version) throw BusinessError.conflict('common.errors.staleData');
}

/**
 * Moving orders along their template's nodes (ARCHITECTURE §6b): a handler agrees or rejects their task, a candidate
 * grabs a grab node. Each step is one transaction that first takes what it decides on by a conditional write — the
 * task still pending, the grab still free, the order still at the version the caller saw — so of people acting at
 * once exactly one wins and nothing of the others is written.
 */
@Injectable()
export class WorkflowEngine {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly query: WorkOrderQueryService,
    private readonly timeline: WorkOrderTimelineService,
    private readonly attachments: WorkOrderAttachments,
    private readonly events: WorkOrderEvents,
    private readonly run: WorkflowRun,
  ) {}

  async grab(ctx: AuthContext, dto: WorkflowGrabNodeDto): Promise<WorkOrderView> {
    const step = await this.step(ctx, dto);
    if (step.node.handler_type !== 'grab') throw new BusinessError('workOrder.engine.errors.notGrab', 422, [label(step.node)]);
    if (step.row.grabbed_by !== null) throw BusinessError.conflict('workOrder.engine.errors.grabbed');
    stale(step.order, dto.version);
    // Any task of theirs, open or dropped: a grab committed since the node was read has dropped it.
    if (!step.tasks.some((t) => t.user_id === ctx.userId)) throw new BusinessError('workOrder.engine.errors.notCandidate', 403, [label(step.node)]);
    const now = new Date();
    return this.commit(ctx, step, dto.version, 'grab', async (m) => {
      const taken = await m
        .createQueryBuilder()
        .update(WorkOrderNode)
        .set({ grabbed_by: ctx.userId, update_time: now })
        .where('id = :id AND grabbed_by IS NULL', { id: step.row.id })
        .execute();
      if (!taken.affected) throw BusinessError.conflict('workOrder.engine.errors.grabbed');
      await this.move(m, ctx, step.order, dto.version, step.order.status, {});
      await this.drop(m, step.row.id, ctx.userId, now);
      return { status: step.order.status, columns: {}, ended: false };
    });
  }

  async complete(ctx: AuthContext, dto: WorkflowCompleteNodeDto): Promise<WorkOrderView> {
    const step = await this.step(ctx, dto);
    stale(step.order, dto.version);
    const { node, row, tasks } = step;
    if (node.handler_type === 'grab' && row.grabbed_by === null) throw new BusinessError('workOrder.engine.errors.grabFirst', 422);
    const pending = tasks.filter((t) => t.state === 'pending');
    const mine = pending.find((t) => t.user_id === ctx.userId);
    if (!mine) throw new BusinessError('workOrder.engine.errors.notYourTask', 403, [label(node)]);
    if (node.handler_type === 'chain' && pending.some((t) => t.seq < mine.seq)) throw new BusinessError('workOrder.engine.errors.notYourTurn', 403);
    let files: CheckedFiles = { adding: [] };
    let signature: CheckedFiles = { adding: [] };
    if (dto.decision === 'reject') {
      if (!dto.note?.trim()) throw new BusinessError('common.validation.required', 422, [{ key: 'workOrder.fields.note' }], { fields: { note: 'isNotEmpty' } });
    } else {
      await this.requirements(ctx, step, dto);
      files = await this.attachments.check(ctx, dto.file_ids, step.order.id);
      signature = await this.signature(ctx, step.order.id, dto.signature_file_id);
    }
    const now = new Date();
    return this.commit(ctx, step, dto.version, dto.decision === 'agree' ? 'approve' : 'reject', async (m) => {
      const decided = await m
        .createQueryBuilder()
        .update(WorkOrderNodeTask)
        .set({ state: dto.decision, note: dto.note?.trim() || null, decided_time: now, update_time: now })
        .where("id = :id AND state = 'pending'", { id: mine.id })
        .execute();
      if (!decided.affected) throw BusinessError.conflict('common.errors.staleData');
      await this.move(m, ctx, step.order, dto.version, step.order.status, {});
      await this.attachments.bind(m, ctx, step.order.id, files, 'upload');
      await this.attachments.bind(m, ctx, step.order.id, signature, 'upload', 'signature');
      if (dto.decision === 'reject') return this.returned(m, ctx, step, now);
      const left = pending.filter((t) => t.id !== mine.id);
      const finished = node.handler_type === 'countersign' || node.handler_type === 'chain' ? !left.length : true;
      if (!finished) return { status: step.order.status, columns: {}, ended: false };
      await this.drop(m, row.id, ctx.userId, now);
      await m.update(WorkOrderNode, { id: row.id }, { state: 'done', left_time: now, update_time: now });
      return this.run.leave(m, ctx, step.order, step.graph, node.id);
    });
  }

  /** The order, its graph, the active node asked for and its tasks; "not found" outside the caller's scope. */
  private async step(ctx: AuthContext, dto: WorkflowGrabNodeDto): Promise<Step> {
    const order = await this.query.find(ctx, dto.id);
    if (!holdsAny(ctx, [P.workOrder.handle, P.workOrder.review, P.workOrder.dispatch])) throw BusinessError.forbidden();
    const graph = await this.run.graph(order);
    if (!graph) throw new BusinessError('workOrder.engine.errors.noEngine', 422);
    if (order.status === 'suspended') throw new BusinessError('workOrder.engine.errors.suspended', 422);
    const node = graph.nodes.find((n) => n.id === dto.node_id);
    const row = await this.dataSource.manager.findOne(WorkOrderNode, { where: { enterprise_id: ctx.enterpriseId, work_order_id: order.id, node_id: dto.node_id, state: 'active' } });
    if (!node || !row) throw new BusinessError('workOrder.engine.errors.nodeNotActive', 422, [node ? label(node) : dto.node_id]);
    const tasks = await this.dataSource.manager.find(WorkOrderNodeTask, { where: { order_node_id: row.id }, order: { seq: 'ASC', id: 'ASC' } });
    return { order, graph, node, row, tasks };
  }

  /** The node's required fields (order fields or custom field values), attachments and signature. */
  private async requirements(ctx: AuthContext, step: Step, dto: WorkflowCompleteNodeDto): Promise<void> {
    const handlerIds = await this.query.handlerIds(ctx.enterpriseId, step.order.id);
    for (const code of step.node.required_fields) {
      if (isBlank(orderField(step.order, handlerIds, code))) throw new BusinessError('workOrder.engine.errors.requiredField', 422, [code], { fields: { [code]: 'isNotEmpty' } });
    }
    if (step.node.require_attachments && !dto.file_ids?.length) throw new BusinessError('workOrder.engine.errors.attachments', 422, [], { fields: { file_ids: 'isNotEmpty' } });
    if (step.node.require_signature && !dto.signature_file_id) throw new BusinessError('workOrder.engine.errors.signature', 422, [], { fields: { signature_file_id: 'isNotEmpty' } });
  }

  /** The node's signature: a fresh PNG drawing of the caller's, kept among the order's signatures. */
  private async signature(ctx: AuthContext, orderId: number, fileId: number | undefined): Promise<CheckedFiles> {
    if (!fileId) return { adding: [] };
    const checked = await this.attachments.check(ctx, [fileId], orderId);
    const [file] = checked.adding;
    if (!file) throw BusinessError.notFound();
    if (file.category !== 'image' || file.ext.toLowerCase() !== SIGNATURE_EXT) throw new BusinessError('workOrderSignature.errors.notPng', 422, [], { fields: { signature_file_id: 'notPng' } });
    return checked;
  }

  /**
   * A rejection: the node is returned, its other open tasks dropped, and the order goes back to the user task before
   * it (entered again with fresh tasks); with none before it the order is `returned` for the dispatcher. Inside
   * parallel branches (other nodes of the run still open or waiting at a join) only the node's own branch goes back:
   * to the task before it on that branch, else the node itself is entered again; the other branches keep their tasks.
   */
  private async returned(m: EntityManager, ctx: AuthContext, step: Step, now: Date): Promise<RunOutcome> {
    await this.drop(m, step.row.id, ctx.userId, now);
    await m.update(WorkOrderNode, { id: step.row.id }, { state: 'returned', left_time: now, update_time: now });
    const before = await m.find(WorkOrderNode, { where: { work_order_id: step.order.id, state: 'done' }, order: { id: 'DESC' } });
    const beside = await m.count(WorkOrderNode, { where: { work_order_id: step.order.id, state: In(['active', 'waiting']) } });
    let back: WorkflowNode | undefined;
    if (beside) {
      const behind = tasksBehind(step.graph, step.node.id);
      const previous = before.find((r) => r.id < step.row.id && behind.has(r.node_id));
      back = previous ? this.nodeOf(step.graph, previous.node_id) : step.node;
    } else {
      const userTasks = new Set(step.graph.nodes.filter((n) => n.type === 'userTask').map((n) => n.id));
      const previous = before.find((r) => r.id < step.row.id && userTasks.has(r.node_id) && r.node_id !== step.node.id);
      if (!previous) return { status: 'returned', columns: {}, ended: false };
      back = this.nodeOf(step.graph, previous.node_id);
    }
    await this.run.enter(m, ctx, step.order, back, now);
    return this.run.outcome(m, step.order, step.graph, []);
  }

  private nodeOf(graph: WorkflowGraph, id: string): WorkflowNode {
    return graph.nodes.find((n) => n.id === id) as WorkflowNode;
  }

  /** The node's other open tasks end unused (someone grabbed it, it completed, or it was rejected). */
  private async drop(m: EntityManager, orderNodeId: number, keepUserId: number, now: Date): Promise<void> {
    await m
      .createQueryBuilder()
      .update(WorkOrderNodeTask)
      .set({ state: 'dropped', decided_time: now, update_time: now })
      .where("order_node_id = :n AND state = 'pending' AND user_id <> :u", { n: orderNodeId, u: keepUserId })
      .execute();
  }

  /** The step's transaction, then its status, timeline, audit and push. */
  private async commit(ctx: AuthContext, step: Step, version: number, action: WorkOrderAction, work: (m: EntityManager) => Promise<RunOutcome>): Promise<WorkOrderView> {
    const { order, node } = step;
    const from: WorkOrderStatus = order.status;
    const saved = await this.dataSource.transaction(async (m) => {
      const outcome = await work(m);
      const status = runStatus(from, outcome.status);
      if (status !== from || Object.keys(outcome.columns).length) await m.update(WorkOrder, { id: order.id }, { ...outcome.columns, status });
      const note = (await m.findOne(WorkOrderNodeTask, { where: { order_node_id: step.row.id, user_id: ctx.userId } }))?.note;
      await this.timeline.append(m, ctx, { orderId: order.id, action, from, to: status, note: [label(node), note].filter(Boolean).join('：') });
      const key = action === 'grab' ? 'workOrder.engine.audit.grabbed' : action === 'reject' ? 'workOrder.engine.audit.rejected' : 'workOrder.engine.audit.agreed';
      await this.audit.record(ctx, WORK_ORDER_BUSINESS_NO, order.id, [{ key, params: [order.code, label(node)] }], m);
      return Object.assign(order, outcome.columns, { status, version: version + 1 });
    });
    this.events.changed(saved, await this.query.handlerIds(ctx.enterpriseId, saved.id));
    return (await this.query.views(ctx, [saved]))[0] as WorkOrderView;
  }

  /** The conditional write of the order: only from the version read. */
  private move(m: EntityManager, ctx: AuthContext, order: WorkOrder, version: number, status: WorkOrderStatus, columns: Partial<WorkOrder>): Promise<void> {
    return writeAtVersion(m, ctx.enterpriseId, order.id, version, { ...columns, status });
  }
}
