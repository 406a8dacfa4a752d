import type { ReactElement } from 'react';
import { InputNumber, Space } from 'antd';
import { useT } from '@/i18n/t';

export interface IntervalsInputProps {
  value?: Array<number | string | null | undefined>;
  onChange?: (value: Array<number | null>) => void;
  /** Called when focus leaves the four boxes (Form.Item validates then, not while typing). */
  onBlur?: () => void;
  disabled?: boolean;
  /** Seconds applied to a blank box (the enterprise's default), shown as its placeholder. */
  defaults?: readonly number[];
  testId: string;
}

/** The four escalation intervals (1st→2nd, 2nd→3rd, 3rd→4th send, then repeating), whole numbers. */
export function IntervalsInput({
  value = [],
  onChange,
  onBlur,
  disabled,
  defaults,
  testId,
}: IntervalsInputProps): ReactElement {
  const { t } = useT();
  const list = [0, 1, 2, 3].map((i) =>
    value[i] === undefined || value[i] === null || value[i] === '' ? null : Number(value[i]),
  );
  return (
    <div
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <Space wrap data-testid={testId}>
        {list.map((interval, index) => (
          <InputNumber<number>
            key={index}
            min={1}
            max={86_400}
            precision={0}
            style={{ width: defaults ? 180 : 120 }}
            disabled={disabled}
            value={interval}
            placeholder={defaults?.[index] ? t('alarm.rule.intervalDefault', [index + 1, defaults[index]]) : t('alarm.rule.intervalN', [index + 1])}
            aria-label={t('alarm.rule.intervalN', [index + 1])}
            data-testid={`${testId}-${index}`}
            onChange={(next) => onChange?.(list.map((old, i) => (i === index ? (next ?? null) : old)))}
          />
        ))}
      </Space>
    </div>
  );
}
