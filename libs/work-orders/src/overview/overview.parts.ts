import type { WorkOrderParts } from '../work-orders.parts';
import { WorkOrderOverviewService } from './work-order-overview.service';
import { WorkOrderOverviewController } from './work-order-overview.controller';

/** The counts of `wot` and the caller's to-dos. */
export const overviewParts: WorkOrderParts = {
  entities: [],
  providers: [WorkOrderOverviewService],
  controllers: [WorkOrderOverviewController],
};
