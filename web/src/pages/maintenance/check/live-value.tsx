import type { ReactElement } from 'react';
import { Typography } from 'antd';
import type { CheckValue, PatrolResultRow } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import type { CheckResultRow } from './check.api';

type AnswerRow = Pick<CheckResultRow | PatrolResultRow, 'type' | 'value' | 'live_value' | 'unit' | 'id'>;

/** What a control starts from: the recorded answer, or for a meter reading not yet answered the meter's live value. */
export const startingValue = (row: AnswerRow): CheckValue | null => row.value ?? (row.type === 'meterReading' ? row.live_value : null);

/** "Meter reads 1234.5 kWh" under a meter reading whose equipment meter reports the item's quantity. */
export function LiveValue({ row }: { row: AnswerRow }): ReactElement | null {
  const { t } = useT();
  if (row.type !== 'meterReading' || row.live_value === null) return null;
  return (
    <Typography.Text type="secondary" data-testid={`live-value-${row.id}`}>
      {t('maintenance.check.live', [`${row.live_value}${row.unit ? ` ${row.unit}` : ''}`])}
    </Typography.Text>
  );
}
