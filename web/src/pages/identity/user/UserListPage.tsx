import { useState, type ReactElement } from 'react';
import { Button, Card, Select, TreeSelect } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Permission } from '@gengyun/contracts';
import { DataTable, detailLink, routePath } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper, type SearchParams } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { RowActions } from '@/components/RowActions';
import { orgTreeOptions } from '../identity-options.api';
import { useIdentityNames } from '../use-names';
import { userColumns } from './columns';
import { ImportRolesDialog } from './ImportRolesDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { useDeleteUser, useUserPage, type UserRow } from './user.api';

type UserSearch = SearchParams & { org_id?: number; enabled?: boolean };

/** /gengyun/user: users with keyword, organisation and status filters; add, edit, delete, reset password, role import. */
export function UserListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const names = useIdentityNames();
  const search = useSearchHelper<UserSearch>();
  const list = useUserPage(search.params);
  const remove = useDeleteUser();
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [importing, setImporting] = useState(false);
  const columns = userColumns({ ...names, canView: can(Permission.user.list) });

  const filters = (
    <>
      <TreeSelect
        allowClear
        style={{ width: 200 }}
        value={search.params.org_id}
        treeData={orgTreeOptions(names.orgTree)}
        treeDefaultExpandAll
        placeholder={t('identity.user.orgFilter')}
        onChange={(org_id?: number) => search.search(undefined, { org_id })}
        data-testid="user-filter-org"
      />
      <Select
        allowClear
        style={{ width: 140 }}
        value={search.params.enabled === undefined ? undefined : String(search.params.enabled)}
        placeholder={t('identity.user.status.all')}
        options={[
          { value: 'true', label: t('identity.user.status.enabled') },
          { value: 'false', label: t('identity.user.status.disabled') },
        ]}
        onChange={(value?: string) => search.search(undefined, { enabled: value === undefined ? undefined : value === 'true' })}
        data-testid="user-filter-enabled"
      />
    </>
  );

  const toolbar = (
    <>
      {can(Permission.user.add) && (
        <Button type="primary" onClick={() => void navigate(routePath('user/add'))} data-testid="user-add">
          {t('common.buttons.add')}
        </Button>
      )}
      {can(Permission.user.import) && (
        <Button onClick={() => setImporting(true)} data-testid="user-import">
          {t('identity.user.actions.importRoles')}
        </Button>
      )}
      {can(Permission.user.audit) && (
        <Button onClick={() => void navigate(routePath('user/audit'))} data-testid="user-audit">
          {t('identity.user.actions.audit')}
        </Button>
      )}
      {can(Permission.user.restore) && (
        <Button onClick={() => void navigate(routePath('user/restore'))} data-testid="user-restore">
          {t('identity.user.actions.restore')}
        </Button>
      )}
    </>
  );

  const rowActions = (row: UserRow): ReactElement => (
    <RowActions
      wrap
      prefix="user-row"
      id={row.id}
      canEdit={can(Permission.user.edit)}
      onEdit={() => void navigate(`${detailLink('user/view', row.id)}&edit=1`)}
      canDelete={can(Permission.user.delete)}
      onDelete={() => remove.mutateAsync({ id: row.id })}
      deleteProps={{ title: t('identity.user.confirmDelete', [row.account]), confirmTestId: 'user-delete-confirm' }}
    >
      {can(Permission.user.resetPassword) && (
        <Button type="link" size="small" onClick={() => setResetting(row)} data-testid={`user-row-reset-${row.id}`}>
          {t('identity.user.actions.resetPassword')}
        </Button>
      )}
    </RowActions>
  );
  const anyRowAction = can(Permission.user.edit) || can(Permission.user.resetPassword) || can(Permission.user.delete);

  return (
    <Card title={t('menu.admin.user')} data-testid="user-list-page">
      <div data-testid="user-search">
        <SearchBar
          keyword={search.params.keyword}
          placeholderKey="identity.user.searchPlaceholder"
          onSearch={(keyword) => search.search(keyword)}
          onReset={search.reset}
          extra={filters}
          toolbar={toolbar}
        />
      </div>
      <DataTable<UserRow>
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        showIndex
        actions={anyRowAction ? rowActions : undefined}
        paging={pagingOf(search, list)}
      />
      {resetting && <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />}
      {importing && <ImportRolesDialog onClose={() => setImporting(false)} />}
    </Card>
  );
}
