import type { ReactElement } from 'react';
import { Input, InputNumber, Segmented, Select, Switch } from 'antd';
import { THEMES, type MapViewValue } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { MapViewInput } from './MapViewInput';
import { SecondsListInput } from './SecondsListInput';
import type { ConfigFormValue, ConfigRow } from './system-config.api';

export interface SettingControlProps {
  row: ConfigRow;
  value?: ConfigFormValue;
  onChange?: (value: ConfigFormValue) => void;
  disabled?: boolean;
}

/** The control of a setting's kind: never a JSON text box. */
export function SettingControl({ row, value, onChange, disabled }: SettingControlProps): ReactElement {
  const { t, tLoose } = useT();
  const testId = `config-value-${row.key}`;
  const spec = row.spec;
  switch (spec.kind) {
    case 'text':
      return <Input value={typeof value === 'string' ? value : ''} onChange={(e) => onChange?.(e.target.value)} maxLength={spec.maxLength} showCount disabled={disabled} style={{ maxWidth: 420 }} data-testid={testId} />;
    case 'number':
      return (
        <InputNumber<number>
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange?.(next)}
          min={spec.min}
          max={spec.max}
          precision={spec.integer ? 0 : undefined}
          suffix={spec.unit ? t(`system.config.units.${spec.unit}`) : undefined}
          disabled={disabled}
          style={{ width: 200 }}
          data-testid={testId}
        />
      );
    case 'boolean':
      return <Switch checked={value === true} onChange={(checked) => onChange?.(checked)} disabled={disabled} data-testid={testId} />;
    case 'enum':
      return (
        <Select
          value={typeof value === 'string' ? value : undefined}
          onChange={(next: string) => onChange?.(next)}
          options={spec.options.map((option) => ({ value: option, label: tLoose(`${spec.labelPrefix}${option}`, option) }))}
          disabled={disabled}
          style={{ width: 220 }}
          data-testid={testId}
        />
      );
    case 'theme':
      return (
        <Segmented
          value={typeof value === 'string' ? value : 'dark'}
          onChange={(next) => onChange?.(next)}
          options={THEMES.map((theme) => ({ value: theme, label: <span data-testid={`${testId}-${theme}`}>{t(`system.config.themes.${theme}`)}</span> }))}
          disabled={disabled}
          data-testid={testId}
        />
      );
    case 'mapView':
      return <MapViewInput value={value as MapViewValue | undefined} onChange={(next) => onChange?.(next)} disabled={disabled} testId={testId} />;
    case 'seconds':
      return (
        <SecondsListInput
          value={Array.isArray(value) ? value : null}
          onChange={(next) => onChange?.(next as number[])}
          count={spec.count}
          min={spec.min}
          max={spec.max}
          disabled={disabled}
          testId={testId}
        />
      );
  }
}
