import type { Area } from '@gengyun/core';
import { WorkOrdersModule } from './work-orders.module';
import { workOrdersMigrations } from './migrations';

export * from './work-orders.module';
export { WorkOrderQueryService, type WorkOrderView } from './order/work-order-query.service';

/** The work-orders area as the app lists it. */
export const workOrdersArea: Area = { name: 'work-orders', module: WorkOrdersModule, migrations: workOrdersMigrations };
