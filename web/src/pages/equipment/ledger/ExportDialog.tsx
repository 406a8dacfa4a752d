import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Alert, Button, Modal, Progress, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { JobStatus, Permission } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { isTaskOver, taskPercent, useTaskProgress } from '../common/task.api';
import type { EquipmentFilters } from './equipment.api';
import { downloadExport, startExport } from './import-export.api';

export interface ExportDialogProps {
  filters: EquipmentFilters;
  onClose: () => void;
}

/**
 * Ledger export: the current filters become a task; its progress shows until the workbook is ready, then it downloads.
 * The file stays in the export centre, which the dialog links to.
 */
export function ExportDialog({ filters, onClose }: ExportDialogProps): ReactElement {
  const { t } = useT();
  const can = useCan();
  const [taskId, setTaskId] = useState<number>();
  const [startFailed, setStartFailed] = useState(false);
  const started = useRef(false);
  const downloaded = useRef(false);
  const task = useTaskProgress('export', taskId);
  const ready = task.data?.status === JobStatus.done && task.data.has_file;
  const failed = startFailed || task.data?.status === JobStatus.failed;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startExport(filters).then(
      (answer) => setTaskId(answer.id),
      () => setStartFailed(true),
    );
  }, [filters]);

  useEffect(() => {
    if (ready && taskId && !downloaded.current) {
      downloaded.current = true;
      downloadExport(taskId);
    }
  }, [ready, taskId]);

  return (
    <Modal
      open
      title={t('equipment.ledger.export.title')}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Space>
          {taskId !== undefined && can(Permission.exportTask.list) && (
            <Link to="/gengyun/export" onClick={onClose} data-testid="eqpt-export-centre">
              {t('files.transfer.openExports')}
            </Link>
          )}
          <Button onClick={onClose} data-testid="eqpt-export-close">
            {t('common.buttons.cancel')}
          </Button>
          <Button type="primary" disabled={!ready} onClick={() => taskId && downloadExport(taskId)} data-testid="eqpt-export-download">
            {t('equipment.ledger.export.download')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('equipment.ledger.export.hint')}</Typography.Text>
        <Progress percent={taskPercent(task.data)} status={failed ? 'exception' : isTaskOver(task.data) ? 'success' : 'active'} data-testid="eqpt-export-progress" />
        {ready && <Alert type="success" showIcon message={t('equipment.ledger.export.ready', [task.data?.total_rows ?? 0])} />}
        {failed && <Alert type="error" showIcon message={t('equipment.ledger.export.failed')} />}
      </Space>
    </Modal>
  );
}
