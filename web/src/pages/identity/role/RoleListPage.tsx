import { useState, type ReactElement } from 'react';
import { Button, Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Permission } from '@gengyun/contracts';
import { DataTable, detailLink } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { RowActions } from '@/components/RowActions';
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
    <RowActions
      wrap
      prefix="role-row"
      id={row.id}
      canEdit={can(Permission.role.edit)}
      onEdit={() => setEditing(row)}
      canDelete={can(Permission.role.delete)}
      onDelete={() => remove.mutateAsync({ id: row.id })}
      deleteProps={{ title: t('identity.role.confirmDelete', [row.name]) }}
      before={
        <Button type="link" size="small" onClick={() => void navigate(detailLink('auth/view', row.id))} data-testid={`role-row-grant-${row.id}`}>
          {t('identity.role.actions.grant')}
        </Button>
      }
    />
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
            can(Permission.role.add) && (
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
        paging={pagingOf(search, list)}
      />
      {editing && <RoleFormDialog role={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
