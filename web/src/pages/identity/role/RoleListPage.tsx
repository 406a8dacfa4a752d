import { useState, type ReactElement } from 'react';
import { Button, Card, Popconfirm, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { DataTable, detailLink } from '@/components/DataTable';
import { SearchBar, useSearchHelper } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { P, useCan } from '../permissions';
import { roleColumns } from './columns';
import { RoleFormDialog } from './RoleFormDialog';
import { useDeleteRole, useRolePage, type RoleRow } from './role.api';

/** /gengyun/auth: roles; add, edit, delete, and the permissions page of each role. */
export function RoleListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const search = useSearchHelper();
  const list = useRolePage(search.params);
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<RoleRow | 'new' | null>(null);

  const actions = (row: RoleRow): ReactElement => (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => void navigate(detailLink('auth/view', row.id))} data-testid={`role-row-grant-${row.id}`}>
        {t('identity.role.actions.grant')}
      </Button>
      {can(P.role.edit) && (
        <Button type="link" size="small" onClick={() => setEditing(row)} data-testid={`role-row-edit-${row.id}`}>
          {t('common.buttons.edit')}
        </Button>
      )}
      {can(P.role.delete) && (
        <Popconfirm
          title={t('identity.role.confirmDelete', [row.name])}
          okText={t('common.buttons.confirm')}
          cancelText={t('common.buttons.cancel')}
          onConfirm={() => remove.mutateAsync({ id: row.id })}
        >
          <Button type="link" size="small" danger data-testid={`role-row-delete-${row.id}`}>
            {t('common.buttons.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );

  return (
    <Card title={t('menu.admin.auth')} data-testid="role-list-page">
      <div data-testid="role-search">
        <SearchBar
          keyword={search.params.keyword}
          placeholderKey="identity.role.searchPlaceholder"
          onSearch={(keyword) => search.search(keyword)}
          onReset={search.reset}
          toolbar={
            can(P.role.add) && (
              <Button type="primary" onClick={() => setEditing('new')} data-testid="role-add">
                {t('common.buttons.add')}
              </Button>
            )
          }
        />
      </div>
      <DataTable<RoleRow>
        columns={roleColumns()}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        showIndex
        actions={actions}
        paging={{ pageNumber: search.params.pageNumber, pageSize: search.params.pageSize, total: list.data?.total ?? 0, onChange: search.setPage }}
      />
      {editing && <RoleFormDialog role={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
