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
import { WorkflowTemplate, WorkflowTemplateVersion } from './workflow/template/workflow-template.entity';
import { WorkflowChecker } from './workflow/bpmn/workflow-checker';
import { WorkflowTemplateService } from './workflow/template/workflow-template.service';
import { WorkflowDiagramService } from './workflow/diagram/workflow-diagram.service';
import { WorkflowTemplateController } from './workflow/template/workflow-template.controller';
import { WorkflowDiagramController } from './workflow/diagram/workflow-diagram.controller';

const entities = [WorkOrderType, WorkOrderTypeLevel, WorkOrderTypeField, WorkOrderPool, WorkOrderPoolMember, WorkOrder, WorkOrderHandler, WorkOrderSequence, WorkOrderRequestClaim, WorkOrderTimeline, WorkflowTemplate, WorkflowTemplateVersion];
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
  WorkflowChecker,
  WorkflowTemplateService,
  WorkflowDiagramService,
];

/** Work orders: types with priorities and fields, pools, orders with their status machine and timeline (issue 13). */
@Module({
  imports: [IdentityModule, DictionaryModule, FilesModule, EquipmentModule, TypeOrmModule.forFeature(entities)],
  controllers: [WorkOrderTypeController, WorkOrderPoolController, WorkOrderController, WorkflowTemplateController, WorkflowDiagramController],
  providers: [...registrations, ...services],
  exports: [WorkOrderQueryService],
})
export class WorkOrdersModule {}
