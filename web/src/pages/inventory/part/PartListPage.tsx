import { useMemo, useState, type HTMLAttributes, type Key, type ReactElement } from 'react';
import { Button, Card, Checkbox, Select, Space } from 'antd';
import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { Permission, type MessageKey } from '@gengyun/contracts';
import { useOptionsQuery } from '@/api/hooks';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { RowActions } from '@/components/RowActions';
import { useCan } from '@/app/permissions';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';
import { nameOf, selectOptions } from '@/pages/equipment/common/options.api';
import { useCostDisplay } from '../cost/cost-display';
import { partColumns } from './columns';
import { PartFormDrawer } from './PartFormDrawer';
import { useDeletePart, usePartPage, type SparePartRow } from './part.api';
import { MAX_PART_LABELS, printPartLabels } from './qr/print-part-labels';
import { PartTransferButtons } from '../transfer/TransferButtons';

type Editing = { row?: SparePartRow } | null;
type Filters = { bom_type?: number; below_min?: boolean };

/** /gengyun/bom/list: the parts catalogue with its filters; add, edit and delete for those who may. */
export function PartListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const search = useSearchHelper<{ keyword: string; pageNumber: number; pageSize: number } & Filters>();
  const list = usePartPage(search.params);
  const bomTypes = useOptionsQuery('bomType');
  const remove = useDeletePart();
  const [editing, setEditing] = useState<Editing>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const toast = useToast();
  const print = (): void => {
    if (!selected.length) return;
    printPartLabels(selected.slice(0, MAX_PART_LABELS)).catch(() => void toast.error(t('inventory.qr.printFailed')));
  };
  const { partPrice } = useCostDisplay();
  const columns = useMemo(() => partColumns(nameOf(bomTypes.data), (value) => t(`inventory.stockIn.${String(value)}` as MessageKey), partPrice), [bomTypes.data, t, partPrice]);

  return (
    <Card title={t('menu.bom.list')} data-testid="part-list-page">
      <SearchBar
        keyword={search.params.keyword}
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        extra={
          <Space>
            <Select<number>
              allowClear
              style={{ width: 160 }}
              placeholder={t('inventory.part.bomType')}
              aria-label={t('inventory.part.bomType')}
              value={search.params.bom_type}
              options={selectOptions(bomTypes.data)}
              onChange={(bom_type) => search.search(undefined, { bom_type })}
              data-testid="part-filter-bom-type"
            />
            <Checkbox checked={search.params.below_min ?? false} onChange={(e) => search.search(undefined, { below_min: e.target.checked || undefined })} data-testid="part-filter-below-min">
              {t('inventory.part.belowMin')}
            </Checkbox>
          </Space>
        }
        toolbar={
          <Space>
            {can(Permission.sparePart.add) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="part-add">
                {t('common.buttons.add')}
              </Button>
            )}
            <Button icon={<PrinterOutlined />} disabled={!selected.length} onClick={print} data-testid="part-print-labels">
              {`${t('inventory.qr.print')}${selected.length ? ` (${selected.length})` : ''}`}
            </Button>
            <PartTransferButtons filters={search.params} />
          </Space>
        }
      />
      <DataTable<SparePartRow>
        showIndex
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
        selection={{ selectedRowKeys: selected, onChange: (keys: Key[]) => setSelected(keys.map(Number)) }}
        actions={(row) => (
          <RowActions
            prefix="part"
            id={row.id}
            onEdit={can(Permission.sparePart.edit) ? () => setEditing({ row }) : undefined}
            onDelete={can(Permission.sparePart.delete) ? () => remove.mutateAsync({ id: row.id }) : undefined}
          />
        )}
        tableProps={{ onRow: (row) => ({ 'data-testid': `part-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
      />
      {editing && <PartFormDrawer row={editing.row} onClose={() => setEditing(null)} />}
    </Card>
  );
}
