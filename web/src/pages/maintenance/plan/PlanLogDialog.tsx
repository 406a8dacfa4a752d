import { useState, type ReactElement } from 'react';
import { Modal } from 'antd';
import { DEFAULT_PAGE_SIZE, type AuditEntry } from '@gengyun/contracts';
import { DataTable, dateColumn, textColumn, type DataColumn } from '@/components/DataTable';
import { remarkText } from '@/i18n/remark-text';
import { useT, type TFunction } from '@/i18n/t';
import { usePlanLog, type PlanRow } from './plan.api';

type LogRow = AuditEntry & { key: string };

const columns = (t: TFunction): DataColumn<LogRow>[] => [
  dateColumn<LogRow>({ key: 'create_time', titleKey: 'maintenance.plan.log.time' }),
  textColumn<LogRow>({ key: 'create_user_name', titleKey: 'maintenance.plan.log.user', width: 140, format: (v) => (v ? String(v) : t('common.audit.system')) }),
  textColumn<LogRow>({ key: 'text', titleKey: 'maintenance.plan.log.text', ellipsis: false, align: 'left', format: (_v, row) => remarkText(t, row.remark, row.text) }),
];

/** A plan's change log: who created or changed it, and the calendar days moved, newest first. */
export function PlanLogDialog({ row, onClose }: { row: PlanRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [page, setPage] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const logs = usePlanLog(row.id, page);
  return (
    <Modal open width={800} title={t('maintenance.plan.log.title', [row.name])} footer={null} onCancel={onClose} destroyOnHidden>
      <div data-testid="plan-log">
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
