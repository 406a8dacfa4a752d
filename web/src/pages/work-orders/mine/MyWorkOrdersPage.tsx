import { useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card } from 'antd';
import { DataTable } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { useWorkOrderPage, type WorkOrderRow } from '../order/work-order.api';
import { workOrderColumns } from '../order/columns';
import { OrderSearchBar, useOrderFilters } from '../order/use-order-filters';
import { WorkOrderDetailDrawer } from '../order/WorkOrderDetailDrawer';
import { useLiveWorkOrders } from '../live/use-live-work-orders';

/**
 * /gengyun/work/workOrder, "my work orders": every order the caller is in charge of or handles, in any status (ended
 * ones too: the to-dos show only open work), searched and filtered like the order list; the number opens its page.
 */
export function MyWorkOrdersPage(): ReactElement {
  const { t } = useT();
  const state = useOrderFilters();
  const list = useWorkOrderPage({ ...state.body, mine: true });
  const [viewing, setViewing] = useState<WorkOrderRow | null>(null);
  useLiveWorkOrders();

  return (
    <Card title={t('menu.work.myOrders')} data-testid="my-work-orders-page">
      <OrderSearchBar state={state} testId="my-work-orders-status-filter" />
      <DataTable<WorkOrderRow>
        columns={workOrderColumns()}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        actions={(row) => (
          <Button type="link" size="small" onClick={() => setViewing(row)} data-testid={`my-work-order-detail-${row.id}`}>
            {t('workOrder.list.detail')}
          </Button>
        )}
        paging={{
          pageNumber: state.paging.pageNumber,
          pageSize: state.paging.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNumber, pageSize) => state.setPaging({ pageNumber, pageSize }),
        }}
        tableProps={{ onRow: (row) => ({ 'data-testid': `my-work-order-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
      />
      {viewing && <WorkOrderDetailDrawer row={viewing} onClose={() => setViewing(null)} />}
    </Card>
  );
}
