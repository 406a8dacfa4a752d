import { useEffect, useState, type ReactElement } from 'react';
import { Alert, Button, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { JobStatus, Permission, type MessageKey, type TaskReceipt } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { useToast } from '@/components/feedback';
import { remarkText } from '@/i18n/remark-text';
import { useT } from '@/i18n/t';
import { isTaskOver, taskPercent } from '@/pages/files/transfer/task.api';
import { useInventoryTask } from './transfer.api';

export interface ImportTaskDialogProps {
  titleKey: MessageKey;
  hint: MessageKey;
  downloadTemplate: () => unknown;
  start: (file: File) => Promise<TaskReceipt>;
  /** After a successful import (lists to refresh). */
  onDone: () => void;
  onClose: () => void;
}

const isXlsx = (name: string): boolean => /\.xlsx$/i.test(name.trim());

/**
 * An inventory import: the template, one xlsx file, then the task's progress and its one outcome — imported N rows,
 * or refused with nothing written and each problem (row and column) in the reader's language.
 */
export function ImportTaskDialog({ titleKey, hint, downloadTemplate, start, onDone, onClose }: ImportTaskDialogProps): ReactElement {
  const { t } = useT();
  const toast = useToast();
  const can = useCan();
  const [file, setFile] = useState<File | null>(null);
  const [taskId, setTaskId] = useState<number>();
  const [sending, setSending] = useState(false);
  const task = useInventoryTask('import', taskId);
  const over = isTaskOver(task.data);
  const succeeded = over && task.data?.status === JobStatus.done;

  useEffect(() => {
    if (succeeded) onDone();
  }, [succeeded, onDone]);

  const submit = async (): Promise<void> => {
    if (!file) {
      void toast.error(t('inventory.transfer.chooseFile'));
      return;
    }
    setSending(true);
    try {
      setTaskId((await start(file)).id);
    } catch {
      // The client already showed the server's message.
    } finally {
      setSending(false);
    }
  };

  const problems = over ? (task.data?.messages ?? []).map((m, key) => ({ key, text: remarkText(t, [m]) })) : [];

  return (
    <Modal
      open
      width={720}
      title={t(titleKey)}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Space>
          {taskId !== undefined && can(Permission.importTask.list) && (
            <Link to="/gengyun/import" onClick={onClose} data-testid="inventory-import-centre">
              {t('files.transfer.openImports')}
            </Link>
          )}
          <Button onClick={onClose} data-testid="inventory-import-close">
            {t('common.buttons.cancel')}
          </Button>
          {over ? (
            <Button
              type="primary"
              onClick={() => {
                setTaskId(undefined);
                setFile(null);
              }}
              data-testid="inventory-import-again"
            >
              {t('inventory.transfer.again')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => void submit()} loading={sending || (taskId !== undefined && !over)} data-testid="inventory-import-submit">
              {t('inventory.transfer.start')}
            </Button>
          )}
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Text type="secondary">{t(hint)}</Typography.Text>
        <Space wrap>
          <Button onClick={() => void downloadTemplate()} data-testid="inventory-import-template">
            {t('inventory.transfer.template')}
          </Button>
          <Upload
            accept=".xlsx"
            maxCount={1}
            disabled={taskId !== undefined}
            fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              if (isXlsx(chosen.name)) setFile(chosen);
              else void toast.error(t('files.errors.importType'));
              return false;
            }}
            onRemove={() => {
              setFile(null);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} disabled={taskId !== undefined} data-testid="inventory-import-file">
              {t('inventory.transfer.chooseFile')}
            </Button>
          </Upload>
        </Space>
        {taskId !== undefined && (
          <Progress percent={taskPercent(task.data)} status={over && !succeeded ? 'exception' : over ? 'success' : 'active'} data-testid="inventory-import-progress" />
        )}
        {over && (
          <Alert
            type={succeeded ? 'success' : 'error'}
            showIcon
            title={succeeded ? t('inventory.transfer.imported', [task.data?.done_rows ?? 0]) : t('inventory.transfer.importFailed')}
            data-testid="inventory-import-outcome"
          />
        )}
        {problems.length > 0 && (
          <Table
            size="small"
            bordered
            rowKey="key"
            pagination={problems.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            dataSource={problems}
            columns={[{ key: 'text', dataIndex: 'text', title: t('inventory.transfer.message'), render: (text: string) => <span data-testid="inventory-import-problem">{text}</span> }]}
          />
        )}
      </Space>
    </Modal>
  );
}
