import { type ReactElement } from 'react';
import { Alert, Button, Card, Form, Select, Space } from 'antd';
import { WORK_ORDER_PRIORITIES } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { EquipmentSelect, LocationSelect } from '@/pages/iot/monitor/EquipmentSelect';
import { useTypeOptions } from '../order/form/order-form.api';
import { usePreviewRule, type WorkOrderRulePreview } from './rule.api';

interface Draft {
  type_id?: number;
  priority: number;
  equipment_id?: number;
  location_id?: number;
}

/** Who a new order would go to: a draft (type, priority, equipment or location) sent to the preview, which writes nothing. */
export function RulePreviewCard(): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<Draft>();
  const preview = usePreviewRule();
  const types = (useTypeOptions().data?.rows ?? []).map((x) => ({ value: x.id, label: x.name }));
  const equipmentId = Form.useWatch('equipment_id', form);
  const run = (draft: Draft): void => {
    if (!draft.type_id) return;
    preview.mutate({ type_id: draft.type_id, priority: draft.priority, equipment_id: draft.equipment_id, location_id: draft.equipment_id ? undefined : draft.location_id });
  };
  return (
    <Card size="small" title={t('workOrderRule.preview')} data-testid="work-rule-preview">
      <Form<Draft> form={form} layout="inline" initialValues={{ priority: 3 }} onFinish={run}>
        <Form.Item name="type_id" rules={[{ required: true, message: t('common.validation.required', [t('workOrderRule.fields.types')]) }]}>
          <Select<number> style={{ width: 160 }} aria-label={t('workOrderRule.fields.types')} placeholder={t('workOrderRule.fields.types')} options={types} data-testid="work-rule-preview-type" />
        </Form.Item>
        <Form.Item name="priority">
          <Select<number> style={{ width: 90 }} aria-label={t('workOrderRule.fields.priorities')} options={WORK_ORDER_PRIORITIES.map((p) => ({ value: p, label: String(p) }))} />
        </Form.Item>
        <Form.Item name="equipment_id">
          <EquipmentSelect testId="work-rule-preview-equipment" />
        </Form.Item>
        {!equipmentId && (
          <Form.Item name="location_id">
            <LocationSelect testId="work-rule-preview-location" />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={preview.isPending} data-testid="work-rule-preview-run">
          {t('workOrderRule.previewRun')}
        </Button>
      </Form>
      {preview.error && <Alert type="error" showIcon title={preview.error.message} style={{ marginTop: 12 }} />}
      {preview.data && <PreviewAnswer answer={preview.data} />}
    </Card>
  );
}

/** A pool by its name, with its people in brackets (who may grab the order there). */
const poolText = (answer: WorkOrderRulePreview): string =>
  [answer.pool_name ?? '', answer.pool_member_names.length ? `(${answer.pool_member_names.join(', ')})` : ''].filter(Boolean).join(' ');

/** The preview's answer: the matching rule and who it names, or that none matches. */
export function PreviewAnswer({ answer, testId = 'work-rule-preview-answer' }: { answer: WorkOrderRulePreview; testId?: string }): ReactElement {
  const { t } = useT();
  if (!answer.rule_id) return <Alert type="info" showIcon title={t('workOrderRule.previewNone')} style={{ marginTop: 12 }} data-testid={testId} />;
  const who = [
    answer.handler_names.length ? `${t('workOrderRule.fields.handlers')}: ${answer.handler_names.join(', ')}` : '',
    answer.person_in_charge_name ? `${t('workOrderRule.fields.person')}: ${answer.person_in_charge_name}` : '',
    answer.pool_id ? `${t('workOrderRule.fields.pool')}: ${poolText(answer)}` : '',
  ].filter(Boolean);
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginTop: 12 }}
      title={t('workOrderRule.previewMatch', [answer.rule_name ?? ''])}
      description={<Space orientation="vertical">{who.map((line) => <span key={line}>{line}</span>)}</Space>}
      data-testid={testId}
    />
  );
}
