import type { WorkOrder } from '../order/work-order.entity';

/**
 * An edit that moves the completion deadline past now takes the late flag away, so that the sweep flags (and tells)
 * again should the new deadline pass too.
 */
export function lateAfterEdit(order: Pick<WorkOrder, 'late_time'>, due: Date | null, now = new Date()): Partial<Pick<WorkOrder, 'late_time'>> {
  return order.late_time && due && due.getTime() > now.getTime() ? { late_time: null } : {};
}
