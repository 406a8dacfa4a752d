import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Space, Spin } from 'antd';
import { ArrowLeftOutlined, CheckOutlined, SaveOutlined } from '@ant-design/icons';
import { WORKFLOW_LIMITS, WORKFLOW_TEMPLATE_CODE_PATTERN } from '@gengyun/contracts';
import { ApiError } from '@/api/api-error';
import { notifier } from '@/api/notifier';
import { useT } from '@/i18n/t';
import { loadModeler } from '../bpmn/load-bpmn';
import { moddleExtensions } from '../bpmn/moddle-extensions';
import { applyFlow, applyGateway, applyTask, mark, selectionOf, type ModelerServices, type Shape } from '../bpmn/modeler-bridge';
import { starterDiagram, withProcessId } from '../bpmn/starter-diagram';
import { useSaveWorkflow, useWorkflowDetail } from '../workflow.api';
import { PropertiesPanel, type PanelSelection } from './PropertiesPanel';

type Modeler = ModelerServices & {
  importXML(xml: string): Promise<unknown>;
  saveXML(options: { format: boolean }): Promise<{ xml?: string }>;
  on(event: string, callback: (event: { newSelection: Shape[] }) => void): void;
  destroy(): void;
};

/** The designer of `/gengyun/work/flow?design=<id|new>`: bpmn-js's modeler, our properties panel, checks on the server. */
export function WorkflowDesigner({ id, onBack }: { id: number | null; onBack: () => void }): ReactElement {
  const { t } = useT();
  const detail = useWorkflowDetail(id);
  const save = useSaveWorkflow();
  const canvasRef = useRef<HTMLDivElement>(null);
  const modelerRef = useRef<Modeler | null>(null);
  const marked = useRef<string[]>([]);
  const [selection, setSelection] = useState<PanelSelection>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [header] = Form.useForm<{ code: string; name: string }>();
  const xml = id === null ? starterDiagram('new_flow', '') : detail.data?.xml;

  useEffect(() => {
    if (!xml || !canvasRef.current) return;
    let modeler: Modeler | null = null;
    let disposed = false;
    void loadModeler()
      .then(async (Modeler) => {
        if (disposed || !canvasRef.current) return;
        modeler = new Modeler({ container: canvasRef.current, moddleExtensions }) as unknown as Modeler;
        modelerRef.current = modeler;
        modeler.on('selection.changed', (event) => setSelection(selectionOf(event.newSelection[0])));
        await modeler.importXML(xml);
      })
      .catch(() => setLoadFailed(true));
    return () => {
      disposed = true;
      modeler?.destroy();
      modelerRef.current = null;
    };
  }, [xml]);

  const showProblem = useCallback((error: unknown) => {
    const modeler = modelerRef.current;
    const elements = error instanceof ApiError ? (error.content?.elements ?? []) : [];
    setProblem(error instanceof Error ? error.message : String(error));
    if (modeler) mark(modeler, 'gy-problem', marked.current, elements);
    marked.current = elements;
  }, []);

  const clearProblem = () => {
    if (modelerRef.current) mark(modelerRef.current, 'gy-problem', marked.current, []);
    marked.current = [];
    setProblem(null);
  };

  const currentXml = async (code?: string): Promise<string> => {
    const out = (await modelerRef.current?.saveXML({ format: true }))?.xml ?? '';
    return code ? withProcessId(out, code) : out;
  };

  const check = async () => {
    try {
      await save.validate.mutateAsync({ xml: await currentXml(id === null ? header.getFieldValue('code') : detail.data?.code) });
      clearProblem();
      notifier().success(t('workflow.designer.valid'));
    } catch (error) {
      showProblem(error);
    }
  };

  const submit = async () => {
    try {
      if (id === null) {
        const { code, name } = await header.validateFields();
        const saved = await save.add.mutateAsync({ code, name, xml: await currentXml(code) });
        clearProblem();
        notifier().success(t('workflow.designer.saved', [saved.current_version]));
        onBack();
        return;
      }
      const saved = await save.saveVersion.mutateAsync({ id, xml: await currentXml() });
      clearProblem();
      notifier().success(t('workflow.designer.saved', [saved.current_version]));
    } catch (error) {
      if (error instanceof Error || error instanceof ApiError) showProblem(error);
    }
  };

  const modeler = () => modelerRef.current;
  const title = id === null ? t('workflow.designer.newTitle') : t('workflow.designer.title', [detail.data?.name ?? '']);
  return (
    <Card
      title={title}
      data-testid="workflow-designer"
      extra={
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="workflow-designer-back">
            {t('workflow.actions.back')}
          </Button>
          <Button icon={<CheckOutlined />} onClick={() => void check()} loading={save.validate.isPending} data-testid="workflow-designer-check">
            {t('workflow.actions.validate')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} onClick={() => void submit()} loading={save.add.isPending || save.saveVersion.isPending} data-testid="workflow-designer-save">
            {t('workflow.actions.save')}
          </Button>
        </Space>
      }
    >
      {id === null && (
        <Form form={header} layout="inline" style={{ marginBottom: 12 }}>
          <Form.Item name="code" label={t('workflow.fields.code')} rules={[{ required: true, pattern: WORKFLOW_TEMPLATE_CODE_PATTERN }]}>
            <Input maxLength={WORKFLOW_LIMITS.code} data-testid="workflow-designer-code" />
          </Form.Item>
          <Form.Item name="name" label={t('workflow.fields.name')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={WORKFLOW_LIMITS.name} data-testid="workflow-designer-name" />
          </Form.Item>
        </Form>
      )}
      {problem && <Alert type="error" showIcon message={t('workflow.designer.problem')} description={problem} style={{ marginBottom: 12 }} data-testid="workflow-designer-problem" />}
      {loadFailed && <Alert type="error" showIcon message={t('workflow.designer.loadFailed')} style={{ marginBottom: 12 }} />}
      <Row gutter={12} wrap={false}>
        <Col flex="auto" style={{ height: 'calc(100vh - 300px)', minHeight: 420 }}>
          {!xml && <Spin />}
          <div ref={canvasRef} className="gy-bpmn-canvas" data-testid="workflow-designer-canvas" />
        </Col>
        <Col flex="300px" style={{ maxHeight: 'calc(100vh - 300px)', overflowY: 'auto' }}>
          <Card size="small" title={t('workflow.panel.title')}>
            <PropertiesPanel
              selection={selection}
              onTask={(element, values) => modeler() && applyTask(modeler() as Modeler, element, values)}
              onFlow={(element, values) => modeler() && applyFlow(modeler() as Modeler, element, values)}
              onGateway={(element, values) => modeler() && applyGateway(modeler() as Modeler, element, values)}
            />
          </Card>
        </Col>
      </Row>
    </Card>
  );
}
