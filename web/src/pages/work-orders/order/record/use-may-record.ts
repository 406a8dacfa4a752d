import { ENDED_STATUSES, Permission, type WorkOrderStatus } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';

/**
 * Whether the record's buttons show: handlers and dispatchers while the order is open. The server still decides
 * whether this caller is one of the order's people.
 */
export function useMayRecord(status: WorkOrderStatus): boolean {
  const can = useCan();
  return !ENDED_STATUSES.includes(status) && (can(Permission.workOrder.handle) || can(Permission.workOrder.dispatch));
}
