import type { ReactElement } from 'react';
import { Button, Popconfirm } from 'antd';
import { useT } from '@/i18n/t';
import { testIdProps } from './permissions';

export interface ConfirmDeleteProps {
  onConfirm: () => unknown;
  testId: string;
  loading?: boolean;
}

/** A danger link button that asks before deleting; the server's refusal (in use, has children) comes as its toast. */
export function ConfirmDelete({ onConfirm, testId, loading }: ConfirmDeleteProps): ReactElement {
  const { t } = useT();
  return (
    <Popconfirm
      title={t('equipment.common.deleteConfirm')}
      okText={t('common.buttons.confirm')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps(`${testId}-confirm`, { danger: true })}
      onConfirm={() => onConfirm()}
    >
      <Button type="link" size="small" danger loading={loading} data-testid={testId}>
        {t('common.buttons.delete')}
      </Button>
    </Popconfirm>
  );
}
