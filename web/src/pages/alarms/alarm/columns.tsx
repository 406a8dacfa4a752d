import {
  dateColumn,
  enumColumn,
  levelColumn,
  linkColumn,
  textColumn,
  type DataColumn,
} from '@/components/DataTable';
import type { useT } from '@/i18n/t';
import { ALARM_STATUS_TAGS, conditionText, numberText, quantityText } from '../common/format';
import type { AlarmRow } from './alarm.api';

type TLoose = ReturnType<typeof useT>['tLoose'];

/** The alarm list's columns; the key ones (level, status, rule, meter, value, time, who acknowledged) come first. */
export const alarmColumns = (tLoose: TLoose, openDetail: (row: AlarmRow) => void): DataColumn<AlarmRow>[] => [
  textColumn<AlarmRow>({ key: 'id', titleKey: 'alarm.fields.id', width: 80 }),
  levelColumn<AlarmRow>({ key: 'severity', titleKey: 'alarm.fields.severity', width: 90, hideable: false }),
  enumColumn<AlarmRow>({
    key: 'status',
    titleKey: 'alarm.fields.status',
    width: 100,
    hideable: false,
    options: ALARM_STATUS_TAGS,
  }),
  linkColumn<AlarmRow>({
    key: 'rule_name',
    titleKey: 'alarm.fields.rule',
    hideable: false,
    onClick: openDetail,
  }),
  textColumn<AlarmRow>({ key: 'meter_code', titleKey: 'alarm.fields.meter', essential: true }),
  textColumn<AlarmRow>({
    key: 'quantity',
    titleKey: 'alarm.fields.quantity',
    format: (value) => quantityText(tLoose, value as string | null),
  }),
  textColumn<AlarmRow>({
    key: 'condition',
    titleKey: 'alarm.fields.condition',
    format: (value) => conditionText(tLoose, value as string),
  }),
  textColumn<AlarmRow>({
    key: 'last_value',
    titleKey: 'alarm.fields.value',
    minWidth: 90,
    essential: true,
    format: (value) => numberText(value),
  }),
  textColumn<AlarmRow>({ key: 'count', titleKey: 'alarm.fields.count', width: 80 }),
  dateColumn<AlarmRow>({ key: 'raise_time', titleKey: 'alarm.fields.raiseTime', essential: true }),
  dateColumn<AlarmRow>({ key: 'last_time', titleKey: 'alarm.fields.lastTime', defaultHidden: true }),
  textColumn<AlarmRow>({ key: 'ack_user_name', titleKey: 'alarm.fields.ackUser', minWidth: 100, essential: true }),
];
