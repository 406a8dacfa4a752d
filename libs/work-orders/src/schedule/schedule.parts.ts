import { menuEntries } from '@gengyun/core';
import type { WorkOrderParts } from '../work-orders.parts';
import { WorkOrderScheduleService } from './work-order-schedule.service';
import { WorkOrderDispatchService } from './work-order-dispatch.service';
import { WorkOrderScheduleController } from './work-order-schedule.controller';
import { SCHEDULE_MENU } from './schedule.permissions';

/** The schedule calendar and the batch distribution of unassigned orders (no tables of their own). */
export const scheduleParts: WorkOrderParts = {
  entities: [],
  providers: [menuEntries(SCHEDULE_MENU, 'menu.work'), WorkOrderScheduleService, WorkOrderDispatchService],
  controllers: [WorkOrderScheduleController],
};
