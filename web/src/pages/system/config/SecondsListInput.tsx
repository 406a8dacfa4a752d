import type { ReactElement } from 'react';
import { InputNumber, Space, Typography } from 'antd';
import { useT } from '@/i18n/t';

export interface SecondsListInputProps {
  value?: number[] | null;
  onChange?: (value: Array<number | null>) => void;
  count: number;
  min: number;
  max: number;
  disabled?: boolean;
  testId: string;
}

/** "1 h 30 min", "5 min", "45 s": how long a number of seconds is, for the reader. */
export function durationText(seconds: number | null | undefined, units: { h: string; min: string; s: string }): string {
  if (!seconds || seconds < 1) return '';
  const parts: string[] = [];
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h) parts.push(`${h} ${units.h}`);
  if (m) parts.push(`${m} ${units.min}`);
  if (s) parts.push(`${s} ${units.s}`);
  return parts.join(' ');
}

/** A fixed list of waits in seconds (the 1st→2nd … and the repeating last), each with how long it is. */
export function SecondsListInput({ value, onChange, count, min, max, disabled, testId }: SecondsListInputProps): ReactElement {
  const { t } = useT();
  const list = Array.from({ length: count }, (_, i) => value?.[i] ?? null);
  const units = { h: t('system.admin.config.duration.hours'), min: t('system.admin.config.duration.minutes'), s: t('system.admin.config.duration.seconds') };
  const set = (index: number, next: number | null): void => onChange?.(list.map((n, i) => (i === index ? next : n)));
  return (
    <Space orientation="vertical" size={4} data-testid={testId}>
      {list.map((seconds, i) => (
        <Space key={i} size={8} align="center">
          <Typography.Text type="secondary" style={{ display: 'inline-block', width: 150 }}>
            {t(i === count - 1 ? 'system.admin.config.intervalRepeat' : 'system.admin.config.intervalStep', [i + 1, i + 2])}
          </Typography.Text>
          <InputNumber<number>
            min={min}
            max={max}
            precision={0}
            value={seconds}
            disabled={disabled}
            onChange={(next) => set(i, next)}
            suffix={t('system.admin.config.duration.seconds')}
            style={{ width: 160 }}
            data-testid={`${testId}-${i}`}
          />
          <Typography.Text type="secondary" data-testid={`${testId}-${i}-text`}>
            {durationText(seconds, units)}
          </Typography.Text>
        </Space>
      ))}
    </Space>
  );
}
