import type { ReactElement } from 'react';
import type { WorkOrderDetail } from '../order/work-order.api';

/**
 * Where the order's record is kept on the handler page: attachments and photos, the labour timer, result codes and
 * the signature. Their panels mount here, each given the order as the detail answered it (its version included).
 */
export function HandlerRecordSlot(props: { order: WorkOrderDetail }): ReactElement | null {
  void props;
  return null;
}
