import { useState, type ReactElement } from 'react';
import { Alert, Space, Tag } from 'antd';
import type { WorkflowPendingTask } from '@gengyun/contracts';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';
import { useCompleteNode, useGrabNode, useOrderNodes } from './engine.api';
import { NodeTaskRow, type NodeDecision } from './NodeTaskRow';

/**
 * Where an order run by its workflow template stands (its current nodes) and the caller's tasks on them: grab a grab
 * node, or agree / reject with a comment and the files and signature the node requires (`NodeTaskRow`). Sent at the
 * version the nodes were read; a refusal shows above the tasks.
 */
export function NodeTaskBar({ orderId }: { orderId: number }): ReactElement | null {
  const { t } = useT();
  const toast = useToast();
  const run = useOrderNodes(orderId);
  const complete = useCompleteNode();
  const grab = useGrabNode();
  const [refusal, setRefusal] = useState<string | null>(null);
  const data = run.data;
  if (!data?.engine) return null;
  const current = data.nodes.filter((n) => n.state === 'active');

  const send = async (task: WorkflowPendingTask, decision: 'agree' | 'reject' | 'grab', extra: NodeDecision): Promise<boolean> => {
    setRefusal(null);
    const base = { id: orderId, version: data.version, node_id: task.node_id };
    try {
      if (decision === 'grab') await grab.mutateAsync(base);
      else await complete.mutateAsync({ ...base, decision, ...extra });
      toast.success(t('workOrder.engine.labels.done'));
      return true;
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : t('common.errors.unknown'));
      void run.refetch();
      return false;
    }
  };
  const busy = complete.isPending || grab.isPending;

  return (
    <div data-testid="node-task-bar" style={{ marginBottom: 12 }}>
      {current.length > 0 && (
        <Space wrap style={{ marginBottom: 8 }}>
          {t('workOrder.engine.labels.current')}
          {current.map((n) => (
            <Tag key={n.id} color={n.late_time ? 'error' : 'processing'} data-testid={`node-current-${n.node_id}`}>
              {n.name ?? n.node_id}
              {n.late_time ? ` · ${t('workOrder.engine.labels.late')}` : ''}
            </Tag>
          ))}
        </Space>
      )}
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 8 }} data-testid="node-task-refusal" />}
      {data.pending.map((task) => (
        <NodeTaskRow key={task.node_id} task={task} busy={busy} onSend={send} />
      ))}
    </div>
  );
}
