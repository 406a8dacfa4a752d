import type { Area } from '@gengyun/core';
import { WorkOrdersModule } from './work-orders.module';
import { workOrdersMigrations } from './migrations';
import { AlarmBridgeSeeder } from './alarm-bridge/alarm-bridge.seeder';
import { WorkOrdersDemoSeeder } from './demo/work-orders-demo.seeder';

export * from './work-orders.module';
export { WorkOrderQueryService, type WorkOrderView } from './order/work-order-query.service';
export { WorkOrderSweep, type SweepResult } from './sla/work-order-sweep.service';
export { WorkOrderService, type OrderOrigin } from './order/work-order.service';
export { WorkOrderFields } from './order/work-order-fields';
export type { WorkOrderAddDto } from './order/work-order.dto';
export { DEMO_PEOPLE, DEMO_PEOPLE_PASSWORD } from './demo/demo-people';
export { DEMO_TYPES } from './demo/work-orders-demo.seeder';
export { DemoRequestLink, DEMO_REQUEST_EQUIPMENT } from './demo/demo-request-link';
export { WorkOrderTypeService } from './type/work-order-type.service';
export { RecordAccess, type Writable } from './record/record-access';
export { WorkOrderGuards, type WorkOrderGuard } from './order/work-order-guards';
export { WorkOrderEndHooks, type WorkOrderEndHook } from './order/work-order-end-hooks';
export { WorkOrderPoolService } from './pool/work-order-pool.service';

/** The work-orders area as the app lists it. */
export const workOrdersArea: Area = { name: 'work-orders', module: WorkOrdersModule, migrations: workOrdersMigrations, seeders: [AlarmBridgeSeeder, WorkOrdersDemoSeeder] };
