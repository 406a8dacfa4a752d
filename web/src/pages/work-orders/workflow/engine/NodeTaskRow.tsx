import { useState, type ReactElement } from 'react';
import { Button, Flex, Input, Space, Tag, Typography } from 'antd';
import type { WorkflowPendingTask } from '@gengyun/contracts';
import { Upload, type UploadedFile } from '@/components/Upload';
import { useT } from '@/i18n/t';
import { uploadOrderFile } from '../../order/record/record.api';
import { SignaturePad } from '../../signature/SignaturePad';
import { uploadSignature } from '../../signature/signature.api';

/** What agreeing sends besides the decision: the comment, the node's files and its signature (uploaded, unbound). */
export interface NodeDecision {
  note?: string;
  file_ids?: number[];
  signature_file_id?: number;
}

export interface NodeTaskRowProps {
  task: WorkflowPendingTask;
  busy: boolean;
  /** Resolves once the server took the step (the row then starts afresh), rejects with its refusal. */
  onSend: (task: WorkflowPendingTask, decision: 'agree' | 'reject' | 'grab', extra: NodeDecision) => Promise<boolean>;
}

/**
 * One pending task of the caller: grab it, or agree / reject with a comment. A node that requires attachments or a
 * signature asks for them here (the upload and the signature pad of the order's record, uploaded unbound and bound by
 * the step); agreeing waits until they are given, and the server refuses the step without them anyway.
 */
export function NodeTaskRow({ task, busy, onSend }: NodeTaskRowProps): ReactElement {
  const { t } = useT();
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [signatureId, setSignatureId] = useState<number | null>(null);
  const [round, setRound] = useState(0);
  const missing = (task.require_attachments && !files.length) || (task.require_signature && signatureId === null);

  const send = async (decision: 'agree' | 'reject' | 'grab'): Promise<void> => {
    const extra: NodeDecision = { note: note.trim() || undefined };
    if (decision === 'agree') {
      if (files.length) extra.file_ids = files.map((f) => Number(f.id));
      if (signatureId !== null) extra.signature_file_id = signatureId;
    }
    if (!(await onSend(task, decision, extra))) return;
    setNote('');
    setFiles([]);
    setSignatureId(null);
    setRound((r) => r + 1);
  };
  const sign = async (png: Blob): Promise<void> => setSignatureId(await uploadSignature(png));

  if (task.kind === 'grab') {
    return (
      <Space wrap style={{ width: '100%', marginBottom: 8 }} data-testid={`node-task-${task.node_id}`}>
        <strong>{task.name ?? task.node_id}</strong>
        <Button type="primary" loading={busy} onClick={() => void send('grab')} data-testid="node-task-grab">
          {t('workOrder.engine.labels.grab')}
        </Button>
      </Space>
    );
  }
  return (
    <Flex vertical gap={8} style={{ width: '100%', minWidth: 0, marginBottom: 12 }} data-testid={`node-task-${task.node_id}`}>
      <strong>{task.name ?? task.node_id}</strong>
      {task.required_fields.length > 0 && (
        <Typography.Text type="secondary" data-testid="node-task-fields">
          {t('workOrder.engine.labels.requiredFields', [task.required_fields.join(', ')])}
        </Typography.Text>
      )}
      {task.require_attachments && (
        <div data-testid="node-task-files">
          <Typography.Text>{t('workOrder.engine.labels.attachments')}</Typography.Text>
          <Upload key={round} upload={uploadOrderFile} value={files} onChange={setFiles} disabled={busy} />
        </div>
      )}
      {task.require_signature &&
        (signatureId === null ? (
          <div data-testid="node-task-signature">
            <SignaturePad key={round} onConfirm={sign} height={160} disabled={busy} />
          </div>
        ) : (
          <Space wrap data-testid="node-task-signed">
            <Tag color="success">{t('workOrder.engine.labels.signed')}</Tag>
            <Button size="small" onClick={() => setSignatureId(null)} data-testid="node-task-sign-again">
              {t('workOrder.engine.labels.signAgain')}
            </Button>
          </Space>
        ))}
      <Space wrap>
        <Input
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t('workOrder.engine.labels.note')}
          aria-label={t('workOrder.engine.labels.note')}
          style={{ width: 240, maxWidth: '100%' }}
          data-testid="node-task-note"
        />
        <Button type="primary" loading={busy} disabled={missing} onClick={() => void send('agree')} data-testid="node-task-agree">
          {t('workOrder.engine.labels.agree')}
        </Button>
        <Button danger loading={busy} onClick={() => void send('reject')} data-testid="node-task-reject">
          {t('workOrder.engine.labels.reject')}
        </Button>
      </Space>
      {missing && (
        <Typography.Text type="warning" data-testid="node-task-missing">
          {t('workOrder.engine.labels.missing')}
        </Typography.Text>
      )}
    </Flex>
  );
}
