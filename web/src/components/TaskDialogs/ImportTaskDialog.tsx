import { useEffect, useState, type ReactElement } from 'react';
import { Alert, Button, Modal, Progress, Space, Switch, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { JobStatus, type MessageKey, type TaskDetail, type TaskReceipt } from '@gengyun/contracts';
import { isXlsx } from '@/components/TransferButtons/TransferButtons';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';
import { isTaskOver, taskPercent } from '@/pages/files/transfer/task.api';
import { importMessageRows } from './import-messages';
import { TaskDialogFooter } from './TaskDialogFooter';
import { useTaskPoll } from './useTaskPoll';

/** The caller's texts; `chooseFile` is the file button and the refusal to start without one, `imported` takes `{0}` rows. */
export interface ImportTaskLabels {
  title: MessageKey;
  hint: MessageKey;
  template: MessageKey;
  chooseFile: MessageKey;
  notXlsx: MessageKey;
  submit: MessageKey;
  again: MessageKey;
  imported: MessageKey;
  failed: MessageKey;
  /** Title of the messages' column. */
  message: MessageKey;
  /** Given: a switch with this label, its value passed to `start` (the ledger's "update existing codes"). */
  overlay?: MessageKey;
}

export interface ImportTaskDialogProps {
  /** Test ids `<prefix>-import-centre`, `-close`, `-again`, `-submit`, `-template`, `-file`, `-overlay`, `-progress`, `-outcome`, `-errors`, `-problem`. */
  testIdPrefix: string;
  labels: ImportTaskLabels;
  /** Where the task is polled: see `useTaskPoll`. */
  taskPath: string;
  downloadTemplate: () => unknown;
  start: (file: File, overlay: boolean) => Promise<TaskReceipt>;
  /** Whether a finished task imported; by default when it is done (the ledger also counts row messages as refusal). */
  succeeded?: (task: TaskDetail) => boolean;
  /** After a successful import (lists to refresh). */
  onDone: () => void;
  onClose: () => void;
}

const isDone = (task: TaskDetail): boolean => task.status === JobStatus.done;

/**
 * An import as a task: the template, one xlsx file (and the overlay switch where there is one), then the task's
 * progress and its one outcome — imported N rows, or refused with nothing written and each problem (row and column)
 * in the reader's language. Starting shows no toast of its own; the task stays in the import centre, linked here.
 */
export function ImportTaskDialog({ testIdPrefix, labels, taskPath, downloadTemplate, start, succeeded = isDone, onDone, onClose }: ImportTaskDialogProps): ReactElement {
  const { t } = useT();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [overlay, setOverlay] = useState(false);
  const [taskId, setTaskId] = useState<number>();
  const [sending, setSending] = useState(false);
  const task = useTaskPoll(taskPath, taskId);
  const over = isTaskOver(task.data);
  const imported = over && task.data !== undefined && succeeded(task.data);
  const testId = (part: string): string => `${testIdPrefix}-import-${part}`;

  useEffect(() => {
    if (imported) onDone();
  }, [imported, onDone]);

  const submit = async (): Promise<void> => {
    if (!file) {
      void toast.error(t(labels.chooseFile));
      return;
    }
    setSending(true);
    try {
      setTaskId((await start(file, overlay)).id);
    } catch {
      // The client already showed the server's message.
    } finally {
      setSending(false);
    }
  };

  const restart = (): void => {
    setTaskId(undefined);
    setFile(null);
  };

  const problems = over && task.data ? importMessageRows(t, task.data.messages) : [];
  const locked = taskId !== undefined;

  return (
    <Modal
      open
      width={720}
      title={t(labels.title)}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <TaskDialogFooter direction="import" started={locked} testIdPrefix={`${testIdPrefix}-import`} onClose={onClose}>
          {over ? (
            <Button type="primary" onClick={restart} data-testid={testId('again')}>
              {t(labels.again)}
            </Button>
          ) : (
            <Button type="primary" onClick={() => void submit()} loading={sending || locked} data-testid={testId('submit')}>
              {t(labels.submit)}
            </Button>
          )}
        </TaskDialogFooter>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Text type="secondary">{t(labels.hint)}</Typography.Text>
        <Space wrap>
          <Button onClick={() => void downloadTemplate()} data-testid={testId('template')}>
            {t(labels.template)}
          </Button>
          <Upload
            accept=".xlsx"
            maxCount={1}
            disabled={locked}
            fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              if (isXlsx(chosen.name)) setFile(chosen);
              else void toast.error(t(labels.notXlsx));
              return false;
            }}
            onRemove={() => {
              setFile(null);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} disabled={locked} data-testid={testId('file')}>
              {t(labels.chooseFile)}
            </Button>
          </Upload>
        </Space>
        {labels.overlay && (
          <Space>
            <Switch checked={overlay} onChange={setOverlay} disabled={locked} data-testid={testId('overlay')} />
            <span>{t(labels.overlay)}</span>
          </Space>
        )}
        {locked && <Progress percent={taskPercent(task.data)} status={over && !imported ? 'exception' : over ? 'success' : 'active'} data-testid={testId('progress')} />}
        {over && (
          <Alert type={imported ? 'success' : 'error'} showIcon title={imported ? t(labels.imported, [task.data?.done_rows ?? 0]) : t(labels.failed)} data-testid={testId('outcome')} />
        )}
        {problems.length > 0 && (
          <div data-testid={testId('errors')}>
            <Table
              size="small"
              bordered
              rowKey="key"
              pagination={problems.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              dataSource={problems}
              // Each message names its row and field ("Row 4: Equipment code cannot be empty").
              columns={[{ key: 'text', dataIndex: 'text', title: t(labels.message), render: (text: string) => <span data-testid={testId('problem')}>{text}</span> }]}
            />
          </div>
        )}
      </Space>
    </Modal>
  );
}
