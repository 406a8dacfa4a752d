import type { WorkOrderParts } from '../work-orders.parts';
import { WorkOrderAttachment } from '../attachment/work-order-attachment.entity';
import { WorkOrderAttachments } from '../attachment/work-order-attachment.service';
import { WorkOrderLabour } from '../labour/work-order-labour.entity';
import { WorkOrderLabourService } from '../labour/work-order-labour.service';
import { WorkOrderLabourController } from '../labour/work-order-labour.controller';
import { WorkOrderDowntime } from '../downtime/work-order-downtime.entity';
import { WorkOrderDowntimeService } from '../downtime/work-order-downtime.service';
import { WorkOrderDowntimeController } from '../downtime/work-order-downtime.controller';
import { WorkOrderResult, WorkOrderTypeRecord } from '../result/work-order-result.entity';
import { WorkOrderResults } from '../result/work-order-result.service';
import { WorkOrderTypeRecords } from '../result/work-order-type-record.service';
import { WorkOrderResultController } from '../result/work-order-result.controller';
import { SubWorkOrders } from '../sub-order/sub-work-order.service';
import { SubWorkOrderController } from '../sub-order/sub-work-order.controller';
import { RecordAccess } from './record-access';
import { RecordHooks } from './record-hooks';
import { WorkOrderRecordService } from './work-order-record.service';
import { WorkOrderRecordController } from './work-order-record.controller';

/** What an order records: files, labour, downtime, result codes, sub orders (and the access rule they share). */
export const recordParts: WorkOrderParts = {
  entities: [WorkOrderAttachment, WorkOrderLabour, WorkOrderDowntime, WorkOrderResult, WorkOrderTypeRecord],
  providers: [
    RecordAccess,
    RecordHooks,
    WorkOrderRecordService,
    WorkOrderAttachments,
    WorkOrderLabourService,
    WorkOrderDowntimeService,
    WorkOrderResults,
    WorkOrderTypeRecords,
    SubWorkOrders,
  ],
  controllers: [
    WorkOrderRecordController,
    WorkOrderLabourController,
    WorkOrderDowntimeController,
    WorkOrderResultController,
    SubWorkOrderController,
  ],
};
