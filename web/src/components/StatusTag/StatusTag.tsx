import type { ReactElement } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export interface StatusOption {
  /** Label key of the status text. */
  labelKey: string;
  /** antd preset or CSS colour: 'success', 'processing', 'error', 'warning', 'default', '#f50'. */
  color?: string;
}

/** value → option; keys are compared as strings so 1 and '1' match. */
export type StatusOptions = Readonly<Record<string, StatusOption>>;

export interface StatusTagProps {
  value: unknown;
  options: StatusOptions;
}

/** A coloured tag for an enum value; unknown values show 'unknown' in grey. */
export function StatusTag({ value, options }: StatusTagProps): ReactElement {
  const { t } = useTranslation();
  const option = value === undefined || value === null ? undefined : options[String(value)];
  if (!option) return <Tag color="default">{t('components.status.unknown')}</Tag>;
  return <Tag color={option.color ?? 'default'}>{t(option.labelKey)}</Tag>;
}
