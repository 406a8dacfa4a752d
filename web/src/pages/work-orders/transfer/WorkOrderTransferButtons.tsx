import { useState, type ReactElement } from 'react';
import { Alert, Button, Space, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { Permission } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { routePath } from '@/components/DataTable/navigation';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';
import { downloadWorkOrderTemplate, isXlsx, startWorkOrderExport, startWorkOrderImport } from './transfer.api';

export interface WorkOrderTransferButtonsProps {
  /** The list's current filters, as `/workOrder/pageList` takes them (paging left out). */
  filters: Record<string, unknown>;
}

/** Export (the list's filters) and import (with its template) on the order list; the tasks are followed in the centre. */
export function WorkOrderTransferButtons({ filters }: WorkOrderTransferButtonsProps): ReactElement {
  const { t } = useT();
  const can = useCan();
  const toast = useToast();
  const [started, setStarted] = useState<'import' | 'export' | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (direction: 'import' | 'export', start: () => Promise<unknown>): Promise<void> => {
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
      {can(Permission.workOrder.list) && (
        <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run('export', () => startWorkOrderExport(filters))} data-testid="work-order-export">
          {t('workOrder.transfer.export')}
        </Button>
      )}
      {can(Permission.workOrder.add) && (
        <>
          <Upload
            accept=".xlsx"
            showUploadList={false}
            beforeUpload={(file) => {
              if (!isXlsx(file.name)) toast.error(t('files.errors.importType'));
              else void run('import', () => startWorkOrderImport(file));
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy} data-testid="work-order-import">
              {t('workOrder.transfer.import')}
            </Button>
          </Upload>
          <Button type="link" onClick={() => void downloadWorkOrderTemplate()} data-testid="work-order-import-template">
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
          action={
            can(started === 'export' ? Permission.exportTask.list : Permission.importTask.list) ? (
              <Link to={routePath(started)} data-testid="work-order-transfer-centre">
                {t('workOrder.transfer.openCentre')}
              </Link>
            ) : undefined
          }
          data-testid="work-order-transfer-started"
        />
      )}
    </Space>
  );
}
