import { useEffect, useState, type ReactElement } from 'react';
import { Input, Space } from 'antd';
import { SwapRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { finishIntegerText, isIntegerTyping, parseIntegerText } from './integer';

export interface IntegerInputProps {
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
  'aria-label'?: string;
}

const asText = (value: number | null | undefined): string => (value === undefined || value === null ? '' : String(value));

/** A text box that refuses anything but an integer (a lone '-' is allowed while typing, dropped on blur). */
export function IntegerInput({ value, onChange, placeholder, disabled, style, ...rest }: IntegerInputProps): ReactElement {
  const [text, setText] = useState(asText(value));
  useEffect(() => {
    setText((current) => (parseIntegerText(current) === (value ?? undefined) ? current : asText(value)));
  }, [value]);

  return (
    <Input
      inputMode="numeric"
      value={text}
      placeholder={placeholder}
      disabled={disabled}
      style={style}
      aria-label={rest['aria-label']}
      onChange={(event) => {
        const next = event.target.value;
        if (!isIntegerTyping(next)) return;
        setText(next);
        onChange?.(parseIntegerText(next));
      }}
      onBlur={() => setText(finishIntegerText(text))}
    />
  );
}

export type NumberRange = [number | undefined, number | undefined];

export interface NumberRangeInputProps {
  value?: NumberRange;
  onChange?: (value: NumberRange) => void;
  disabled?: boolean;
  /** Label keys of the two placeholders. */
  minKey?: string;
  maxKey?: string;
}

/** A min/max pair of integer boxes. */
export function NumberRangeInput({ value = [undefined, undefined], onChange, disabled, minKey = 'components.number.min', maxKey = 'components.number.max' }: NumberRangeInputProps): ReactElement {
  const { t } = useTranslation();
  const [min, max] = value;
  return (
    <Space.Compact className="gy-number-range">
      <IntegerInput value={min} disabled={disabled} placeholder={t(minKey)} aria-label={t(minKey)} style={{ width: 100 }} onChange={(next) => onChange?.([next, max])} />
      <span style={{ padding: '0 6px', display: 'inline-flex', alignItems: 'center' }} aria-hidden>
        <SwapRightOutlined />
      </span>
      <IntegerInput value={max} disabled={disabled} placeholder={t(maxKey)} aria-label={t(maxKey)} style={{ width: 100 }} onChange={(next) => onChange?.([min, next])} />
    </Space.Compact>
  );
}
