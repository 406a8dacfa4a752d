import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P, type WorkOrderStatus } from '@gengyun/contracts';
import { holdsAny, type AuthContext } from '@gengyun/core';
import { WorkbenchRegistry } from '@gengyun/system';
import { WorkOrderQueryService } from '../order/work-order-query.service';
import { whereTodo } from '../overview/work-order-todo';

/** The statuses of the home work bench's "in progress" card (its link filters the order list the same way). */
export const IN_PROGRESS: readonly WorkOrderStatus[] = ['processing', 'suspended'];

/**
 * The home work bench's work-order cards: the caller's to-dos (`/workOrder/todo`'s total) and the orders in progress
 * they may see. Both count the orders the list reads (`countVisible`), so a card never counts an order the list would not show;
 * without the list permission both are 0.
 */
@Injectable()
export class WorkOrderBenchCards implements OnModuleInit {
  constructor(
    private readonly workbench: WorkbenchRegistry,
    private readonly query: WorkOrderQueryService,
  ) {}

  onModuleInit(): void {
    this.workbench.register('todo', (ctx) => (this.mayList(ctx) ? this.query.countVisible(ctx, (qb) => whereTodo(qb, ctx)) : Promise.resolve(0)));
    this.workbench.register('workOrders', (ctx) =>
      this.mayList(ctx) ? this.query.countVisible(ctx, (qb) => qb.andWhere('o.status IN (:...inProgress)', { inProgress: IN_PROGRESS })) : Promise.resolve(0),
    );
  }

  private mayList(ctx: AuthContext): boolean {
    return holdsAny(ctx, P.workOrder.list);
  }
}
