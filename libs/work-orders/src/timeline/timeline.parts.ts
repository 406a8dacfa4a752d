import type { WorkOrderParts } from '../work-orders.parts';
import { WorkOrderTimeline } from './work-order-timeline.entity';
import { WorkOrderTimelineService } from './work-order-timeline.service';

/** Every change of an order, in order. */
export const timelineParts: WorkOrderParts = {
  entities: [WorkOrderTimeline],
  providers: [WorkOrderTimelineService],
  controllers: [],
};
