import type { WorkOrderParts } from '../work-orders.parts';
import { DemoPeopleSeeder } from './demo-people';
import { DemoOrdersSeeder } from './demo-orders';
import { DemoRequestLink } from './demo-request-link';
import { WorkOrdersDemoSeeder } from './work-orders-demo.seeder';

/** The demo enterprise's work-order data (`npm start`): services only, no tables or routes. */
export const demoParts: WorkOrderParts = {
  entities: [],
  providers: [DemoPeopleSeeder, DemoOrdersSeeder, WorkOrdersDemoSeeder, DemoRequestLink],
  controllers: [],
};
