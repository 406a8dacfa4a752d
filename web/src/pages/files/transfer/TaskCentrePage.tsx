import { useMemo, useState, type ReactElement } from 'react';
import { Button, Card, Select, Space, Switch } from 'antd';
import { JobStatus, Permission } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { DataTable } from '@/components/DataTable';
import { DateRangeInput, type DateRange } from '@/components/DatePickers';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { taskColumns } from './columns';
import { downloadTaskFile, useTaskKinds, useTaskPage, type TaskDirection, type TaskParams, type TaskRow } from './task.api';
import { TaskProblems } from './TaskProblems';
import { useLiveTasks } from './use-live-tasks';

const TITLES = { import: 'menu.admin.import', export: 'menu.admin.export' } as const;

/**
 * The caller's imports or exports of every kind, newest first: kind, file, status, a live progress bar, row counts
 * and times; the problems of a task in a drawer, a finished export's file to download. Holders of the all-tasks
 * permission may switch to every user's tasks.
 */
export function TaskCentrePage({ direction }: { direction: TaskDirection }): ReactElement {
  const { t } = useT();
  const can = useCan();
  const search = useSearchHelper<TaskParams>();
  const [range, setRange] = useState<DateRange | undefined>(undefined);
  const [problemsOf, setProblemsOf] = useState<number | null>(null);
  const list = useTaskPage(direction, search.params);
  const kinds = useTaskKinds(direction);
  const rows = list.data?.rows ?? [];
  useLiveTasks(direction, rows);
  const everyone = Boolean(search.params.all);
  const columns = useMemo(() => taskColumns(everyone), [everyone]);
  const statuses = Object.values(JobStatus).map((value) => ({ value, label: t(`files.transfer.state.${value}`) }));

  return (
    <Card title={t(TITLES[direction])} data-testid={`${direction}-centre`}>
      <SearchBar
        keyword={search.params.keyword}
        onSearch={(keyword) => search.search(keyword)}
        onReset={() => {
          setRange(undefined);
          search.reset();
        }}
        extra={
          <Space wrap>
            <Select
              allowClear
              style={{ width: 160 }}
              placeholder={t('files.transfer.allKinds')}
              value={search.params.kind}
              options={kinds.data ?? []}
              onChange={(kind?: string) => search.search(undefined, { kind })}
              data-testid="task-kind"
            />
            <Select
              allowClear
              style={{ width: 130 }}
              placeholder={t('files.transfer.allStatuses')}
              value={search.params.status}
              options={statuses}
              onChange={(status?: JobStatus) => search.search(undefined, { status })}
              data-testid="task-status"
            />
            <DateRangeInput
              value={range}
              onChange={(next) => {
                setRange(next);
                search.search(undefined, { startTime: next?.[0], endTime: next?.[1] });
              }}
            />
            {can(Permission.task.all) && (
              <Space>
                <Switch checked={everyone} onChange={(all) => search.search(undefined, { all })} data-testid="task-everyone" />
                <span>{t('files.transfer.everyone')}</span>
              </Space>
            )}
          </Space>
        }
      />
      <DataTable<TaskRow>
        showIndex
        columns={columns}
        rows={rows}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
        actions={(row) => (
          <Space size={0}>
            {row.message_count > 0 && (
              <Button type="link" size="small" danger onClick={() => setProblemsOf(row.id)} data-testid={`task-problems-${row.id}`}>
                {t('files.transfer.problems', [row.message_count])}
              </Button>
            )}
            {row.has_file && (
              <Button type="link" size="small" onClick={() => downloadTaskFile(row.id)} data-testid={`task-download-${row.id}`}>
                {t('files.transfer.download')}
              </Button>
            )}
          </Space>
        )}
      />
      <TaskProblems direction={direction} id={problemsOf} onClose={() => setProblemsOf(null)} />
    </Card>
  );
}

/** /gengyun/import */
export const ImportCentrePage = (): ReactElement => <TaskCentrePage direction="import" />;
/** /gengyun/export */
export const ExportCentrePage = (): ReactElement => <TaskCentrePage direction="export" />;
