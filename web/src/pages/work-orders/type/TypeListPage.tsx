import { useMemo, useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Permission } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { RowActions } from '@/components/RowActions';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { usePoolOptions } from '../pool/pool.api';
import { typeColumns } from './columns';
import { TypeFormDrawer } from './TypeFormDrawer';
import { useDeleteType, useTypePage, type WorkOrderTypeRow } from './type.api';

type Editing = { row?: WorkOrderTypeRow } | null;

/** /gengyun/work/type: the work-order types, searched by code or name; add, edit and delete as the session may. */
export function TypeListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const search = useSearchHelper();
  const list = useTypePage(search.params);
  const pools = usePoolOptions();
  const remove = useDeleteType();
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useMemo(() => {
    const names = new Map((pools.data?.rows ?? []).map((pool) => [pool.id, pool.name]));
    return typeColumns((id) => names.get(id) ?? `#${id}`);
  }, [pools.data]);
  const canEdit = can(Permission.workOrderType.edit);
  const canDelete = can(Permission.workOrderType.delete);

  return (
    <Card title={t('menu.work.type')} data-testid="work-type-page">
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="workOrderType.keyword"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        toolbar={
          can(Permission.workOrderType.add) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="work-type-add">
              {t('common.buttons.add')}
            </Button>
          )
        }
      />
      <DataTable<WorkOrderTypeRow>
        showIndex
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
        actions={
          canEdit || canDelete
            ? (row) => (
                <RowActions
                  prefix="work-type"
                  id={row.id}
                  canEdit={canEdit}
                  onEdit={() => setEditing({ row })}
                  canDelete={canDelete}
                  onDelete={() => remove.mutateAsync({ id: row.id })}
                />
              )
            : undefined
        }
        tableProps={{ onRow: (row) => ({ 'data-testid': `work-type-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
      />
      {editing && <TypeFormDrawer row={editing.row} onClose={() => setEditing(null)} />}
    </Card>
  );
}
