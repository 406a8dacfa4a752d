import { useState, type ReactElement } from 'react';
import { Alert, Button, Space, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { Permission } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { routePath } from '@/components/DataTable/navigation';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';

/** The server reads xlsx only; anything else is refused before sending. */
export const isXlsx = (name: string): boolean => /\.xlsx$/i.test(name.trim());

export interface TransferButtonsProps {
  /** Test ids: `<prefix>-export`, `-import`, `-import-template`, `-transfer-started`, `-transfer-centre`. */
  prefix: string;
  /** Shown when given (the caller may export). */
  onExport?: () => Promise<unknown>;
  /** Shown when given (the caller may import), with the template's download. */
  onImport?: (file: File) => Promise<unknown>;
  onTemplate?: () => Promise<unknown>;
}

/**
 * A list's export and import as tasks of the import and export centre: the buttons, the upload refusing what is not
 * xlsx, and a notice linking to the centre for those who may open it.
 */
export function TransferButtons({ prefix, onExport, onImport, onTemplate }: TransferButtonsProps): ReactElement {
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
      {onExport && (
        <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run('export', onExport)} data-testid={`${prefix}-export`}>
          {t('workOrder.transfer.export')}
        </Button>
      )}
      {onImport && (
        <>
          <Upload
            accept=".xlsx"
            showUploadList={false}
            beforeUpload={(file) => {
              if (!isXlsx(file.name)) toast.error(t('files.errors.importType'));
              else void run('import', () => onImport(file));
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy} data-testid={`${prefix}-import`}>
              {t('workOrder.transfer.import')}
            </Button>
          </Upload>
          {onTemplate && (
            <Button type="link" onClick={() => void onTemplate()} data-testid={`${prefix}-import-template`}>
              {t('workOrder.transfer.template')}
            </Button>
          )}
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
              <Link to={routePath(started)} data-testid={`${prefix}-transfer-centre`}>
                {t('workOrder.transfer.openCentre')}
              </Link>
            ) : undefined
          }
          data-testid={`${prefix}-transfer-started`}
        />
      )}
    </Space>
  );
}
