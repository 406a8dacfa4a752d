import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { TransferKinds } from '@gengyun/files';
import { WORK_ORDER_TASKS } from './work-order-sheet';

/** Tells the import and export centre about work-order exports and imports, and who follows them from the list. */
@Injectable()
export class WorkOrderTransferKinds implements OnModuleInit {
  constructor(private readonly transfers: TransferKinds) {}

  onModuleInit(): void {
    this.transfers.register(WORK_ORDER_TASKS, { label: 'workOrder.transfer.kind', directions: ['import', 'export'], follow: { import: [P.workOrder.add], export: [P.workOrder.list] } });
  }
}
