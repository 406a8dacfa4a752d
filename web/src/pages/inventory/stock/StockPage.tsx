import { useMemo, useState, type HTMLAttributes, type Key, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Checkbox, Space, Tag } from 'antd';
import { Permission } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { useCostDisplay } from '../cost/cost-display';
import { keyed, stockColumns, type KeyedStockRow } from './columns';
import { MoveDialog } from './MoveDialog';
import { WarehouseSelect } from './WarehouseSelect';
import { useStockPage } from './stock.api';
import { OpeningImportButton } from '../transfer/TransferButtons';

type Filters = { warehouse_id?: number; only_held?: boolean; no_bin?: boolean };

/** /gengyun/bom/warehouseManageList: the storekeeper's stock by part and bin; put in, move, and the ledger. */
export function StockPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  // The bin view's "no bin" row opens this list at `?warehouse_id=&no_bin=1`.
  const [address] = useSearchParams();
  const search = useSearchHelper<{ keyword: string; pageNumber: number; pageSize: number } & Filters>({
    only_held: true,
    ...(Number(address.get('warehouse_id')) > 0 ? { warehouse_id: Number(address.get('warehouse_id')) } : {}),
    ...(address.get('no_bin') === '1' ? { no_bin: true } : {}),
  });
  const list = useStockPage(search.params);
  const [moving, setMoving] = useState<{ warehouseId: number; rows: readonly KeyedStockRow[] } | null>(null);
  const [selected, setSelected] = useState<{ keys: Key[]; rows: KeyedStockRow[] }>({ keys: [], rows: [] });
  // One document moves stock of one warehouse: the selected places', or the filtered warehouse's (parts then picked from the catalogue).
  const selectedWarehouses = new Set(selected.rows.map((r) => r.warehouse_id));
  const moveWarehouse = selectedWarehouses.size === 1 ? selected.rows[0]?.warehouse_id : selectedWarehouses.size === 0 ? search.params.warehouse_id : undefined;
  const canMove = can(Permission.stock.move);
  const { stockCost } = useCostDisplay();
  const columns = useMemo(() => stockColumns(true, stockCost), [stockCost]);
  const warehouse = search.params.warehouse_id;
  const query = warehouse ? `?warehouse_id=${warehouse}` : '';

  return (
    <Card title={t('menu.bom.warehouseManage')} data-testid="stock-page">
      <SearchBar
        keyword={search.params.keyword}
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        extra={
          <Space>
            <WarehouseSelect allowClear value={warehouse} onChange={(warehouse_id) => search.search(undefined, { warehouse_id })} testId="stock-warehouse" />
            {search.params.no_bin && (
              <Tag closable onClose={() => search.search(undefined, { no_bin: undefined })} data-testid="stock-no-bin">
                {t('inventory.workspace.noBin')}
              </Tag>
            )}
            <Checkbox checked={search.params.only_held ?? true} onChange={(e) => search.search(undefined, { only_held: e.target.checked })}>
              {t('inventory.stock.onlyHeld')}
            </Checkbox>
          </Space>
        }
        toolbar={
          <Space>
            {can(Permission.stock.putIn) && (
              <Button type="primary" onClick={() => void navigate(`/gengyun/bom/warehouseManageList/PutIn${query}`)} data-testid="stock-put-in">
                {t('inventory.stock.putIn')}
              </Button>
            )}
            {canMove && (
              <Button
                disabled={!moveWarehouse}
                title={selectedWarehouses.size > 1 ? t('inventory.stock.oneWarehouse') : undefined}
                onClick={() => moveWarehouse && setMoving({ warehouseId: moveWarehouse, rows: selected.rows })}
                data-testid="stock-move-selected"
              >
                {t('inventory.stock.moveSelected')}
              </Button>
            )}
            <OpeningImportButton />
            <Button onClick={() => void navigate(`/gengyun/bom/warehouseManageList/InOutBound${query}`)} data-testid="stock-records">
              {t('inventory.stock.records')}
            </Button>
            <Button onClick={() => void navigate(`/gengyun/bom/warehouseManageList/ListIndex${query}`)} data-testid="stock-by-part">
              {t('inventory.workspace.byPart')}
            </Button>
            <Button onClick={() => void navigate(`/gengyun/bom/warehouseManageList/bins${query}`)} data-testid="stock-by-bin">
              {t('inventory.workspace.byBin')}
            </Button>
            <Button onClick={() => void navigate(`/gengyun/bom/warehouseManageList/typeIndex${query}`)} data-testid="stock-by-type">
              {t('inventory.workspace.byType')}
            </Button>
          </Space>
        }
      />
      <DataTable<KeyedStockRow>
        showIndex
        primaryKey="key"
        columns={columns}
        rows={keyed(list.data?.rows)}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
        selection={canMove ? { selectedRowKeys: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) } : undefined}
        actions={
          canMove
            ? (row) => (
                <Button type="link" size="small" onClick={() => setMoving({ warehouseId: row.warehouse_id, rows: [row] })} data-testid={`stock-move-${row.key}`}>
                  {t('inventory.stock.move')}
                </Button>
              )
            : undefined
        }
        tableProps={{ onRow: (row) => ({ 'data-testid': `stock-row-${row.key}` }) as HTMLAttributes<HTMLElement> }}
      />
      {moving && (
        <MoveDialog
          warehouseId={moving.warehouseId}
          rows={moving.rows}
          onClose={() => {
            setMoving(null);
            setSelected({ keys: [], rows: [] });
          }}
        />
      )}
    </Card>
  );
}
