import { useState, type ReactElement } from 'react';
import { Alert, Button, Space, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { Permission, type TaskReceipt } from '@gengyun/contracts';
import { call, download, longPost, unwrap } from '@/api/client';
import { useCan } from '@/app/permissions';
import { routePath } from '@/components/DataTable/navigation';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';
import { isXlsx } from '../../../work-orders/transfer/transfer.api';

/** What is moved: `/patrolPoint/…` or `/patrolPlan/…` (export, import, importTemplate). */
export type PatrolTransferResource = 'patrolPoint' | 'patrolPlan';

/**
 * Export (everything in the caller's scopes) for those who list, import (with its template) for supervisors; both are
 * tasks of the import and export centre, which the notice links to.
 */
export function PatrolTransferButtons({ resource }: { resource: PatrolTransferResource }): ReactElement {
  const { t } = useT();
  const can = useCan();
  const toast = useToast();
  const [started, setStarted] = useState<'import' | 'export' | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (direction: 'import' | 'export', start: () => Promise<TaskReceipt>): Promise<void> => {
    setBusy(true);
    try {
      await start();
      setStarted(direction);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run('export', () => call<TaskReceipt>(`/${resource}/export`))} data-testid={`${resource}-export`}>
        {t('workOrder.transfer.export')}
      </Button>
      {can(Permission.patrol.edit) && (
        <>
          <Upload
            accept=".xlsx"
            showUploadList={false}
            beforeUpload={(file) => {
              if (!isXlsx(file.name)) toast.error(t('files.errors.importType'));
              else void run('import', () => unwrap(longPost<TaskReceipt>(`/${resource}/import`, { files: [file] })));
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy} data-testid={`${resource}-import`}>
              {t('workOrder.transfer.import')}
            </Button>
          </Upload>
          <Button type="link" onClick={() => void download(`/${resource}/importTemplate`)} data-testid={`${resource}-import-template`}>
            {t('workOrder.transfer.template')}
          </Button>
        </>
      )}
      {started && (
        <Alert
          type="info"
          showIcon
          closable
          onClose={() => setStarted(null)}
          message={t(started === 'export' ? 'workOrder.transfer.exportStarted' : 'workOrder.transfer.importStarted')}
          action={can(started === 'export' ? Permission.exportTask.list : Permission.importTask.list) ? <Link to={routePath(started)}>{t('workOrder.transfer.openCentre')}</Link> : undefined}
          data-testid={`${resource}-transfer-started`}
        />
      )}
    </Space>
  );
}
