import type { HTMLAttributes, ReactElement } from 'react';
import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { DataTable, textColumn, type DataColumn } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { workOrderColumns } from '../order/columns';
import { orderViewLink } from '../order/order-links';
import { OrderSearchBar, useOrderFilters } from '../order/use-order-filters';
import { useLiveWorkOrders } from '../live/use-live-work-orders';
import { useSubOrderPage, type SubWorkOrderRow } from './sub-order.api';

/** The parent's number, linking to its page; a parent outside the caller's scope is named as not visible. */
const parentColumn = (hidden: string): DataColumn<SubWorkOrderRow> =>
  textColumn<SubWorkOrderRow>({
    key: 'parent',
    titleKey: 'workOrderSub.parent',
    width: 170,
    hideable: false,
    format: (_value, row) =>
      row.parent ? (
        <Link to={orderViewLink(row.parent.id)} data-testid={`sub-order-parent-${row.id}`}>
          {row.parent.code}
        </Link>
      ) : (
        <Typography.Text type="secondary">{hidden}</Typography.Text>
      ),
  });

/**
 * /gengyun/sub/work/order: every sub work order the caller may see (their scopes and their own), newest first, with
 * its parent; searched and filtered like the order list. A number opens that order's page.
 */
export function SubOrderListPage(): ReactElement {
  const { t } = useT();
  const state = useOrderFilters();
  const list = useSubOrderPage(state.body);
  useLiveWorkOrders();
  const [code, ...rest] = workOrderColumns<SubWorkOrderRow>();

  return (
    <Card title={t('menu.work.subOrder')} data-testid="sub-order-list-page">
      <OrderSearchBar state={state} testId="sub-order-status-filter" />
      <DataTable<SubWorkOrderRow>
        columns={[...(code ? [code] : []), parentColumn(t('workOrderSub.parentHidden')), ...rest]}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={{
          pageNumber: state.paging.pageNumber,
          pageSize: state.paging.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNumber, pageSize) => state.setPaging({ pageNumber, pageSize }),
        }}
        tableProps={{ onRow: (row) => ({ 'data-testid': `sub-order-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
      />
    </Card>
  );
}
