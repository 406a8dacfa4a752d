import { WorkOrders1764500000000 } from './1764500000000-WorkOrders';
import { WorkOrdersSla1764600100000 } from './1764600100000-WorkOrdersSla';
import { ServiceRequests1764600200000 } from './1764600200000-ServiceRequests';
import { WorkOrderRecords1764600300000 } from './1764600300000-WorkOrderRecords';
import { WorkflowTemplates1764600500000 } from './1764600500000-WorkflowTemplates';
import { WorkOrderAlarmBridge1764600600000 } from './1764600600000-WorkOrderAlarmBridge';
import { WorkflowEngine1764700100000 } from './1764700100000-WorkflowEngine';
import { WorkOrderSignature1764700200000 } from './1764700200000-WorkOrderSignature';
import { WorkOrderRules1764700300000 } from './1764700300000-WorkOrderRules';
import { WorkflowNodeLate1764700400000 } from './1764700400000-WorkflowNodeLate';
import { WorkOrderSearch1795870000000 } from './1795870000000-WorkOrderSearch';
import { WorkOrderNoticeChannels1795880200000 } from './1795880200000-WorkOrderNoticeChannels';

/** Migrations of the work-orders area, oldest first. */
export const workOrdersMigrations = [
  WorkOrders1764500000000,
  WorkOrdersSla1764600100000,
  ServiceRequests1764600200000,
  WorkOrderRecords1764600300000,
  WorkflowTemplates1764600500000,
  WorkOrderAlarmBridge1764600600000,
  WorkflowEngine1764700100000,
  WorkOrderSignature1764700200000,
  WorkOrderRules1764700300000,
  WorkflowNodeLate1764700400000,
  WorkOrderSearch1795870000000,
  WorkOrderNoticeChannels1795880200000,
];
