import type { MessageKey } from '@gengyun/contracts';
import {
  LIMITS,
  blank,
  checkInteger,
  checkIntervals,
  checkMails,
  checkNumber,
  checkPhones,
  toNumber,
  type RuleError,
} from './rule-checks';
export { checkIntervals, checkMails, checkPhones, LIMITS, type RuleError } from './rule-checks';
import { ALARM_CONDITIONS, type AlarmCondition } from '../alarm/alarm.api';
import type { IntervalUnit, RateUnit, RuleRow } from './rule.api';

/**
 * The alarm-rule form as pure functions: which fields each condition kind shows, the checks (mirroring
 * AlarmRuleAddDto and AlarmRuleService.checked on the server), and the conversions row → form → request body.
 */
export const CONDITION_KINDS = ALARM_CONDITIONS;
export const RATE_UNITS: readonly RateUnit[] = ['second', 'minute'];
export const INTERVAL_UNITS: readonly IntervalUnit[] = ['second', 'minute'];

/** The condition-specific fields. */
export type KindField =
  | 'quantity'
  | 'threshold'
  | 'rate_unit'
  | 'deadband'
  | 'duration_seconds'
  | 'repeat_count'
  | 'no_data_seconds';
export const KIND_FIELDS: readonly KindField[] = [
  'quantity',
  'threshold',
  'rate_unit',
  'deadband',
  'duration_seconds',
  'repeat_count',
  'no_data_seconds',
];

const THRESHOLD_FIELDS: readonly KindField[] = [
  'quantity',
  'threshold',
  'deadband',
  'duration_seconds',
  'repeat_count',
];

/** The fields a condition kind uses, in form order: thresholds (high, highHigh, low, lowLow), rate of change, no data. */
export function fieldsForKind(kind: AlarmCondition | undefined): readonly KindField[] {
  switch (kind) {
    case 'noData':
      return ['no_data_seconds'];
    case 'rate':
      return ['quantity', 'threshold', 'rate_unit', 'deadband', 'duration_seconds', 'repeat_count'];
    case 'high':
    case 'highHigh':
    case 'low':
    case 'lowLow':
      return THRESHOLD_FIELDS;
    case undefined:
      return [];
  }
}

export type Target = 'meter' | 'type';

export interface RuleFormValues {
  name?: string;
  target: Target;
  meter_id?: number;
  meter_type?: string;
  condition?: AlarmCondition;
  quantity?: string;
  threshold?: number | string | null;
  deadband?: number | string | null;
  rate_unit?: RateUnit;
  duration_seconds?: number | string | null;
  repeat_count?: number | string | null;
  no_data_seconds?: number | string | null;
  severity?: number;
  enabled: boolean;
  notify_sms: boolean;
  notify_mail: boolean;
  /** Four intervals, all empty for the enterprise default. */
  intervals: Array<number | string | null | undefined>;
  interval_unit: IntervalUnit;
  user_ids: number[];
  role_ids: number[];
  phones: string[];
  mails: string[];
  remark?: string;
}

export type FormField =
  | KindField
  | 'name'
  | 'target'
  | 'meter_id'
  | 'meter_type'
  | 'condition'
  | 'severity'
  | 'intervals'
  | 'phones'
  | 'mails'
  | 'remark';

const LABELS: Record<KindField | 'severity', MessageKey> = {
  quantity: 'alarm.rule.fields.quantity',
  threshold: 'alarm.rule.fields.threshold',
  rate_unit: 'alarm.rule.fields.rateUnit',
  deadband: 'alarm.rule.fields.deadband',
  duration_seconds: 'alarm.rule.fields.duration',
  repeat_count: 'alarm.rule.fields.repeatCount',
  no_data_seconds: 'alarm.rule.fields.noDataSeconds',
  severity: 'alarm.rule.fields.severity',
};

/** Every failed check of the form, by field; only the chosen kind's fields are checked. */
export function validateRule(values: Partial<RuleFormValues>): Partial<Record<FormField, RuleError>> {
  const errors: Partial<Record<FormField, RuleError>> = {};
  const set = (field: FormField, error: RuleError | null): void => {
    if (error) errors[field] = error;
  };
  if (blank(values.name)) {
    set('name', { key: 'common.validation.required', params: [{ label: 'alarm.rule.fields.name' }] });
  } else if ((values.name ?? '').trim().length > LIMITS.name) {
    set('name', {
      key: 'common.validation.maxLength',
      params: [{ label: 'alarm.rule.fields.name' }, LIMITS.name],
    });
  }
  if (values.target === 'meter' && !values.meter_id) {
    set('meter_id', {
      key: 'common.validation.pleaseChoose',
      params: [{ label: 'alarm.rule.fields.meter' }],
    });
  }
  if (values.target !== 'meter' && !values.meter_type) {
    set('meter_type', {
      key: 'common.validation.pleaseChoose',
      params: [{ label: 'alarm.rule.fields.meterType' }],
    });
  }
  if (!values.condition) {
    set('condition', {
      key: 'common.validation.pleaseChoose',
      params: [{ label: 'alarm.rule.fields.condition' }],
    });
  }
  const fields = fieldsForKind(values.condition);
  if (fields.includes('quantity') && blank(values.quantity)) {
    set('quantity', { key: 'iot.alarm.errors.ruleQuantity' });
  }
  if (fields.includes('threshold')) {
    set('threshold', checkNumber(values.threshold, LABELS.threshold, true, 'iot.alarm.errors.ruleThreshold'));
  }
  if (fields.includes('rate_unit') && !values.rate_unit) {
    set('rate_unit', { key: 'iot.alarm.errors.ruleRateUnit' });
  }
  if (fields.includes('deadband')) {
    const error = checkNumber(values.deadband, LABELS.deadband, false);
    set(
      'deadband',
      error ??
        (!blank(values.deadband) && toNumber(values.deadband) < 0
          ? { key: 'alarm.rule.rules.nonNegative', params: [{ label: LABELS.deadband }] }
          : null),
    );
  }
  if (fields.includes('duration_seconds')) {
    set(
      'duration_seconds',
      checkInteger(values.duration_seconds, LABELS.duration_seconds, LIMITS.duration, false),
    );
  }
  if (fields.includes('repeat_count')) {
    set('repeat_count', checkInteger(values.repeat_count, LABELS.repeat_count, LIMITS.repeat, false));
  }
  if (fields.includes('no_data_seconds')) {
    set(
      'no_data_seconds',
      checkInteger(
        values.no_data_seconds,
        LABELS.no_data_seconds,
        LIMITS.noData,
        true,
        'iot.alarm.errors.ruleNoData',
      ),
    );
  }
  set('severity', checkInteger(values.severity, LABELS.severity, LIMITS.severity, true));
  set('intervals', checkIntervals(values.intervals ?? []));
  set('phones', checkPhones(values.phones));
  set('mails', checkMails(values.mails));
  if ((values.remark ?? '').length > LIMITS.remark) {
    set('remark', {
      key: 'common.validation.maxLength',
      params: [{ label: 'alarm.rule.fields.remark' }, LIMITS.remark],
    });
  }
  return errors;
}

export const EMPTY_INTERVALS = [null, null, null, null];

/** Form values of a rule, or the defaults of a new one. */
export function ruleToForm(row?: RuleRow): RuleFormValues {
  if (!row) {
    return {
      target: 'type',
      condition: 'high',
      deadband: 0,
      duration_seconds: 0,
      repeat_count: 1,
      severity: 3,
      enabled: true,
      notify_sms: true,
      notify_mail: false,
      intervals: [...EMPTY_INTERVALS],
      interval_unit: 'second',
      user_ids: [],
      role_ids: [],
      phones: [],
      mails: [],
    };
  }
  return {
    name: row.name,
    target: row.meter_id ? 'meter' : 'type',
    meter_id: row.meter_id ?? undefined,
    meter_type: row.meter_type ?? undefined,
    condition: row.condition,
    quantity: row.quantity ?? undefined,
    threshold: row.threshold,
    deadband: row.deadband,
    rate_unit: row.rate_unit ?? undefined,
    duration_seconds: row.duration_seconds,
    repeat_count: row.repeat_count,
    no_data_seconds: row.no_data_seconds,
    severity: row.severity,
    enabled: row.enabled,
    notify_sms: row.notify_sms,
    notify_mail: row.notify_mail,
    intervals: row.sms_intervals ? [...row.sms_intervals] : [...EMPTY_INTERVALS],
    interval_unit: row.interval_unit,
    user_ids: row.user_ids ?? [],
    role_ids: row.role_ids ?? [],
    phones: row.phones ?? [],
    mails: row.mails ?? [],
    remark: row.remark ?? undefined,
  };
}

const num = (value: unknown): number | undefined => (blank(value) ? undefined : toNumber(value));

/**
 * The /alarmRule/add or /update body: one target only, only the chosen kind's fields, the intervals only when all
 * four are given (else the enterprise default), and the recipient lists always (an empty list clears them).
 */
export function formToBody(values: RuleFormValues, id?: number): Record<string, unknown> {
  const fields = fieldsForKind(values.condition);
  const pick = (field: KindField, value: unknown): unknown => (fields.includes(field) ? value : undefined);
  const intervals = values.intervals.map(num);
  return {
    ...(id ? { id } : {}),
    name: values.name?.trim(),
    meter_id: values.target === 'meter' ? values.meter_id : undefined,
    meter_type: values.target === 'meter' ? undefined : values.meter_type,
    condition: values.condition,
    quantity: pick('quantity', values.quantity),
    threshold: pick('threshold', num(values.threshold)),
    deadband: pick('deadband', num(values.deadband)),
    rate_unit: pick('rate_unit', values.rate_unit),
    duration_seconds: pick('duration_seconds', num(values.duration_seconds)),
    repeat_count: pick('repeat_count', num(values.repeat_count)),
    no_data_seconds: pick('no_data_seconds', num(values.no_data_seconds)),
    severity: values.severity,
    enabled: values.enabled,
    notify_sms: values.notify_sms,
    notify_mail: values.notify_mail,
    sms_intervals: intervals.every((n) => n !== undefined) ? intervals : undefined,
    interval_unit: values.interval_unit,
    user_ids: values.user_ids,
    role_ids: values.role_ids,
    phones: values.phones.map((phone) => phone.trim()),
    mails: values.mails.map((mail) => mail.trim()),
    remark: values.remark?.trim() || undefined,
  };
}
