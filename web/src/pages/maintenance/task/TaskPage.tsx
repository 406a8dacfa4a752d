import type { ReactElement } from 'react';
import { Card, Tabs } from 'antd';
import { Permission } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { ItemList } from './ItemList';
import { TemplateList } from './TemplateList';

/** /gengyun/task: task templates (checklists per device type or model) and the check items they are made of. */
export function TaskPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const canEdit = can(Permission.taskTemplate.edit);
  return (
    <Card title={t('menu.task')} data-testid="task-page">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'templates', label: t('maintenance.task.tabs.templates'), children: <TemplateList canEdit={canEdit} /> },
          { key: 'items', label: t('maintenance.task.tabs.items'), children: <ItemList canEdit={canEdit} /> },
        ]}
      />
    </Card>
  );
}
