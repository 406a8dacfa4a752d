import { useEffect, useState, type ReactElement } from 'react';
import { Alert, Button, Modal, Progress, Space, Switch, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Permission } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';
import { isTaskOver, taskPercent, useTaskProgress } from '../common/task.api';
import { equipmentKeys } from './equipment.api';
import { OUTCOME_LABELS, downloadTemplate, importMessageRows, importOutcome, isXlsx, startImport } from './import-export.api';

export interface ImportDialogProps {
  onClose: () => void;
}

/**
 * Ledger import: template download, one xlsx file, the overlay switch (existing codes are updated instead of
 * refused), then the task's progress bar and, when it is over, one outcome — imported N rows, or failed with
 * nothing written and the row messages in the reader's language. Starting the task shows no toast of its own. The
 * task stays in the import centre, which the dialog links to.
 */
export function ImportDialog({ onClose }: ImportDialogProps): ReactElement {
  const { t } = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const can = useCan();
  const [file, setFile] = useState<File | null>(null);
  const [overlay, setOverlay] = useState(false);
  const [taskId, setTaskId] = useState<number>();
  const [sending, setSending] = useState(false);
  const task = useTaskProgress('import', taskId);
  const outcome = importOutcome(task.data);
  const over = isTaskOver(task.data);

  useEffect(() => {
    if (outcome === 'success') void queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
  }, [outcome, queryClient]);

  const submit = async (): Promise<void> => {
    if (!file) {
      void toast.error(t('equipment.ledger.import.chooseFile'));
      return;
    }
    setSending(true);
    try {
      setTaskId((await startImport(file, overlay)).id);
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

  const rows = over && task.data ? importMessageRows(t, task.data.messages) : [];
  const running = taskId !== undefined && !over;

  return (
    <Modal
      open
      width={720}
      title={t('equipment.ledger.import.title')}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Space>
          {taskId !== undefined && can(Permission.importTask.list) && (
            <Link to="/gengyun/import" onClick={onClose} data-testid="eqpt-import-centre">
              {t('files.transfer.openImports')}
            </Link>
          )}
          <Button onClick={onClose} data-testid="eqpt-import-close">
            {t('common.buttons.cancel')}
          </Button>
          {over ? (
            <Button type="primary" onClick={restart} data-testid="eqpt-import-again">
              {t('equipment.ledger.import.again')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => void submit()} loading={sending || running} data-testid="eqpt-import-submit">
              {t('equipment.ledger.import.submit')}
            </Button>
          )}
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Text type="secondary">{t('equipment.ledger.import.hint')}</Typography.Text>
        <Space wrap>
          <Button onClick={() => void downloadTemplate()} data-testid="eqpt-import-template">
            {t('equipment.ledger.import.template')}
          </Button>
          <Upload
            accept=".xlsx"
            maxCount={1}
            disabled={taskId !== undefined}
            fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              if (isXlsx(chosen.name)) setFile(chosen);
              else void toast.error(t('equipment.ledger.import.xlsxOnly'));
              return false;
            }}
            onRemove={() => {
              setFile(null);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} disabled={taskId !== undefined} data-testid="eqpt-import-file">
              {t('equipment.ledger.import.chooseFile')}
            </Button>
          </Upload>
        </Space>
        <Space>
          <Switch checked={overlay} onChange={setOverlay} disabled={taskId !== undefined} data-testid="eqpt-import-overlay" />
          <span>{t('equipment.ledger.import.overlay')}</span>
        </Space>
        {taskId !== undefined && (
          <Progress percent={taskPercent(task.data)} status={outcome === 'rejected' || outcome === 'failed' ? 'exception' : over ? 'success' : 'active'} data-testid="eqpt-import-progress" />
        )}
        {outcome !== 'running' && (
          <Alert
            type={outcome === 'success' ? 'success' : 'error'}
            showIcon
            message={t(OUTCOME_LABELS[outcome], [task.data?.done_rows ?? 0])}
            data-testid="eqpt-import-outcome"
          />
        )}
        {rows.length > 0 && (
          <div data-testid="eqpt-import-errors">
            <Table
              size="small"
              bordered
              rowKey="key"
              pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              dataSource={rows}
              // Each message names its row and field ("Row 4: Equipment code cannot be empty").
              columns={[{ key: 'text', dataIndex: 'text', title: t('equipment.ledger.import.message') }]}
            />
          </div>
        )}
      </Space>
    </Modal>
  );
}
