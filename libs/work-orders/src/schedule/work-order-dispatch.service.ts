import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ENDED_STATUSES, UNASSIGNED_STATUSES, type Page, WORK_ORDER_ACTION_LABELS, WORK_ORDER_STATUS_LABELS, transition, type WorkOrderStatus } from '@gengyun/contracts';
import { AuditService, BusinessError, type AuthContext } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrder } from '../order/work-order.entity';
import { WorkOrderQueryService, type WorkOrderView } from '../order/work-order-query.service';
import { replaceHandlers } from '../order/work-order-handlers';
import { WORK_ORDER_BUSINESS_NO } from '../order/work-order.service';
import { WorkOrderTimelineService } from '../timeline/work-order-timeline.service';
import { WorkOrderNotifier } from '../notify/work-order-notifier';
import { WorkOrderEvents } from '../work-orders.events';
import { lateAfterEdit } from '../sla/sla-late';
import type { WorkOrderBatchDispatchDto, WorkOrderRescheduleDto } from './work-order-schedule.dto';
import { writeAtVersion } from '../order/write-at-version';
import { openRunCondition, openRuns } from '../workflow/engine/open-runs';
import type { WorkOrderPageDto } from '../order/work-order.dto';

const unassigned = (status: WorkOrderStatus): boolean => (UNASSIGNED_STATUSES as readonly string[]).includes(status);

/**
 * The dispatcher's moves of the batch distribution page and the schedule calendar: each one transaction that writes
 * only from the versions the caller saw (docs/decisions/work-orders-rules.md).
 */
@Injectable()
export class WorkOrderDispatchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly query: WorkOrderQueryService,
    private readonly directory: UserDirectory,
    private readonly timeline: WorkOrderTimelineService,
    private readonly events: WorkOrderEvents,
    private readonly notifier: WorkOrderNotifier,
  ) {}

  /** The batch distribution's list: what `batchDispatch` would take — unassigned, and no open run holding it. */
  async distributable(ctx: AuthContext, dto: WorkOrderPageDto): Promise<Page<WorkOrderView>> {
    const status = dto.status?.length ? dto.status.filter(unassigned) : [...UNASSIGNED_STATUSES];
    if (!status.length) return { rows: [], total: 0 };
    return this.query.page(ctx, { ...dto, status }, (qb) => qb.andWhere(`NOT ${openRunCondition('o')}`));
  }

  /** Unassigned orders (to assign, returned, overdue) each get the `assign` action: all of them, or none. */
  async batchDispatch(ctx: AuthContext, dto: WorkOrderBatchDispatchDto): Promise<WorkOrderView[]> {
    const seen = new Map(dto.orders.map((o) => [o.id, o.version]));
    const orders: WorkOrder[] = [];
    for (const [id, version] of seen) {
      const order = await this.query.find(ctx, id);
      if (order.version !== version) throw BusinessError.conflict('common.errors.staleData');
      if (!unassigned(order.status)) throw new BusinessError('workOrderDistribute.errors.notUnassigned', 422, [order.code]);
      orders.push(order);
    }
    // Who works on an order its workflow runs is the run's nodes to decide.
    if ((await openRuns(this.dataSource.manager, ctx.enterpriseId, orders.map((o) => o.id))).size) throw new BusinessError('workOrder.engine.errors.followsRun', 422);
    const handlers = [...new Set(dto.handler_ids)];
    await this.directory.checkUsers(ctx, handlers);
    const note = dto.note?.trim() || null;
    const moved = await this.dataSource.transaction(async (m) => {
      const out: WorkOrder[] = [];
      for (const order of orders) {
        const step = transition(order.status, 'assign');
        if (!step.ok) throw new BusinessError(step.key, 422, [{ key: WORK_ORDER_STATUS_LABELS[order.status] }, { key: WORK_ORDER_ACTION_LABELS.assign }]);
        await writeAtVersion(m, ctx.enterpriseId, order.id, order.version, { status: step.next, accepted_time: null });
        await replaceHandlers(m, ctx, order.id, handlers);
        await this.timeline.append(m, ctx, { orderId: order.id, action: 'assign', from: order.status, to: step.next, note });
        const params = [order.code, { key: WORK_ORDER_ACTION_LABELS.assign }, { key: WORK_ORDER_STATUS_LABELS[order.status] }, { key: WORK_ORDER_STATUS_LABELS[step.next] }];
        await this.audit.record(ctx, WORK_ORDER_BUSINESS_NO, order.id, [{ key: 'workOrder.audit.acted', params }], m);
        out.push(Object.assign(order, { status: step.next, accepted_time: null, version: order.version + 1 }));
      }
      return out;
    });
    for (const order of moved) {
      this.events.changed(order, handlers);
      await this.notifier.acted(ctx, order, { action: 'assign', next: order.status, handlers, note: note ?? undefined });
    }
    return this.query.views(ctx, moved);
  }

  /** Moves an open order's due time (a drag on the calendar): not into the past, not before the order was created. */
  async reschedule(ctx: AuthContext, dto: WorkOrderRescheduleDto): Promise<WorkOrderView> {
    const order = await this.query.find(ctx, dto.id);
    if (order.version !== dto.version) throw BusinessError.conflict('common.errors.staleData');
    if (ENDED_STATUSES.includes(order.status)) throw new BusinessError('workOrder.errors.ended', 422);
    const due = new Date(dto.due_time);
    const now = new Date();
    if (due.getTime() < order.create_time.getTime()) throw new BusinessError('workOrderSchedule.errors.beforeCreation', 422, [], { fields: { due_time: 'beforeCreation' } });
    if (due.getTime() < now.getTime()) throw new BusinessError('workOrderSchedule.errors.past', 422, [], { fields: { due_time: 'past' } });
    const before = order.due_time;
    await this.dataSource.transaction(async (m) => {
      await writeAtVersion(m, ctx.enterpriseId, order.id, dto.version, { due_time: due, ...lateAfterEdit(order, due, now) }, now);
      const note = `${before?.toISOString() ?? '—'} → ${due.toISOString()}`;
      await this.timeline.append(m, ctx, { orderId: order.id, action: 'update', from: order.status, to: order.status, changes: ['due_time'], note });
      await this.audit.record(ctx, WORK_ORDER_BUSINESS_NO, order.id, [{ key: 'workOrder.audit.updated', params: [order.code, 'due_time'] }], m);
    });
    const saved = await this.query.find(ctx, order.id);
    this.events.changed(saved, await this.query.handlerIds(ctx.enterpriseId, saved.id));
    return (await this.query.views(ctx, [saved]))[0] as WorkOrderView;
  }
}
