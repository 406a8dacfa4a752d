import type { WorkOrderRescheduleRequest, WorkOrderSchedule } from '@gengyun/contracts';
import { useActionMutation, useCallQuery } from '@/api/hooks';
import { workOrderKeys } from '../order/work-order.api';

export const scheduleKeys = { all: ['workOrder', 'schedule'] as const };

export interface ScheduleRange {
  start: string;
  end: string;
}

/** The orders due in the calendar's visible range (the person filter narrows it on the server). */
export const useSchedule = (range: ScheduleRange | null, userId?: number) =>
  useCallQuery<WorkOrderSchedule>(scheduleKeys.all, '/workOrder/schedule', { ...range, user_id: userId }, { enabled: !!range, silent: true });

export const useReschedule = () =>
  useActionMutation<WorkOrderRescheduleRequest & Record<string, unknown>>('/workOrder/reschedule', { invalidate: [workOrderKeys.all], silent: true });
