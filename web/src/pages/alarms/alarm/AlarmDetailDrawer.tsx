import type { ReactElement } from 'react';
import { Descriptions, Drawer, Typography } from 'antd';
import { DataTable, dateColumn, formatDate, textColumn, type DataColumn } from '@/components/DataTable';
import { StatusTag } from '@/components/StatusTag';
import { useT } from '@/i18n/t';
import { SeverityTag } from '../common/SeverityTag';
import { ALARM_STATUS_TAGS, conditionText, numberText, quantityText } from '../common/format';
import { useAlarmRounds } from '../delivery/delivery.api';
import { useAlarmDetail, useAlarmHistory, type AlarmRow, type HistoryEntry } from './alarm.api';
import { DeliveryRounds } from './DeliveryRounds';
import { AlarmWorkOrdersSection } from '../../work-orders/alarm-bridge/AlarmWorkOrdersSection';

/** The operator as the server names it (a person, or "system" in the reader's language). */
const historyColumns: DataColumn<HistoryEntry & { __key: number }>[] = [
  dateColumn({ key: 'create_time', titleKey: 'alarm.history.time' }),
  textColumn({ key: 'create_user_name', titleKey: 'alarm.history.user', width: 120 }),
  textColumn({ key: 'text', titleKey: 'alarm.history.text', ellipsis: false }),
];

/**
 * An alarm's details, its history (/alarm/history) and its notifications per round and channel (/alarm/deliveries).
 * "Notified round N" is the last round in which a message was sent, shown with the records behind it; a no-data
 * alarm has no value, so no value is shown.
 */
export function AlarmDetailDrawer({ row, onClose }: { row: AlarmRow; onClose: () => void }): ReactElement {
  const { t, tLoose } = useT();
  const detail = useAlarmDetail(row.id);
  const history = useAlarmHistory(row.id);
  const rounds = useAlarmRounds(row.id);
  const alarm: AlarmRow = { ...row, ...detail.data };
  const noData = alarm.condition === 'noData';
  const notified = rounds.data?.notified_step ?? null;
  const item = (key: Parameters<typeof t>[0], value: unknown) => ({
    key,
    label: t(key),
    children: value as ReactElement | string,
  });

  return (
    <Drawer
      open
      size="large"
      title={t('alarm.detail.title', [row.id])}
      onClose={onClose}
      data-testid="alarm-detail"
    >
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          item('alarm.fields.rule', alarm.rule_name),
          item('alarm.fields.severity', <SeverityTag level={alarm.severity} />),
          item('alarm.fields.status', <StatusTag value={alarm.status} options={ALARM_STATUS_TAGS} />),
          item('alarm.fields.meter', alarm.meter_code ?? String(alarm.meter_id)),
          item('alarm.fields.quantity', quantityText(tLoose, alarm.quantity)),
          item('alarm.fields.condition', conditionText(tLoose, alarm.condition)),
          ...(noData
            ? []
            : [
                item('alarm.fields.threshold', numberText(alarm.threshold)),
                item('alarm.fields.firstValue', numberText(alarm.first_value)),
                item('alarm.fields.value', numberText(alarm.last_value)),
              ]),
          item('alarm.fields.count', String(alarm.count)),
          item('alarm.fields.raiseTime', formatDate(alarm.raise_time)),
          item('alarm.fields.lastTime', formatDate(alarm.last_time)),
          item('alarm.fields.ackUser', alarm.ack_user_name ?? ''),
          item('alarm.fields.ackTime', formatDate(alarm.ack_time)),
          item('alarm.fields.clearTime', formatDate(alarm.clear_time)),
          item(
            'alarm.fields.clearMode',
            alarm.clear_mode
              ? t(alarm.clear_mode === 'auto' ? 'alarm.clearMode.auto' : 'alarm.clearMode.manual')
              : '',
          ),
          item('alarm.fields.closeTime', formatDate(alarm.close_time)),
          item(
            'alarm.fields.escalationStep',
            <span data-testid="alarm-notified">
              {rounds.data ? (notified === null ? t('alarm.detail.notNotified') : t('alarm.delivery.stepN', [notified])) : ''}
            </span>,
          ),
          { ...item('alarm.fields.ackNote', alarm.ack_note ?? ''), span: 2 },
          { ...item('alarm.fields.clearNote', alarm.clear_note ?? ''), span: 2 },
          { ...item('alarm.fields.closeNote', alarm.close_note ?? ''), span: 2 },
        ]}
      />
      <AlarmWorkOrdersSection alarm={alarm} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('alarm.detail.history')}
      </Typography.Title>
      <div data-testid="alarm-history">
        <DataTable
          primaryKey="__key"
          columns={historyColumns}
          rows={(history.data?.rows ?? []).map((entry, index) => ({ ...entry, __key: index }))}
          loading={history.isFetching}
          columnPicker={false}
        />
      </div>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('alarm.detail.deliveries')}
      </Typography.Title>
      <div data-testid="alarm-deliveries">
        <DeliveryRounds data={rounds.data} />
      </div>
    </Drawer>
  );
}
