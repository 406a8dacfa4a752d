import { useMemo, useState, type HTMLAttributes, type ReactElement } from 'react';
import { Card, Progress, Select, Space, Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PATROL_TASK_STATUSES, type PatrolTaskStatus } from '@gengyun/contracts';
import { DataTable, dateColumn, textColumn, type DataColumn } from '@/components/DataTable';
import { DateInput } from '@/components/DatePickers';
import { pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useT, type TFunction } from '@/i18n/t';
import { TASK_STATUS_COLOURS, TASK_STATUS_LABELS, useTaskPage, type PatrolTaskRow } from '../patrol.api';
import { percentDone } from '../mobile/route-order';
import { TaskDrawer } from './TaskDrawer';
import { useLivePatrol } from './use-live-patrol';

const columns = (t: TFunction): DataColumn<PatrolTaskRow>[] => [
  textColumn<PatrolTaskRow>({ key: 'name', titleKey: 'maintenance.patrol.fields.name', width: 200, hideable: false }),
  textColumn<PatrolTaskRow>({ key: 'due_date', titleKey: 'maintenance.patrol.fields.dueDate', width: 120 }),
  dateColumn<PatrolTaskRow>({ key: 'start_time', titleKey: 'maintenance.patrol.fields.startTime' }),
  textColumn<PatrolTaskRow>({
    key: 'status',
    titleKey: 'maintenance.patrol.fields.status',
    width: 150,
    format: (_v, row) => (
      <>
        <Tag color={TASK_STATUS_COLOURS[row.status]}>{t(TASK_STATUS_LABELS[row.status])}</Tag>
        {row.late && <Tag color="warning">{t('maintenance.patrol.late')}</Tag>}
      </>
    ),
  }),
  textColumn<PatrolTaskRow>({
    key: 'points_done',
    titleKey: 'maintenance.patrol.fields.progress',
    width: 200,
    format: (_v, row) => <Progress size="small" percent={percentDone(row.points_done, row.points_total)} format={() => `${row.points_done}/${row.points_total}`} status={row.points_missed ? 'exception' : undefined} />,
  }),
];

/** /gengyun/patrol/task: patrol tasks with their progress (live), by day and status; a row (or `?id=`) opens its points and map. */
export function PatrolTaskPage(): ReactElement {
  const { t } = useT();
  const search = useSearchHelper();
  const [date, setDate] = useState<string | undefined>();
  const [status, setStatus] = useState<PatrolTaskStatus | undefined>();
  const list = useTaskPage({ ...search.params, date, status });
  const [query] = useSearchParams();
  const [open, setOpen] = useState<number | null>(Number(query.get('id')) || null);
  useLivePatrol();
  const cols = useMemo(() => columns(t), [t]);
  return (
    <Card title={t('menu.patrol.task')} data-testid="patrol-task-page">
      <Space style={{ marginBottom: 12 }} wrap>
        <DateInput value={date} onChange={(v) => setDate(v || undefined)} />
        <Select allowClear style={{ width: 160 }} placeholder={t('maintenance.patrol.fields.status')} value={status} onChange={setStatus} options={PATROL_TASK_STATUSES.map((s) => ({ value: s, label: t(TASK_STATUS_LABELS[s]) }))} data-testid="patrol-task-status" />
      </Space>
      <DataTable<PatrolTaskRow>
        showIndex
        columns={cols}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
        tableProps={{ onRow: (row) => ({ 'data-testid': `patrol-task-row-${row.id}`, onClick: () => setOpen(row.id), style: { cursor: 'pointer' } }) as HTMLAttributes<HTMLElement> }}
      />
      {open !== null && <TaskDrawer taskId={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
