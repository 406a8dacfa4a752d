import type { ReactElement } from 'react';
import { Button, Popconfirm } from 'antd';
import type { MessageKey } from '@gengyun/contracts';
import { testIdProps } from '@/components/test-ids';
import { useT } from '@/i18n/t';
import { useReceiptStep, type StockReceiptRow } from './receipt.api';

const ASK: Record<'confirm' | 'cancel', MessageKey> = { confirm: 'inventory.receipt.confirmAsk', cancel: 'inventory.receipt.cancelAsk' };

/** Confirm (the goods arrived: its put-in is written) or cancel (they will not come) a pending receipt, at its version, after asking. */
export function ReceiptStep({ row, step, button = 'link' }: { row: StockReceiptRow; step: 'confirm' | 'cancel'; button?: 'link' | 'default' }): ReactElement {
  const { t } = useT();
  const mutation = useReceiptStep(step);
  return (
    <Popconfirm
      title={t(ASK[step])}
      okText={t('common.buttons.confirm')}
      cancelText={t('common.buttons.cancel')}
      onConfirm={() => mutation.mutateAsync({ id: row.id, version: row.version }).catch(() => undefined)}
      okButtonProps={testIdProps(`receipt-${step}-ok`)}
    >
      <Button type={button} size={button === 'link' ? 'small' : 'middle'} loading={mutation.isPending} data-testid={`receipt-${step}-${row.id}`}>
        {t(`inventory.receipt.${step}`)}
      </Button>
    </Popconfirm>
  );
}
