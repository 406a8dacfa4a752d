import { Suspense, type ReactElement } from 'react';
import { Spin, Tabs } from 'antd';
import type { WorkOrderRow } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { AttachmentsPanel } from './AttachmentsPanel';
import { LabourPanel } from './LabourPanel';
import { DowntimePanel } from './DowntimePanel';
import { ResultPanel } from './ResultPanel';
import { useRecordDetail } from './record.api';
import { useMayRecord } from './use-may-record';
import { panelsFor } from './order-panels';

/**
 * What the order records, as the detail drawer's tabs, then the panels other areas add for it (a plan order's
 * checklist). The buttons show to handlers and dispatchers while the order is open; the server still decides whether
 * this caller is one of the order's people.
 */
export function WorkOrderRecordTabs({ order }: { order: Pick<WorkOrderRow, 'id' | 'type_id' | 'status' | 'equipment_id' | 'parent_id' | 'source'> & Partial<Pick<WorkOrderRow, 'version'>> }): ReactElement {
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
          children: <LabourPanel orderId={order.id} version={order.version} mayEdit={mayEdit} processing={order.status === 'processing'} showCost={detail.data?.show_labour_cost ?? false} />,
        },
        { key: 'downtime', label: t('workOrderRecord.tabs.downtime'), children: <DowntimePanel orderId={order.id} version={order.version} mayEdit={mayEdit} hasEquipment={order.equipment_id !== null} /> },
        { key: 'result', label: t('workOrderRecord.tabs.result'), children: <ResultPanel orderId={order.id} typeId={order.type_id} mayEdit={mayEdit} parentOfSubs={order.parent_id === null} /> },
        ...panelsFor(order).map(({ key, title, Panel }) => ({
          key,
          label: t(title),
          children: (
            <Suspense fallback={<Spin />}>
              <Panel orderId={order.id} mayEdit={mayEdit} />
            </Suspense>
          ),
        })),
      ]}
    />
  );
}
