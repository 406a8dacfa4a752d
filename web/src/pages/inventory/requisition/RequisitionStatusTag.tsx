import type { ReactElement } from 'react';
import { Tag } from 'antd';
import type { RequisitionStatus } from '@gengyun/contracts';
import { useT } from '@/i18n/t';

const COLOR: Record<RequisitionStatus, string> = { waiting: 'warning', ready: 'processing', approved: 'blue', issued: 'success', cancelled: 'default' };

export function RequisitionStatusTag({ status }: { status: RequisitionStatus }): ReactElement {
  const { t } = useT();
  return (
    <Tag color={COLOR[status]} data-testid="requisition-status">
      {t(`inventory.requisition.status.${status}`)}
    </Tag>
  );
}
