import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, LessThan, type Repository } from 'typeorm';
import { COMPLETION_SLA_STATUSES, RESPONSE_SLA_STATUSES, WORK_ORDER_ACTION_LABELS, WORK_ORDER_STATUS_LABELS, transition } from '@gengyun/contracts';
import { AuditService } from '@gengyun/core';
import { systemContext } from '@gengyun/identity';
import { WorkOrder, WorkOrderRequestClaim } from '../order/work-order.entity';
import { WorkOrderQueryService } from '../order/work-order-query.service';
import { WORK_ORDER_BUSINESS_NO } from '../order/work-order.service';
import { WorkOrderTimelineService } from '../timeline/work-order-timeline.service';
import { WorkOrderEvents } from '../work-orders.events';
import { WorkOrderNotifier, type DispatcherCache } from '../notify/work-order-notifier';
import { NodeLateSweep } from '../workflow/engine/node-late-sweep';

/** Orders taken per run and kind; the next run takes the rest. */
const BATCH = 500;
/** Request ids are kept a day: long enough for any retry of the same submission. */
export const REQUEST_CLAIM_TTL_MS = 86_400_000;
/** Late work in these statuses; a suspended order's deadline stands still. */
const RUNNING = COMPLETION_SLA_STATUSES.filter((s) => s !== 'suspended');

export interface SweepResult {
  overdue: number;
  late: number;
  /** Workflow nodes found past their time limit. */
  nodes: number;
  claims: number;
}

/**
 * The SLA sweep (issue 13 item 7), over every enterprise. Each change is a conditional write — the overdue move from
 * the version read and only if never marked before, the late flag only if not yet set — so two workers running it at
 * once, or a retried run, change each order once: one timeline row, one audit row, one push, one set of messages.
 */
@Injectable()
export class WorkOrderSweep {
  private readonly logger = new Logger('WorkOrderSweep');

  constructor(
    @InjectRepository(WorkOrder) private readonly orders: Repository<WorkOrder>,
    @InjectRepository(WorkOrderRequestClaim) private readonly claims: Repository<WorkOrderRequestClaim>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly timeline: WorkOrderTimelineService,
    private readonly query: WorkOrderQueryService,
    private readonly events: WorkOrderEvents,
    private readonly notifier: WorkOrderNotifier,
    private readonly nodeLate: NodeLateSweep,
  ) {}

  async run(now = new Date()): Promise<SweepResult> {
    const cache: DispatcherCache = new Map();
    let overdue = 0;
    for (const order of await this.pastResponse(now)) if (await this.markOverdue(order, now)) overdue += Number(await this.after(order, 'overdue', cache));
    let late = 0;
    for (const order of await this.pastCompletion(now)) if (await this.flagLate(order, now)) late += Number(await this.after(order, 'late', cache));
    const nodes = await this.nodeLate.mark(now);
    const claims = (await this.claims.delete({ create_time: LessThan(new Date(now.getTime() - REQUEST_CLAIM_TTL_MS)) })).affected ?? 0;
    return { overdue, late, nodes, claims };
  }

  private pastResponse(now: Date): Promise<WorkOrder[]> {
    return this.orders
      .createQueryBuilder('o')
      .where('o.status IN (:...statuses)', { statuses: RESPONSE_SLA_STATUSES })
      .andWhere('o.response_deadline < :now AND o.overdue_time IS NULL', { now })
      .orderBy('o.id', 'ASC')
      .take(BATCH)
      .getMany();
  }

  private pastCompletion(now: Date): Promise<WorkOrder[]> {
    return this.orders
      .createQueryBuilder('o')
      .where('o.status IN (:...statuses)', { statuses: RUNNING })
      .andWhere('o.due_time < :now AND o.late_time IS NULL', { now })
      .orderBy('o.id', 'ASC')
      .take(BATCH)
      .getMany();
  }

  /** `markOverdue` through the transition table, from the version read: false when someone changed the order first. */
  private async markOverdue(order: WorkOrder, now: Date): Promise<boolean> {
    const moved = transition(order.status, 'markOverdue');
    if (!moved.ok) return false;
    const ctx = systemContext(order.enterprise_id);
    const done = await this.dataSource.transaction(async (m) => {
      const written = await m
        .createQueryBuilder()
        .update(WorkOrder)
        .set({ status: moved.next, overdue_time: now, version: () => 'version + 1', update_time: now })
        .where('id = :id AND version = :v AND overdue_time IS NULL', { id: order.id, v: order.version })
        .execute();
      if (!written.affected) return false;
      await this.timeline.append(m, ctx, { orderId: order.id, action: 'markOverdue', from: order.status, to: moved.next });
      const params = [order.code, { key: WORK_ORDER_ACTION_LABELS.markOverdue }, { key: WORK_ORDER_STATUS_LABELS[order.status] }, { key: WORK_ORDER_STATUS_LABELS[moved.next] }];
      await this.audit.record(ctx, WORK_ORDER_BUSINESS_NO, order.id, [{ key: 'workOrder.audit.acted', params }], m);
      return true;
    });
    if (done) Object.assign(order, { status: moved.next, overdue_time: now, version: order.version + 1 });
    return done;
  }

  /** Late work keeps its status and version: only the flag is set, once. */
  private async flagLate(order: WorkOrder, now: Date): Promise<boolean> {
    const ctx = systemContext(order.enterprise_id);
    const done = await this.dataSource.transaction(async (m) => {
      const written = await m
        .createQueryBuilder()
        .update(WorkOrder)
        .set({ late_time: now })
        .where('id = :id AND status IN (:...statuses) AND due_time < :now AND late_time IS NULL', { id: order.id, statuses: RUNNING, now })
        .execute();
      if (!written.affected) return false;
      await this.audit.record(ctx, WORK_ORDER_BUSINESS_NO, order.id, [{ key: 'workOrder.sla.audit.late', params: [order.code] }], m);
      return true;
    });
    if (done) order.late_time = now;
    return done;
  }

  /** After the commit: the push and the messages. A failure here is logged; the change stands and is not repeated. */
  private async after(order: WorkOrder, kind: 'overdue' | 'late', cache: DispatcherCache): Promise<true> {
    try {
      const handlerIds = await this.query.handlerIds(order.enterprise_id, order.id);
      this.events.changed(order, handlerIds);
      await this.notifier.swept(kind, order, handlerIds, cache);
    } catch (error) {
      this.logger.error(`work order ${order.id} (${kind}): ${String(error)}`);
    }
    return true;
  }
}
