import { useState, type ReactElement } from 'react';
import { Alert, Button, Input, Space, Tag } from 'antd';
import type { WorkflowPendingTask } from '@gengyun/contracts';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';
import { useCompleteNode, useGrabNode, useOrderNodes } from './engine.api';

/**
 * Where an order run by its workflow template stands (its current nodes) and the caller's tasks on them: grab a grab
 * node, or agree / reject with a comment. Sent at the version the nodes were read; a refusal shows above the buttons.
 */
export function NodeTaskBar({ orderId }: { orderId: number }): ReactElement | null {
  const { t } = useT();
  const toast = useToast();
  const run = useOrderNodes(orderId);
  const complete = useCompleteNode();
  const grab = useGrabNode();
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const data = run.data;
  if (!data?.engine) return null;
  const current = data.nodes.filter((n) => n.state === 'active');

  const send = async (task: WorkflowPendingTask, decision: 'agree' | 'reject' | 'grab'): Promise<void> => {
    setRefusal(null);
    const base = { id: orderId, version: data.version, node_id: task.node_id };
    try {
      if (decision === 'grab') await grab.mutateAsync(base);
      else await complete.mutateAsync({ ...base, decision, note: note.trim() || undefined });
      setNote('');
      toast.success(t('workOrder.engine.labels.done'));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : t('common.errors.unknown'));
      void run.refetch();
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
        <Space key={task.node_id} wrap style={{ width: '100%', marginBottom: 8 }} data-testid={`node-task-${task.node_id}`}>
          <strong>{task.name ?? task.node_id}</strong>
          {task.kind === 'grab' ? (
            <Button type="primary" loading={busy} onClick={() => void send(task, 'grab')} data-testid="node-task-grab">
              {t('workOrder.engine.labels.grab')}
            </Button>
          ) : (
            <>
              <Input
                value={note}
                onChange={(e) => setNote(e.target.value)}
                placeholder={t('workOrder.engine.labels.note')}
                aria-label={t('workOrder.engine.labels.note')}
                style={{ width: 240 }}
                data-testid="node-task-note"
              />
              <Button type="primary" loading={busy} onClick={() => void send(task, 'agree')} data-testid="node-task-agree">
                {t('workOrder.engine.labels.agree')}
              </Button>
              <Button danger loading={busy} onClick={() => void send(task, 'reject')} data-testid="node-task-reject">
                {t('workOrder.engine.labels.reject')}
              </Button>
            </>
          )}
        </Space>
      ))}
    </div>
  );
}
