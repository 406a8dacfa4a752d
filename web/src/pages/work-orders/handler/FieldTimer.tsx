import type { ReactElement } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { useSession } from '@/app/session-store';
import { useT } from '@/i18n/t';
import { useLabour, useLabourActions } from '../order/record/record.api';
import { useNow } from '../order/record/use-now';

export interface FieldTimerProps {
  orderId: number;
  /** The caller records on this order: the button shows. */
  mayEdit: boolean;
  /** The timer starts only while the order is processing. */
  processing: boolean;
  /** Show the labour cost (the type's toggle). */
  showCost: boolean;
}

/** Time since `start` as `h:mm:ss`, for a running timer read at arm's length. */
export const clock = (start: string, now: number): string => {
  const seconds = Math.max(0, Math.floor((now - new Date(start).getTime()) / 1000));
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
};

/** The caller's labour timer as one big start/stop button with the running time, their minutes so far and the cost. */
export function FieldTimer({ orderId, mayEdit, processing, showCost }: FieldTimerProps): ReactElement {
  const { t } = useT();
  const me = useSession()?.userId;
  const labour = useLabour(orderId);
  const actions = useLabourActions(orderId);
  const running = labour.data?.running ?? null;
  const now = useNow(running !== null);
  const mine = labour.data?.per_person.find((p) => p.user_id === me)?.minutes ?? 0;
  const body = { work_order_id: orderId };
  const big = { height: 64, fontSize: 20 } as const;

  return (
    <Card size="small" title={t('workOrderField.timer')} data-testid="field-timer">
      <Flex vertical gap={8} align="center" style={{ width: '100%', minWidth: 0 }}>
        <Typography.Text strong style={{ fontSize: 36, fontVariantNumeric: 'tabular-nums' }} data-testid="field-timer-clock">
          {running ? clock(running.start_time, now) : '0:00:00'}
        </Typography.Text>
        {mayEdit &&
          (running ? (
            <Button danger type="primary" size="large" block style={big} loading={actions.stop.isPending} onClick={() => actions.stop.mutate(body)} data-testid="field-timer-stop">
              {t('workOrderField.timerStop')}
            </Button>
          ) : (
            <Button type="primary" size="large" block style={big} disabled={!processing} loading={actions.start.isPending} onClick={() => actions.start.mutate(body)} data-testid="field-timer-start">
              {t('workOrderField.timerStart')}
            </Button>
          ))}
        {mayEdit && !running && !processing && <Typography.Text type="secondary">{t('workOrderField.timerIdle')}</Typography.Text>}
        <Typography.Text type="secondary" data-testid="field-timer-total">
          {t('workOrderField.myTotal', [mine])}
        </Typography.Text>
        {showCost && labour.data?.labour_cost ? (
          <Typography.Text data-testid="field-timer-cost">
            {t('workOrderField.labourCost')}: {labour.data.labour_cost}
          </Typography.Text>
        ) : null}
      </Flex>
    </Card>
  );
}
