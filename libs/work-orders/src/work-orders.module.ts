import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { menuEntries } from '@gengyun/core';
import { DictionaryModule } from '@gengyun/dictionary';
import { EquipmentModule } from '@gengyun/equipment';
import { FilesModule } from '@gengyun/files';
import { IdentityModule } from '@gengyun/identity';
import { SystemModule } from '@gengyun/system';
import { AlarmsModule } from '@gengyun/alarms';
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
import { WorkOrderNotifier } from './notify/work-order-notifier';
import { WorkOrderNoticePreference } from './notify/work-order-notice-preference.entity';
import { WorkOrderNoticePreferencesService } from './notify/work-order-notice-preferences.service';
import { WorkOrderNoticeController } from './notify/work-order-notice.controller';
import { WorkOrderSweep } from './sla/work-order-sweep.service';
import { WorkOrderSweepProcessor } from './sla/work-order-sweep.processor';
import { WorkOrderAttachment } from './attachment/work-order-attachment.entity';
import { WorkOrderLabour } from './labour/work-order-labour.entity';
import { WorkOrderDowntime } from './downtime/work-order-downtime.entity';
import { WorkOrderResult, WorkOrderTypeRecord } from './result/work-order-result.entity';
import { RecordAccess } from './record/record-access';
import { RecordHooks } from './record/record-hooks';
import { WorkOrderRecordService } from './record/work-order-record.service';
import { WorkOrderAttachments } from './attachment/work-order-attachment.service';
import { WorkOrderLabourService } from './labour/work-order-labour.service';
import { WorkOrderDowntimeService } from './downtime/work-order-downtime.service';
import { WorkOrderResults } from './result/work-order-result.service';
import { WorkOrderTypeRecords } from './result/work-order-type-record.service';
import { SubWorkOrders } from './sub-order/sub-work-order.service';
import { WorkOrderRecordController } from './record/work-order-record.controller';
import { WorkOrderLabourController } from './labour/work-order-labour.controller';
import { WorkOrderDowntimeController } from './downtime/work-order-downtime.controller';
import { WorkOrderResultController } from './result/work-order-result.controller';
import { SubWorkOrderController } from './sub-order/sub-work-order.controller';
import { serviceRequestParts } from './service-request/service-request.parts';
import { WorkOrderAlarm } from './alarm-bridge/work-order-alarm.entity';
import { AlarmOrderLinks } from './alarm-bridge/alarm-order-links';
import { AlarmOrderText } from './alarm-bridge/alarm-order-text';
import { AlarmBridgeService } from './alarm-bridge/alarm-bridge.service';
import { AlarmBridgeQueryService } from './alarm-bridge/alarm-bridge-query.service';
import { AlarmBridgeListener } from './alarm-bridge/alarm-bridge.listener';
import { AlarmBridgeController } from './alarm-bridge/alarm-bridge.controller';
import { AlarmBridgeSeeder } from './alarm-bridge/alarm-bridge.seeder';
import { WorkflowTemplate, WorkflowTemplateVersion } from './workflow/template/workflow-template.entity';
import { WorkflowChecker } from './workflow/bpmn/workflow-checker';
import { WorkflowTemplateService } from './workflow/template/workflow-template.service';
import { WorkflowDiagramService } from './workflow/diagram/workflow-diagram.service';
import { WorkflowTemplateController } from './workflow/template/workflow-template.controller';
import { WorkflowDiagramController } from './workflow/diagram/workflow-diagram.controller';
import { WorkOrderOverviewService } from './overview/work-order-overview.service';
import { WorkOrderOverviewController } from './overview/work-order-overview.controller';

const entities = [WorkOrderType, WorkOrderTypeLevel, WorkOrderTypeField, WorkOrderPool, WorkOrderPoolMember, WorkOrder, WorkOrderHandler, WorkOrderSequence, WorkOrderRequestClaim, WorkOrderTimeline, WorkOrderNoticePreference, ...serviceRequestParts.entities, WorkOrderAlarm, WorkflowTemplate, WorkflowTemplateVersion];
const recordEntities = [WorkOrderAttachment, WorkOrderLabour, WorkOrderDowntime, WorkOrderResult, WorkOrderTypeRecord];
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
  WorkOrderNoticePreferencesService,
  WorkOrderNotifier,
  WorkOrderSweep,
  WorkOrderSweepProcessor,
  AlarmOrderLinks,
  AlarmOrderText,
  AlarmBridgeService,
  AlarmBridgeQueryService,
  AlarmBridgeListener,
  AlarmBridgeSeeder,
  WorkflowChecker,
  WorkflowTemplateService,
  WorkflowDiagramService,
  WorkOrderOverviewService,
];
const recordServices = [RecordAccess, RecordHooks, WorkOrderRecordService, WorkOrderAttachments, WorkOrderLabourService, WorkOrderDowntimeService, WorkOrderResults, WorkOrderTypeRecords, SubWorkOrders];
const recordControllers = [WorkOrderRecordController, WorkOrderLabourController, WorkOrderDowntimeController, WorkOrderResultController, SubWorkOrderController];

/** Work orders: types with priorities and fields, pools, orders with their status machine and timeline (issue 13). */
@Module({
  imports: [IdentityModule, SystemModule, DictionaryModule, FilesModule, EquipmentModule, AlarmsModule, TypeOrmModule.forFeature([...entities, ...recordEntities])],
  controllers: [WorkOrderTypeController, WorkOrderPoolController, WorkOrderController, WorkOrderNoticeController, ...recordControllers, ...serviceRequestParts.controllers, AlarmBridgeController, WorkflowTemplateController, WorkflowDiagramController, WorkOrderOverviewController],
  providers: [...registrations, ...services, ...recordServices, ...serviceRequestParts.providers],
  exports: [WorkOrderQueryService, WorkOrderSweep, AlarmBridgeSeeder],
})
export class WorkOrdersModule {}
