import type { WorkOrderAction } from '@gengyun/contracts';
import type { WorkOrder } from '../order/work-order.entity';

type Deadlines = Pick<WorkOrder, 'suspended_time' | 'response_deadline' | 'due_time'>;

const later = (at: Date | null, ms: number): Date | null => (at ? new Date(at.getTime() + ms) : null);

/**
 * Deadlines stand still while an order is suspended: suspending remembers when, resuming moves both deadlines on by
 * the time it stood and forgets it. Written with the action, in its transaction.
 */
export function pauseColumns(order: Deadlines, action: WorkOrderAction, now: Date): Partial<Deadlines> {
  if (action === 'suspend') return { suspended_time: now };
  if (action !== 'resume' || !order.suspended_time) return {};
  const stood = Math.max(0, now.getTime() - order.suspended_time.getTime());
  return { suspended_time: null, response_deadline: later(order.response_deadline, stood), due_time: later(order.due_time, stood) };
}
