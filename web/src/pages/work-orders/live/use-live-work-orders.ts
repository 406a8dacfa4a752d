import { useSocketEvent } from '@/api/socket';
import { workOrderKeys } from '../order/work-order.api';
import { useLiveQueries } from './use-live-queries';

export { LIVE_MAX_WAIT_MS, LIVE_SETTLE_MS } from './use-live-queries';

/**
 * Keeps the work-order screens live: each `workOrder.changed` push (sent to those whose scope covers the order, and to
 * its own people) marks every work-order query stale — lists, counts, to-dos and open details —, and so does a line
 * noted on an order alone (`workOrder.noted`: its alarm cleared).
 */
export function useLiveWorkOrders(): void {
  const pushed = useLiveQueries(workOrderKeys.all);
  useSocketEvent('workOrder.changed', pushed);
  useSocketEvent('workOrder.noted', pushed);
}
