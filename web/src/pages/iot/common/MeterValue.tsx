import { memo, type ReactElement } from 'react';
import { Typography } from 'antd';
import type { MessageKey } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import type { QuantityValue } from './live-merge';
import { formatValue, isModeQuantity, type QuantitySpec } from './quantities';

export const STATUS_OPTIONS = {
  online: { labelKey: 'iot.meter.status.online', color: 'success' },
  offline: { labelKey: 'iot.meter.status.offline', color: 'error' },
  never: { labelKey: 'iot.meter.status.never', color: 'default' },
} as const;

export const DISABLED_OPTION = { disabled: { labelKey: 'iot.monitor.fields.disabled', color: 'warning' } } as const;

/** The text of one value: the catalogue's decimals, the air mode's name, or the "no value" mark. */
export function useValueText(): (meterType: string, spec: QuantitySpec, value: number | undefined) => string {
  const { t, lang } = useT();
  return (meterType, spec, value) => {
    if (value !== undefined && isModeQuantity(meterType, spec.key) && Number.isInteger(value) && value >= 0 && value <= 4) {
      return t(`iot.monitor.airMode.${value}` as MessageKey);
    }
    return formatValue(value, spec, lang) ?? t('iot.monitor.noValue');
  };
}

export interface MeterValueProps {
  meterId: number;
  meterType: string;
  spec: QuantitySpec;
  value: QuantityValue | undefined;
  /** Big number for detail pages; compact for cards and tables. */
  size?: 'big' | 'card' | 'inline';
  showLabel?: boolean;
}

const FONT = { big: 32, card: 22, inline: 14 } as const;

/** One quantity's value with its unit (and name), stable test id `meter-value-<id>-<quantity>`. */
export const MeterValue = memo(function MeterValue({ meterId, meterType, spec, value, size = 'card', showLabel = true }: MeterValueProps): ReactElement {
  const { t } = useT();
  const text = useValueText()(meterType, spec, value?.value);
  const unit = isModeQuantity(meterType, spec.key) ? '' : spec.unit;
  return (
    <div className={`gy-meter-value gy-meter-value-${size}`} style={{ minWidth: size === 'inline' ? undefined : 110 }}>
      {showLabel && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t(spec.labelKey as MessageKey)}
        </Typography.Text>
      )}
      <span data-testid={`meter-value-${meterId}-${spec.key}`} style={{ fontSize: FONT[size], fontWeight: size === 'inline' ? 400 : 600, fontVariantNumeric: 'tabular-nums' }}>
        {text}
      </span>
      {unit && <span style={{ marginLeft: 4, fontSize: size === 'inline' ? 12 : 13, opacity: 0.7 }}>{unit}</span>}
    </div>
  );
});
