import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { menuEntries } from '@gengyun/core';
import { DictionaryModule } from '@gengyun/dictionary';
import { EquipmentModule } from '@gengyun/equipment';
import { FilesModule } from '@gengyun/files';
import { IdentityModule } from '@gengyun/identity';
import { WorkOrderType, WorkOrderTypeField, WorkOrderTypeLevel } from './type/work-order-type.entity';
import { WorkOrderPool, WorkOrderPoolMember } from './pool/work-order-pool.entity';
import { WorkOrder, WorkOrderHandler, WorkOrderRequestClaim, WorkOrderSequence } from './order/work-order.entity';
import { WorkOrderTimeline } from './timeline/work-order-timeline.entity';
import { WorkOrderTypeScope } from './type/work-order-type-scope';
import { WorkOrderTypeService } from './type/work-order-type.service';
import { WorkOrderPoolService } from './pool/work-order-pool.service';
import { WorkOrderTimelineService } from './timeline/work-order-timeline.service';
import { WorkOrderNumbers } from './order/work-order-number';
import { RequestClaims } from './order/request-claims';
import { CustomFieldValues } from './order/custom-field-values';
import { WorkOrderQueryService } from './order/work-order-query.service';
import { WorkOrderService } from './order/work-order.service';
import { WorkOrderActionsService } from './order/work-order-actions.service';
import { WorkOrderEvents, WorkOrderPushRoutes } from './work-orders.events';
import { WorkOrdersOwners } from './work-orders.owners';
import { WORK_ORDER_MENU } from './work-orders.permissions';
import { WorkOrderTypeController } from './type/work-order-type.controller';
import { WorkOrderPoolController } from './pool/work-order-pool.controller';
import { WorkOrderController } from './order/work-order.controller';
import { WorkOrderOverviewService } from './overview/work-order-overview.service';
import { WorkOrderOverviewController } from './overview/work-order-overview.controller';

const entities = [WorkOrderType, WorkOrderTypeLevel, WorkOrderTypeField, WorkOrderPool, WorkOrderPoolMember, WorkOrder, WorkOrderHandler, WorkOrderSequence, WorkOrderRequestClaim, WorkOrderTimeline];
const registrations = [menuEntries(WORK_ORDER_MENU), WorkOrderTypeScope, WorkOrderPushRoutes, WorkOrdersOwners];
const services = [
  WorkOrderTypeService,
  WorkOrderPoolService,
  WorkOrderTimelineService,
  WorkOrderNumbers,
  RequestClaims,
  CustomFieldValues,
  WorkOrderQueryService,
  WorkOrderService,
  WorkOrderActionsService,
  WorkOrderEvents,
  WorkOrderOverviewService,
];

/** Work orders: types with priorities and fields, pools, orders with their status machine and timeline (issue 13). */
@Module({
  imports: [IdentityModule, DictionaryModule, FilesModule, EquipmentModule, TypeOrmModule.forFeature(entities)],
  controllers: [WorkOrderTypeController, WorkOrderPoolController, WorkOrderController, WorkOrderOverviewController],
  providers: [...registrations, ...services],
  exports: [WorkOrderQueryService],
})
export class WorkOrdersModule {}
