import type { ReactElement } from 'react';
import { Button, Space } from 'antd';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { useT } from '@/i18n/t';

export interface EntryActionsProps {
  /** Test ids: `<prefix>-edit-<id>`, `<prefix>-delete-<id>` (and its `-confirm`). */
  prefix: string;
  id: number;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}

/** A labour or downtime entry's edit and delete (after confirmation), in the detail's tabs and on the phone alike. */
export function EntryActions({ prefix, id, onEdit, onDelete }: EntryActionsProps): ReactElement {
  const { t } = useT();
  return (
    <Space size={4}>
      <Button size="small" type="link" onClick={onEdit} data-testid={`${prefix}-edit-${id}`}>
        {t('common.buttons.edit')}
      </Button>
      <ConfirmDelete testId={`${prefix}-delete-${id}`} onConfirm={onDelete} />
    </Space>
  );
}
