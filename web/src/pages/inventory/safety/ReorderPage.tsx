import { useMemo, useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Permission } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { DataTable, textColumn, type DataColumn } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { WarehouseSelect } from '../stock/WarehouseSelect';
import { OpenOrders } from '../order/OpenOrders';
import { OrderDialog } from '../order/OrderDialog';
import { exportReorder, useReorderPage, type ReorderSuggestionRow } from './reorder.api';

type Row = ReorderSuggestionRow & { key: string };

const columns: DataColumn<Row>[] = [
  textColumn<Row>({ key: 'spare_part_code', titleKey: 'inventory.part.code', width: 150, hideable: false }),
  textColumn<Row>({ key: 'part_name', titleKey: 'inventory.part.name', width: 160, hideable: false }),
  textColumn<Row>({ key: 'specification', titleKey: 'inventory.part.specification', width: 140 }),
  textColumn<Row>({ key: 'warehouse_name', titleKey: 'inventory.warehouse.name', width: 140 }),
  textColumn<Row>({ key: 'on_hand', titleKey: 'inventory.reorder.onHand', width: 100 }),
  textColumn<Row>({ key: 'safety_stock_min', titleKey: 'inventory.part.safetyMin', width: 120 }),
  textColumn<Row>({ key: 'safety_stock_max', titleKey: 'inventory.part.safetyMax', width: 120 }),
  textColumn<Row>({ key: 'on_order', titleKey: 'inventory.reorder.onOrder', width: 100 }),
  textColumn<Row>({ key: 'suggested', titleKey: 'inventory.reorder.suggested', width: 130, hideable: false }),
  textColumn<Row>({ key: 'unit', titleKey: 'inventory.part.unit', width: 70 }),
];

/**
 * /gengyun/bom/reorder: the parts below their safety minimum per warehouse, what to order, and its xlsx. Put-in holders
 * record an order from a row; its open orders (what makes up on order) are listed and cancelled from the row too.
 */
export function ReorderPage(): ReactElement {
  const { t } = useT();
  const search = useSearchHelper<{ keyword: string; pageNumber: number; pageSize: number; warehouse_id?: number }>({});
  const list = useReorderPage(search.params);
  const rows = useMemo(() => (list.data?.rows ?? []).map((r) => ({ ...r, key: `${r.part_id}-${r.warehouse_id}` })), [list.data]);
  const can = useCan();
  const [ordering, setOrdering] = useState<Row | null>(null);
  const [orders, setOrders] = useState<Row | null>(null);
  const canOrder = can(Permission.stock.putIn);

  return (
    <Card title={t('menu.bom.reorder')} data-testid="reorder-page">
      <SearchBar
        keyword={search.params.keyword}
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        extra={
          <Space wrap>
            <WarehouseSelect allowClear value={search.params.warehouse_id} onChange={(warehouse_id) => search.search(undefined, { warehouse_id })} testId="reorder-warehouse" />
            <Button icon={<DownloadOutlined />} onClick={() => void exportReorder({ keyword: search.params.keyword || undefined, warehouse_id: search.params.warehouse_id })} data-testid="reorder-export">
              {t('inventory.reorder.export')}
            </Button>
          </Space>
        }
      />
      <DataTable<Row>
        showIndex
        primaryKey="key"
        columns={columns}
        rows={rows}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
        tableProps={{ onRow: (row) => ({ 'data-testid': `reorder-row-${row.key}` }) as HTMLAttributes<HTMLElement> }}
        actions={(row) => (
          <Space size={0}>
            {canOrder && (
              <Button type="link" size="small" onClick={() => setOrdering(row)} data-testid={`reorder-order-${row.key}`}>
                {t('inventory.order.record')}
              </Button>
            )}
            {row.on_order > 0 && (
              <Button type="link" size="small" onClick={() => setOrders(row)} data-testid={`reorder-orders-${row.key}`}>
                {t('inventory.order.title')}
              </Button>
            )}
          </Space>
        )}
      />
      <OrderDialog row={ordering} onClose={() => setOrdering(null)} />
      <OpenOrders
        place={orders && { part_id: orders.part_id, warehouse_id: orders.warehouse_id, title: `${orders.spare_part_code} · ${orders.warehouse_name}` }}
        canCancel={canOrder}
        onClose={() => setOrders(null)}
      />
    </Card>
  );
}
