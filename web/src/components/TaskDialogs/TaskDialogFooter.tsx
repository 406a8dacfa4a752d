import type { ReactElement, ReactNode } from 'react';
import { Button, Space } from 'antd';
import { Link } from 'react-router-dom';
import { Permission, type TaskDirection } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';

const CENTRES = {
  export: { path: '/gengyun/export', permission: Permission.exportTask.list, label: 'files.transfer.openExports' },
  import: { path: '/gengyun/import', permission: Permission.importTask.list, label: 'files.transfer.openImports' },
} as const;

export interface TaskDialogFooterProps {
  direction: TaskDirection;
  /** The task exists: the centre's link is offered (to those who may open the centre). */
  started: boolean;
  /** Test ids `<testIdPrefix>-centre`, `<testIdPrefix>-close`. */
  testIdPrefix: string;
  onClose: () => void;
  /** The dialog's own buttons, after cancel. */
  children: ReactNode;
}

/** A task dialog's footer: the link to the import or export centre, cancel, then the dialog's buttons. */
export function TaskDialogFooter({ direction, started, testIdPrefix, onClose, children }: TaskDialogFooterProps): ReactElement {
  const { t } = useT();
  const can = useCan();
  const centre = CENTRES[direction];
  return (
    <Space>
      {started && can(centre.permission) && (
        <Link to={centre.path} onClick={onClose} data-testid={`${testIdPrefix}-centre`}>
          {t(centre.label)}
        </Link>
      )}
      <Button onClick={onClose} data-testid={`${testIdPrefix}-close`}>
        {t('common.buttons.cancel')}
      </Button>
      {children}
    </Space>
  );
}
