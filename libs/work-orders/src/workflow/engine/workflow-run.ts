import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { ENDED_STATUSES, WORK_ORDER_STATUS_LABELS, runTransition, type WorkOrderStatus, type WorkflowGraph, type WorkflowNode } from '@gengyun/contracts';
import { BusinessError, type AuthContext } from '@gengyun/core';
import { BatchReads } from '../../order/batch-reads';
import { WorkOrder, WorkOrderHandler } from '../../order/work-order.entity';
import { WorkflowTemplateService } from '../template/workflow-template.service';
import { NodeCandidates } from './candidates';
import { startOf, walkFrom, type Walk } from './graph-walk';
import { conditionValue } from './order-fields';
import { WorkOrderNode, WorkOrderNodeTask } from './work-order-node.entity';

type Actor = Pick<AuthContext, 'enterpriseId' | 'userId'>;
const MINUTE = 60_000;

/** Where a step of the run leaves the order: the status it shows, and the columns that go with it. */
export interface RunOutcome {
  status: WorkOrderStatus;
  columns: Partial<WorkOrder>;
  ended: boolean;
}

/** The status the run shows next, through the status machine's run moves: a move the table lacks is refused. */
export function runStatus(from: WorkOrderStatus, to: WorkOrderStatus): WorkOrderStatus {
  const step = runTransition(from, to);
  if (!step.ok) throw new BusinessError(step.key, 422, [{ key: WORK_ORDER_STATUS_LABELS[from] }, { key: WORK_ORDER_STATUS_LABELS[to] }]);
  return step.next;
}

/**
 * The run of an order on its template version, inside the caller's transaction: entering nodes (tasks for their
 * candidates, who become the order's handlers), leaving them along the flows, and the status the order then shows —
 * the status (`gengyun:status`) of the node it now stands on, or at the end the end event's status, else
 * pendingConfirmation (docs/decisions/work-orders-engine.md), each move checked by `runStatus`.
 */
@Injectable()
export class WorkflowRun {
  constructor(
    private readonly templates: WorkflowTemplateService,
    private readonly candidates: NodeCandidates,
  ) {}

  async graph(order: WorkOrder): Promise<WorkflowGraph | null> {
    if (!order.template_version_id) return null;
    // Templates have no data-scope dimension; the order itself was read within the caller's scope.
    const version = await this.templates.versionById({ enterpriseId: order.enterprise_id, isAdmin: true, scopes: {} }, order.template_version_id);
    return JSON.parse(version.graph) as WorkflowGraph;
  }

  /**
   * A new order with a template enters the nodes after the start event; its status follows them. A batch of adds
   * reads the version's graph and each node's candidates once (`reads`, keyed by version, node and person).
   */
  async start(m: EntityManager, ctx: Actor, order: WorkOrder, reads: BatchReads = BatchReads.direct): Promise<void> {
    const graph = await reads.once(`graph:${order.template_version_id}`, () => this.graph(order));
    if (!graph) return;
    const outcome = await this.leave(m, ctx, order, graph, startOf(graph), reads);
    const status = runStatus(order.status, outcome.status);
    if (status !== order.status || Object.keys(outcome.columns).length) {
      await m.update(WorkOrder, { id: order.id }, { ...outcome.columns, status });
      Object.assign(order, outcome.columns, { status });
    }
  }

  /** Leaves `fromId` (its own row already closed by the caller) and enters what its flows lead to. */
  async leave(m: EntityManager, ctx: Actor, order: WorkOrder, graph: WorkflowGraph, fromId: string, reads: BatchReads = BatchReads.direct): Promise<RunOutcome> {
    const handlerIds = (await m.find(WorkOrderHandler, { where: { work_order_id: order.id } })).map((h) => h.user_id);
    const waitingRows = await m.find(WorkOrderNode, { where: { work_order_id: order.id, state: 'waiting' } });
    const walk: Walk = walkFrom(graph, fromId, (name) => conditionValue(order, handlerIds, name), (id) => waitingRows.filter((r) => r.node_id === id).length);
    const now = new Date();
    for (const id of walk.arrivals) await m.insert(WorkOrderNode, this.row(ctx, order, id, 'waiting', now, null));
    if (walk.joined.length) await m.update(WorkOrderNode, { work_order_id: order.id, state: 'waiting', node_id: In(walk.joined) }, { state: 'done', left_time: now });
    for (const node of walk.enter) await this.enter(m, ctx, order, node, now, reads);
    return this.outcome(m, order, graph, walk.ended);
  }

  /** Enters a user task: its row, one task per candidate, the candidates made handlers of the order. */
  async enter(m: EntityManager, ctx: Actor, order: WorkOrder, node: WorkflowNode, now: Date, reads: BatchReads = BatchReads.direct): Promise<void> {
    // Nobody holds the role (or everyone named left): the order's person in charge takes the task rather than none.
    const resolved = await reads.once(`candidates:${order.template_version_id}:${node.id}:${order.person_in_charge_id}`, () => this.candidates.resolve(order, node));
    const users = resolved.length ? resolved : [order.person_in_charge_id];
    const due = node.time_limit_minutes ? new Date(now.getTime() + node.time_limit_minutes * MINUTE) : null;
    const inserted = await m.insert(WorkOrderNode, this.row(ctx, order, node.id, 'active', now, due));
    const orderNodeId = Number(inserted.identifiers[0]?.id);
    const stamp = { enterprise_id: order.enterprise_id, create_user_id: ctx.userId || null, create_time: now, update_time: now };
    await m.insert(
      WorkOrderNodeTask,
      users.map((user_id, seq) => ({ ...stamp, work_order_id: order.id, order_node_id: orderNodeId, user_id, seq: node.handler_type === 'chain' ? seq : 0, state: 'pending' as const, note: null, decided_time: null })),
    );
    const known = new Set((await m.find(WorkOrderHandler, { where: { work_order_id: order.id } })).map((h) => h.user_id));
    const added = users.filter((u) => !known.has(u));
    if (added.length) await m.insert(WorkOrderHandler, added.map((user_id) => ({ ...stamp, work_order_id: order.id, user_id })));
  }

  /** The status the order shows once the run moved: the end's, or the first active node's that names one. */
  async outcome(m: EntityManager, order: WorkOrder, graph: WorkflowGraph, ended: readonly string[]): Promise<RunOutcome> {
    const active = await m.find(WorkOrderNode, { where: { work_order_id: order.id, state: In(['active', 'waiting']) }, order: { id: 'ASC' } });
    const byId = new Map(graph.nodes.map((n) => [n.id, n]));
    if (!active.length && ended.length) {
      const status = byId.get(ended[0] as string)?.status ?? 'pendingConfirmation';
      const now = new Date();
      return { status, ended: true, columns: { finished_time: now, ...(ENDED_STATUSES.includes(status) ? { ended_time: now } : {}) } };
    }
    const named = active.map((r) => byId.get(r.node_id)?.status).find((s) => s);
    return { status: named ?? order.status, ended: false, columns: {} };
  }

  private row(ctx: Actor, order: WorkOrder, nodeId: string, state: WorkOrderNode['state'], now: Date, due: Date | null): Partial<WorkOrderNode> {
    return {
      enterprise_id: order.enterprise_id,
      create_user_id: ctx.userId || null,
      create_time: now,
      update_time: now,
      work_order_id: order.id,
      node_id: nodeId,
      state,
      entered_time: now,
      left_time: null,
      due_time: due,
      late_time: null,
      grabbed_by: null,
    };
  }
}
