import type { ReactElement, ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../test-ids';

export interface ConfirmDeleteProps {
  onConfirm: () => unknown;
  /** The button's test id; the confirm button is `<testId>-confirm`. */
  testId: string;
  /** The confirm button's test id; default `<testId>-confirm`. */
  confirmTestId?: string;
  /** The question asked; by default "Delete this record?". */
  title?: ReactNode;
  loading?: boolean;
  disabled?: boolean;
}

/** A small danger link button that asks before deleting; the server's refusal (in use, has children) comes as its toast. */
export function ConfirmDelete({ onConfirm, testId, confirmTestId = `${testId}-confirm`, title, loading, disabled }: ConfirmDeleteProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title ?? t('components.table.deleteConfirm')}
      okText={t('common.buttons.confirm')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps(confirmTestId, { danger: true })}
      onConfirm={() => onConfirm()}
      disabled={disabled}
    >
      <Button type="link" size="small" danger loading={loading} disabled={disabled} data-testid={testId}>
        {t('common.buttons.delete')}
      </Button>
    </Popconfirm>
  );
}
