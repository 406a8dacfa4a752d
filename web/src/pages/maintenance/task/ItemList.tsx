import { useMemo, useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { RowActions } from '@/components/RowActions';
import { useT } from '@/i18n/t';
import { ChangeLogDialog } from '../log/ChangeLogDialog';
import { TransferSheetButtons } from '../transfer/TransferSheetButtons';
import { itemColumns } from './columns';
import { ItemFormDrawer } from './ItemFormDrawer';
import { taskKeys, useDeleteItem, useItemPage, type TaskItemRow } from './task.api';

/** The check items: searched by name or standard; add, edit and delete for those who may edit tasks. */
export function ItemList({ canEdit }: { canEdit: boolean }): ReactElement {
  const { t } = useT();
  const search = useSearchHelper();
  const list = useItemPage(search.params);
  const remove = useDeleteItem();
  const [logged, setLogged] = useState<TaskItemRow | null>(null);
  const [editing, setEditing] = useState<{ row?: TaskItemRow } | null>(null);
  const columns = useMemo(() => itemColumns(t), [t]);
  return (
    <>
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="maintenance.item.keyword"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        toolbar={
          <Space>
            {canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="task-item-add">
                {t('common.buttons.add')}
              </Button>
            )}
            <TransferSheetButtons resource="taskItem" />
          </Space>
        }
      />
      <DataTable<TaskItemRow>
        showIndex
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
        actions={(row) => (
          <RowActions prefix="task-item" id={row.id} canEdit={canEdit} canDelete={canEdit} onEdit={() => setEditing({ row })} onDelete={() => remove.mutateAsync({ id: row.id })}>
            <Button type="link" size="small" onClick={() => setLogged(row)} data-testid={`task-item-log-${row.id}`}>
              {t('maintenance.plan.log.show')}
            </Button>
          </RowActions>
        )}
        tableProps={{ onRow: (row) => ({ 'data-testid': `task-item-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
      />
      {editing && <ItemFormDrawer row={editing.row} onClose={() => setEditing(null)} />}
      {logged && <ChangeLogDialog row={{ businessNo: 'maintenanceTaskItem', id: logged.id, name: logged.name, keys: taskKeys.all }} testId="task-item-log" onClose={() => setLogged(null)} />}
    </>
  );
}
