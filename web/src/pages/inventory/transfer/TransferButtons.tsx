import { useCallback, useState, type ReactElement } from 'react';
import { Button } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Permission } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { ExportTaskDialog, ImportTaskDialog, type ExportTaskLabels, type ImportTaskLabels } from '@/components/TaskDialogs';
import { useT } from '@/i18n/t';
import { partKeys } from '../part/part.api';
import { stockKeys } from '../stock/stock.api';
import { downloadOpeningTemplate, downloadPartTemplate, inventoryTaskPath, startLedgerExport, startOpeningImport, startPartExport, startPartImport } from './transfer.api';

type Filters = Record<string, unknown>;

/** The inventory's exports: test ids `inventory-export-*`, followed through `/inventory/exportTask`. */
const exportDialog = (title: ExportTaskLabels['title']) => ({
  testIdPrefix: 'inventory',
  taskPath: inventoryTaskPath('export'),
  labels: { title, hint: 'inventory.transfer.exportHint', download: 'inventory.transfer.download', ready: 'inventory.transfer.ready', failed: 'inventory.export.failed' } satisfies ExportTaskLabels,
});

/** The inventory's imports: test ids `inventory-import-*`, followed through `/inventory/importTask`. */
const importDialog = (title: ImportTaskLabels['title'], hint: ImportTaskLabels['hint']) => ({
  testIdPrefix: 'inventory',
  taskPath: inventoryTaskPath('import'),
  labels: {
    title,
    hint,
    template: 'inventory.transfer.template',
    chooseFile: 'inventory.transfer.chooseFile',
    notXlsx: 'files.errors.importType',
    submit: 'inventory.transfer.start',
    again: 'inventory.transfer.again',
    imported: 'inventory.transfer.imported',
    failed: 'inventory.transfer.importFailed',
    message: 'inventory.transfer.message',
  } satisfies ImportTaskLabels,
});

/** The in/out-bound records' export with the list's current filters (the page needs the stock list already). */
export function LedgerExportButton({ filters }: { filters: Filters }): ReactElement {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const start = useCallback(() => startLedgerExport(filters), [filters]);
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => setOpen(true)} data-testid="ledger-export">
        {t('inventory.transfer.export')}
      </Button>
      {open && <ExportTaskDialog {...exportDialog('inventory.transfer.exportLedger')} start={start} onClose={() => setOpen(false)} />}
    </>
  );
}

const overlayImport = (file: File) => startPartImport(file, true);

/** The catalogue's export (its list's filters) and, for those who may add parts, its import — adding, or updating existing codes. */
export function PartTransferButtons({ filters }: { filters: Filters }): ReactElement {
  const { t } = useT();
  const can = useCan();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'export' | 'import' | 'overlay' | null>(null);
  const start = useCallback(() => startPartExport(filters), [filters]);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: partKeys.all }), [queryClient]);
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => setOpen('export')} data-testid="part-export">
        {t('inventory.transfer.export')}
      </Button>
      {can(Permission.sparePart.add) && (
        <>
          <Button icon={<UploadOutlined />} onClick={() => setOpen('import')} data-testid="part-import">
            {t('inventory.transfer.import')}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setOpen('overlay')} data-testid="part-import-overlay">
            {t('inventory.transfer.importOverlay')}
          </Button>
        </>
      )}
      {open === 'export' && <ExportTaskDialog {...exportDialog('inventory.transfer.exportParts')} start={start} onClose={() => setOpen(null)} />}
      {(open === 'import' || open === 'overlay') && (
        <ImportTaskDialog
          {...importDialog(
            open === 'overlay' ? 'inventory.transfer.importPartsOverlay' : 'inventory.transfer.importParts',
            open === 'overlay' ? 'inventory.transfer.partsOverlayHint' : 'inventory.transfer.partsHint',
          )}
          downloadTemplate={downloadPartTemplate}
          start={open === 'overlay' ? overlayImport : startPartImport}
          onDone={refresh}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

/** Opening stock as put-ins, for those who may put in. */
export function OpeningImportButton(): ReactElement | null {
  const { t } = useT();
  const can = useCan();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: stockKeys.all }), [queryClient]);
  if (!can(Permission.stock.putIn)) return null;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="stock-opening-import">
        {t('inventory.transfer.importOpening')}
      </Button>
      {open && (
        <ImportTaskDialog
          {...importDialog('inventory.transfer.importOpening', 'inventory.transfer.openingHint')}
          downloadTemplate={downloadOpeningTemplate}
          start={startOpeningImport}
          onDone={refresh}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
