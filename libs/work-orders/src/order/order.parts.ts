import type { WorkOrderParts } from '../work-orders.parts';
import { WorkOrder, WorkOrderHandler, WorkOrderRequestClaim, WorkOrderSequence } from './work-order.entity';
import { WorkOrderNumbers } from './work-order-number';
import { NewOrders } from './new-orders';
import { RequestClaims } from './request-claims';
import { CustomFieldValues } from './custom-field-values';
import { WorkOrderQueryService } from './work-order-query.service';
import { WorkOrderFields } from './work-order-fields';
import { WorkOrderService } from './work-order.service';
import { WorkOrderActionsService } from './work-order-actions.service';
import { WorkOrderController } from './work-order.controller';
import { WorkOrderGuards } from './work-order-guards';
import { WorkOrderEndHooks } from './work-order-end-hooks';

/** Orders: numbers, checked forms, the status machine's actions (and other areas' guards and end hooks on them), repeated-submit claims. */
export const orderParts: WorkOrderParts = {
  entities: [WorkOrder, WorkOrderHandler, WorkOrderSequence, WorkOrderRequestClaim],
  providers: [
    WorkOrderNumbers,
    NewOrders,
    RequestClaims,
    CustomFieldValues,
    WorkOrderQueryService,
    WorkOrderFields,
    WorkOrderService,
    WorkOrderActionsService,
    WorkOrderGuards,
    WorkOrderEndHooks,
  ],
  controllers: [WorkOrderController],
};
