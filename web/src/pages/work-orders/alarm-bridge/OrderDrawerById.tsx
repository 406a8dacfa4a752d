import type { ReactElement } from 'react';
import { useWorkOrderDetail } from '../order/work-order.api';
import { WorkOrderDetailDrawer } from '../order/WorkOrderDetailDrawer';

/** An order's detail drawer opened from elsewhere (an alarm), once its detail has loaded. */
export function OrderDrawerById({ id, onClose }: { id: number; onClose: () => void }): ReactElement | null {
  const detail = useWorkOrderDetail(id);
  return detail.data ? <WorkOrderDetailDrawer row={detail.data} onClose={onClose} /> : null;
}
