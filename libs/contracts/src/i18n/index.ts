import type { Catalog } from './catalog';
import { commonMessages } from './common.messages';
import { identityMessages } from './identity.messages';
import { i18nMessages } from './i18n.messages';
import { dictionaryMessages } from './dictionary.messages';
import { filesMessages } from './files.messages';
import { systemMessages } from './system.messages';
import { equipmentMessages } from './equipment.messages';
import { iotMessages } from './iot.messages';
import { alarmsMessages } from './alarms.messages';
import { workOrdersMessages } from './work-orders.messages';
import { workOrdersLabels } from './work-orders.labels';
import { workOrdersRecordMessages } from './work-orders-record.messages';
import { workOrdersRecordLabels } from './work-orders-record.labels';
import { workOrdersSlaMessages } from './work-orders-sla.messages';
import { workOrdersSlaLabels } from './work-orders-sla.labels';
import { workOrdersNotifyMessages } from './work-orders-notify.messages';
import { workOrdersServiceRequestsMessages } from './work-orders-service-requests.messages';
import { workOrdersServiceRequestsLabels } from './work-orders-service-requests.labels';
import { workOrdersAlarmBridgeMessages } from './work-orders-alarm-bridge.messages';
import { workOrdersWorkflowMessages } from './work-orders-workflow.messages';
import { workOrdersWorkflowLabels } from './work-orders-workflow.labels';
import { workOrdersEngineMessages } from './work-orders-engine.messages';
import { workOrdersScreensMessages } from './work-orders-screens.messages';
import { workOrdersScreensLabels } from './work-orders-screens.labels';
import { workOrdersRulesMessages } from './work-orders-rules.messages';
import { workOrdersScheduleMessages } from './work-orders-schedule.messages';
import { workOrdersFieldMessages } from './work-orders-field.messages';
import { workOrdersFieldLabels } from './work-orders-field.labels';
import { workOrdersTransferMessages } from './work-orders-transfer.messages';
import { workOrdersTransferLabels } from './work-orders-transfer.labels';
import { inventoryMessages } from './inventory.messages';
import { inventoryLabels } from './inventory.labels';
import { inventoryStocktakeMessages } from './inventory-stocktake.messages';
import { inventoryTransferMessages } from './inventory-transfer.messages';
import { inventoryOrderMessages } from './inventory-order.messages';
import { webLabels } from './web.labels';
import { componentLabels } from './components.labels';
import { identityAdminLabels } from './identity-admin.labels';
import { identityTenantLabels } from './identity-tenant.labels';
import { systemAdminLabels } from './system-admin.labels';
import { filesTransferLabels } from './files-transfer.labels';
import { equipmentLedgerLabels } from './equipment-ledger.labels';
import { equipmentPlacesLabels } from './equipment-places.labels';
import { iotMonitorLabels } from './iot-monitor.labels';
import { alarmsLabels } from './alarms.labels';
import { maintenanceMessages } from './maintenance.messages';
import { maintenanceLabels } from './maintenance.labels';
import { maintenancePatrolMessages } from './maintenance-patrol.messages';
import { maintenancePatrolLabels } from './maintenance-patrol.labels';

export * from './catalog';

/** Every message and label key the product ships, with zh_CN and en_US text. Each area owns one file. */
export const messages = {
  ...commonMessages,
  ...identityMessages,
  ...i18nMessages,
  ...dictionaryMessages,
  ...filesMessages,
  ...systemMessages,
  ...equipmentMessages,
  ...iotMessages,
  ...alarmsMessages,
  ...workOrdersMessages,
  ...workOrdersScreensMessages,
  ...inventoryMessages,
  ...inventoryLabels,
  ...inventoryStocktakeMessages,
  ...inventoryTransferMessages,
  ...inventoryOrderMessages,
  ...webLabels,
  ...componentLabels,
  ...identityAdminLabels,
  ...identityTenantLabels,
  ...systemAdminLabels,
  ...filesTransferLabels,
  ...equipmentLedgerLabels,
  ...equipmentPlacesLabels,
  ...iotMonitorLabels,
  ...alarmsLabels,
  ...workOrdersLabels,
  ...workOrdersRecordMessages,
  ...workOrdersRecordLabels,
  ...workOrdersSlaMessages,
  ...workOrdersSlaLabels,
  ...workOrdersNotifyMessages,
  ...workOrdersServiceRequestsMessages,
  ...workOrdersServiceRequestsLabels,
  ...workOrdersAlarmBridgeMessages,
  ...workOrdersWorkflowMessages,
  ...workOrdersWorkflowLabels,
  ...workOrdersEngineMessages,
  ...workOrdersScreensLabels,
  ...workOrdersRulesMessages,
  ...workOrdersScheduleMessages,
  ...workOrdersFieldMessages,
  ...workOrdersFieldLabels,
  ...workOrdersTransferMessages,
  ...workOrdersTransferLabels,
  ...maintenanceMessages,
  ...maintenanceLabels,
  ...maintenancePatrolMessages,
  ...maintenancePatrolLabels,
} satisfies Catalog;

export type MessageKey = keyof typeof messages;
export const isMessageKey = (key: string): key is MessageKey => key in messages;
