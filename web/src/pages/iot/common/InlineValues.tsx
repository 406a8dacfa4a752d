import type { ReactElement } from 'react';
import { Space, Typography } from 'antd';
import type { MessageKey } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import type { QuantityValue } from './live-merge';
import { MeterValue } from './MeterValue';
import type { QuantitySpec } from './quantities';

/** A meter's values on one line for tables: name, value, unit. */
export function InlineValues({ meterId, meterType, specs, values }: { meterId: number; meterType: string; specs: readonly QuantitySpec[]; values: Record<string, QuantityValue> | undefined }): ReactElement {
  const { t } = useT();
  return (
    <Space size={[12, 0]} wrap>
      {specs.map((spec) => (
        <Space key={spec.key} size={4}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(spec.labelKey as MessageKey)}
          </Typography.Text>
          <MeterValue meterId={meterId} meterType={meterType} spec={spec} value={values?.[spec.key]} size="inline" showLabel={false} />
        </Space>
      ))}
    </Space>
  );
}
