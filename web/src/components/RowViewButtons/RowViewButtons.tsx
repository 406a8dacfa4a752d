import type { ReactElement } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export interface RowViewButtonsProps {
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  /** When given, a Publish button shows while editing. */
  onPublish?: () => void;
  /** Save/publish in flight: buttons show loading and cancel is disabled. */
  saving?: boolean;
  /** Hides Edit (e.g. no permission). */
  disabled?: boolean;
  /** `<prefix>-edit`, `-cancel`, `-save`, `-publish` test ids for browser tests. */
  testIdPrefix?: string;
}

/** Not editing → Edit; editing → Cancel, Save and optionally Publish. */
export function RowViewButtons({
  editing,
  onEdit,
  onCancel,
  onSave,
  onPublish,
  saving = false,
  disabled = false,
  testIdPrefix = 'row-view',
}: RowViewButtonsProps): ReactElement | null {
  const { t } = useTranslation();
  if (!editing) {
    if (disabled) return null;
    return (
      <Button type="primary" onClick={onEdit} data-testid={`${testIdPrefix}-edit`}>
        {t('components.rowView.edit')}
      </Button>
    );
  }
  return (
    <Space>
      <Button onClick={onCancel} disabled={saving} data-testid={`${testIdPrefix}-cancel`}>
        {t('components.rowView.cancel')}
      </Button>
      <Button type="primary" onClick={onSave} loading={saving} data-testid={`${testIdPrefix}-save`}>
        {t('components.rowView.save')}
      </Button>
      {onPublish && (
        <Button type="primary" ghost onClick={onPublish} loading={saving} data-testid={`${testIdPrefix}-publish`}>
          {t('components.rowView.publish')}
        </Button>
      )}
    </Space>
  );
}
