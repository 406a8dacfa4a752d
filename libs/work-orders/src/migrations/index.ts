import { WorkOrders1764500000000 } from './1764500000000-WorkOrders';
import { WorkOrderAlarmBridge1764600600000 } from './1764600600000-WorkOrderAlarmBridge';

/** Migrations of the work-orders area, oldest first. */
export const workOrdersMigrations = [WorkOrders1764500000000, WorkOrderAlarmBridge1764600600000];
