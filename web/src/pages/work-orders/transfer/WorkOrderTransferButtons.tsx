import type { ReactElement } from 'react';
import { Permission } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { TransferButtons } from '@/components/TransferButtons/TransferButtons';
import { downloadWorkOrderTemplate, startWorkOrderExport, startWorkOrderImport } from './transfer.api';

export interface WorkOrderTransferButtonsProps {
  /** The list's current filters, as `/workOrder/pageList` takes them (paging left out). */
  filters: Record<string, unknown>;
}

/** Export (the list's filters) and import (with its template) on the order list; the tasks are followed in the centre. */
export function WorkOrderTransferButtons({ filters }: WorkOrderTransferButtonsProps): ReactElement {
  const can = useCan();
  return (
    <TransferButtons
      prefix="work-order"
      onExport={can(Permission.workOrder.list) ? () => startWorkOrderExport(filters) : undefined}
      onImport={can(Permission.workOrder.add) ? startWorkOrderImport : undefined}
      onTemplate={downloadWorkOrderTemplate}
    />
  );
}
