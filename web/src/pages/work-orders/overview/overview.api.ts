import type { WorkOrderOverview } from '@gengyun/contracts';
import { useCallQuery } from '@/api/hooks';

export type { WorkOrderOverview };

/** Under the work-order key, so a `workOrder.changed` push refreshes the counts with the lists. */
export const overviewKey = ['workOrder', 'overview'] as const;

export const useWorkOrderOverview = () => useCallQuery<WorkOrderOverview>(overviewKey, '/workOrder/overview', undefined, { silent: true });
