import { useState, type ReactElement } from 'react';
import { Button, Card, Popconfirm, Select, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Permission } from '@gengyun/contracts';
import { DataTable, routePath } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper, type SearchParams } from '@/components/SearchBar';
import { testIdProps } from '@/components/test-ids';
import { useCan } from '@/app/permissions';
import { useT, type TFunction } from '@/i18n/t';
import type { MessageKey } from '@gengyun/contracts';
import { TENANT_STATUS, tenantColumns } from './columns';
import { PaidLimitDialog } from './PaidLimitDialog';
import { TenantFormDialog } from './TenantFormDialog';
import { TenantLogsDialog } from './TenantLogsDialog';
import { useCancelTenant, useLockTenant, useTenantPage, useUnlockTenant, type TenantRow, type TenantStatus } from './tenant.api';

type TenantSearch = SearchParams & { status?: TenantStatus };

/** A link button that asks first (lock, unlock, cancel); test ids `tenant-row-<action>-<id>` and `tenant-<action>-confirm`. */
function ConfirmAction(props: { action: string; row: TenantRow; labelKey: MessageKey; titleKey: MessageKey; danger?: boolean; t: TFunction; onConfirm: () => unknown }): ReactElement {
  const { action, row, labelKey, titleKey, danger, t, onConfirm } = props;
  return (
    <Popconfirm
      title={t(titleKey, [row.name])}
      okText={t('common.buttons.confirm')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps(`tenant-${action}-confirm`, { danger })}
      onConfirm={() => onConfirm()}
    >
      <Button type="link" size="small" danger={danger} data-testid={`tenant-row-${action}-${row.id}`}>
        {t(labelKey)}
      </Button>
    </Popconfirm>
  );
}

/**
 * /gengyun/tenant (platform operator only): enterprises with their user counts, paid users and state; add an
 * enterprise with its first administrator, lock, unlock and cancel with confirmation, set the paid-user limit.
 */
export function TenantListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const search = useSearchHelper<TenantSearch>();
  const list = useTenantPage(search.params);
  const lock = useLockTenant();
  const unlock = useUnlockTenant();
  const cancel = useCancelTenant();
  const [adding, setAdding] = useState(false);
  const [limiting, setLimiting] = useState<TenantRow | null>(null);
  const [viewingLogs, setViewingLogs] = useState<TenantRow | null>(null);
  const P = Permission.tenant;

  const statusFilter = (
    <Select
      allowClear
      style={{ width: 140 }}
      value={search.params.status}
      placeholder={t('platform.tenant.statusFilter')}
      options={Object.entries(TENANT_STATUS).map(([value, option]) => ({ value, label: t(option.labelKey as MessageKey) }))}
      onChange={(status?: TenantStatus) => search.search(undefined, { status })}
      data-testid="tenant-filter-status"
    />
  );

  const toolbar = (
    <>
      {can(P.add) && (
        <Button type="primary" onClick={() => setAdding(true)} data-testid="tenant-add">
          {t('common.buttons.add')}
        </Button>
      )}
      {can(P.audit) && (
        <Button onClick={() => void navigate(routePath('tenant/registration'))} data-testid="tenant-registrations">
          {t('platform.tenant.actions.registrations')}
        </Button>
      )}
    </>
  );

  const rowActions = (row: TenantRow): ReactElement => {
    const changeable = !row.platform && row.status !== 'cancelled';
    return (
      <Space size={0} wrap>
        {can(P.lock) && changeable && row.status === 'normal' && (
          <ConfirmAction action="lock" row={row} t={t} labelKey="platform.tenant.actions.lock" titleKey="platform.tenant.confirmLock" onConfirm={() => lock.mutateAsync({ id: row.id })} />
        )}
        {can(P.lock) && row.status === 'locked' && (
          <ConfirmAction action="unlock" row={row} t={t} labelKey="platform.tenant.actions.unlock" titleKey="platform.tenant.confirmUnlock" onConfirm={() => unlock.mutateAsync({ id: row.id })} />
        )}
        {can(P.quota) && row.status !== 'cancelled' && (
          <Button type="link" size="small" onClick={() => setLimiting(row)} data-testid={`tenant-row-limit-${row.id}`}>
            {t('platform.tenant.actions.paidLimit')}
          </Button>
        )}
        <Button type="link" size="small" onClick={() => setViewingLogs(row)} data-testid={`tenant-row-logs-${row.id}`}>
          {t('platform.tenant.actions.logs')}
        </Button>
        {can(P.cancel) && changeable && (
          <ConfirmAction action="cancel" row={row} t={t} danger labelKey="platform.tenant.actions.cancel" titleKey="platform.tenant.confirmCancel" onConfirm={() => cancel.mutateAsync({ id: row.id })} />
        )}
      </Space>
    );
  };

  return (
    <Card title={t('menu.platform.tenant')} data-testid="tenant-list-page">
      <div data-testid="tenant-search">
        <SearchBar
          keyword={search.params.keyword}
          placeholderKey="platform.tenant.searchPlaceholder"
          onSearch={(keyword) => search.search(keyword)}
          onReset={search.reset}
          extra={statusFilter}
          toolbar={toolbar}
        />
      </div>
      <DataTable<TenantRow> columns={tenantColumns(t)} rows={list.data?.rows ?? []} loading={list.isFetching} showIndex actions={rowActions} paging={pagingOf(search, list)} />
      {adding && <TenantFormDialog onClose={() => setAdding(false)} />}
      {limiting && <PaidLimitDialog tenant={limiting} onClose={() => setLimiting(null)} />}
      {viewingLogs && <TenantLogsDialog tenant={viewingLogs} onClose={() => setViewingLogs(null)} />}
    </Card>
  );
}
