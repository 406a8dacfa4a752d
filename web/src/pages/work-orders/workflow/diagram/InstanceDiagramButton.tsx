import { lazy, Suspense, useState, type ReactElement } from 'react';
import { Button, Modal, Spin } from 'antd';
import { NodeIndexOutlined } from '@ant-design/icons';
import { useT } from '@/i18n/t';

const WorkflowDiagramView = lazy(() => import('./WorkflowDiagramView').then((m) => ({ default: m.WorkflowDiagramView })));

/** An order's workflow diagram (`/showWorkflowInstanceDiagram`) in a dialog: its done path and current node. */
export function InstanceDiagramButton({ orderId }: { orderId: number }): ReactElement {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<NodeIndexOutlined />} onClick={() => setOpen(true)} data-testid="work-order-flow-diagram">
        {t('workflow.actions.view')}
      </Button>
      {open && (
        <Modal open width="90vw" footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
          <Suspense fallback={<Spin />}>
            <WorkflowDiagramView kind="instance" params={{ id: String(orderId) }} />
          </Suspense>
        </Modal>
      )}
    </>
  );
}
