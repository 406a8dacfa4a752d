import { useMemo, useState, type HTMLAttributes, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Permission } from '@gengyun/contracts';
import { DataTable, textColumn, type DataColumn } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { RowActions } from '@/components/RowActions';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { WarehouseFormDrawer } from './WarehouseFormDrawer';
import { useDeleteWarehouse, useWarehousePage, type WarehouseRow } from './warehouse.api';

type Editing = { row?: WarehouseRow } | null;

const columns: DataColumn<WarehouseRow>[] = [
  textColumn<WarehouseRow>({ key: 'code', titleKey: 'inventory.warehouse.code', width: 140, hideable: false }),
  textColumn<WarehouseRow>({ key: 'name', titleKey: 'inventory.warehouse.name', width: 180, hideable: false }),
  textColumn<WarehouseRow>({ key: 'manager_name', titleKey: 'inventory.warehouse.manager', width: 140 }),
  textColumn<WarehouseRow>({ key: 'address', titleKey: 'inventory.warehouse.address', width: 200 }),
  textColumn<WarehouseRow>({ key: 'bins', titleKey: 'inventory.warehouse.bins', width: 260, format: (bins) => (bins as WarehouseRow['bins']).map((b) => b.code).join(', ') }),
];

/** /gengyun/bom/warehouse: the warehouses the caller may see, with their managers and bins. */
export function WarehouseListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const search = useSearchHelper();
  const list = useWarehousePage(search.params);
  const remove = useDeleteWarehouse();
  const [editing, setEditing] = useState<Editing>(null);
  const cols = useMemo(() => columns, []);

  return (
    <Card title={t('menu.bom.warehouse')} data-testid="warehouse-list-page">
      <SearchBar
        keyword={search.params.keyword}
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        toolbar={
          can(Permission.warehouse.add) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="warehouse-add">
              {t('common.buttons.add')}
            </Button>
          )
        }
      />
      <DataTable<WarehouseRow>
        showIndex
        columns={cols}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
        actions={(row) => (
          <RowActions
            prefix="warehouse"
            id={row.id}
            onEdit={can(Permission.warehouse.edit) ? () => setEditing({ row }) : undefined}
            onDelete={can(Permission.warehouse.delete) ? () => remove.mutateAsync({ id: row.id }) : undefined}
            before={
              can(Permission.stock.list) && (
                <Button type="link" size="small" onClick={() => void navigate(`/gengyun/bom/warehouseManageList/bins?warehouse_id=${row.id}`)} data-testid={`warehouse-bins-${row.id}`}>
                  {t('inventory.workspace.byBin')}
                </Button>
              )
            }
          />
        )}
        tableProps={{ onRow: (row) => ({ 'data-testid': `warehouse-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
      />
      {editing && <WarehouseFormDrawer row={editing.row} onClose={() => setEditing(null)} />}
    </Card>
  );
}
