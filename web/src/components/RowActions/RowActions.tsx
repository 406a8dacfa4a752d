import type { ReactElement, ReactNode } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete, type ConfirmDeleteProps } from '../ConfirmDelete';

export interface RowActionsProps {
  /** Test ids are `<prefix>-edit-<id>` and `<prefix>-delete-<id>` (its confirm button `<prefix>-delete-<id>-confirm`). */
  prefix: string;
  id: string | number;
  onEdit?: () => void;
  onDelete?: () => unknown;
  /** Whether the session may edit / delete (hidden otherwise); default true, so a handler alone shows the button. */
  canEdit?: boolean;
  canDelete?: boolean;
  /** The delete confirmation's title, disabled state or confirm test id when they differ from the default. */
  deleteProps?: Pick<ConfirmDeleteProps, 'title' | 'disabled' | 'confirmTestId'>;
  /** Buttons before Edit (view, grant, add child). */
  before?: ReactNode;
  /** Buttons between Edit and Delete (publish, reset password). */
  children?: ReactNode;
  wrap?: boolean;
}

/** The actions cell of a list row: [before] Edit [children] Delete, each shown as the session's permissions allow. */
export function RowActions({ prefix, id, onEdit, onDelete, canEdit = true, canDelete = true, deleteProps, before, children, wrap }: RowActionsProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Space size={0} wrap={wrap}>
      {before}
      {onEdit && canEdit && (
        <Button type="link" size="small" onClick={onEdit} data-testid={`${prefix}-edit-${id}`}>
          {t('common.buttons.edit')}
        </Button>
      )}
      {children}
      {onDelete && canDelete && <ConfirmDelete testId={`${prefix}-delete-${id}`} onConfirm={onDelete} {...deleteProps} />}
    </Space>
  );
}
