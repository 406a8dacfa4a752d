import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { WorkflowGraph, WorkflowOrderNodes, WorkflowPendingTask } from '@gengyun/contracts';
import type { AuthContext, Sendable } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderQueryService } from '../../order/work-order-query.service';
import { WorkflowRun } from './workflow-run';
import { WorkOrderNode, WorkOrderNodeTask } from './work-order-node.entity';

/** `/workOrder/nodes`: the order's run and what the caller may do on it now (the detail's agree / reject / grab). */
@Injectable()
export class WorkflowNodes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly query: WorkOrderQueryService,
    private readonly directory: UserDirectory,
    private readonly run: WorkflowRun,
  ) {}

  async of(ctx: AuthContext, orderId: number): Promise<Sendable<WorkflowOrderNodes>> {
    const order = await this.query.find(ctx, orderId);
    const graph = await this.run.graph(order);
    const empty = { work_order_id: order.id, version: order.version, engine: false, finished: false, nodes: [], pending: [] };
    if (!graph) return empty;
    const where = { enterprise_id: ctx.enterpriseId, work_order_id: order.id };
    const [rows, tasks] = await Promise.all([
      this.dataSource.manager.find(WorkOrderNode, { where, order: { id: 'ASC' } }),
      this.dataSource.manager.find(WorkOrderNodeTask, { where, order: { seq: 'ASC', id: 'ASC' } }),
    ]);
    const names = new Map((await this.directory.byIds(ctx.enterpriseId, [...new Set(tasks.map((t) => t.user_id))])).map((u) => [u.id, u.name]));
    const byId = new Map(graph.nodes.map((n) => [n.id, n]));
    const nodes = rows.map((r) => ({
      id: r.id,
      node_id: r.node_id,
      name: byId.get(r.node_id)?.name ?? null,
      handler_type: byId.get(r.node_id)?.handler_type ?? null,
      state: r.state,
      entered_time: r.entered_time,
      left_time: r.left_time,
      due_time: r.due_time,
      late_time: r.late_time,
      grabbed_by: r.grabbed_by,
      tasks: tasks
        .filter((t) => t.order_node_id === r.id)
        .map((t) => ({ id: t.id, user_id: t.user_id, user_name: names.get(t.user_id) ?? '', seq: t.seq, state: t.state, note: t.note, decided_time: t.decided_time })),
    }));
    const active = rows.filter((r) => r.state === 'active' || r.state === 'waiting');
    return { ...empty, engine: true, finished: rows.length > 0 && !active.length && order.finished_time !== null, nodes, pending: pendingFor(ctx.userId, graph, nodes) };
  }
}

type NodeView = Sendable<WorkflowOrderNodes>['nodes'][number];

/** The caller's open tasks: a free grab node they are a candidate of, or their turn to decide. */
function pendingFor(userId: number, graph: WorkflowGraph, nodes: NodeView[]): WorkflowPendingTask[] {
  const out: WorkflowPendingTask[] = [];
  for (const n of nodes.filter((x) => x.state === 'active')) {
    const node = graph.nodes.find((g) => g.id === n.node_id);
    const open = n.tasks.filter((t) => t.state === 'pending');
    const mine = open.find((t) => t.user_id === userId);
    if (!node || !mine) continue;
    const handlerType = node.handler_type ?? 'single';
    if (handlerType === 'chain' && open.some((t) => t.seq < mine.seq)) continue;
    const kind = handlerType === 'grab' && n.grabbed_by === null ? 'grab' : 'decide';
    out.push({ node_id: node.id, name: node.name, handler_type: handlerType, kind, required_fields: node.required_fields, require_attachments: node.require_attachments, require_signature: node.require_signature });
  }
  return out;
}
