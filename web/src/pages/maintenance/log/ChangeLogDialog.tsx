import { useState, type ReactElement } from 'react';
import { Modal } from 'antd';
import { DEFAULT_PAGE_SIZE, type AuditEntry } from '@gengyun/contracts';
import { DataTable, dateColumn, textColumn, type DataColumn } from '@/components/DataTable';
import { remarkText } from '@/i18n/remark-text';
import { useT, type TFunction } from '@/i18n/t';
import { useChangeLog, type LoggedRecord } from './change-log.api';

type LogRow = AuditEntry & { key: string };

const columns = (t: TFunction): DataColumn<LogRow>[] => [
  dateColumn<LogRow>({ key: 'create_time', titleKey: 'maintenance.plan.log.time' }),
  textColumn<LogRow>({ key: 'create_user_name', titleKey: 'maintenance.plan.log.user', width: 140, format: (v) => (v ? String(v) : t('common.audit.system')) }),
  textColumn<LogRow>({ key: 'text', titleKey: 'maintenance.plan.log.text', ellipsis: false, align: 'left', format: (_v, row) => remarkText(t, row.remark, row.text) }),
];

/**
 * A row's change log — a plan (created, changed, imported, its calendar days moved), a task template or a check item —
 * newest first. `testId` marks the table (`<testId>`).
 */
export function ChangeLogDialog({ row, testId, onClose }: { row: LoggedRecord; testId: string; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [page, setPage] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const logs = useChangeLog(row, page);
  return (
    <Modal open width={800} title={t('maintenance.plan.log.title', [row.name])} footer={null} onCancel={onClose} destroyOnHidden>
      <div data-testid={testId}>
        <DataTable<LogRow>
          primaryKey="key"
          columns={columns(t)}
          rows={(logs.data?.rows ?? []).map((r, i) => ({ ...r, key: `${page.pageNumber}-${i}` }))}
          loading={logs.isFetching && !logs.data}
          columnPicker={false}
          paging={{ ...page, total: logs.data?.total ?? 0, onChange: (pageNumber, pageSize) => setPage({ pageNumber, pageSize }) }}
        />
      </div>
    </Modal>
  );
}
