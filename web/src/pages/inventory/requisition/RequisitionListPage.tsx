import { useMemo, type HTMLAttributes, type ReactElement } from 'react';
import { Card, Select, Space } from 'antd';
import { REQUISITION_LIST_STATUSES, type RequisitionListStatus, type RequisitionStatus } from '@gengyun/contracts';
import { DataTable, linkColumn, textColumn, type DataColumn } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { WarehouseSelect } from '../stock/WarehouseSelect';
import { RequisitionStatusTag } from './RequisitionStatusTag';
import { useRequisitionPage, type RequisitionRow } from './requisition.api';

const columns: DataColumn<RequisitionRow>[] = [
  linkColumn<RequisitionRow>({ key: 'work_order_code', titleKey: 'inventory.requisition.workOrder', route: 'bom/io/view', width: 170, hideable: false }),
  textColumn<RequisitionRow>({ key: 'work_order_title', titleKey: 'inventory.requisition.workOrderTitle', width: 180 }),
  textColumn<RequisitionRow>({ key: 'status', titleKey: 'inventory.requisition.status', width: 120, format: (value, row) => <RequisitionStatusTag status={value as RequisitionStatus} partlyIssued={row.partly_issued} /> }),
  textColumn<RequisitionRow>({ key: 'lines', titleKey: 'inventory.requisition.lines', width: 240, format: (_v, row) => row.lines.map((l) => `${l.spare_part_code} ×${l.quantity}`).join(', ') }),
  textColumn<RequisitionRow>({ key: 'create_user_name', titleKey: 'inventory.requisition.requester', width: 120 }),
  textColumn<RequisitionRow>({ key: 'parts_cost', titleKey: 'inventory.requisition.partsCost', width: 110 }),
  textColumn<RequisitionRow>({ key: 'create_time', titleKey: 'inventory.ledger.time', width: 170 }),
];

/** /gengyun/bom/io: the requisitions taking from the storekeeper's warehouses, to approve, issue and take back. */
export function RequisitionListPage(): ReactElement {
  const { t } = useT();
  const search = useSearchHelper<{ keyword: string; pageNumber: number; pageSize: number; warehouse_id?: number; status?: RequisitionListStatus }>({});
  const list = useRequisitionPage(search.params);
  const statuses = useMemo(() => REQUISITION_LIST_STATUSES.map((s) => ({ value: s, label: t(`inventory.requisition.status.${s}`) })), [t]);
  return (
    <Card title={t('menu.bom.io')} data-testid="requisition-page">
      <SearchBar
        keyword={search.params.keyword}
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        extra={
          <Space wrap>
            <WarehouseSelect allowClear value={search.params.warehouse_id} onChange={(warehouse_id) => search.search(undefined, { warehouse_id })} testId="requisition-warehouse" />
            <Select<RequisitionListStatus>
              allowClear
              style={{ minWidth: 140 }}
              placeholder={t('inventory.requisition.status')}
              aria-label={t('inventory.requisition.status')}
              options={statuses}
              value={search.params.status}
              onChange={(status) => search.search(undefined, { status: status ?? undefined })}
              data-testid="requisition-status-filter"
            />
          </Space>
        }
      />
      <DataTable<RequisitionRow>
        showIndex
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
        tableProps={{ onRow: (row) => ({ 'data-testid': `requisition-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
      />
    </Card>
  );
}
