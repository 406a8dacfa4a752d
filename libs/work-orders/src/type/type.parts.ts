import type { WorkOrderParts } from '../work-orders.parts';
import { WorkOrderType, WorkOrderTypeField, WorkOrderTypeLevel } from './work-order-type.entity';
import { WorkOrderTypeScope } from './work-order-type-scope';
import { WorkOrderTypeService } from './work-order-type.service';
import { WorkOrderTypeController } from './work-order-type.controller';

/** Work-order types: priorities with their time limits, custom fields, the type's data-scope dimension. */
export const typeParts: WorkOrderParts = {
  entities: [WorkOrderType, WorkOrderTypeLevel, WorkOrderTypeField],
  providers: [WorkOrderTypeScope, WorkOrderTypeService],
  controllers: [WorkOrderTypeController],
};
