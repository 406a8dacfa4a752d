import type { ReactElement } from 'react';
import { Tag, Tooltip } from 'antd';
import { PauseCircleOutlined } from '@ant-design/icons';
import { readSlaClock, type WorkOrderSlaBand, type WorkOrderSlaClock } from '@gengyun/contracts';
import { useT, type TFunction } from '@/i18n/t';
import { formatDate } from '@/components/DataTable/format';
import { useMinuteClock } from './use-minute-clock';

const COLOURS: Readonly<Record<WorkOrderSlaBand, string>> = { ok: 'success', near: 'warning', over: 'error' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "2d 3h", "5h 20m", "12m": the two largest units, to the minute. */
export function formatSpan(ms: number, t: TFunction): string {
  const minutes = Math.floor(Math.abs(ms) / MINUTE);
  const [d, h, m] = [Math.floor(minutes / (DAY / MINUTE)), Math.floor((minutes % (DAY / MINUTE)) / 60), minutes % 60];
  if (d) return [t('workOrder.sla.days', [d]), h ? t('workOrder.sla.hours', [h]) : ''].filter(Boolean).join(' ');
  if (h) return [t('workOrder.sla.hours', [h]), m ? t('workOrder.sla.minutes', [m]) : ''].filter(Boolean).join(' ');
  return t('workOrder.sla.minutes', [m]);
}

export interface TimeLeftProps {
  /** The order's running deadline (`sla` of its row); nothing is shown without one. */
  clock: WorkOrderSlaClock | null;
  /** The moment to read the clock at (tests); the current time, moved on each minute, otherwise. */
  now?: number;
}

/** Time left before the order's deadline: green, amber under an hour or a fifth of the span, red once past; paused while suspended. */
export function TimeLeft({ clock, now }: TimeLeftProps): ReactElement | null {
  const { t } = useT();
  const current = useMinuteClock();
  if (!clock) return null;
  const { leftMs, band } = readSlaClock(clock, now ?? current);
  const text = t(band === 'over' ? 'workOrder.sla.over' : 'workOrder.sla.left', [formatSpan(leftMs, t)]);
  const paused = clock.paused_since !== null;
  const tip = `${t(`workOrder.sla.kind.${clock.kind}`)} ${formatDate(clock.deadline)}${paused ? ` · ${t('workOrder.sla.paused')}` : ''}`;
  return (
    <Tooltip title={tip}>
      <Tag color={COLOURS[band]} icon={paused ? <PauseCircleOutlined aria-label={t('workOrder.sla.paused')} /> : undefined} data-band={band} data-testid="time-left">
        {text}
      </Tag>
    </Tooltip>
  );
}
