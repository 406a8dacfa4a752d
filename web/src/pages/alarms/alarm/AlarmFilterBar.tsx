import type { ReactElement, ReactNode } from 'react';
import { Select } from 'antd';
import { fromEnterpriseZone, toEnterpriseZone } from '@/app/time-zone';
import { DateRangeInput, RANGE_FORMAT, type DateRange } from '@/components/DatePickers';
import { SearchBar } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { meterLabel, useMeterOptions } from '../common/options.api';
import { ALARM_STATUSES, SEVERITIES, type AlarmFilters } from './alarm.api';

/** Day range strings (the enterprise's 00:00:00 – 23:59:59) → ISO instants, the end exclusive (the server compares `<`). */
export const rangeToIso = (range: DateRange | undefined): [string, string] | undefined =>
  range
    ? [
        fromEnterpriseZone(range[0], RANGE_FORMAT).toISOString(),
        fromEnterpriseZone(range[1], RANGE_FORMAT).add(1, 'second').toISOString(),
      ]
    : undefined;

/** ISO instants back to the picker's strings, on the enterprise's clock. */
export const isoToRange = (range: [string, string] | undefined): DateRange | undefined =>
  range
    ? [toEnterpriseZone(range[0]).format(RANGE_FORMAT), toEnterpriseZone(range[1]).subtract(1, 'second').format(RANGE_FORMAT)]
    : undefined;

export interface AlarmFilterBarProps {
  filters: AlarmFilters;
  onChange: (filters: Partial<AlarmFilters>, keyword?: string) => void;
  onReset: () => void;
  toolbar?: ReactNode;
}

/** Keyword, status (or open), severity, meter and raise-time range. */
export function AlarmFilterBar({ filters, onChange, onReset, toolbar }: AlarmFilterBarProps): ReactElement {
  const { t } = useT();
  const meters = useMeterOptions();
  return (
    <SearchBar
      keyword={filters.keyword}
      placeholderKey="alarm.searchPlaceholder"
      onSearch={(keyword) => onChange({}, keyword)}
      onReset={onReset}
      toolbar={toolbar}
      extra={
        <>
          <Select
            allowClear
            style={{ width: 200 }}
            placeholder={t('alarm.filters.status')}
            value={filters.status}
            onChange={(status?: AlarmFilters['status']) => onChange({ status })}
            options={[
              { value: 'open', label: t('alarm.filters.open') },
              ...ALARM_STATUSES.map((status) => ({ value: status, label: t(`iot.alarm.status.${status}`) })),
            ]}
            data-testid="alarm-filter-status"
          />
          <Select
            allowClear
            style={{ width: 130 }}
            placeholder={t('alarm.filters.severity')}
            value={filters.severity}
            onChange={(severity?: number) => onChange({ severity })}
            options={SEVERITIES.map((level) => ({
              value: level,
              label: t('components.table.level', [level]),
            }))}
            data-testid="alarm-filter-severity"
          />
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 200 }}
            placeholder={t('alarm.filters.meter')}
            value={filters.meter_id}
            onChange={(meter_id?: number) => onChange({ meter_id })}
            options={(meters.data ?? []).map((meter) => ({ value: meter.id, label: meterLabel(meter) }))}
            data-testid="alarm-filter-meter"
          />
          <DateRangeInput
            value={isoToRange(filters.range)}
            onChange={(range) => onChange({ range: rangeToIso(range) })}
          />
        </>
      }
    />
  );
}
