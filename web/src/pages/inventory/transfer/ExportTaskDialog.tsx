import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Alert, Button, Modal, Progress, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { JobStatus, Permission, type MessageKey, type TaskReceipt } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { downloadTaskFile, isTaskOver, taskPercent } from '@/pages/files/transfer/task.api';
import { useInventoryTask } from './transfer.api';

export interface ExportTaskDialogProps {
  titleKey: MessageKey;
  /** Starts the export (with the list's filters); called once when the dialog opens. */
  start: () => Promise<TaskReceipt>;
  onClose: () => void;
}

/** An inventory export: the task's progress until the workbook is ready, then it downloads; it stays in the export centre. */
export function ExportTaskDialog({ titleKey, start, onClose }: ExportTaskDialogProps): ReactElement {
  const { t } = useT();
  const can = useCan();
  const [taskId, setTaskId] = useState<number>();
  const [startFailed, setStartFailed] = useState(false);
  const started = useRef(false);
  const downloaded = useRef(false);
  const task = useInventoryTask('export', taskId);
  const ready = task.data?.status === JobStatus.done && task.data.has_file;
  const failed = startFailed || task.data?.status === JobStatus.failed;

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
      title={t(titleKey)}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Space>
          {taskId !== undefined && can(Permission.exportTask.list) && (
            <Link to="/gengyun/export" onClick={onClose} data-testid="inventory-export-centre">
              {t('files.transfer.openExports')}
            </Link>
          )}
          <Button onClick={onClose} data-testid="inventory-export-close">
            {t('common.buttons.cancel')}
          </Button>
          <Button type="primary" disabled={!ready} onClick={() => taskId && downloadTaskFile(taskId)} data-testid="inventory-export-download">
            {t('inventory.transfer.download')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('inventory.transfer.exportHint')}</Typography.Text>
        <Progress percent={taskPercent(task.data)} status={failed ? 'exception' : isTaskOver(task.data) ? 'success' : 'active'} data-testid="inventory-export-progress" />
        {ready && <Alert type="success" showIcon title={t('inventory.transfer.ready', [task.data?.total_rows ?? 0])} data-testid="inventory-export-ready" />}
        {failed && <Alert type="error" showIcon title={t('inventory.export.failed')} data-testid="inventory-export-failed" />}
      </Space>
    </Modal>
  );
}
