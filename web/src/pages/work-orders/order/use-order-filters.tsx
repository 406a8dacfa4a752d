import { useState, type ReactElement, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE, WORK_ORDER_STATUSES } from '@gengyun/contracts';
import { Tag } from 'antd';
import { SearchBar } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import type { PagedParams } from '@/api/hooks';
import { workOrderBody, type WorkOrderFilters } from './work-order.api';
import { StatusFilter } from './StatusFilter';

export interface OrderFilters {
  filters: WorkOrderFilters;
  paging: { pageNumber: number; pageSize: number };
  setPaging: (paging: { pageNumber: number; pageSize: number }) => void;
  /** New filters, back on page 1. */
  search: (next: Partial<WorkOrderFilters>) => void;
  /** The filters and the page as the list routes take them. */
  body: PagedParams;
}

/** The work-order lists' keyword and status filters and their paging. */
export function useOrderFilters(initial: () => WorkOrderFilters = () => ({})): OrderFilters {
  const [filters, setFilters] = useState<WorkOrderFilters>(initial);
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const search = (next: Partial<WorkOrderFilters>): void => {
    setFilters((current) => ({ ...current, ...next }));
    setPaging((current) => ({ ...current, pageNumber: 1 }));
  };
  return { filters, paging, setPaging, search, body: workOrderBody(filters, paging.pageNumber, paging.pageSize) };
}

/** The search box (number or title), the status filter and the past-due filter (when set) over a work-order list; `toolbar` holds its buttons. */
export function OrderSearchBar({ state, toolbar, testId }: { state: OrderFilters; toolbar?: ReactNode; testId: string }): ReactElement {
  const { t } = useT();
  return (
    <SearchBar
      keyword={state.filters.keyword}
      placeholderKey="workOrder.list.keyword"
      onSearch={(keyword) => state.search({ keyword })}
      onReset={() => state.search({ keyword: undefined, status: undefined, pastDue: undefined })}
      toolbar={toolbar}
      extra={
        <>
          <StatusFilter statuses={WORK_ORDER_STATUSES} value={state.filters.status} onChange={(status) => state.search({ status })} testId={testId} />
          {state.filters.pastDue && (
            <Tag color="red" closable onClose={() => state.search({ pastDue: undefined })} data-testid="work-order-past-due-filter">
              {t('workOrder.overview.pastDue')}
            </Tag>
          )}
        </>
      }
    />
  );
}
