import { useMemo, useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { RowActions } from '@/components/RowActions';
import { useT } from '@/i18n/t';
import { ChangeLogDialog } from '../log/ChangeLogDialog';
import { TransferSheetButtons } from '../transfer/TransferSheetButtons';
import { nameOf, useEquipmentOptions } from '@/pages/equipment/common/options.api';
import { templateColumns } from './columns';
import { TemplateFormDrawer } from './TemplateFormDrawer';
import { taskKeys, useDeleteTemplate, useTemplatePage, type TaskTemplateRow } from './task.api';

/** The task templates with their device type or model; add, edit and delete for those who may edit tasks. */
export function TemplateList({ canEdit }: { canEdit: boolean }): ReactElement {
  const { t } = useT();
  const search = useSearchHelper();
  const list = useTemplatePage(search.params);
  const remove = useDeleteTemplate();
  const options = useEquipmentOptions();
  const [logged, setLogged] = useState<TaskTemplateRow | null>(null);
  const [editing, setEditing] = useState<{ row?: TaskTemplateRow } | null>(null);
  const columns = useMemo(() => {
    const typeName = nameOf(options.types.data);
    const modelName = nameOf(options.models.data);
    return templateColumns((id) => (id ? typeName(id) || `#${id}` : ''), (id) => (id ? modelName(id) || `#${id}` : ''));
  }, [options.types.data, options.models.data]);
  return (
    <>
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="maintenance.template.keyword"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        toolbar={
          <Space>
            {canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="task-template-add">
                {t('common.buttons.add')}
              </Button>
            )}
            <TransferSheetButtons resource="taskTemplate" />
          </Space>
        }
      />
      <DataTable<TaskTemplateRow>
        showIndex
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
        actions={(row) => (
          <RowActions prefix="task-template" id={row.id} canEdit={canEdit} canDelete={canEdit} onEdit={() => setEditing({ row })} onDelete={() => remove.mutateAsync({ id: row.id })}>
            <Button type="link" size="small" onClick={() => setLogged(row)} data-testid={`task-template-log-${row.id}`}>
              {t('maintenance.plan.log.show')}
            </Button>
          </RowActions>
        )}
        tableProps={{ onRow: (row) => ({ 'data-testid': `task-template-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
      />
      {editing && <TemplateFormDrawer row={editing.row} onClose={() => setEditing(null)} />}
      {logged && <ChangeLogDialog row={{ businessNo: 'maintenanceTaskTemplate', id: logged.id, name: logged.name, keys: taskKeys.all }} testId="task-template-log" onClose={() => setLogged(null)} />}
    </>
  );
}
