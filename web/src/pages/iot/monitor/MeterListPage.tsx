import { useMemo, useState, type ReactElement } from 'react';
import { Button, Card, Select, Space, Tabs, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Permission, type MessageKey } from '@gengyun/contracts';
import { DataTable, detailLink, routePath } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper, type SearchParams } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { RowActions } from '@/components/RowActions';
import { InlineValues } from '../common/InlineValues';
import { LiveStatus } from '../common/LiveStatus';
import { useDeleteMeter, useMeterPage, type MeterFilters, type MeterRow } from '../common/meter.api';
import { MeterStatus } from '../common/MeterCard';
import { MeterRooms } from '../common/MeterRooms';
import { specsOf, useQuantities } from '../common/quantities';
import type { SnapshotCounts } from '../common/live-merge';
import { useLiveMeters } from '../common/useLiveMeters';
import { meterColumns, METER_VIEW_ROUTE, type LiveRow } from './columns';
import { DeadLetterTab } from './DeadLetterTab';
import { typeOptions } from './MeterFormPage';

type MeterSearch = SearchParams & Pick<MeterFilters, 'meter_type' | 'status'>;

const COUNT_TAGS: Array<{ key: keyof SnapshotCounts; color: string; labelKey: MessageKey }> = [
  { key: 'total', color: 'blue', labelKey: 'iot.monitor.counts.total' },
  { key: 'online', color: 'success', labelKey: 'iot.meter.status.online' },
  { key: 'offline', color: 'error', labelKey: 'iot.meter.status.offline' },
  { key: 'never', color: 'default', labelKey: 'iot.meter.status.never' },
  { key: 'disabled', color: 'warning', labelKey: 'iot.monitor.fields.disabled' },
];

/** The meter registry: live status and values per row, add, view, delete; refused uplinks in a second tab. */
export function MeterListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const [tab, setTab] = useState<'meters' | 'deadLetters'>('meters');
  const search = useSearchHelper<MeterSearch>();
  const list = useMeterPage(search.params);
  const remove = useDeleteMeter();
  const catalogue = useQuantities();
  const { meters, snapshot } = useLiveMeters();
  const counts = snapshot.data?.counts;

  const rows = useMemo<LiveRow[]>(
    () =>
      (list.data?.rows ?? []).map((row: MeterRow) => {
        const live = meters.get(row.id);
        const merged = { ...row, status: live?.status ?? row.status, last_seen: live?.last_seen ?? row.last_seen, enabled: live?.enabled ?? row.enabled };
        return {
          ...merged,
          statusCell: <MeterStatus meter={merged} />,
          valuesCell: <InlineValues meterId={row.id} meterType={row.meter_type} specs={specsOf(catalogue.data, row.meter_type)} values={live?.values} />,
        };
      }),
    [list.data, meters, catalogue.data],
  );
  const ids = useMemo(() => (list.data?.rows ?? []).map((row) => row.id), [list.data]);
  const columns = useMemo(() => meterColumns(true), []);

  const filters = (
    <>
      <Select
        allowClear
        style={{ width: 160 }}
        value={search.params.meter_type}
        placeholder={t('iot.monitor.fields.type')}
        options={typeOptions(t)}
        onChange={(meter_type?: string) => search.search(undefined, { meter_type })}
        data-testid="meter-filter-type"
      />
      <Select
        allowClear
        style={{ width: 140 }}
        value={search.params.status}
        placeholder={t('iot.monitor.fields.status')}
        options={(['online', 'offline', 'never'] as const).map((status) => ({ value: status, label: t(`iot.meter.status.${status}`) }))}
        onChange={(status?: MeterSearch['status']) => search.search(undefined, { status })}
        data-testid="meter-filter-status"
      />
    </>
  );

  const toolbar = can(Permission.meter.add) ? (
    <Button type="primary" onClick={() => void navigate(routePath('monitor/add'))} data-testid="meter-add">
      {t('common.buttons.add')}
    </Button>
  ) : null;

  const rowActions = (row: LiveRow): ReactElement => (
    <RowActions
      prefix="meter-row"
      id={row.id}
      canDelete={can(Permission.meter.delete)}
      onDelete={() => remove.mutateAsync({ id: row.id })}
      before={
        <Button type="link" size="small" onClick={() => void navigate(detailLink(METER_VIEW_ROUTE, row.id))} data-testid={`meter-row-view-${row.id}`}>
          {t('common.buttons.view')}
        </Button>
      }
    />
  );

  const metersTab = (
    <>
      <MeterRooms ids={ids} />
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="iot.monitor.searchPlaceholder"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        extra={filters}
        toolbar={toolbar}
      />
      <DataTable<LiveRow>
        columns={columns}
        rows={rows}
        loading={list.isFetching && !list.data}
        showIndex
        actions={rowActions}
        paging={pagingOf(search, list)}
      />
    </>
  );

  return (
    <Card
      title={t('menu.iot.monitor')}
      data-testid="meter-list-page"
      extra={
        <Space wrap>
          {counts && COUNT_TAGS.map((c) => <Tag key={c.key} color={c.color} data-testid={`meter-count-${c.key}`}>{`${t(c.labelKey)} ${counts[c.key]}`}</Tag>)}
          <LiveStatus />
        </Space>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as typeof tab)}
        destroyOnHidden
        items={[
          { key: 'meters', label: <span data-testid="monitor-tab-meters">{t('iot.monitor.tabs.meters')}</span>, children: tab === 'meters' ? metersTab : null },
          ...(can(Permission.deadLetter.list)
            ? [{ key: 'deadLetters', label: <span data-testid="monitor-tab-deadLetters">{t('menu.iot.store.deadLetter')}</span>, children: tab === 'deadLetters' ? <DeadLetterTab counts24h={snapshot.data?.deadLetters24h} /> : null }]
            : []),
        ]}
      />
    </Card>
  );
}
