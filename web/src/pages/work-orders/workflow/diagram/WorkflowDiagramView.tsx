import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Alert, Button, Card, Space, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { WorkflowDiagramKind } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { loadViewer } from '../bpmn/load-bpmn';
import { moddleExtensions } from '../bpmn/moddle-extensions';
import { mark, type ModelerServices } from '../bpmn/modeler-bridge';
import { useWorkflowDiagram } from '../workflow.api';

type Viewer = ModelerServices & { importXML(xml: string): Promise<unknown>; destroy(): void };
type Zoomable = { zoom(level: string): void };

/**
 * The diagram of a SPEC §7 link (`/gengyun/work/flow?diagram=process|search|node|instance&id=…[&flow_code=…]`): the
 * XML from the matching server route, drawn read-only, with an order's done path and current node marked.
 */
export function WorkflowDiagramView({ kind, params, onBack }: { kind: WorkflowDiagramKind; params: Record<string, string>; onBack?: () => void }): ReactElement {
  const { t } = useT();
  const diagram = useWorkflowDiagram(kind, params);
  const canvasRef = useRef<HTMLDivElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const data = diagram.data;

  useEffect(() => {
    if (!data || !canvasRef.current) return;
    let viewer: Viewer | null = null;
    let disposed = false;
    void loadViewer()
      .then(async (NavigatedViewer) => {
        if (disposed || !canvasRef.current) return;
        viewer = new NavigatedViewer({ container: canvasRef.current, moddleExtensions }) as unknown as Viewer;
        await viewer.importXML(data.xml);
        (viewer.get('canvas') as unknown as Zoomable).zoom('fit-viewport');
        mark(viewer, 'gy-done', [], data.done);
        mark(viewer, 'gy-current', [], data.current);
      })
      .catch(() => setLoadFailed(true));
    return () => {
      disposed = true;
      viewer?.destroy();
    };
  }, [data]);

  const title = data ? t('workflow.diagram.title', [data.name, data.version]) : t('menu.work.flowDiagram');
  return (
    <Card
      title={title}
      data-testid="workflow-diagram"
      extra={
        <Space wrap>
          {data?.order_code && <Tag>{t('workflow.diagram.order', [data.order_code])}</Tag>}
          {data && (data.done.length > 0 || kind === 'instance') && <Tag color="green">{t('workflow.diagram.done')}</Tag>}
          {data && data.current.length > 0 && <Tag color="blue">{t('workflow.diagram.current')}</Tag>}
          {onBack && (
            <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="workflow-diagram-back">
              {t('workflow.actions.back')}
            </Button>
          )}
        </Space>
      }
    >
      {loadFailed && <Alert type="error" showIcon message={t('workflow.designer.loadFailed')} />}
      <div ref={canvasRef} className="gy-bpmn-canvas" style={{ height: 'calc(100vh - 240px)' }} data-testid="workflow-diagram-canvas" />
    </Card>
  );
}
