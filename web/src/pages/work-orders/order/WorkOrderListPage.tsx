import { useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card, Select } from 'antd';
import { DEFAULT_PAGE_SIZE, WORK_ORDER_STATUSES, WORK_ORDER_STATUS_LABELS } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { SearchBar } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useWorkOrderPage, workOrderBody, type WorkOrderFilters, type WorkOrderRow, type WorkOrderStatus } from './work-order.api';
import { workOrderColumns } from './columns';
import { WorkOrderDetailDrawer } from './WorkOrderDetailDrawer';
import { NoticePreferencesButton } from '../sla/NoticePreferencesButton';

/**
 * /gengyun/work/order/list: the work orders the caller may see (their scopes and their own), newest first, searched by
 * number or title and filtered by status; a row's number or "details" opens the drawer with its timeline.
 */
export function WorkOrderListPage(): ReactElement {
  const { t } = useT();
  const [filters, setFilters] = useState<WorkOrderFilters>({});
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const list = useWorkOrderPage(workOrderBody(filters, paging.pageNumber, paging.pageSize));
  const [viewing, setViewing] = useState<WorkOrderRow | null>(null);

  const search = (next: Partial<WorkOrderFilters>): void => {
    setFilters((current) => ({ ...current, ...next }));
    setPaging((current) => ({ ...current, pageNumber: 1 }));
  };

  return (
    <Card title={t('menu.work.orderList')} extra={<NoticePreferencesButton />} data-testid="work-order-page">
      <SearchBar
        keyword={filters.keyword}
        placeholderKey="workOrder.list.keyword"
        onSearch={(keyword) => search({ keyword })}
        onReset={() => search({ keyword: undefined, status: undefined })}
        extra={
          <Select<WorkOrderStatus[]>
            mode="multiple"
            allowClear
            style={{ minWidth: 220 }}
            placeholder={t('workOrder.list.statusFilter')}
            aria-label={t('workOrder.list.statusFilter')}
            value={filters.status ?? []}
            onChange={(status) => search({ status })}
            options={WORK_ORDER_STATUSES.map((s) => ({ value: s, label: t(WORK_ORDER_STATUS_LABELS[s]) }))}
            data-testid="work-order-status-filter"
          />
        }
      />
      <DataTable<WorkOrderRow>
        columns={workOrderColumns(setViewing)}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        actions={(row) => (
          <Button type="link" size="small" onClick={() => setViewing(row)} data-testid={`work-order-detail-${row.id}`}>
            {t('workOrder.list.detail')}
          </Button>
        )}
        paging={{
          pageNumber: paging.pageNumber,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNumber, pageSize) => setPaging({ pageNumber, pageSize }),
        }}
        tableProps={{ onRow: (row) => ({ 'data-testid': `work-order-row-${row.id}`, 'data-status': row.status }) as HTMLAttributes<HTMLElement> }}
      />
      {viewing && <WorkOrderDetailDrawer row={viewing} onClose={() => setViewing(null)} />}
    </Card>
  );
}
