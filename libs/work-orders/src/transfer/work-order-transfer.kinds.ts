import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { TransferKinds } from '@gengyun/files';
import { SERVICE_REQUEST_TASKS, WORK_ORDER_TASKS } from './work-order-sheet';

/** Tells the import and export centre about work-order exports and imports and request exports, and who follows them from the lists. */
@Injectable()
export class WorkOrderTransferKinds implements OnModuleInit {
  constructor(private readonly transfers: TransferKinds) {}

  onModuleInit(): void {
    this.transfers.register(WORK_ORDER_TASKS, { label: 'workOrder.transfer.kind', directions: ['import', 'export'], follow: { import: [P.workOrder.add], export: [P.workOrder.list] } });
    this.transfers.register(SERVICE_REQUEST_TASKS, { label: 'serviceRequest.transfer.kind', directions: ['export'], follow: { export: [P.serviceRequest.list] } });
  }
}
