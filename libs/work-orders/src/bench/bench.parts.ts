import type { WorkOrderParts } from '../work-orders.parts';
import { WorkOrderBenchCards } from './work-order-bench-cards';

/** The work-order cards of the home work bench. */
export const benchParts: WorkOrderParts = {
  entities: [],
  providers: [WorkOrderBenchCards],
  controllers: [],
};
