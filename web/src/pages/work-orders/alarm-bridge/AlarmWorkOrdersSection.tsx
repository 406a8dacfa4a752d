import { useState, type ReactElement } from 'react';
import { Button, Space, Typography } from 'antd';
import { alarmResponseTimes } from '@gengyun/contracts';
import { Permission } from '@gengyun/contracts/permissions';
import { useCan } from '@/app/permissions';
import { StatusTag } from '@/components/StatusTag';
import { formatDate } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { WORK_ORDER_STATUS_TAGS } from '../order/status-tags';
import { useAlarmWorkOrders } from './alarm-bridge.api';
import { OpenFromAlarmDialog } from './OpenFromAlarmDialog';
import { OrderDrawerById } from './OrderDrawerById';
import { ResponseTimes } from './ResponseTimes';

/** The moments of the alarm as its detail holds them (they move live with acknowledge and clear). */
export interface AlarmMoments {
  id: number;
  raise_time: string;
  ack_time?: string | null;
  clear_time?: string | null;
}

/**
 * The alarm detail's response figures — to acknowledge and to restore for everyone who sees the alarm, to complete
 * its repair for those who may list orders — and its work-order part: "open a repair order" (for those who may add
 * orders; disabled, with a link to it, while one is open) and the orders the alarm opened with links to them.
 */
export function AlarmWorkOrdersSection({ alarm }: { alarm: AlarmMoments }): ReactElement {
  const { t } = useT();
  const can = useCan();
  const canList = can(Permission.workOrder.list);
  const canAdd = can(Permission.workOrder.add);
  const orders = useAlarmWorkOrders(alarm.id, canList);
  const [opening, setOpening] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const open = orders.data?.open_order ?? null;
  const times = { ...alarmResponseTimes({ raise_time: alarm.raise_time, ack_time: alarm.ack_time ?? null, clear_time: alarm.clear_time ?? null }), to_complete_ms: orders.data?.times.to_complete_ms ?? null };
  const figures = <ResponseTimes times={times} testId="alarm-response-times" />;
  if (!canList && !canAdd) return figures;

  return (
    <div data-testid="alarm-work-orders">
      <Space style={{ marginTop: 16, marginBottom: 8 }} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('workOrder.alarm.orders')}
        </Typography.Title>
        {canAdd && (
          <Button type="primary" size="small" disabled={Boolean(open)} onClick={() => setOpening(true)} data-testid="alarm-open-order">
            {t('workOrder.alarm.open')}
          </Button>
        )}
        {open && (
          <Button type="link" size="small" onClick={() => setViewing(open.id)} data-testid="alarm-open-order-existing">
            {t('workOrder.alarm.openExisting', [open.code])}
          </Button>
        )}
      </Space>
      {canList && (
        <>
          {(orders.data?.rows ?? []).map((order) => (
            <Space key={order.id} wrap style={{ display: 'flex' }} data-testid={`alarm-work-order-${order.id}`}>
              <Button type="link" size="small" onClick={() => setViewing(order.id)}>
                {order.code}
              </Button>
              <span>{order.title}</span>
              <StatusTag value={order.status} options={WORK_ORDER_STATUS_TAGS} />
              <Typography.Text type="secondary">{formatDate(order.create_time)}</Typography.Text>
            </Space>
          ))}
          {orders.data && !orders.data.rows.length && <Typography.Text type="secondary">{t('workOrder.alarm.noOrders')}</Typography.Text>}
        </>
      )}
      {figures}
      {opening && <OpenFromAlarmDialog alarmId={alarm.id} onClose={() => setOpening(false)} onOpened={(order) => setViewing(order.id)} />}
      {viewing !== null && <OrderDrawerById id={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
