import type { ReactElement } from 'react';
import { Button, Popconfirm } from 'antd';
import { useT } from '@/i18n/t';
import { testIdProps } from './permissions';

export interface ConfirmDeleteProps {
  onConfirm: () => unknown;
  testId: string;
  loading?: boolean;
  disabled?: boolean;
}

/** A small danger link button that asks before deleting. */
export function ConfirmDelete({ onConfirm, testId, loading, disabled }: ConfirmDeleteProps): ReactElement {
  const { t } = useT();
  return (
    <Popconfirm
      title={t('systemAdmin.common.deleteConfirm')}
      okText={t('common.buttons.confirm')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps(`${testId}-confirm`, { danger: true })}
      onConfirm={() => onConfirm()}
      disabled={disabled}
    >
      <Button type="link" size="small" danger loading={loading} disabled={disabled} data-testid={testId}>
        {t('common.buttons.delete')}
      </Button>
    </Popconfirm>
  );
}
