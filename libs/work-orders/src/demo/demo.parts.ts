import type { WorkOrderParts } from '../work-orders.parts';
import { DemoPeopleSeeder } from './demo-people';
import { DemoOrdersSeeder } from './demo-orders';
import { WorkOrdersDemoSeeder } from './work-orders-demo.seeder';

/** The demo enterprise's work-order data (`npm start`): services only, no tables or routes. */
export const demoParts: WorkOrderParts = {
  entities: [],
  providers: [DemoPeopleSeeder, DemoOrdersSeeder, WorkOrdersDemoSeeder],
  controllers: [],
};
