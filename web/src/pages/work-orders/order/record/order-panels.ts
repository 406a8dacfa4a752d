import type { ComponentType } from 'react';
import type { MessageKey, WorkOrderRow } from '@gengyun/contracts';

/** What a panel of another area needs to know of the order. */
export type PanelOrder = Pick<WorkOrderRow, 'id' | 'source' | 'status'>;

/**
 * A panel another area adds to an order's record (the detail's tabs and the handler page), for the orders it applies
 * to: maintenance's checklist on plan orders. An area declares its panels in `pages/<area>/order-panels.ts`
 * (`orderPanels`), collected at build time as the route tables are, so work orders import no other area.
 */
export interface OrderPanel {
  key: string;
  title: MessageKey;
  applies: (order: PanelOrder) => boolean;
  /** Loaded on demand (keep it lazy: it is only needed once an order is open). */
  Panel: ComponentType<{ orderId: number; mayEdit: boolean }>;
}

const modules = import.meta.glob<{ orderPanels?: OrderPanel[] }>('../../../*/order-panels.ts', { eager: true });

/** Every area's order panels. */
export const ORDER_PANELS: readonly OrderPanel[] = Object.values(modules).flatMap((m) => m.orderPanels ?? []);

/** The panels that apply to an order. */
export const panelsFor = (order: PanelOrder, panels: readonly OrderPanel[] = ORDER_PANELS): OrderPanel[] => panels.filter((p) => p.applies(order));
