import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ENDED_STATUSES, Permission as P } from '@gengyun/contracts';
import { AuditService, BusinessError, holdsAny, type AuthContext } from '@gengyun/core';
import { WorkOrder } from '../order/work-order.entity';
import { WorkOrderQueryService } from '../order/work-order-query.service';
import { WorkOrderTimelineService } from '../timeline/work-order-timeline.service';
import { WorkOrderEvents } from '../work-orders.events';

/**
 * The orders' business number (the order service's `WORK_ORDER_BUSINESS_NO`), repeated here because that service
 * loads the record hooks: importing it back would make a load cycle.
 */
export const ORDER_BUSINESS_NO = 'workOrder';

/** An order someone may record on, and whether they may correct other people's entries. */
export interface Writable {
  order: WorkOrder;
  handlerIds: number[];
  /** Dispatchers (and administrators) correct anyone's entries; others touch their own only. */
  dispatcher: boolean;
}

/**
 * Who records on an order (files, labour, downtime, result): its handlers and person in charge (with the handle
 * permission) and dispatchers; never on an ended order. Each record is a line in the order's timeline.
 */
@Injectable()
export class RecordAccess {
  constructor(
    private readonly query: WorkOrderQueryService,
    private readonly timeline: WorkOrderTimelineService,
    private readonly audit: AuditService,
    private readonly events: WorkOrderEvents,
  ) {}

  /**
   * The order visible to the caller ("not found" otherwise), not ended, and theirs to record on; with `version`, still
   * at the version the caller read (an entry's edit or removal), else "get the latest data and retry".
   */
  async writable(ctx: AuthContext, orderId: number, version?: number): Promise<Writable> {
    const order = await this.query.find(ctx, orderId);
    const handlerIds = await this.query.handlerIds(ctx.enterpriseId, order.id);
    const dispatcher = ctx.isAdmin || holdsAny(ctx, P.workOrder.dispatch);
    const involved = handlerIds.includes(ctx.userId) || order.person_in_charge_id === ctx.userId;
    if (!dispatcher && !(involved && holdsAny(ctx, P.workOrder.handle))) throw new BusinessError('workOrderRecord.errors.notInvolved', 403);
    if (ENDED_STATUSES.includes(order.status)) throw new BusinessError('workOrder.errors.ended', 422);
    if (version !== undefined && order.version !== version) throw BusinessError.conflict('common.errors.staleData');
    return { order, handlerIds, dispatcher };
  }

  /** Writes the timeline line and the change log of a record, in the record's transaction. */
  async note(m: EntityManager, ctx: AuthContext, order: WorkOrder, change: string, detail: string): Promise<void> {
    const note = detail.slice(0, 500);
    await this.timeline.append(m, ctx, { orderId: order.id, action: 'update', from: order.status, to: order.status, changes: [change], note });
    await this.audit.record(ctx, ORDER_BUSINESS_NO, order.id, [{ key: 'workOrderRecord.audit.recorded', params: [order.code, note] }], m);
  }

  /** Tells the browsers that may see the order that it changed (after the commit). */
  changed(w: Writable): void {
    this.events.changed(w.order, w.handlerIds);
  }
}

/** Whole minutes between two moments (never negative). */
export const minutesBetween = (start: Date, end: Date): number => Math.max(0, Math.floor((end.getTime() - start.getTime()) / 60_000));

/** `a` and `b` share some time; an open period runs until now. */
export const overlaps = (a: { start: Date; end: Date | null }, b: { start: Date; end: Date | null }, now = new Date()): boolean =>
  a.start.getTime() < (b.end ?? now).getTime() && b.start.getTime() < (a.end ?? now).getTime();
