import type { ReactElement } from 'react';
import { Button, Card, Popconfirm } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Permission } from '@gengyun/contracts';
import { DataTable, routePath } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { useIdentityNames } from '../use-names';
import { deletedUserColumns } from './columns';
import { useDeletedUserPage, useRestoreUser, type UserRow } from './user.api';

/** /gengyun/user/restore: deleted users, each restorable (/user/restore). */
export function DeletedUserListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const names = useIdentityNames();
  const search = useSearchHelper();
  const list = useDeletedUserPage(search.params);
  const restore = useRestoreUser();

  return (
    <Card
      title={t('menu.admin.userRestore')}
      data-testid="user-restore-page"
      extra={<Button onClick={() => void navigate(routePath('user'))}>{t('common.buttons.back')}</Button>}
    >
      <div data-testid="user-restore-search">
        <SearchBar keyword={search.params.keyword} placeholderKey="identity.user.searchPlaceholder" onSearch={(keyword) => search.search(keyword)} onReset={search.reset} />
      </div>
      <DataTable<UserRow>
        columns={deletedUserColumns(names)}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        showIndex
        actions={
          can(Permission.user.restore)
            ? (row) => (
                <Popconfirm
                  title={t('identity.user.confirmRestore', [row.account])}
                  okText={t('common.buttons.confirm')}
                  cancelText={t('common.buttons.cancel')}
                  onConfirm={() => restore.mutateAsync({ id: row.id })}
                >
                  <Button type="link" size="small" data-testid={`user-row-restore-${row.id}`}>
                    {t('identity.user.actions.restoreOne')}
                  </Button>
                </Popconfirm>
              )
            : undefined
        }
        paging={pagingOf(search, list)}
      />
    </Card>
  );
}
