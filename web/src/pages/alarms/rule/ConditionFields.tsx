import type { ReactElement } from 'react';
import { Col, Form, InputNumber, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useT } from '@/i18n/t';
import type { AlarmCondition } from '../alarm/alarm.api';
import { RATE_UNITS, type FormField, type KindField } from './rule-form';

export interface ConditionFieldsProps {
  kind: AlarmCondition | undefined;
  /** fieldsForKind(kind). */
  shown: readonly KindField[];
  quantityOptions: Array<{ value: string; label: string }>;
  check: (field: FormField) => Rule[];
}

/** The fields of the chosen condition kind (the others are not rendered, so neither shown nor checked). */
export function ConditionFields({ kind, shown, quantityOptions, check }: ConditionFieldsProps): ReactElement {
  const { t } = useT();
  return (
    <>
      {shown.includes('quantity') && (
        <Col span={12}>
          <Form.Item
            name="quantity"
            label={t('alarm.rule.fields.quantity')}
            required
            rules={check('quantity')}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={quantityOptions}
              data-testid="rule-form-quantity"
            />
          </Form.Item>
        </Col>
      )}
      {shown.includes('threshold') && (
        <Col span={12}>
          <Form.Item
            name="threshold"
            label={t(kind === 'rate' ? 'alarm.rule.fields.rateThreshold' : 'alarm.rule.fields.threshold')}
            required
            rules={check('threshold')}
          >
            <InputNumber<number> style={{ width: '100%' }} data-testid="rule-form-threshold" />
          </Form.Item>
        </Col>
      )}
      {shown.includes('rate_unit') && (
        <Col span={12}>
          <Form.Item
            name="rate_unit"
            label={t('alarm.rule.fields.rateUnit')}
            required
            rules={check('rate_unit')}
          >
            <Select
              options={RATE_UNITS.map((unit) => ({
                value: unit,
                label: t(`alarm.rule.rateUnit.${unit}`),
              }))}
              data-testid="rule-form-rate-unit"
            />
          </Form.Item>
        </Col>
      )}
      {shown.includes('deadband') && (
        <Col span={12}>
          <Form.Item
            name="deadband"
            label={t('alarm.rule.fields.deadband')}
            tooltip={t('alarm.rule.hints.deadband')}
            rules={check('deadband')}
          >
            <InputNumber<number> style={{ width: '100%' }} data-testid="rule-form-deadband" />
          </Form.Item>
        </Col>
      )}
      {shown.includes('duration_seconds') && (
        <Col span={12}>
          <Form.Item
            name="duration_seconds"
            label={t('alarm.rule.fields.duration')}
            tooltip={t('alarm.rule.hints.duration')}
            rules={check('duration_seconds')}
          >
            <InputNumber<number> style={{ width: '100%' }} data-testid="rule-form-duration" />
          </Form.Item>
        </Col>
      )}
      {shown.includes('repeat_count') && (
        <Col span={12}>
          <Form.Item
            name="repeat_count"
            label={t('alarm.rule.fields.repeatCount')}
            tooltip={t('alarm.rule.hints.repeatCount')}
            rules={check('repeat_count')}
          >
            <InputNumber<number> style={{ width: '100%' }} data-testid="rule-form-repeat" />
          </Form.Item>
        </Col>
      )}
      {shown.includes('no_data_seconds') && (
        <Col span={12}>
          <Form.Item
            name="no_data_seconds"
            label={t('alarm.rule.fields.noDataSeconds')}
            required
            rules={check('no_data_seconds')}
          >
            <InputNumber<number> style={{ width: '100%' }} data-testid="rule-form-no-data" />
          </Form.Item>
        </Col>
      )}
    </>
  );
}
