import type { ReactElement } from 'react';
import { Select } from 'antd';
import { WORK_ORDER_STATUS_LABELS, type WorkOrderStatus } from '@gengyun/contracts';
import { useT } from '@/i18n/t';

interface StatusFilterProps {
  /** The statuses offered, in this order. */
  statuses: readonly WorkOrderStatus[];
  value: WorkOrderStatus[] | undefined;
  onChange: (statuses: WorkOrderStatus[]) => void;
  testId: string;
}

/** The work-order lists' status filter: several statuses, named in the reader's language. */
export function StatusFilter({ statuses, value, onChange, testId }: StatusFilterProps): ReactElement {
  const { t } = useT();
  return (
    <Select<WorkOrderStatus[]>
      mode="multiple"
      allowClear
      style={{ minWidth: 220 }}
      placeholder={t('workOrder.list.statusFilter')}
      aria-label={t('workOrder.list.statusFilter')}
      value={value ?? []}
      onChange={onChange}
      options={statuses.map((s) => ({ value: s, label: t(WORK_ORDER_STATUS_LABELS[s]) }))}
      data-testid={testId}
    />
  );
}
