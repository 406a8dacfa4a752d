import { lazy, Suspense, useMemo, type ReactElement } from 'react';
import { Col, Row, Select, Skeleton, Typography } from 'antd';
import { useThemeName } from '@/app/session-store';
import { DataTable } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { SearchBar, pagingOf, useSearchHelper, type SearchParams } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useDeadLetterPage } from '../common/meter.api';
import { DEAD_LETTER_REASONS } from '@gengyun/contracts';
import { deadLetterColumns, reasonLabel } from './columns';

const BarChart = lazy(() => import('../trend/BarChart'));

type DeadLetterSearch = SearchParams & { reason?: string };

/** Uplinks the ingest refused, with their reasons; the last 24 hours per reason as bars. */
export function DeadLetterTab({ counts24h }: { counts24h: Partial<Record<string, number>> | undefined }): ReactElement {
  const { t } = useT();
  const dark = useThemeName() === 'dark';
  const search = useSearchHelper<DeadLetterSearch>();
  const list = useDeadLetterPage(search.params);
  const columns = useMemo(() => deadLetterColumns(), []);
  const bars = useMemo(
    () =>
      DEAD_LETTER_REASONS.map((reason) => [t(reasonLabel(reason)), counts24h?.[reason] ?? 0] as const)
        .filter(([, count]) => count > 0)
        .sort((a, b) => b[1] - a[1]),
    [counts24h, t],
  );

  return (
    <div data-testid="dead-letter-tab">
      <Row gutter={16} style={{ marginBottom: 12 }}>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('iot.monitor.deadLetter.last24h')}</Typography.Title>
          {bars.length ? (
            <Suspense fallback={<Skeleton active />}>
              <BarChart bars={bars} dark={dark} height={Math.max(120, bars.length * 28 + 24)} />
            </Suspense>
          ) : (
            <EmptyState descriptionKey="iot.monitor.deadLetter.none24h" />
          )}
        </Col>
      </Row>
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="iot.monitor.deadLetter.searchPlaceholder"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        extra={
          <Select
            allowClear
            style={{ width: 220 }}
            value={search.params.reason}
            placeholder={t('iot.monitor.deadLetter.fields.reason')}
            onChange={(reason?: string) => search.search(undefined, { reason })}
            options={DEAD_LETTER_REASONS.map((reason) => ({ value: reason, label: t(reasonLabel(reason)) }))}
            data-testid="dead-letter-reason"
          />
        }
      />
      <DataTable
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        showIndex
        paging={pagingOf(search, list)}
      />
    </div>
  );
}
