import type { ReactElement } from 'react';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { enterpriseNow } from '@/app/time-zone';
import { DATE_FORMAT, RANGE_FORMAT, RANGE_PRESET_KEYS, formatRange, presetLabelKey, rangePreset } from './presets';

export interface DateInputProps {
  /** 'YYYY-MM-DD'. */
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  placeholderKey?: string;
}

const parse = (value: string | undefined, format: string): Dayjs | null => {
  if (!value) return null;
  const date = dayjs(value, format);
  return date.isValid() ? date : null;
};

/** A date picker whose value is the string 'YYYY-MM-DD'. */
export function DateInput({ value, onChange, disabled, placeholderKey = 'components.date.placeholder' }: DateInputProps): ReactElement {
  const { t } = useTranslation();
  return (
    <DatePicker
      format={DATE_FORMAT}
      value={parse(value, DATE_FORMAT)}
      disabled={disabled}
      placeholder={t(placeholderKey)}
      onChange={(date) => onChange?.(date ? date.format(DATE_FORMAT) : undefined)}
    />
  );
}

export type DateRange = [string, string];

export interface DateRangeInputProps {
  /** ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm:ss']. */
  value?: DateRange;
  onChange?: (value: DateRange | undefined) => void;
  disabled?: boolean;
  /** The clock the quick ranges use: the enterprise's wall clock (tests fix it). */
  now?: () => Dayjs;
}

/** A day range picker producing 00:00:00 to 23:59:59 strings, with quick ranges. */
export function DateRangeInput({ value, onChange, disabled, now = enterpriseNow }: DateRangeInputProps): ReactElement {
  const { t } = useTranslation();
  const start = parse(value?.[0], RANGE_FORMAT);
  const end = parse(value?.[1], RANGE_FORMAT);
  return (
    <DatePicker.RangePicker
      format={DATE_FORMAT}
      value={start && end ? [start, end] : null}
      disabled={disabled}
      placeholder={[t('components.date.start'), t('components.date.end')]}
      presets={RANGE_PRESET_KEYS.map((key) => ({ label: t(presetLabelKey(key)), value: () => rangePreset(key, now()) }))}
      onChange={(dates) => {
        const [from, to] = dates ?? [];
        onChange?.(from && to ? formatRange([from, to]) : undefined);
      }}
    />
  );
}
