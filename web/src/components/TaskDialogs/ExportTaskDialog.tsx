import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Alert, Button, Modal, Progress, Space, Typography } from 'antd';
import { JobStatus, type MessageKey, type TaskReceipt } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { downloadTaskFile, isTaskOver, taskPercent } from '@/pages/files/transfer/task.api';
import { TaskDialogFooter } from './TaskDialogFooter';
import { useTaskPoll } from './useTaskPoll';

/** The caller's texts; `ready` takes the row count as `{0}`. */
export interface ExportTaskLabels {
  title: MessageKey;
  hint: MessageKey;
  download: MessageKey;
  ready: MessageKey;
  failed: MessageKey;
}

export interface ExportTaskDialogProps {
  /** Test ids `<prefix>-export-centre`, `-export-close`, `-export-download`, `-export-progress`, `-export-ready`, `-export-failed`. */
  testIdPrefix: string;
  labels: ExportTaskLabels;
  /** Where the task is polled: see `useTaskPoll`. */
  taskPath: string;
  /** Starts the export (with the list's filters); called once when the dialog opens. */
  start: () => Promise<TaskReceipt>;
  onClose: () => void;
}

/** An export as a task: its progress until the workbook is ready, then it downloads; the file stays in the export centre. */
export function ExportTaskDialog({ testIdPrefix, labels, taskPath, start, onClose }: ExportTaskDialogProps): ReactElement {
  const { t } = useT();
  const [taskId, setTaskId] = useState<number>();
  const [startFailed, setStartFailed] = useState(false);
  const started = useRef(false);
  const downloaded = useRef(false);
  const task = useTaskPoll(taskPath, taskId);
  const ready = task.data?.status === JobStatus.done && task.data.has_file;
  const failed = startFailed || task.data?.status === JobStatus.failed;
  const testId = (part: string): string => `${testIdPrefix}-export-${part}`;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start().then(
      (answer) => setTaskId(answer.id),
      () => setStartFailed(true),
    );
  }, [start]);

  useEffect(() => {
    if (ready && taskId && !downloaded.current) {
      downloaded.current = true;
      downloadTaskFile(taskId);
    }
  }, [ready, taskId]);

  return (
    <Modal
      open
      title={t(labels.title)}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <TaskDialogFooter direction="export" started={taskId !== undefined} testIdPrefix={`${testIdPrefix}-export`} onClose={onClose}>
          <Button type="primary" disabled={!ready} onClick={() => taskId && downloadTaskFile(taskId)} data-testid={testId('download')}>
            {t(labels.download)}
          </Button>
        </TaskDialogFooter>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t(labels.hint)}</Typography.Text>
        <Progress percent={taskPercent(task.data)} status={failed ? 'exception' : isTaskOver(task.data) ? 'success' : 'active'} data-testid={testId('progress')} />
        {ready && <Alert type="success" showIcon title={t(labels.ready, [task.data?.total_rows ?? 0])} data-testid={testId('ready')} />}
        {failed && <Alert type="error" showIcon title={t(labels.failed)} data-testid={testId('failed')} />}
      </Space>
    </Modal>
  );
}
