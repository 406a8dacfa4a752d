import type { ReactElement } from 'react';
import { Tabs } from 'antd';
import type { WorkOrderRow } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { AttachmentsPanel } from './AttachmentsPanel';
import { LabourPanel } from './LabourPanel';
import { DowntimePanel } from './DowntimePanel';
import { ResultPanel } from './ResultPanel';
import { useRecordDetail } from './record.api';
import { useMayRecord } from './use-may-record';

/**
 * What the order records, as the detail drawer's tabs. The buttons show to handlers and dispatchers while the order
 * is open; the server still decides whether this caller is one of the order's people.
 */
export function WorkOrderRecordTabs({ order }: { order: Pick<WorkOrderRow, 'id' | 'type_id' | 'status' | 'equipment_id' | 'parent_id'> }): ReactElement {
  const { t } = useT();
  const detail = useRecordDetail(order.id);
  const mayEdit = useMayRecord(order.status);
  return (
    <Tabs
      data-testid="wo-record-tabs"
      items={[
        { key: 'attachments', label: t('workOrderRecord.tabs.attachments'), children: <AttachmentsPanel orderId={order.id} mayEdit={mayEdit} /> },
        {
          key: 'labour',
          label: t('workOrderRecord.tabs.labour'),
          children: <LabourPanel orderId={order.id} mayEdit={mayEdit} processing={order.status === 'processing'} showCost={detail.data?.show_labour_cost ?? false} />,
        },
        { key: 'downtime', label: t('workOrderRecord.tabs.downtime'), children: <DowntimePanel orderId={order.id} mayEdit={mayEdit} hasEquipment={order.equipment_id !== null} /> },
        { key: 'result', label: t('workOrderRecord.tabs.result'), children: <ResultPanel orderId={order.id} typeId={order.type_id} mayEdit={mayEdit} parentOfSubs={order.parent_id === null} /> },
      ]}
    />
  );
}
