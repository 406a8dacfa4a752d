import { useState, type ReactElement } from 'react';
import { Card, InputNumber, Select } from 'antd';
import { DEFAULT_PAGE_SIZE } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { DateRangeInput } from '@/components/DatePickers';
import { SearchBar } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { isoToRange, rangeToIso } from '../alarm/AlarmFilterBar';
import { deliveryColumns } from './columns';
import {
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  deliveryBody,
  useDeliveryPage,
  type DeliveryFilters,
  type DeliveryRow,
} from './delivery.api';

/** /gengyun/monitor/delivery: every SMS and mail of every escalation step — sent, failed with the reason, retried. */
export function DeliveryPage(): ReactElement {
  const { t } = useT();
  const [filters, setFilters] = useState<DeliveryFilters>({});
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const list = useDeliveryPage(deliveryBody(filters, paging.pageNumber, paging.pageSize));
  const search = (next: Partial<DeliveryFilters>, keyword?: string): void => {
    setFilters((current) => ({ ...current, ...next, keyword: keyword ?? current.keyword }));
    setPaging((current) => ({ ...current, pageNumber: 1 }));
  };

  return (
    <Card title={t('menu.monitor.delivery')} data-testid="delivery-page">
      <SearchBar
        keyword={filters.keyword}
        placeholderKey="alarm.delivery.searchPlaceholder"
        onSearch={(keyword) => search({}, keyword)}
        onReset={() => {
          setFilters({});
          setPaging((current) => ({ ...current, pageNumber: 1 }));
        }}
        extra={
          <>
            <Select
              allowClear
              style={{ width: 130 }}
              placeholder={t('alarm.delivery.filters.status')}
              value={filters.status}
              options={DELIVERY_STATUSES.map((status) => ({
                value: status,
                label: t(`alarm.delivery.status.${status}`),
              }))}
              onChange={(status?: DeliveryFilters['status']) => search({ status })}
              data-testid="delivery-filter-status"
            />
            <Select
              allowClear
              style={{ width: 130 }}
              placeholder={t('alarm.delivery.filters.channel')}
              value={filters.channel}
              options={DELIVERY_CHANNELS.map((channel) => ({
                value: channel,
                label: t(`alarm.delivery.channel.${channel}`),
              }))}
              onChange={(channel?: DeliveryFilters['channel']) => search({ channel })}
              data-testid="delivery-filter-channel"
            />
            <InputNumber<number>
              min={1}
              precision={0}
              style={{ width: 130 }}
              placeholder={t('alarm.delivery.filters.alarmId')}
              aria-label={t('alarm.delivery.filters.alarmId')}
              value={filters.alarm_id ?? null}
              onChange={(alarmId) => search({ alarm_id: alarmId ?? undefined })}
              data-testid="delivery-filter-alarm"
            />
            <DateRangeInput
              value={isoToRange(filters.range)}
              onChange={(range) => search({ range: rangeToIso(range) })}
            />
          </>
        }
      />
      <div data-testid="delivery-table">
        <DataTable<DeliveryRow>
          columns={deliveryColumns(t)}
          rows={list.data?.rows ?? []}
          loading={list.isFetching}
          paging={{
            pageNumber: paging.pageNumber,
            pageSize: paging.pageSize,
            total: list.data?.total ?? 0,
            onChange: (pageNumber, pageSize) => setPaging({ pageNumber, pageSize }),
          }}
        />
      </div>
    </Card>
  );
}
