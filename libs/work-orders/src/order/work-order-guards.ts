import { Injectable } from '@nestjs/common';
import type { WorkOrderAction } from '@gengyun/contracts';
import type { AuthContext } from '@gengyun/core';
import type { WorkOrder } from './work-order.entity';

/** Throws a `BusinessError` to refuse the action; resolves to let it go on. */
export type WorkOrderGuard = (ctx: AuthContext, order: Pick<WorkOrder, 'id' | 'enterprise_id' | 'code' | 'status'>, action: WorkOrderAction) => Promise<void>;

/**
 * Rules other areas hold over an order's actions (the inventory area: "a work order needing parts must finish
 * requisition before it is submitted"). An area registers its guard once at start; `/workOrder/act` runs every guard
 * before its transaction, so a refusal writes nothing.
 */
@Injectable()
export class WorkOrderGuards {
  private readonly guards: WorkOrderGuard[] = [];

  register(guard: WorkOrderGuard): void {
    this.guards.push(guard);
  }

  async check(ctx: AuthContext, order: WorkOrder, action: WorkOrderAction): Promise<void> {
    for (const guard of this.guards) await guard(ctx, order, action);
  }
}
