import { lazy, Suspense, useState, type ReactElement } from 'react';
import { Alert, Button, Descriptions, Popconfirm, Space, Table, Typography } from 'antd';
import type { WorkOrderAction, WorkOrderRow } from '@gengyun/contracts';
import { Permission } from '@gengyun/contracts/permissions';
import { useRoom, useSocketEvent } from '@/api/socket';
import { useCan } from '@/app/permissions';
import { formatDate } from '@/components/DataTable';
import { StatusTag } from '@/components/StatusTag';
import { useT } from '@/i18n/t';
import { SeverityTag } from '../../alarms/common/SeverityTag';
import { ALARM_STATUS_TAGS, numberText, quantityText } from '../../alarms/common/format';
import { useCloseOrder, useOrderAlarm, type WorkOrderAlarmPanel } from './alarm-bridge.api';
import { ResponseTimes } from './ResponseTimes';

/** Loaded on demand: the alarm's drawer also shows this order, so a static import would go round in a circle. */
const AlarmDetailDrawer = lazy(() => import('../../alarms/alarm/AlarmDetailDrawer').then((m) => ({ default: m.AlarmDetailDrawer })));

type Reading = WorkOrderAlarmPanel['readings'][number];
const valuesText = (values: Record<string, number> | undefined): string =>
  Object.entries(values ?? {})
    .map(([key, value]) => `${key} ${numberText(value)}`)
    .join(' · ');

/**
 * The alarm behind an order opened from one: its rule, level and moments, the readings around its raise, the meter's
 * latest values (live from the meter's room), the response figures and a link to the alarm. Once the alarm has cleared, a dispatcher is offered
 * to close the order when its status allows (the transition table's `close`).
 */
export function WorkOrderAlarmSection({ order, actions }: { order: WorkOrderRow; actions: readonly WorkOrderAction[] }): ReactElement | null {
  const { t, tLoose } = useT();
  const can = useCan();
  const panel = useOrderAlarm(order.id, order.source === 'alarm');
  const close = useCloseOrder();
  const [viewing, setViewing] = useState(false);
  const [live, setLive] = useState<Reading | null>(null);
  const alarm = panel.data?.alarm;
  const meterId = alarm?.meter_id ?? 0;
  // The meter's room (the server lets in those who may see the meter) brings its readings as they arrive.
  useRoom(meterId ? `meter:${meterId}` : null);
  useSocketEvent('meter.reading', (event) => {
    if (event.meterId === meterId) setLive({ ts: event.ts, values: event.values });
  });
  if (!alarm) return null;
  const latest = live && (!panel.data?.latest || live.ts >= panel.data.latest.ts) ? live : (panel.data?.latest ?? null);
  const restored = alarm.status === 'cleared' || alarm.status === 'closed';
  const offerClose = restored && actions.includes('close') && can(Permission.workOrder.dispatch);
  const item = (key: Parameters<typeof t>[0], children: ReactElement | string) => ({ key, label: t(key), children });

  return (
    <div data-testid="work-order-alarm">
      <Space style={{ marginTop: 16, marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('workOrder.alarm.section')}
        </Typography.Title>
        {can(Permission.alarm.list) && (
          <Button type="link" size="small" onClick={() => setViewing(true)} data-testid="work-order-alarm-view">
            {t('workOrder.alarm.viewAlarm')}
          </Button>
        )}
      </Space>
      {offerClose && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('workOrder.alarm.closeOffer')}
          data-testid="work-order-alarm-close-offer"
          action={
            <Popconfirm title={t('workOrder.alarm.close')} okText={t('common.buttons.confirm')} cancelText={t('common.buttons.cancel')} onConfirm={() => close.mutate({ id: order.id, version: order.version, action: 'close' })}>
              <Button size="small" loading={close.isPending} data-testid="work-order-alarm-close">
                {t('workOrder.alarm.close')}
              </Button>
            </Popconfirm>
          }
        />
      )}
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          item('workOrder.alarm.rule', alarm.rule_name),
          item('workOrder.alarm.level', <SeverityTag level={alarm.severity} />),
          item('workOrder.alarm.status', <StatusTag value={alarm.status} options={ALARM_STATUS_TAGS} />),
          item('workOrder.alarm.meter', `${alarm.meter_code ?? alarm.meter_id} ${quantityText(tLoose, alarm.quantity)}`),
          item('workOrder.alarm.value', `${numberText(alarm.first_value)} / ${numberText(alarm.last_value)}`),
          item('workOrder.alarm.raised', formatDate(alarm.raise_time)),
          item('workOrder.alarm.acknowledged', formatDate(alarm.ack_time)),
          item('workOrder.alarm.cleared', formatDate(alarm.clear_time)),
          { ...item('workOrder.alarm.latest', <span data-testid="work-order-alarm-latest">{latest ? `${valuesText(latest.values)} (${formatDate(new Date(latest.ts).toISOString())})` : t('workOrder.alarm.noReadings')}</span>), span: 2 },
        ]}
      />
      <ResponseTimes times={panel.data?.times} testId="work-order-alarm-times" />
      <Table<Reading>
        size="small"
        rowKey="ts"
        pagination={false}
        scroll={{ y: 200 }}
        data-testid="work-order-alarm-readings"
        title={() => t('workOrder.alarm.readings')}
        locale={{ emptyText: t('workOrder.alarm.noReadings') }}
        dataSource={panel.data?.readings ?? []}
        columns={[
          { key: 'ts', dataIndex: 'ts', width: 170, render: (ts: number) => formatDate(new Date(ts).toISOString()) },
          { key: 'values', dataIndex: 'values', render: (values: Record<string, number>) => valuesText(values) },
        ]}
      />
      {viewing && (
        <Suspense fallback={null}>
          <AlarmDetailDrawer row={{ ...alarm, last_time: alarm.raise_time, ack_user_name: alarm.ack_user_name }} onClose={() => setViewing(false)} />
        </Suspense>
      )}
    </div>
  );
}
