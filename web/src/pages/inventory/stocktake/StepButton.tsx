import type { ReactElement } from 'react';
import { Button, Popconfirm } from 'antd';
import { Permission, type MessageKey } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { testIdProps } from '@/components/test-ids';
import { useT } from '@/i18n/t';
import { useStocktakeStep, type StocktakeRow } from './stocktake.api';
import { nextStep } from './stocktake-rules';

const CONFIRM: Partial<Record<string, MessageKey>> = { start: 'inventory.stocktake.startConfirm', approve: 'inventory.stocktake.approveConfirm' };

/** The count's next step (start, finish, approve) for those who may take it; the server's refusal shows as is. */
export function StepButton({ row, size }: { row: Pick<StocktakeRow, 'id' | 'state'>; size?: 'small' | 'middle' }): ReactElement | null {
  const { t } = useT();
  const can = useCan();
  const step = nextStep(row.state, { add: can(Permission.stocktake.add), count: can(Permission.stocktake.count), approve: can(Permission.stocktake.approve) });
  const start = useStocktakeStep('start');
  const finish = useStocktakeStep('finish');
  const approve = useStocktakeStep('approve');
  if (!step) return null;
  const mutation = { start, finish, approve }[step];
  const button = (
    <Button size={size} type="link" loading={mutation.isPending} onClick={CONFIRM[step] ? undefined : () => mutation.mutate({ id: row.id })} data-testid={`stocktake-${step}-${row.id}`}>
      {t(`inventory.stocktake.${step}`)}
    </Button>
  );
  const confirm = CONFIRM[step];
  if (!confirm) return button;
  return (
    <Popconfirm title={t(confirm)} okText={t('common.buttons.confirm')} cancelText={t('common.buttons.cancel')} onConfirm={() => mutation.mutateAsync({ id: row.id }).catch(() => undefined)} okButtonProps={testIdProps(`stocktake-${step}-ok`)}>
      {button}
    </Popconfirm>
  );
}
