import type { WorkOrderParts } from '../work-orders.parts';
import { WorkOrderPool, WorkOrderPoolMember } from './work-order-pool.entity';
import { WorkOrderPoolService } from './work-order-pool.service';
import { WorkOrderPoolController } from './work-order-pool.controller';

/** Work pools and their members. */
export const poolParts: WorkOrderParts = {
  entities: [WorkOrderPool, WorkOrderPoolMember],
  providers: [WorkOrderPoolService],
  controllers: [WorkOrderPoolController],
};
