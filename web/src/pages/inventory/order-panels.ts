import { lazy } from 'react';
import type { OrderPanel } from '../work-orders/order/record/order-panels';

/** The parts an order asks for, with their reservation, issue, return and cost, in its record (detail tabs and handler page). */
export const orderPanels: OrderPanel[] = [
  {
    key: 'parts',
    title: 'inventory.requisition.panel',
    applies: () => true,
    Panel: lazy(() => import('./requisition/PartsPanel').then((m) => ({ default: m.PartsPanel }))),
  },
];
