import { Suspense, type ReactElement } from 'react';
import { Card, Flex, Spin } from 'antd';
import { useT } from '@/i18n/t';
import { useRecordDetail } from '../order/record/record.api';
import { ResultPanel } from '../order/record/ResultPanel';
import { LabourEntryForm } from '../order/record/LabourPanel';
import { DowntimeEntryForm } from '../order/record/DowntimePanel';
import { useMayRecord } from '../order/record/use-may-record';
import { panelsFor } from '../order/record/order-panels';
import type { WorkOrderDetail } from '../order/work-order.api';
import { OrderSignature } from '../signature/OrderSignature';
import { FieldCosts } from './FieldCosts';
import { FieldDowntimeEntries, FieldLabourEntries } from './FieldEntries';
import { FieldPhotos } from './FieldPhotos';
import { FieldTimer } from './FieldTimer';

/**
 * Where the order's record is kept on the handler page, phone first, one column: photos from the camera, the labour
 * timer, the labour entries (edited and deleted at the order's version) and one by hand, the equipment's downtime
 * likewise, the panels other areas add for the order (a plan order's checklist), the result codes with the note and the
 * costs the type shows, the on-screen signature.
 */
export function HandlerRecordSlot({ order }: { order: WorkOrderDetail }): ReactElement {
  const { t } = useT();
  const mayEdit = useMayRecord(order.status);
  const record = useRecordDetail(order.id);
  return (
    <Flex vertical gap={12} style={{ width: '100%', minWidth: 0 }} data-testid="field-record">
      <FieldPhotos orderId={order.id} mayEdit={mayEdit} />
      <FieldTimer orderId={order.id} mayEdit={mayEdit} processing={order.status === 'processing'} showCost={record.data?.show_labour_cost ?? false} />
      {mayEdit && (
        <Card size="small" title={t('workOrderField.labour')} data-testid="field-labour-entry">
          <FieldLabourEntries orderId={order.id} version={order.version} />
          <LabourEntryForm orderId={order.id} vertical />
        </Card>
      )}
      {mayEdit && order.equipment_id !== null && (
        <Card size="small" title={t('workOrderField.downtime')} data-testid="field-downtime-entry">
          <FieldDowntimeEntries orderId={order.id} version={order.version} />
          <DowntimeEntryForm orderId={order.id} vertical />
        </Card>
      )}
      {panelsFor(order).map(({ key, title, Panel }) => (
        <Card key={key} size="small" title={t(title)} data-testid={`field-panel-${key}`}>
          <Suspense fallback={<Spin />}>
            <Panel orderId={order.id} mayEdit={mayEdit} />
          </Suspense>
        </Card>
      ))}
      <Card size="small" title={t('workOrderField.result')} data-testid="field-result">
        <FieldCosts order={order} />
        <ResultPanel orderId={order.id} typeId={order.type_id} mayEdit={mayEdit} compact />
      </Card>
      <OrderSignature orderId={order.id} mayEdit={mayEdit} />
    </Flex>
  );
}
