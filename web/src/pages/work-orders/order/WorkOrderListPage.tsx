import { useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card, Space } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ENDED_STATUSES, Permission, WORK_ORDER_STATUSES } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { DataTable } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { useWorkOrderPage, workOrderFilterBody, type WorkOrderRow } from './work-order.api';
import { workOrderColumns } from './columns';
import { WorkOrderDetailDrawer } from './WorkOrderDetailDrawer';
import { OrderSearchBar, useOrderFilters } from './use-order-filters';
import { NoticePreferencesButton } from '../sla/NoticePreferencesButton';
import { OrderFormDrawer } from './form/OrderFormDrawer';
import { BatchAssignDialog, canBatchAssign } from './actions/BatchAssignDialog';
import { useLiveWorkOrders } from '../live/use-live-work-orders';
import { WorkOrderTransferButtons } from '../transfer/WorkOrderTransferButtons';

/**
 * /gengyun/work/order/list: the work orders the caller may see (their scopes and their own), newest first, searched by
 * number or title and filtered by status; a row's number opens the order's page, "details" the drawer beside the list.
 */
export function WorkOrderListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const [query] = useSearchParams();
  const state = useOrderFilters(() => ({
    status: WORK_ORDER_STATUSES.filter((s) => query.get('status')?.split(',').includes(s)),
    pastDue: query.get('past_due') === '1' || undefined,
  }));
  const { filters, paging } = state;
  const list = useWorkOrderPage(state.body);
  const [viewing, setViewing] = useState<WorkOrderRow | null>(null);
  const [editing, setEditing] = useState<WorkOrderRow | 'new' | null>(null);
  const [selected, setSelected] = useState<WorkOrderRow[]>([]);
  const [batching, setBatching] = useState(false);
  useLiveWorkOrders();

  return (
    <Card title={t('menu.work.orderList')} extra={<NoticePreferencesButton />} data-testid="work-order-page">
      <OrderSearchBar
        state={state}
        testId="work-order-status-filter"
        toolbar={
          <Space>
            <WorkOrderTransferButtons filters={workOrderFilterBody(filters)} />
            {can(Permission.workOrder.dispatch) && (
              <Button disabled={!canBatchAssign(selected)} onClick={() => setBatching(true)} data-testid="work-order-batch-assign">
                {t('workOrder.actions.batchAssign')}
              </Button>
            )}
            {can(Permission.workOrder.add) && (
              <Button type="primary" onClick={() => setEditing('new')} data-testid="work-order-add">
                {t('common.buttons.add')}
              </Button>
            )}
          </Space>
        }
      />
      <DataTable<WorkOrderRow>
        columns={workOrderColumns()}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        selection={can(Permission.workOrder.dispatch) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_keys, rows) => setSelected(rows) } : undefined}
        actions={(row) => (
          <>
            <Button type="link" size="small" onClick={() => setViewing(row)} data-testid={`work-order-detail-${row.id}`}>
              {t('workOrder.list.detail')}
            </Button>
            {can(Permission.workOrder.edit) && !ENDED_STATUSES.includes(row.status) && (
              <Button type="link" size="small" onClick={() => setEditing(row)} data-testid={`work-order-edit-${row.id}`}>
                {t('common.buttons.edit')}
              </Button>
            )}
          </>
        )}
        paging={{
          pageNumber: paging.pageNumber,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          totalCapped: list.data?.totalCapped,
          onChange: (pageNumber, pageSize) => state.setPaging({ pageNumber, pageSize }),
        }}
        tableProps={{ onRow: (row) => ({ 'data-testid': `work-order-row-${row.id}`, 'data-status': row.status }) as HTMLAttributes<HTMLElement> }}
      />
      {viewing && <WorkOrderDetailDrawer row={viewing} onClose={() => setViewing(null)} />}
      {editing && <OrderFormDrawer row={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {batching && (
        <BatchAssignDialog
          rows={selected}
          onClose={() => {
            setBatching(false);
            setSelected([]);
          }}
        />
      )}
    </Card>
  );
}
