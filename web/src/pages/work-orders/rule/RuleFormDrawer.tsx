import { useState, type ReactElement } from 'react';
import { Alert, Button, Divider, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { WORK_ORDER_LIMITS, WORK_ORDER_PRIORITIES, WORK_ORDER_RULE_LIMITS } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { LocationSelect } from '@/pages/iot/monitor/EquipmentSelect';
import { usePoolOptions, usePoolUsers, userLabel } from '../pool/pool.api';
import { useTypeOptions } from '../order/form/order-form.api';
import { ruleBody, ruleInput, useEquipmentTypeOptions, useSaveRule, type RuleInput, type WorkOrderRuleRow } from './rule.api';

const EMPTY: RuleInput = { name: '', sort: 100, enabled: true };

/** Adds or edits a rule: its conditions (blank: any) and whom it assigns to; the server's refusal is shown. */
export function RuleFormDrawer({ row, onClose }: { row?: WorkOrderRuleRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<RuleInput>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveRule(onClose);
  const types = (useTypeOptions().data?.rows ?? []).map((x) => ({ value: x.id, label: x.name }));
  const equipmentTypes = (useEquipmentTypeOptions().data?.rows ?? []).map((x) => ({ value: x.id, label: x.name }));
  const pools = (usePoolOptions().data?.rows ?? []).map((x) => ({ value: x.id, label: x.name }));
  const people = (usePoolUsers().data?.rows ?? []).map((u) => ({ value: u.id, label: userLabel(u) }));
  const priorities = WORK_ORDER_PRIORITIES.map((p) => ({ value: p, label: String(p) }));

  const submit = (values: RuleInput): void => {
    setRefusal(null);
    const body = ruleBody({ ...values, id: row?.id });
    (row ? save.update : save.add).mutate(body, { onError: (error) => setRefusal(error.message) });
  };

  return (
    <Drawer
      open
      size={560}
      title={t(row ? 'workOrderRule.edit' : 'workOrderRule.add')}
      onClose={onClose}
      data-testid="work-rule-form"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.buttons.cancel')}</Button>
          <Button type="primary" loading={save.add.isPending || save.update.isPending} onClick={() => form.submit()} data-testid="work-rule-submit">
            {t('common.buttons.save')}
          </Button>
        </Space>
      }
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} data-testid="work-rule-refusal" />}
      <Form<RuleInput> form={form} layout="vertical" initialValues={row ? ruleInput(row) : EMPTY} onFinish={submit}>
        <Form.Item name="name" label={t('workOrderRule.fields.name')} rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('workOrderRule.fields.name')]) }]}>
          <Input maxLength={WORK_ORDER_RULE_LIMITS.name} data-testid="work-rule-name" />
        </Form.Item>
        <Space>
          <Form.Item name="sort" label={t('workOrderRule.fields.sort')} rules={[{ required: true }]}>
            <InputNumber min={WORK_ORDER_RULE_LIMITS.sort[0]} max={WORK_ORDER_RULE_LIMITS.sort[1]} precision={0} data-testid="work-rule-sort" />
          </Form.Item>
          <Form.Item name="enabled" label={t('workOrderRule.fields.enabled')} valuePropName="checked">
            <Switch data-testid="work-rule-enabled" />
          </Form.Item>
        </Space>
        <Divider titlePlacement="start">{t('workOrderRule.conditions')}</Divider>
        <Form.Item name="type_ids" label={t('workOrderRule.fields.types')}>
          <Select<number[]> mode="multiple" allowClear optionFilterProp="label" aria-label={t('workOrderRule.fields.types')} placeholder={t('workOrderRule.any')} options={types} />
        </Form.Item>
        <Form.Item name="location_id" label={t('workOrderRule.fields.location')}>
          <LocationSelect testId="work-rule-location" />
        </Form.Item>
        <Form.Item name="equipment_type_ids" label={t('workOrderRule.fields.equipmentTypes')}>
          <Select<number[]> mode="multiple" allowClear optionFilterProp="label" aria-label={t('workOrderRule.fields.equipmentTypes')} placeholder={t('workOrderRule.any')} options={equipmentTypes} />
        </Form.Item>
        <Form.Item name="priorities" label={t('workOrderRule.fields.priorities')}>
          <Select<number[]> mode="multiple" allowClear aria-label={t('workOrderRule.fields.priorities')} placeholder={t('workOrderRule.any')} options={priorities} />
        </Form.Item>
        <Divider titlePlacement="start">{t('workOrderRule.outcome')}</Divider>
        <Form.Item name="pool_id" label={t('workOrderRule.fields.pool')}>
          <Select<number> allowClear optionFilterProp="label" aria-label={t('workOrderRule.fields.pool')} options={pools} />
        </Form.Item>
        <Form.Item name="handler_ids" label={t('workOrderRule.fields.handlers')}>
          <Select<number[]> mode="multiple" allowClear showSearch optionFilterProp="label" maxCount={WORK_ORDER_LIMITS.handlers} aria-label={t('workOrderRule.fields.handlers')} options={people} data-testid="work-rule-handlers" />
        </Form.Item>
        <Form.Item name="person_in_charge_id" label={t('workOrderRule.fields.person')}>
          <Select<number> allowClear showSearch optionFilterProp="label" aria-label={t('workOrderRule.fields.person')} options={people} />
        </Form.Item>
        <Form.Item name="remark" label={t('workOrderRule.fields.remark')}>
          <Input.TextArea maxLength={WORK_ORDER_LIMITS.remark} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
