import type { WorkOrderParts } from '../work-orders.parts';
import { WorkOrderTransferKinds } from './work-order-transfer.kinds';
import { WorkOrderRowReader } from './work-order-row-reader';
import { WorkOrderExportService } from './work-order-export.service';
import { SheetExports } from './sheet-exports';
import { WorkOrderImportService } from './work-order-import.service';
import { WorkOrderTransferController } from './work-order-transfer.controller';

/** Exports and imports of orders through the import and export centre. */
export const transferParts: WorkOrderParts = {
  entities: [],
  providers: [SheetExports, WorkOrderTransferKinds, WorkOrderRowReader, WorkOrderExportService, WorkOrderImportService],
  controllers: [WorkOrderTransferController],
};
