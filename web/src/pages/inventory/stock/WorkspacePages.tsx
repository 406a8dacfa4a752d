import { useMemo, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Descriptions, Select, Space } from 'antd';
import { Permission, type MessageKey } from '@gengyun/contracts';
import { useOptionsQuery } from '@/api/hooks';
import { useCan } from '@/app/permissions';
import { DataTable, linkColumn, textColumn, type DataColumn } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { nameOf, selectOptions } from '@/pages/equipment/common/options.api';
import { PartFormDrawer } from '../part/PartFormDrawer';
import { usePartDetail } from '../part/part.api';
import { keyed, ledgerColumns, stockColumns } from './columns';
import { WarehouseSelect } from './WarehouseSelect';
import { useLedgerPage, useStockByPart, useStockByType, useStockPage, type StockByPartRow, type StockByTypeRow } from './stock.api';

const BASE = '/gengyun/bom/warehouseManageList';
/** `?warehouse_id=…&…` of the values set. */
const queryOf = (values: Record<string, number | undefined>): string => {
  const set = Object.entries(values).filter(([, v]) => v !== undefined && v !== null);
  return set.length ? `?${set.map(([k, v]) => `${k}=${String(v)}`).join('&')}` : '';
};
const numberParam = (query: URLSearchParams, key: string): number | undefined => {
  const raw = query.get(key);
  return raw === null || raw === '' || Number.isNaN(Number(raw)) ? undefined : Number(raw);
};

/** The BOM type's name; 0 or null is "no type". */
function useTypeName(): (value: number | null | undefined) => string {
  const { t } = useT();
  const bomTypes = useOptionsQuery('bomType');
  return useMemo(() => {
    const name = nameOf(bomTypes.data);
    return (value) => (value === null || value === undefined || value === 0 ? t('inventory.workspace.noType') : name(value));
  }, [bomTypes.data, t]);
}

const byPartColumns = (typeName: (value: number | null) => string, open: (row: StockByPartRow) => void): DataColumn<StockByPartRow>[] => [
  linkColumn<StockByPartRow>({ key: 'spare_part_code', titleKey: 'inventory.part.code', width: 150, hideable: false, onClick: open }),
  textColumn<StockByPartRow>({ key: 'part_name', titleKey: 'inventory.part.name', width: 160, hideable: false }),
  textColumn<StockByPartRow>({ key: 'bom_type', titleKey: 'inventory.part.bomType', width: 110, format: (v) => typeName(v as number | null) }),
  textColumn<StockByPartRow>({ key: 'specification', titleKey: 'inventory.part.specification', width: 140 }),
  textColumn<StockByPartRow>({ key: 'on_hand', titleKey: 'inventory.stock.onHand', width: 100 }),
  textColumn<StockByPartRow>({ key: 'reserved', titleKey: 'inventory.stock.reserved', width: 100 }),
  textColumn<StockByPartRow>({ key: 'available', titleKey: 'inventory.stock.available', width: 100 }),
  textColumn<StockByPartRow>({ key: 'on_order', titleKey: 'inventory.reorder.onOrder', width: 100 }),
  textColumn<StockByPartRow>({ key: 'places', titleKey: 'inventory.workspace.places', width: 90 }),
  textColumn<StockByPartRow>({ key: 'unit', titleKey: 'inventory.part.unit', width: 70 }),
];

type PartFilters = { keyword: string; pageNumber: number; pageSize: number; warehouse_id?: number; bom_type?: number };

/** The stock-by-part table of ListIndex and typeIndexView; a code opens the part in the warehouse (ListIndexView). */
function StockByPartTable({ search, testId }: { search: ReturnType<typeof useSearchHelper<PartFilters>>; testId: string }): ReactElement {
  const navigate = useNavigate();
  const typeName = useTypeName();
  const list = useStockByPart(search.params);
  const columns = useMemo(
    () => byPartColumns(typeName, (row) => void navigate(`${BASE}/ListIndexView${queryOf({ part_id: row.part_id, warehouse_id: search.params.warehouse_id })}`)),
    [typeName, navigate, search.params.warehouse_id],
  );
  return (
    <div data-testid={testId}>
      <DataTable<StockByPartRow>
        showIndex
        primaryKey="part_id"
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
      />
    </div>
  );
}

/** /gengyun/bom/warehouseManageList/ListIndex?warehouse_id=: stock by part (summed over bins and batches) in a warehouse. */
export function StockByPartPage(): ReactElement {
  const { t } = useT();
  const [query] = useSearchParams();
  const bomTypes = useOptionsQuery('bomType');
  const search = useSearchHelper<PartFilters>({ warehouse_id: numberParam(query, 'warehouse_id'), bom_type: numberParam(query, 'bom_type') });
  return (
    <Card title={t('menu.bom.listIndex')} data-testid="stock-by-part-page">
      <SearchBar
        keyword={search.params.keyword}
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        extra={
          <Space wrap>
            <WarehouseSelect allowClear value={search.params.warehouse_id} onChange={(warehouse_id) => search.search(undefined, { warehouse_id })} testId="by-part-warehouse" />
            <Select<number>
              allowClear
              style={{ minWidth: 140 }}
              placeholder={t('inventory.part.bomType')}
              aria-label={t('inventory.part.bomType')}
              value={search.params.bom_type}
              options={[{ value: 0, label: t('inventory.workspace.noType') }, ...selectOptions(bomTypes.data)]}
              onChange={(bom_type) => search.search(undefined, { bom_type: bom_type ?? undefined })}
            />
          </Space>
        }
      />
      <StockByPartTable search={search} testId="stock-by-part" />
    </Card>
  );
}

/** /gengyun/bom/warehouseManageList/typeIndex?warehouse_id=: parts by BOM type in a warehouse; a type opens its parts. */
export function PartsByTypePage(): ReactElement {
  const { t } = useT();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const search = useSearchHelper<{ keyword: string; pageNumber: number; pageSize: number; warehouse_id?: number }>({ warehouse_id: numberParam(query, 'warehouse_id') });
  const warehouse = search.params.warehouse_id;
  const types = useStockByType(warehouse);
  const typeName = useTypeName();
  const columns = useMemo<DataColumn<StockByTypeRow & { key: number }>[]>(
    () => [
      linkColumn<StockByTypeRow & { key: number }>({
        key: 'bom_type',
        titleKey: 'inventory.part.bomType',
        width: 160,
        hideable: false,
        text: (row) => typeName(row.bom_type),
        onClick: (row) => void navigate(`${BASE}/typeIndexView${queryOf({ warehouse_id: warehouse, bom_type: row.bom_type ?? 0 })}`),
      }),
      textColumn({ key: 'parts', titleKey: 'inventory.workspace.parts', width: 100 }),
      textColumn({ key: 'on_hand', titleKey: 'inventory.stock.onHand', width: 100 }),
      textColumn({ key: 'reserved', titleKey: 'inventory.stock.reserved', width: 100 }),
      textColumn({ key: 'available', titleKey: 'inventory.stock.available', width: 100 }),
    ],
    [typeName, navigate, warehouse],
  );
  return (
    <Card title={t('menu.bom.typeIndex')} data-testid="parts-by-type-page">
      <Space style={{ marginBottom: 12 }}>
        <WarehouseSelect allowClear value={warehouse} onChange={(warehouse_id) => search.search(undefined, { warehouse_id })} testId="by-type-warehouse" />
      </Space>
      <DataTable columns={columns} rows={(types.data ?? []).map((r) => ({ ...r, key: r.bom_type ?? 0 }))} primaryKey="key" loading={types.isLoading} />
    </Card>
  );
}

/** /gengyun/bom/warehouseManageList/typeIndexView?warehouse_id=&bom_type=: the parts of one type held in a warehouse. */
export function PartsOfTypePage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const bomType = numberParam(query, 'bom_type') ?? 0;
  const warehouse = numberParam(query, 'warehouse_id');
  const typeName = useTypeName();
  const search = useSearchHelper<PartFilters>({ warehouse_id: warehouse, bom_type: bomType });
  return (
    <Card
      title={`${t('menu.bom.typeIndexView')}: ${typeName(bomType)}`}
      data-testid="parts-of-type-page"
      extra={
        can(Permission.sparePart.add) && (
          <Button type="primary" onClick={() => void navigate(`${BASE}/typeIndexAdd${queryOf({ warehouse_id: warehouse, bom_type: bomType || undefined })}`)} data-testid="type-add-part">
            {t('inventory.part.add')}
          </Button>
        )
      }
    >
      <SearchBar keyword={search.params.keyword} onSearch={(keyword) => search.search(keyword)} onReset={search.reset} />
      <StockByPartTable search={search} testId="parts-of-type" />
    </Card>
  );
}

/** /gengyun/bom/warehouseManageList/typeIndexAdd?bom_type=: a new catalogue part of that type; back to the type's parts. */
export function AddPartOfTypePage(): ReactElement {
  const { t } = useT();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const bomType = numberParam(query, 'bom_type');
  const warehouse = numberParam(query, 'warehouse_id');
  const defaults = useMemo(() => (bomType ? { bom_type: bomType } : {}), [bomType]);
  return (
    <Card title={t('menu.bom.typeIndexAdd')} data-testid="type-add-page">
      <PartFormDrawer defaults={defaults} onClose={() => void navigate(`${BASE}/typeIndexView${queryOf({ warehouse_id: warehouse, bom_type: bomType ?? 0 })}`)} />
    </Card>
  );
}

/** /gengyun/bom/warehouseManageList/ListIndexView?part_id=&warehouse_id=: one part in a warehouse — its bins and batches, and its in/out-bound records. */
export function PartInWarehousePage(): ReactElement {
  const { t } = useT();
  const [query] = useSearchParams();
  const partId = numberParam(query, 'part_id') ?? 0;
  const warehouse = numberParam(query, 'warehouse_id');
  const part = usePartDetail(partId);
  const places = useStockPage({ pageNumber: 1, pageSize: 100, part_id: partId, warehouse_id: warehouse, only_held: false });
  const ledgerSearch = useSearchHelper<{ keyword: string; pageNumber: number; pageSize: number; part_id: number; warehouse_id?: number }>({ part_id: partId, warehouse_id: warehouse });
  const ledger = useLedgerPage(ledgerSearch.params);
  const placeColumns = useMemo(() => stockColumns(false), []);
  const movementColumns = useMemo(() => ledgerColumns((value) => t(`inventory.movement.${String(value)}` as MessageKey), (value) => t(`inventory.document.${String(value)}` as MessageKey)), [t]);
  const row = part.data;
  return (
    <Card title={row ? `${row.spare_part_code} ${row.name}` : t('menu.bom.listIndexView')} loading={part.isLoading} data-testid="part-in-warehouse-page">
      {row && (
        <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('inventory.part.specification')}>{row.specification}</Descriptions.Item>
          <Descriptions.Item label={t('inventory.part.unit')}>{row.unit}</Descriptions.Item>
          <Descriptions.Item label={t('inventory.part.safetyMin')}>{row.safety_stock_min}</Descriptions.Item>
        </Descriptions>
      )}
      <Card type="inner" size="small" title={t('inventory.part.stock')} style={{ marginTop: 16 }} data-testid="part-places">
        <DataTable columns={placeColumns} rows={keyed(places.data?.rows)} primaryKey="key" loading={places.isLoading} />
      </Card>
      <Card type="inner" size="small" title={t('menu.bom.inOutBound')} style={{ marginTop: 16 }} data-testid="part-movements">
        <DataTable columns={movementColumns} rows={ledger.data?.rows ?? []} loading={ledger.isFetching && !ledger.data} paging={pagingOf(ledgerSearch, ledger)} />
      </Card>
    </Card>
  );
}
