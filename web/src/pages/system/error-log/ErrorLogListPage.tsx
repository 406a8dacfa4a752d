import { useState, type ReactElement } from 'react';
import { Button, Card } from 'antd';
import { DataTable } from '@/components/DataTable';
import { DateRangeInput, type DateRange } from '@/components/DatePickers';
import { SearchBar, pagingOf, useSearchHelper, type SearchParams } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { errorLogColumns } from './columns';
import { ErrorLogDetail } from './ErrorLogDetail';
import { useErrorLogPage, type ErrorLogRow } from './error-log.api';

type Params = SearchParams & { startTime?: string; endTime?: string };

/** /gengyun/error: uncaught server errors; keyword and date-range search, detail drawer with the stack. */
export function ErrorLogListPage(): ReactElement {
  const { t } = useT();
  const search = useSearchHelper<Params>();
  const [range, setRange] = useState<DateRange | undefined>(undefined);
  const [detailId, setDetailId] = useState<number | null>(null);
  const list = useErrorLogPage(search.params);

  return (
    <Card title={t('menu.admin.error')} data-testid="error-page">
      <div data-testid="error-search">
        <SearchBar
          keyword={search.params.keyword}
          onSearch={(keyword) => search.search(keyword, { startTime: range?.[0], endTime: range?.[1] })}
          onReset={() => {
            setRange(undefined);
            search.reset();
          }}
          extra={
            <span data-testid="error-range">
              <DateRangeInput value={range} onChange={setRange} />
            </span>
          }
        />
      </div>
      <DataTable<ErrorLogRow>
        showIndex
        columns={errorLogColumns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        paging={pagingOf(search, list)}
        actions={(row) => (
          <Button type="link" size="small" onClick={() => setDetailId(row.id)} data-testid={`error-view-${row.id}`}>
            {t('common.buttons.view')}
          </Button>
        )}
      />
      <ErrorLogDetail id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}
