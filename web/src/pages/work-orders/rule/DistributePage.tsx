import { useState, type HTMLAttributes, type ReactElement } from 'react';
import { Alert, Button, Card, Input, Select, Space, Typography } from 'antd';
import { DEFAULT_PAGE_SIZE, WORK_ORDER_LIMITS } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { SearchBar } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { workOrderBody, type WorkOrderFilters, type WorkOrderRow } from '../order/work-order.api';
import { workOrderColumns } from '../order/columns';
import { WorkOrderDetailDrawer } from '../order/WorkOrderDetailDrawer';
import { StatusFilter } from '../order/StatusFilter';
import { usePoolUsers, userLabel } from '../pool/pool.api';
import { UNASSIGNED_STATUSES, dispatchBody, useBatchDispatch, useDistributable } from './distribute.api';

/**
 * /gengyun/work/distribute (SPEC's "work order batch distribution"): the orders nobody works on — to assign, returned,
 * overdue — and no order a workflow run holds (the server's list, by the rule its refusal uses), filtered by status and
 * searched; the selection goes to the chosen handlers, all of it or none.
 */
export function DistributePage(): ReactElement {
  const { t } = useT();
  const [filters, setFilters] = useState<WorkOrderFilters>({});
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const list = useDistributable(workOrderBody(filters, paging.pageNumber, paging.pageSize));
  const people = (usePoolUsers().data?.rows ?? []).map((u) => ({ value: u.id, label: userLabel(u) }));
  const [selected, setSelected] = useState<WorkOrderRow[]>([]);
  const [handlers, setHandlers] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [viewing, setViewing] = useState<WorkOrderRow | null>(null);
  const dispatch = useBatchDispatch();

  const search = (next: Partial<WorkOrderFilters>): void => {
    setFilters((current) => ({ ...current, ...next }));
    setPaging((current) => ({ ...current, pageNumber: 1 }));
  };
  const assign = (): void => {
    setOutcome(null);
    dispatch.mutate(dispatchBody(selected, handlers, note), {
      onSuccess: () => {
        setOutcome({ ok: true, text: t('workOrderDistribute.done', [selected.length]) });
        setSelected([]);
        setNote('');
      },
      onError: (error) => setOutcome({ ok: false, text: error.message }),
    });
  };

  return (
    <Card title={t('menu.work.distribute')} data-testid="work-distribute-page">
      <SearchBar
        keyword={filters.keyword}
        placeholderKey="workOrder.list.keyword"
        onSearch={(keyword) => search({ keyword })}
        onReset={() => search({ keyword: undefined, status: undefined })}
        extra={
          <StatusFilter statuses={UNASSIGNED_STATUSES} value={filters.status} onChange={(status) => search({ status })} testId="work-distribute-status" />
        }
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<number[]>
          mode="multiple"
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 260 }}
          maxCount={WORK_ORDER_LIMITS.handlers}
          placeholder={t('workOrder.fields.handlers')}
          aria-label={t('workOrder.fields.handlers')}
          value={handlers}
          onChange={setHandlers}
          options={people}
          data-testid="work-distribute-handlers"
        />
        <Input style={{ width: 220 }} maxLength={WORK_ORDER_LIMITS.note} placeholder={t('workOrder.actionBar.remark')} aria-label={t('workOrder.actionBar.remark')} value={note} onChange={(e) => setNote(e.target.value)} />
        <Button type="primary" disabled={!selected.length || !handlers.length} loading={dispatch.isPending} onClick={assign} data-testid="work-distribute-assign">
          {t('workOrderDistribute.assign')}
        </Button>
        <Typography.Text type="secondary">{t('workOrderDistribute.selected', [selected.length])}</Typography.Text>
      </Space>
      {outcome && <Alert type={outcome.ok ? 'success' : 'error'} showIcon title={outcome.text} style={{ marginBottom: 12 }} data-testid="work-distribute-outcome" />}
      <DataTable<WorkOrderRow>
        columns={workOrderColumns(setViewing)}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        selection={{ selectedRowKeys: selected.map((r) => r.id), onChange: (_keys, rows) => setSelected(rows.slice(0, WORK_ORDER_LIMITS.batch)) }}
        paging={{ pageNumber: paging.pageNumber, pageSize: paging.pageSize, total: list.data?.total ?? 0, onChange: (pageNumber, pageSize) => setPaging({ pageNumber, pageSize }) }}
        tableProps={{ onRow: (row) => ({ 'data-testid': `work-distribute-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
      />
      {viewing && <WorkOrderDetailDrawer row={viewing} onClose={() => setViewing(null)} />}
    </Card>
  );
}
