import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { menuEntries } from '@gengyun/core';
import { AlarmsModule } from '@gengyun/alarms';
import { DictionaryModule } from '@gengyun/dictionary';
import { EquipmentModule } from '@gengyun/equipment';
import { FilesModule } from '@gengyun/files';
import { IdentityModule } from '@gengyun/identity';
import { SystemModule } from '@gengyun/system';
import { WorkOrderEvents, WorkOrderPushRoutes } from './work-orders.events';
import { WorkOrdersOwners } from './work-orders.owners';
import { WORK_ORDER_MENU } from './work-orders.permissions';
import { joinParts } from './work-orders.parts';
import { typeParts } from './type/type.parts';
import { poolParts } from './pool/pool.parts';
import { WorkOrderPoolService } from './pool/work-order-pool.service';
import { orderParts } from './order/order.parts';
import { timelineParts } from './timeline/timeline.parts';
import { notifyParts } from './notify/notify.parts';
import { slaParts } from './sla/sla.parts';
import { recordParts } from './record/record.parts';
import { serviceRequestParts } from './service-request/service-request.parts';
import { alarmBridgeParts } from './alarm-bridge/alarm-bridge.parts';
import { workflowParts } from './workflow/workflow.parts';
import { overviewParts } from './overview/overview.parts';
import { demoParts } from './demo/demo.parts';
import { engineParts } from './workflow/engine/engine.parts';
import { ruleParts } from './rule/rule.parts';
import { scheduleParts } from './schedule/schedule.parts';
import { signatureParts } from './signature/signature.parts';
import { transferParts } from './transfer/transfer.parts';
import { benchParts } from './bench/bench.parts';
import { WorkOrderQueryService } from './order/work-order-query.service';
import { WorkOrderService } from './order/work-order.service';
import { WorkOrderFields } from './order/work-order-fields';
import { WorkOrderTypeService } from './type/work-order-type.service';
import { WorkOrderSweep } from './sla/work-order-sweep.service';
import { AlarmBridgeSeeder } from './alarm-bridge/alarm-bridge.seeder';
import { WorkOrdersDemoSeeder } from './demo/work-orders-demo.seeder';
import { RecordAccess } from './record/record-access';
import { WorkOrderGuards } from './order/work-order-guards';
import { WorkOrderEndHooks } from './order/work-order-end-hooks';

const parts = joinParts([
  typeParts,
  poolParts,
  orderParts,
  timelineParts,
  notifyParts,
  slaParts,
  recordParts,
  serviceRequestParts,
  alarmBridgeParts,
  workflowParts,
  overviewParts,
  demoParts,
  engineParts,
  ruleParts,
  scheduleParts,
  signatureParts,
  transferParts,
  benchParts,
]);

/**
 * Work orders (issue 13): types, pools, orders with their status machine and timeline, what they record, deadlines
 * and messages, service requests, the alarm bridge, workflow templates, the overview. Each sub-folder brings its
 * own tables, services and routes (`*.parts.ts`).
 */
@Module({
  imports: [
    IdentityModule,
    SystemModule,
    DictionaryModule,
    FilesModule,
    EquipmentModule,
    AlarmsModule,
    TypeOrmModule.forFeature(parts.entities),
  ],
  controllers: parts.controllers,
  providers: [
    menuEntries(WORK_ORDER_MENU),
    WorkOrderPushRoutes,
    WorkOrdersOwners,
    WorkOrderEvents,
    ...parts.providers,
  ],
  exports: [WorkOrderQueryService, WorkOrderService, WorkOrderFields, WorkOrderGuards, WorkOrderEndHooks, RecordAccess, WorkOrderTypeService, WorkOrderPoolService, WorkOrderSweep, AlarmBridgeSeeder, WorkOrdersDemoSeeder],
})
export class WorkOrdersModule {}
