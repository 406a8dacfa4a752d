import { TENANT_COLUMNS } from '@/test/row-fixtures';
import {
  checkIntervals,
  fieldsForKind,
  formToBody,
  ruleToForm,
  validateRule,
  type RuleFormValues,
} from './rule-form';
import type { RuleRow } from './rule.api';

const valid = (over: Partial<RuleFormValues> = {}): RuleFormValues => ({
  ...ruleToForm(),
  name: 'COD high',
  meter_type: 'water',
  quantity: 'cod',
  threshold: 500,
  ...over,
});

describe('rule form', () => {
  it('shows only the chosen kind’s fields', () => {
    expect(fieldsForKind('high')).toEqual([
      'quantity',
      'threshold',
      'deadband',
      'duration_seconds',
      'repeat_count',
    ]);
    expect(fieldsForKind('lowLow')).toEqual(fieldsForKind('high'));
    expect(fieldsForKind('rate')).toContain('rate_unit');
    expect(fieldsForKind('noData')).toEqual(['no_data_seconds']);
    expect(fieldsForKind(undefined)).toEqual([]);
  });

  it('accepts a complete threshold rule', () => {
    expect(validateRule(valid())).toEqual({});
  });

  it('mirrors the server checks', () => {
    const errors = validateRule(
      valid({
        name: ' ',
        threshold: 'abc',
        deadband: -1,
        duration_seconds: 1.5,
        repeat_count: 0,
        severity: 6,
        quantity: undefined,
        phones: ['12'],
        mails: ['x@'],
      }),
    );
    expect(errors.name?.key).toBe('common.validation.required');
    expect(errors.threshold?.key).toBe('alarm.rule.rules.number');
    expect(errors.deadband?.key).toBe('alarm.rule.rules.nonNegative');
    expect(errors.duration_seconds?.key).toBe('alarm.rule.rules.integerRange');
    expect(errors.repeat_count?.key).toBe('alarm.rule.rules.integerRange');
    expect(errors.severity?.key).toBe('alarm.rule.rules.integerRange');
    expect(errors.quantity?.key).toBe('iot.alarm.errors.ruleQuantity');
    expect(errors.phones).toEqual({ key: 'iot.alarm.errors.phone', params: ['12'] });
    expect(errors.mails).toEqual({ key: 'iot.alarm.errors.mailAddress', params: ['x@'] });
    expect(validateRule(valid({ threshold: undefined })).threshold?.key).toBe(
      'iot.alarm.errors.ruleThreshold',
    );
  });

  it('needs the kind-specific fields: rate unit, no-data seconds; ignores hidden ones', () => {
    expect(validateRule(valid({ condition: 'rate' })).rate_unit?.key).toBe('iot.alarm.errors.ruleRateUnit');
    const noData = validateRule(valid({ condition: 'noData', threshold: 'abc', quantity: undefined }));
    expect(noData.no_data_seconds?.key).toBe('iot.alarm.errors.ruleNoData');
    expect(noData.threshold).toBeUndefined();
    expect(noData.quantity).toBeUndefined();
    expect(validateRule(valid({ condition: 'noData', no_data_seconds: 600 }))).toEqual({});
  });

  it('needs the target: one meter or a meter type', () => {
    expect(validateRule(valid({ target: 'meter' })).meter_id?.key).toBe('common.validation.pleaseChoose');
    expect(validateRule(valid({ meter_type: undefined })).meter_type?.key).toBe(
      'common.validation.pleaseChoose',
    );
  });

  it('takes four intervals in seconds > 0 or none', () => {
    expect(checkIntervals([null, null, null, null])).toBeNull();
    expect(checkIntervals([60, 300, 900, 1800])).toBeNull();
    expect(checkIntervals([60, 300, null, 1800])?.key).toBe('alarm.rule.rules.intervals');
    expect(checkIntervals([0, 300, 900, 1800])?.key).toBe('alarm.rule.rules.intervals');
    expect(checkIntervals([60, 300, 900, 86_401])?.key).toBe('alarm.rule.rules.intervals');
    expect(checkIntervals([60.5, 300, 900, 1800])?.key).toBe('alarm.rule.rules.intervals');
  });

  it('sends one target, the kind’s fields only, intervals only when complete, and lists always', () => {
    const body = formToBody(
      valid({
        condition: 'noData',
        no_data_seconds: '600',
        threshold: 500,
        meter_id: 3,
        intervals: [60, null, null, null],
        user_ids: [2],
      }),
      9,
    );
    expect(body).toMatchObject({
      id: 9,
      name: 'COD high',
      meter_type: 'water',
      condition: 'noData',
      no_data_seconds: 600,
      severity: 3,
      user_ids: [2],
      phones: [],
    });
    expect(body.meter_id).toBeUndefined();
    expect(body.threshold).toBeUndefined();
    expect(body.quantity).toBeUndefined();
    expect(body.sms_intervals).toBeUndefined();
    const rate = formToBody(
      valid({
        condition: 'rate',
        rate_unit: 'minute',
        target: 'meter',
        meter_id: 3,
        intervals: [1, 2, 3, 4],
      }),
    );
    expect(rate).toMatchObject({
      meter_id: 3,
      rate_unit: 'minute',
      threshold: 500,
      quantity: 'cod',
      sms_intervals: [1, 2, 3, 4],
    });
    expect(rate.meter_type).toBeUndefined();
  });

  it('round-trips a stored rule', () => {
    const row: RuleRow = {
      ...TENANT_COLUMNS,
      id: 4,
      name: 'PM',
      meter_id: null,
      meter_type: 'pm',
      location_id: null,
      equipment_type_id: null,
      quantity: 'pm25',
      condition: 'rate',
      threshold: 50,
      deadband: 10,
      rate_unit: 'minute',
      duration_seconds: 0,
      repeat_count: 1,
      no_data_seconds: null,
      severity: 2,
      enabled: true,
      notify_sms: true,
      notify_mail: false,
      user_ids: [1],
      role_ids: [],
      phones: ['13800000000'],
      mails: [],
      sms_intervals: [60, 300, 900, 1800],
      interval_unit: 'second',
      remark: null,
      open_work_order: false,
      work_order_type_id: null,
      work_order_priority: null,
      work_order_person_id: null,
    };
    const form = ruleToForm(row);
    expect(form.target).toBe('type');
    expect(validateRule(form)).toEqual({});
    expect(formToBody(form, 4)).toMatchObject({
      id: 4,
      meter_type: 'pm',
      quantity: 'pm25',
      threshold: 50,
      deadband: 10,
      rate_unit: 'minute',
      sms_intervals: [60, 300, 900, 1800],
    });
  });
});
