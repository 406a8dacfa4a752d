import { dateColumn, enumColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { StatusOptions } from '@/components/StatusTag';
import type { TFunction } from '@/i18n/t';
import type { DeliveryRow } from './delivery.api';

export const DELIVERY_STATUS_TAGS: StatusOptions = {
  pending: { labelKey: 'alarm.delivery.status.pending', color: 'processing' },
  sent: { labelKey: 'alarm.delivery.status.sent', color: 'success' },
  failed: { labelKey: 'alarm.delivery.status.failed', color: 'error' },
  sending: { labelKey: 'alarm.delivery.status.sending', color: 'processing' },
  cancelled: { labelKey: 'alarm.delivery.status.cancelled', color: 'default' },
  skipped: { labelKey: 'alarm.delivery.status.skipped', color: 'warning' },
};
export const DELIVERY_CHANNEL_TAGS: StatusOptions = {
  sms: { labelKey: 'alarm.delivery.channel.sms', color: 'blue' },
  mail: { labelKey: 'alarm.delivery.channel.mail', color: 'purple' },
};
const RETRIED_TAGS: StatusOptions = {
  true: { labelKey: 'alarm.delivery.retried.true', color: 'warning' },
  false: { labelKey: 'alarm.delivery.retried.false', color: 'default' },
};

/** Columns of the delivery log; `withAlarm` false in an alarm's own drawer. */
export const deliveryColumns = (t: TFunction, withAlarm = true): DataColumn<DeliveryRow>[] => [
  ...(withAlarm
    ? [textColumn<DeliveryRow>({ key: 'alarm_id', titleKey: 'alarm.delivery.fields.alarm', width: 100 })]
    : []),
  textColumn<DeliveryRow>({
    key: 'step',
    titleKey: 'alarm.delivery.fields.step',
    width: 90,
    format: (value) => t('alarm.delivery.stepN', [value]),
  }),
  enumColumn<DeliveryRow>({
    key: 'channel',
    titleKey: 'alarm.delivery.fields.channel',
    width: 90,
    options: DELIVERY_CHANNEL_TAGS,
  }),
  textColumn<DeliveryRow>({ key: 'recipient', titleKey: 'alarm.delivery.fields.recipient', hideable: false }),
  enumColumn<DeliveryRow>({
    key: 'status',
    titleKey: 'alarm.delivery.fields.status',
    width: 100,
    hideable: false,
    options: DELIVERY_STATUS_TAGS,
  }),
  textColumn<DeliveryRow>({ key: 'attempts', titleKey: 'alarm.delivery.fields.attempts', width: 90 }),
  enumColumn<DeliveryRow>({
    key: 'retried',
    titleKey: 'alarm.delivery.fields.retried',
    width: 90,
    options: RETRIED_TAGS,
  }),
  textColumn<DeliveryRow>({ key: 'last_error', titleKey: 'alarm.delivery.fields.error', width: 240 }),
  dateColumn<DeliveryRow>({ key: 'due_time', titleKey: 'alarm.delivery.fields.dueTime' }),
  dateColumn<DeliveryRow>({ key: 'sent_time', titleKey: 'alarm.delivery.fields.sentTime' }),
  dateColumn<DeliveryRow>({
    key: 'create_time',
    titleKey: 'alarm.delivery.fields.createTime',
    defaultHidden: withAlarm,
  }),
];
