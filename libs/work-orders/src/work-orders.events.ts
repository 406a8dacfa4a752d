import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P, type WorkOrderNote, type WorkOrderPush } from '@gengyun/contracts';
import { EventBus, PushRoutes, RoomGuards, holdsAny, type ObjectScope } from '@gengyun/core';
import type { WorkOrder } from './order/work-order.entity';
import { orderScope } from './order/work-order-scope';

declare module '@gengyun/core' {
  interface DomainEventMap {
    /**
     * A work order was created or changed (status, handlers, fields), after the change committed. `scope`: its location
     * and type; `ownerIds`: its person in charge and handlers, who see it whatever their scope.
     */
    'workOrder.changed': { enterpriseId: number; order: WorkOrderPush; scope: ObjectScope; ownerIds: number[] };
    /** A line was added to an order's timeline alone (the order unchanged), after it committed; same audience. */
    'workOrder.noted': { enterpriseId: number; note: WorkOrderNote; scope: ObjectScope; ownerIds: number[] };
  }
}

/** One key per order: a socket that cannot keep up gets each order's latest state. */
const perOrder = { group: 'workOrder', key: (o: WorkOrderPush) => o.id };

/**
 * Who sees work-order changes (and lines noted on an order alone) in the browser: those who may list orders and whose
 * location and type scopes cover the order, and the order's own people (person in charge, handlers) whatever their
 * scope — one audience, so a user who is both gets each push once. The `workorders` room is for those who may list
 * orders.
 */
@Injectable()
export class WorkOrderPushRoutes implements OnModuleInit {
  constructor(
    private readonly routes: PushRoutes,
    private readonly rooms: RoomGuards,
  ) {}

  onModuleInit(): void {
    this.routes.route('workOrder.changed', {
      event: 'workOrder.changed',
      to: (e) => ({ enterpriseId: e.enterpriseId, permission: P.workOrder.list, scope: e.scope, alsoUserIds: e.ownerIds }),
      data: (e) => e.order,
      coalesce: perOrder,
    });
    this.routes.route('workOrder.noted', {
      event: 'workOrder.noted',
      to: (e) => ({ enterpriseId: e.enterpriseId, permission: P.workOrder.list, scope: e.scope, alsoUserIds: e.ownerIds }),
      data: (e) => e.note,
    });
    this.rooms.register('workorders', (viewer) => holdsAny(viewer, P.workOrder.list));
  }
}

/** Raises `workOrder.changed` once a change has committed. */
@Injectable()
export class WorkOrderEvents {
  constructor(private readonly bus: EventBus) {}

  changed(order: WorkOrder, handlerIds: readonly number[]): void {
    const push: WorkOrderPush = { id: order.id, code: order.code, title: order.title, type_id: order.type_id, status: order.status, version: order.version, location_id: order.location_id };
    const ownerIds = [...new Set([order.person_in_charge_id, ...handlerIds])];
    this.bus.emit('workOrder.changed', { enterpriseId: order.enterprise_id, order: push, scope: orderScope(order), ownerIds });
  }

  /** A timeline line added to the order alone (it did not change), told to those who see the order. */
  noted(order: WorkOrder, handlerIds: readonly number[], note: Omit<WorkOrderNote, 'id' | 'code'>): void {
    const ownerIds = [...new Set([order.person_in_charge_id, ...handlerIds])];
    this.bus.emit('workOrder.noted', { enterpriseId: order.enterprise_id, note: { id: order.id, code: order.code, ...note }, scope: orderScope(order), ownerIds });
  }
}
