import { useMemo, type ReactElement } from 'react';
import { Button, Card, Popconfirm } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Permission } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { testIdProps } from '@/components/test-ids';
import { cacheColumns } from './columns';
import { useCacheList, useClearCache, type CacheRow } from './cache.api';

/** /gengyun/cache: the server's caches with their usage; a cache can be cleared. */
export function CacheListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const canClear = can(Permission.system.cacheClear);
  const list = useCacheList();
  const clear = useClearCache();
  const columns = useMemo(() => cacheColumns(t), [t]);

  return (
    <Card
      title={t('menu.admin.cache')}
      data-testid="cache-page"
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching} data-testid="cache-refresh">
          {t('system.admin.cache.refresh')}
        </Button>
      }
    >
      <DataTable<CacheRow>
        primaryKey="name"
        showIndex
        columns={columns}
        rows={list.data ?? []}
        loading={list.isFetching}
        actions={
          canClear
            ? (row) => (
                <Popconfirm
                  title={t('system.admin.cache.clearConfirm', [row.name])}
                  okText={t('common.buttons.confirm')}
                  cancelText={t('common.buttons.cancel')}
                  okButtonProps={testIdProps(`cache-clear-${row.name}-confirm`, { danger: true })}
                  onConfirm={() => clear.mutate({ name: row.name })}
                >
                  <Button type="link" size="small" danger data-testid={`cache-clear-${row.name}`}>
                    {t('system.admin.cache.clear')}
                  </Button>
                </Popconfirm>
              )
            : undefined
        }
      />
    </Card>
  );
}
