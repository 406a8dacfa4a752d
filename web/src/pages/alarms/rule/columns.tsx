import { dateColumn, enumColumn, levelColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { StatusOptions } from '@/components/StatusTag';
import type { TFunction, useT } from '@/i18n/t';
import { conditionText, meterTypeText, numberText, quantityText } from '../common/format';
import type { RuleRow } from './rule.api';

type TLoose = ReturnType<typeof useT>['tLoose'];

const ENABLED_TAGS: StatusOptions = {
  true: { labelKey: 'alarm.rule.enabledTag.true', color: 'success' },
  false: { labelKey: 'alarm.rule.enabledTag.false', color: 'default' },
};

/** What the rule watches: a meter (code) or every meter of a type. */
export const targetText = (tLoose: TLoose, row: RuleRow, meterCode: (id: number) => string): string =>
  row.meter_id ? meterCode(row.meter_id) : meterTypeText(tLoose, row.meter_type);

export const limitText = (t: TFunction, row: RuleRow): string => {
  if (row.condition === 'noData') return `${row.no_data_seconds ?? ''} s`;
  const unit =
    row.condition === 'rate' && row.rate_unit ? ` ${t(`alarm.rule.rateUnit.${row.rate_unit}`)}` : '';
  return `${numberText(row.threshold)}${unit}`;
};

export const ruleColumns = (
  t: TFunction,
  tLoose: TLoose,
  meterCode: (id: number) => string,
): DataColumn<RuleRow>[] => [
  textColumn<RuleRow>({ key: 'name', titleKey: 'alarm.rule.fields.name', hideable: false }),
  textColumn<RuleRow>({
    key: 'meter_id',
    titleKey: 'alarm.rule.fields.target',
    format: (_value, row) => targetText(tLoose, row, meterCode),
  }),
  textColumn<RuleRow>({
    key: 'quantity',
    titleKey: 'alarm.rule.fields.quantity',
    format: (value) => quantityText(tLoose, value as string | null),
  }),
  textColumn<RuleRow>({
    key: 'condition',
    titleKey: 'alarm.rule.fields.condition',
    format: (value) => conditionText(tLoose, value as string),
  }),
  textColumn<RuleRow>({
    key: 'threshold',
    titleKey: 'alarm.rule.fields.threshold',
    format: (_value, row) => limitText(t, row),
  }),
  textColumn<RuleRow>({
    key: 'deadband',
    titleKey: 'alarm.rule.fields.deadband',
    defaultHidden: true,
    format: (value) => numberText(value),
  }),
  levelColumn<RuleRow>({ key: 'severity', titleKey: 'alarm.rule.fields.severity', width: 90 }),
  enumColumn<RuleRow>({
    key: 'enabled',
    titleKey: 'alarm.rule.fields.enabled',
    width: 90,
    options: ENABLED_TAGS,
  }),
  textColumn<RuleRow>({
    key: 'sms_intervals',
    titleKey: 'alarm.rule.fields.intervals',
    format: (value, row) =>
      Array.isArray(value)
        ? `${value.join(' / ')} ${t(`alarm.rule.intervalUnit.${row.interval_unit}`)}`
        : t('alarm.rule.defaultIntervals'),
  }),
  dateColumn<RuleRow>({ key: 'create_time', titleKey: 'alarm.rule.fields.createTime', defaultHidden: true }),
];
