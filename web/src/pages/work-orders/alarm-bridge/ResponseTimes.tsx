import type { ReactElement } from 'react';
import { Descriptions } from 'antd';
import { durationParts, type AlarmResponseTimes } from '@gengyun/contracts';
import { useT } from '@/i18n/t';

/** Time to acknowledge, to restore and to complete the repair; a figure not reached yet shows a dash. */
export function ResponseTimes({ times, testId }: { times: AlarmResponseTimes | undefined; testId: string }): ReactElement {
  const { t } = useT();
  const duration = (ms: number | null | undefined): string =>
    ms === null || ms === undefined ? '-' : durationParts(ms).map(([n, unit]) => t(`workOrder.alarm.duration.${unit}`, [n])).join(' ');
  return (
    <Descriptions
      size="small"
      column={3}
      data-testid={testId}
      items={[
        { key: 'ack', label: t('workOrder.alarm.times.toAcknowledge'), children: <span data-testid={`${testId}-ack`}>{duration(times?.to_acknowledge_ms)}</span> },
        { key: 'restore', label: t('workOrder.alarm.times.toRestore'), children: <span data-testid={`${testId}-restore`}>{duration(times?.to_restore_ms)}</span> },
        { key: 'complete', label: t('workOrder.alarm.times.toComplete'), children: <span data-testid={`${testId}-complete`}>{duration(times?.to_complete_ms)}</span> },
      ]}
    />
  );
}
