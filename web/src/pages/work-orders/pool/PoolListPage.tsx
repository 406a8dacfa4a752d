import { useMemo, useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Permission } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { RowActions } from '@/components/RowActions';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { poolColumns } from './columns';
import { PoolFormDrawer } from './PoolFormDrawer';
import { useDeletePool, usePoolPage, usePoolUsers, userLabel, type WorkOrderPoolRow } from './pool.api';

type Editing = { row?: WorkOrderPoolRow } | null;

/** /gengyun/work/pool: the work pools with their members; add, edit and delete for those who may edit pools. */
export function PoolListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const canEdit = can(Permission.workOrderPool.edit);
  const search = useSearchHelper();
  const list = usePoolPage(search.params);
  const users = usePoolUsers('');
  const remove = useDeletePool();
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useMemo(() => {
    const names = new Map((users.data?.rows ?? []).map((user) => [user.id, userLabel(user)]));
    return poolColumns((id) => names.get(id) ?? `#${id}`);
  }, [users.data]);

  return (
    <Card title={t('menu.work.pool')} data-testid="work-pool-page">
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="workOrderPool.keyword"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        toolbar={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="work-pool-add">
              {t('common.buttons.add')}
            </Button>
          )
        }
      />
      <DataTable<WorkOrderPoolRow>
        showIndex
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
        actions={
          canEdit
            ? (row) => <RowActions prefix="work-pool" id={row.id} onEdit={() => setEditing({ row })} onDelete={() => remove.mutateAsync({ id: row.id })} />
            : undefined
        }
        tableProps={{ onRow: (row) => ({ 'data-testid': `work-pool-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
      />
      {editing && <PoolFormDrawer row={editing.row} onClose={() => setEditing(null)} />}
    </Card>
  );
}
