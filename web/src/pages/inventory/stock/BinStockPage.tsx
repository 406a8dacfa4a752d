import { useMemo, type HTMLAttributes, type ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Card, Empty } from 'antd';
import { DataTable, textColumn, type DataColumn } from '@/components/DataTable';
import { pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCostDisplay } from '../cost/cost-display';
import { keyed, stockColumns, type KeyedStockRow } from './columns';
import { WarehouseSelect } from './WarehouseSelect';
import { useStockByBin, useStockPage, type StockByBinRow } from './stock.api';

const idOf = (query: URLSearchParams, key: string): number => Number(query.get(key) ?? 0) || 0;

/** The places one bin holds, paged. */
function BinPlaces({ binId }: { binId: number }): ReactElement {
  const { stockCost } = useCostDisplay();
  const columns = useMemo(() => stockColumns(true, stockCost), [stockCost]);
  const search = useSearchHelper<{ keyword: string; pageNumber: number; pageSize: number; bin_id: number }>({ bin_id: binId });
  const places = useStockPage({ ...search.params, bin_id: binId, only_held: true });
  return <DataTable<KeyedStockRow> primaryKey="key" columns={columns} rows={keyed(places.data?.rows)} loading={places.isFetching && !places.data} paging={pagingOf(search, places)} />;
}

/**
 * /gengyun/bom/warehouseManageList/bins?warehouse_id=&bin_id=: a warehouse's bins with the parts, places and units each
 * holds (empty bins too; stock kept without a bin last), and the places of the bin chosen. Reached from the warehouse
 * list and the stock page; everything through the warehouse scope.
 */
export function BinStockPage(): ReactElement {
  const { t } = useT();
  const [query, setQuery] = useSearchParams();
  const warehouseId = idOf(query, 'warehouse_id');
  const binId = idOf(query, 'bin_id');
  const bins = useStockByBin(warehouseId);
  const chosen = (bins.data ?? []).find((b) => b.bin_id === binId);
  const columns: DataColumn<StockByBinRow>[] = [
    textColumn<StockByBinRow>({
      key: 'bin_code',
      titleKey: 'inventory.stock.bin',
      width: 140,
      hideable: false,
      format: (_v, row) =>
        row.bin_id === null ? (
          <Link to={`/gengyun/bom/warehouseManageList?warehouse_id=${warehouseId}&no_bin=1`} data-testid="bin-open-none">
            {t('inventory.workspace.noBin')}
          </Link>
        ) : (
          <Button type="link" size="small" onClick={() => setQuery({ warehouse_id: String(warehouseId), bin_id: String(row.bin_id) })} data-testid={`bin-open-${row.bin_id}`}>
            {row.bin_code}
          </Button>
        ),
    }),
    textColumn<StockByBinRow>({ key: 'bin_name', titleKey: 'inventory.warehouse.binName', width: 140 }),
    textColumn<StockByBinRow>({ key: 'parts', titleKey: 'inventory.workspace.parts', width: 90 }),
    textColumn<StockByBinRow>({ key: 'places', titleKey: 'inventory.workspace.places', width: 90 }),
    textColumn<StockByBinRow>({ key: 'on_hand', titleKey: 'inventory.stock.onHand', width: 90 }),
    textColumn<StockByBinRow>({ key: 'reserved', titleKey: 'inventory.stock.reserved', width: 90 }),
    textColumn<StockByBinRow>({ key: 'available', titleKey: 'inventory.stock.available', width: 90 }),
  ];

  return (
    <Card
      title={t('menu.bom.bins')}
      data-testid="bin-stock-page"
      extra={<WarehouseSelect value={warehouseId || undefined} onChange={(id) => setQuery(id ? { warehouse_id: String(id) } : {})} testId="bin-warehouse" />}
    >
      <DataTable<StockByBinRow>
        columns={columns}
        rows={bins.data ?? []}
        primaryKey="bin_id"
        loading={bins.isFetching && !bins.data}
        tableProps={{ onRow: (row) => ({ 'data-testid': `bin-row-${row.bin_id ?? 0}` }) as HTMLAttributes<HTMLElement> }}
      />
      <Card type="inner" size="small" style={{ marginTop: 16 }} title={chosen ? `${t('inventory.workspace.binHolds')} · ${chosen.bin_code ?? ''}` : t('inventory.workspace.binHolds')} data-testid="bin-places">
        {chosen ? <BinPlaces key={binId} binId={binId} /> : <Empty description={t('inventory.workspace.chooseBin')} />}
      </Card>
    </Card>
  );
}
