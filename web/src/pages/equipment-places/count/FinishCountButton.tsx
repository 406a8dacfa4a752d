import type { ReactElement } from 'react';
import { Button, Popconfirm } from 'antd';
import { useT } from '@/i18n/t';
import { testIdProps } from '@/components/test-ids';
import { useFinishCount } from './count.api';

/** Finishes a count after a confirm; a refusal (unprocessed rows) reaches the user as the server's message. */
export function FinishCountButton({ id, code, testId }: { id: number; code: string; testId: string }): ReactElement {
  const { t } = useT();
  const finish = useFinishCount();
  return (
    <Popconfirm
      title={t('equipmentPlaces.count.finishConfirm', [code])}
      okText={t('common.buttons.confirm')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps(`${testId}-confirm`)}
      onConfirm={() => finish.mutate({ id })}
    >
      <Button type="link" size="small" loading={finish.isPending} data-testid={testId}>
        {t('equipmentPlaces.count.actions.finish')}
      </Button>
    </Popconfirm>
  );
}
