import { Injectable, Logger } from '@nestjs/common';
import { DataSource, In, IsNull, LessThan } from 'typeorm';
import { AuditService } from '@gengyun/core';
import { systemContext } from '@gengyun/identity';
import { WorkOrder } from '../../order/work-order.entity';
import { WORK_ORDER_BUSINESS_NO } from '../../order/work-order.service';
import { WorkOrderNotifier } from '../../notify/work-order-notifier';
import { WorkflowRun } from './workflow-run';
import { WorkOrderNode, WorkOrderNodeTask } from './work-order-node.entity';

/** Nodes taken per run; the next run takes the rest. */
const BATCH = 500;

/**
 * Workflow nodes still active past their time limit (the node's `due_time`), for the SLA sweep: each is marked once by
 * a conditional write (`late_time IS NULL`), so two workers or a retried run mark and tell once; its open tasks'
 * holders and the order's person in charge are told. The order itself keeps its status: the node is late, not the
 * order.
 */
@Injectable()
export class NodeLateSweep {
  private readonly logger = new Logger('NodeLateSweep');

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly run: WorkflowRun,
    private readonly notifier: WorkOrderNotifier,
  ) {}

  async mark(now: Date): Promise<number> {
    const m = this.dataSource.manager;
    const rows = await m.find(WorkOrderNode, { where: { state: 'active', due_time: LessThan(now), late_time: IsNull() }, order: { id: 'ASC' }, take: BATCH });
    if (!rows.length) return 0;
    const orders = new Map((await m.find(WorkOrder, { where: { id: In([...new Set(rows.map((r) => r.work_order_id))]) } })).map((o) => [o.id, o]));
    let marked = 0;
    for (const row of rows) {
      const order = orders.get(row.work_order_id);
      if (!order) continue;
      const name = (await this.run.graph(order))?.nodes.find((n) => n.id === row.node_id)?.name ?? row.node_id;
      const done = await this.dataSource.transaction(async (tx) => {
        const written = await tx
          .createQueryBuilder()
          .update(WorkOrderNode)
          .set({ late_time: now })
          .where("id = :id AND state = 'active' AND late_time IS NULL", { id: row.id })
          .execute();
        if (!written.affected) return false;
        await this.audit.record(systemContext(order.enterprise_id), WORK_ORDER_BUSINESS_NO, order.id, [{ key: 'workOrder.engine.audit.late', params: [order.code, name] }], tx);
        return true;
      });
      if (!done) continue;
      marked += 1;
      await this.tell(order, row, name);
    }
    return marked;
  }

  /** After the commit; a failure is logged, the mark stands and is not repeated. */
  private async tell(order: WorkOrder, row: WorkOrderNode, name: string): Promise<void> {
    try {
      const open = await this.dataSource.manager.find(WorkOrderNodeTask, { where: { order_node_id: row.id, state: 'pending' } });
      await this.notifier.nodeLate(order, name, open.map((t) => t.user_id));
    } catch (error) {
      this.logger.error(`work order ${order.id} node ${row.node_id}: ${String(error)}`);
    }
  }
}
