import { useState, type ReactElement } from 'react';
import { Modal } from 'antd';
import { DataTable, dateColumn, textColumn, type DataColumn } from '@/components/DataTable';
import { DEFAULT_PAGE_SIZE } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { useTenantLogs, type TenantLogRow, type TenantRow } from './tenant.api';

const columns: DataColumn<TenantLogRow>[] = [
  dateColumn<TenantLogRow>({ key: 'create_time', titleKey: 'platform.tenant.logs.time' }),
  textColumn<TenantLogRow>({ key: 'create_user_name', titleKey: 'platform.tenant.logs.user', width: 140 }),
  textColumn<TenantLogRow>({ key: 'text', titleKey: 'platform.tenant.logs.remark', ellipsis: false, align: 'left' }),
];

/** The operator's audit of one enterprise (/tenant/logs): created, locked, unlocked, cancelled, limits, purge. */
export function TenantLogsDialog({ tenant, onClose }: { tenant: TenantRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [page, setPage] = useState<{ pageNumber: number; pageSize: number }>({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE });
  const logs = useTenantLogs(tenant.id, page);
  return (
    <Modal open width={800} title={t('platform.tenant.logsTitle', [tenant.name])} footer={null} onCancel={onClose} destroyOnHidden>
      <DataTable<TenantLogRow>
        primaryKey="create_time"
        columns={columns}
        rows={logs.data?.rows ?? []}
        loading={logs.isFetching}
        columnPicker={false}
        paging={{ ...page, total: logs.data?.total ?? 0, onChange: (pageNumber, pageSize) => setPage({ pageNumber, pageSize }) }}
      />
    </Modal>
  );
}
