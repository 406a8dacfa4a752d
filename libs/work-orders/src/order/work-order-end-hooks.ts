import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { WorkOrderStatus } from '@gengyun/contracts';
import type { AuthContext } from '@gengyun/core';
import { WorkOrderTimelineService } from '../timeline/work-order-timeline.service';
import type { WorkOrder } from './work-order.entity';

/** Runs in the transaction of the action that ends an order as cancelled or voided; a note it answers goes on the timeline. */
export type WorkOrderEndHook = (m: EntityManager, ctx: AuthContext, order: Pick<WorkOrder, 'id' | 'enterprise_id' | 'code'>, next: WorkOrderStatus) => Promise<string | null>;

/** The statuses an order is dropped in: what other areas keep for it is let go. */
export const DROPPED_STATUSES: readonly WorkOrderStatus[] = ['cancelled', 'voided'];

/**
 * What other areas let go of when an order is cancelled or voided (the inventory area: its open requisition is
 * cancelled and the reservations released). An area registers its hook once at start; `/workOrder/act` runs every
 * hook inside the action's transaction, so the order's end and what the hooks write commit together or not at all.
 */
@Injectable()
export class WorkOrderEndHooks {
  private readonly hooks: WorkOrderEndHook[] = [];

  constructor(private readonly timeline: WorkOrderTimelineService) {}

  register(hook: WorkOrderEndHook): void {
    this.hooks.push(hook);
  }

  async run(m: EntityManager, ctx: AuthContext, order: Pick<WorkOrder, 'id' | 'enterprise_id' | 'code'>, next: WorkOrderStatus): Promise<void> {
    if (!DROPPED_STATUSES.includes(next)) return;
    for (const hook of this.hooks) {
      const note = await hook(m, ctx, order, next);
      if (note) await this.timeline.append(m, ctx, { orderId: order.id, action: 'update', from: next, to: next, note: note.slice(0, 500) });
    }
  }
}
