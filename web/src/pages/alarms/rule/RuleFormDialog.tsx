import { useMemo, type ReactElement } from 'react';
import { Col, Divider, Form, Input, Modal, Radio, Row, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useT } from '@/i18n/t';
import { ALARM_CONDITIONS, SEVERITIES } from '../alarm/alarm.api';
import { IntervalsInput } from '../common/IntervalsInput';
import { ConditionFields } from './ConditionFields';
import {
  METER_TYPES,
  meterLabel,
  useMeterOptions,
  useQuantityCatalogue,
  type MeterType,
} from '../common/options.api';
import { testIdProps } from '@/components/test-ids';
import { errorText, RecipientsFields } from '../common/RecipientsFields';
import {
  INTERVAL_UNITS,
  fieldsForKind,
  formToBody,
  ruleToForm,
  validateRule,
  type FormField,
  type RuleFormValues,
} from './rule-form';
import { useRuleDefaults, useSaveRule, type RuleRow } from './rule.api';
import { RuleWorkOrderFields } from '../../work-orders/alarm-bridge/RuleWorkOrderFields';
import { ruleWorkOrderBody, ruleWorkOrderToForm } from '../../work-orders/alarm-bridge/rule-work-order';

export const RULE_FORM_WIDTH = 760;

/**
 * Add or edit an alarm rule. The condition kind decides which fields show (thresholds: quantity, threshold,
 * deadband, for-N-seconds, N-in-a-row; rate of change adds the rate unit; no data only its seconds); every check
 * mirrors the server's.
 */
export function RuleFormDialog({ row, onClose }: { row?: RuleRow; onClose: () => void }): ReactElement {
  const { t, tLoose } = useT();
  const [form] = Form.useForm<RuleFormValues>();
  const initial = useMemo(() => ({ ...ruleToForm(row), ...ruleWorkOrderToForm(row) }), [row]);
  const save = useSaveRule(onClose);
  const defaults = useRuleDefaults();
  const meters = useMeterOptions();
  const catalogue = useQuantityCatalogue();
  const kind = Form.useWatch('condition', form) ?? initial.condition;
  const target = Form.useWatch('target', form) ?? initial.target;
  const meterId = Form.useWatch('meter_id', form);
  const meterType = Form.useWatch('meter_type', form);
  const shown = fieldsForKind(kind);

  const typeOfTarget: MeterType | undefined =
    target === 'meter'
      ? meters.data?.find((meter) => meter.id === meterId)?.meter_type
      : (meterType as MeterType | undefined);
  const quantities = typeOfTarget
    ? (catalogue.data?.[typeOfTarget] ?? [])
    : Object.values(catalogue.data ?? {}).flat();
  const quantityOptions = [
    ...new Map(
      quantities.map((q) => [
        q.key,
        { value: q.key, label: `${tLoose(q.labelKey, q.key)}${q.unit ? ` (${q.unit})` : ''}` },
      ]),
    ).values(),
  ];

  /** One antd rule per field, answered by the shared validateRule over the whole form. */
  const check = (field: FormField): Rule[] => [
    {
      validator: () => {
        const error = validateRule({ ...initial, ...form.getFieldsValue(true) })[field];
        return error ? Promise.reject(new Error(errorText(t, error))) : Promise.resolve();
      },
    },
  ];
  const busy = save.add.isPending || save.update.isPending;

  return (
    <Modal
      open
      width={RULE_FORM_WIDTH}
      title={row ? t('alarm.rule.editTitle', [row.name]) : t('alarm.rule.addTitle')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps('rule-form-submit', { loading: busy })}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<RuleFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        data-testid="rule-form"
        onFinish={() => {
          const values = { ...initial, ...form.getFieldsValue(true) };
          const body = { ...formToBody(values, row?.id), ...ruleWorkOrderBody(values) };
          (row ? save.update : save.add).mutate(body);
        }}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label={t('alarm.rule.fields.name')} required rules={check('name')}>
              <Input maxLength={100} data-testid="rule-form-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="severity"
              label={t('alarm.rule.fields.severity')}
              required
              rules={check('severity')}
            >
              <Select
                options={SEVERITIES.map((level) => ({
                  value: level,
                  label: t('components.table.level', [level]),
                }))}
                data-testid="rule-form-severity"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="target" label={t('alarm.rule.fields.target')}>
              <Radio.Group
                data-testid="rule-form-target"
                options={[
                  { value: 'type', label: t('alarm.rule.target.type') },
                  { value: 'meter', label: t('alarm.rule.target.meter') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            {target === 'meter' ? (
              <Form.Item
                name="meter_id"
                label={t('alarm.rule.fields.meter')}
                required
                rules={check('meter_id')}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  options={(meters.data ?? []).map((meter) => ({
                    value: meter.id,
                    label: meterLabel(meter),
                  }))}
                  data-testid="rule-form-meter"
                />
              </Form.Item>
            ) : (
              <Form.Item
                name="meter_type"
                label={t('alarm.rule.fields.meterType')}
                required
                rules={check('meter_type')}
              >
                <Select
                  options={METER_TYPES.map((type) => ({ value: type, label: t(`iot.meter.types.${type}`) }))}
                  data-testid="rule-form-meter-type"
                />
              </Form.Item>
            )}
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          {t('alarm.rule.sections.condition')}
        </Divider>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="condition"
              label={t('alarm.rule.fields.condition')}
              required
              rules={check('condition')}
            >
              <Select
                options={ALARM_CONDITIONS.map((condition) => ({
                  value: condition,
                  label: t(`iot.alarm.conditions.${condition}`),
                }))}
                data-testid="rule-form-kind"
              />
            </Form.Item>
          </Col>
          <ConditionFields kind={kind} shown={shown} quantityOptions={quantityOptions} check={check} />
        </Row>
        <Divider titlePlacement="start" plain>
          {t('alarm.rule.sections.escalation')}
        </Divider>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="enabled" label={t('alarm.rule.fields.enabled')} valuePropName="checked">
              <Switch data-testid="rule-form-enabled" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="notify_sms" label={t('alarm.rule.fields.notifySms')} valuePropName="checked">
              <Switch data-testid="rule-form-sms" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="notify_mail" label={t('alarm.rule.fields.notifyMail')} valuePropName="checked">
              <Switch data-testid="rule-form-mail" />
            </Form.Item>
          </Col>
          <Col span={18}>
            <Form.Item
              name="intervals"
              label={t('alarm.rule.fields.intervals')}
              extra={t('alarm.rule.hints.intervals')}
              rules={check('intervals')}
              validateTrigger="onBlur"
            >
              <IntervalsInput defaults={defaults.data?.sms_intervals} testId="rule-form-intervals" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="interval_unit" label={t('alarm.rule.fields.intervalUnit')}>
              <Select
                options={INTERVAL_UNITS.map((unit) => ({
                  value: unit,
                  label: t(`alarm.rule.intervalUnit.${unit}`),
                }))}
                data-testid="rule-form-interval-unit"
              />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          {t('alarm.rule.sections.recipients')}
        </Divider>
        <div className="ant-form-item-extra" style={{ marginBottom: 8 }}>
          {t('alarm.rule.hints.recipients')}
        </div>
        <RecipientsFields testIdPrefix="rule-form" />
        <RuleWorkOrderFields />
        <Form.Item name="remark" label={t('alarm.rule.fields.remark')} rules={check('remark')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
