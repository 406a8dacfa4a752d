import { workOrderSlaClock, type WorkOrderSlaClockOf } from '@gengyun/contracts';
import type { WorkOrder } from '../order/work-order.entity';

export interface SlaView {
  suspended_time: Date | null;
  overdue_time: Date | null;
  late_time: Date | null;
  sla: WorkOrderSlaClockOf<Date> | null;
}

/** What a row of the list carries about the order's deadlines (the time-left column reads `sla`). */
export function slaView(order: WorkOrder): SlaView {
  const suspended_time = order.suspended_time ?? null;
  return {
    suspended_time,
    overdue_time: order.overdue_time ?? null,
    late_time: order.late_time ?? null,
    sla: workOrderSlaClock({ ...order, suspended_time, response_deadline: order.response_deadline ?? null, due_time: order.due_time ?? null }),
  };
}
