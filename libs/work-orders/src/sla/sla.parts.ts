import type { WorkOrderParts } from '../work-orders.parts';
import { WorkOrderSweep } from './work-order-sweep.service';
import { WorkOrderSweepProcessor } from './work-order-sweep.processor';

/** The deadline sweep: overdue orders, late work, old request claims. */
export const slaParts: WorkOrderParts = {
  entities: [],
  providers: [WorkOrderSweep, WorkOrderSweepProcessor],
  controllers: [],
};
