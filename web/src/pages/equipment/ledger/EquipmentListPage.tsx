import { useCallback, useState, type Key, type ReactElement } from 'react';
import { Button, Card } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { DataTable, detailLink, routePath } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper, type SearchParams } from '@/components/SearchBar';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { RowActions } from '@/components/RowActions';
import { ExportTaskDialog, ImportTaskDialog } from '@/components/TaskDialogs';
import { P } from '../common/permissions';
import { EQUIPMENT_VIEW_ROUTE, equipmentColumns } from './columns';
import { equipmentKeys, useDeleteEquipment, useEquipmentPage, type EquipmentFilters as Filters, type EquipmentRow } from './equipment.api';
import { EquipmentFilters } from './EquipmentFilters';
import { LEDGER_EXPORT, LEDGER_IMPORT, startExport } from './import-export.api';
import { MAX_LABELS, printLabels } from './print-labels';

type LedgerSearch = SearchParams & Filters;

/** /gengyun/eqpt/list: the equipment ledger with filters, add, import, export and QR label printing. */
export function EquipmentListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const search = useSearchHelper<LedgerSearch>();
  const list = useEquipmentPage(search.params);
  const remove = useDeleteEquipment();
  const [selected, setSelected] = useState<number[]>([]);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: equipmentKeys.all }), [queryClient]);
  const startLedgerExport = useCallback(() => startExport(search.params), [search.params]);

  const print = (): void => {
    if (!selected.length) {
      void toast.warning(t('equipment.ledger.labels.chooseRows'));
      return;
    }
    if (selected.length > MAX_LABELS) void toast.warning(t('equipment.ledger.labels.tooMany', [MAX_LABELS]));
    printLabels(selected).catch(() => void toast.error(t('equipment.ledger.labels.failed')));
  };

  const toolbar = (
    <>
      {can(P.equipment.add) && (
        <Button type="primary" onClick={() => void navigate(routePath('eqpt/list/add'))} data-testid="eqpt-add">
          {t('common.buttons.add')}
        </Button>
      )}
      {can(P.equipment.import) && (
        <Button onClick={() => setImporting(true)} data-testid="eqpt-import">
          {t('common.buttons.import')}
        </Button>
      )}
      {can(P.equipment.export) && (
        <Button onClick={() => setExporting(true)} data-testid="eqpt-export">
          {t('common.buttons.export')}
        </Button>
      )}
      <Button onClick={print} data-testid="eqpt-print-labels">
        {t('equipment.ledger.labels.print', [selected.length])}
      </Button>
    </>
  );

  const rowActions = (row: EquipmentRow): ReactElement => (
    <RowActions
      wrap
      prefix="eqpt-row"
      id={row.id}
      canEdit={can(P.equipment.edit)}
      onEdit={() => void navigate(`${detailLink(EQUIPMENT_VIEW_ROUTE, row.id)}&edit=1`)}
      canDelete={can(P.equipment.delete)}
      onDelete={() => remove.mutateAsync({ id: row.id })}
      before={
        <Button type="link" size="small" onClick={() => void navigate(detailLink(EQUIPMENT_VIEW_ROUTE, row.id))} data-testid={`eqpt-row-view-${row.id}`}>
          {t('common.buttons.view')}
        </Button>
      }
    />
  );

  return (
    <Card title={t('menu.eqpt.list')} data-testid="eqpt-list-page">
      <div data-testid="eqpt-search">
        <SearchBar
          keyword={search.params.keyword}
          placeholderKey="equipment.ledger.searchPlaceholder"
          onSearch={(keyword) => search.search(keyword)}
          onReset={search.reset}
          extra={<EquipmentFilters value={search.params} onChange={(filters) => search.search(undefined, filters)} />}
          toolbar={toolbar}
        />
      </div>
      <DataTable<EquipmentRow>
        columns={equipmentColumns(can(P.equipment.list))}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        showIndex
        selection={{ selectedRowKeys: selected, onChange: (keys: Key[]) => setSelected(keys.map(Number)) }}
        actions={rowActions}
        paging={pagingOf(search, list)}
      />
      {importing && <ImportTaskDialog {...LEDGER_IMPORT} onDone={refresh} onClose={() => setImporting(false)} />}
      {exporting && <ExportTaskDialog {...LEDGER_EXPORT} start={startLedgerExport} onClose={() => setExporting(false)} />}
    </Card>
  );
}
