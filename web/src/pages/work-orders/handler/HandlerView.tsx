import type { ReactElement, ReactNode } from 'react';
import { Card, Descriptions, Flex, Typography } from 'antd';
import type { EquipmentRow, MessageKey } from '@gengyun/contracts';
import { useCallQuery } from '@/api/hooks';
import { formatDate } from '@/components/DataTable';
import { StatusTag } from '@/components/StatusTag';
import { useT } from '@/i18n/t';
import { ActionBar } from '../order/actions/ActionBar';
import { WORK_ORDER_STATUS_TAGS } from '../order/status-tags';
import type { WorkOrderDetail } from '../order/work-order.api';
import { OrderTimeline } from './OrderTimeline';

export interface HandlerViewProps {
  order: WorkOrderDetail;
  /** The order's record (attachments, labour, result codes, signature), between the buttons and the timeline. */
  record?: ReactNode;
}

/** The equipment's code, name and place, when the caller may read the ledger. */
function EquipmentFacts({ id }: { id: number }): ReactElement | null {
  const { t } = useT();
  const equipment = useCallQuery<EquipmentRow>(['workOrder', 'handlerEquipment', id], '/equipment/detail', { id }, { silent: true });
  if (!equipment.data) return null;
  const e = equipment.data;
  return (
    <Card size="small" title={t('workOrder.form.equipment')} data-testid="handler-equipment">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'code', label: t('workOrder.handler.equipmentCode'), children: e.asset_code },
          { key: 'name', label: t('workOrder.handler.equipmentName'), children: e.asset_name },
          { key: 'place', label: t('workOrder.form.location'), children: e.position_name ?? '' },
        ]}
      />
    </Card>
  );
}

/**
 * One order as the handler works it on a phone (390 px and up): one column, the facts, the equipment, the current
 * step's buttons full-width and large, the record, the timeline. Nothing is wider than the screen.
 */
export function HandlerView({ order, record }: HandlerViewProps): ReactElement {
  const { t } = useT();
  const item = (key: MessageKey, children: ReactNode) => ({ key, label: t(key), children });
  return (
    <Flex vertical gap={12} style={{ width: '100%', maxWidth: 640, margin: '0 auto', minWidth: 0 }} className="gy-handler" data-testid="work-order-handler">
      <Card size="small">
        <Typography.Title level={4} style={{ marginTop: 0, overflowWrap: 'anywhere' }}>
          {order.title}
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          <Typography.Text type="secondary">{order.code}</Typography.Text>
          <StatusTag value={order.status} options={WORK_ORDER_STATUS_TAGS} />
        </Flex>
        <Descriptions
          size="small"
          column={1}
          style={{ marginTop: 12 }}
          data-testid="handler-facts"
          items={[
            item('workOrder.fields.type', order.type_name),
            item('workOrder.fields.priority', t('workOrderType.fields.levelN', [order.priority])),
            item('workOrder.fields.dueTime', formatDate(order.due_time)),
            item('workOrder.fields.personInCharge', order.person_in_charge_name),
            item('workOrder.fields.handlers', order.handler_names.join(', ')),
            item('workOrder.fields.description', <span style={{ overflowWrap: 'anywhere' }}>{order.description ?? ''}</span>),
          ]}
        />
      </Card>
      {order.equipment_id && <EquipmentFacts id={order.equipment_id} />}
      <ActionBar order={order} large />
      <div data-testid="handler-record">{record}</div>
      <Card size="small" title={t('workOrder.detail.timeline')}>
        <OrderTimeline entries={order.timeline} />
      </Card>
    </Flex>
  );
}
