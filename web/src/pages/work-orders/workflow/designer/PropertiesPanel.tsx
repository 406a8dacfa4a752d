import type { ReactElement } from 'react';
import { Checkbox, Form, Input, InputNumber, Select, Typography } from 'antd';
import { RUN_NODE_STATUSES, WORKFLOW_CANDIDATE_TYPES, WORKFLOW_HANDLER_TYPES } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import type { FlowValues, TaskValues } from '../bpmn/node-properties';

export interface GatewayValues {
  name: string;
  defaultFlow: string | undefined;
  outgoing: Array<{ id: string; name: string }>;
}

/** What is selected on the diagram, as the panel shows it. */
export type PanelSelection =
  | { kind: 'userTask'; id: string; values: TaskValues }
  | { kind: 'sequenceFlow'; id: string; values: FlowValues }
  | { kind: 'exclusiveGateway'; id: string; values: GatewayValues }
  | null;

export interface PropertiesPanelProps {
  selection: PanelSelection;
  onTask: (id: string, values: TaskValues) => void;
  onFlow: (id: string, values: FlowValues) => void;
  onGateway: (id: string, values: Omit<GatewayValues, 'outgoing'>) => void;
}

/** Our node attributes for the selected user task, gateway or sequence flow; every change is written at once. */
export function PropertiesPanel({ selection, onTask, onFlow, onGateway }: PropertiesPanelProps): ReactElement {
  const { t } = useT();
  if (!selection) {
    return (
      <Typography.Text type="secondary" data-testid="workflow-panel-empty">
        {t('workflow.panel.empty')}
      </Typography.Text>
    );
  }
  const element = (
    <Form.Item label={t('workflow.panel.element')}>
      <Typography.Text code data-testid="workflow-panel-id">
        {selection.id}
      </Typography.Text>
    </Form.Item>
  );
  if (selection.kind === 'sequenceFlow') {
    return (
      <Form key={selection.id} layout="vertical" size="small" initialValues={selection.values} onValuesChange={(_, all: FlowValues) => onFlow(selection.id, all)} data-testid="workflow-panel">
        {element}
        <Form.Item name="name" label={t('workflow.panel.name')}>
          <Input data-testid="workflow-panel-name" />
        </Form.Item>
        <Form.Item name="condition" label={t('workflow.panel.condition')}>
          <Input.TextArea rows={2} data-testid="workflow-panel-condition" />
        </Form.Item>
      </Form>
    );
  }
  if (selection.kind === 'exclusiveGateway') {
    const options = [{ value: '', label: t('workflow.panel.none') }, ...selection.values.outgoing.map((f) => ({ value: f.id, label: f.name ? `${f.name} (${f.id})` : f.id }))];
    return (
      <Form
        key={selection.id}
        layout="vertical"
        size="small"
        initialValues={{ name: selection.values.name, defaultFlow: selection.values.defaultFlow ?? '' }}
        onValuesChange={(_, all: { name: string; defaultFlow: string }) => onGateway(selection.id, { name: all.name, defaultFlow: all.defaultFlow || undefined })}
        data-testid="workflow-panel"
      >
        {element}
        <Form.Item name="name" label={t('workflow.panel.name')}>
          <Input data-testid="workflow-panel-name" />
        </Form.Item>
        <Form.Item name="defaultFlow" label={t('workflow.panel.defaultFlow')}>
          <Select options={options} data-testid="workflow-panel-default" />
        </Form.Item>
      </Form>
    );
  }
  const values = selection.values;
  return (
    <Form
      key={selection.id}
      layout="vertical"
      size="small"
      initialValues={{ ...values, timeLimitMinutes: values.timeLimitMinutes ? Number(values.timeLimitMinutes) : null }}
      onValuesChange={(_, all: TaskValues & { timeLimitMinutes: number | null }) =>
        onTask(selection.id, { ...all, timeLimitMinutes: all.timeLimitMinutes ? String(all.timeLimitMinutes) : '' })
      }
      data-testid="workflow-panel"
    >
      {element}
      <Form.Item name="name" label={t('workflow.panel.name')}>
        <Input data-testid="workflow-panel-name" />
      </Form.Item>
      <Form.Item name="handlerType" label={t('workflow.panel.handlerType')}>
        <Select options={WORKFLOW_HANDLER_TYPES.map((v) => ({ value: v, label: t(`workflow.handlerType.${v}`) }))} data-testid="workflow-panel-handler" />
      </Form.Item>
      <Form.Item name="candidateType" label={t('workflow.panel.candidateType')}>
        <Select allowClear options={WORKFLOW_CANDIDATE_TYPES.map((v) => ({ value: v, label: t(`workflow.candidateType.${v}`) }))} data-testid="workflow-panel-candidate-type" />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a: TaskValues, b: TaskValues) => a.candidateType !== b.candidateType}>
        {({ getFieldValue }) =>
          getFieldValue('candidateType') === 'personInCharge' ? null : (
            <Form.Item name="candidates" label={t('workflow.panel.candidates')}>
              <Input data-testid="workflow-panel-candidates" />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item name="requiredFields" label={t('workflow.panel.requiredFields')}>
        <Input data-testid="workflow-panel-fields" />
      </Form.Item>
      <Form.Item name="requireAttachments" valuePropName="checked" noStyle>
        <Checkbox data-testid="workflow-panel-attachments">{t('workflow.panel.requireAttachments')}</Checkbox>
      </Form.Item>
      <Form.Item name="requireSignature" valuePropName="checked">
        <Checkbox data-testid="workflow-panel-signature">{t('workflow.panel.requireSignature')}</Checkbox>
      </Form.Item>
      <Form.Item name="timeLimitMinutes" label={t('workflow.panel.timeLimit')}>
        <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="workflow-panel-time-limit" />
      </Form.Item>
      <Form.Item name="status" label={t('workflow.panel.status')}>
        <Select allowClear options={RUN_NODE_STATUSES.map((v) => ({ value: v, label: t(`workOrder.status.${v}`) }))} data-testid="workflow-panel-status" />
      </Form.Item>
    </Form>
  );
}
