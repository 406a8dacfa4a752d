import type { ReactElement } from 'react';
import { Tag } from 'antd';
import type { RequisitionStatus } from '@gengyun/contracts';
import { useT } from '@/i18n/t';

const COLOR: Record<RequisitionStatus, string> = { waiting: 'warning', ready: 'processing', approved: 'blue', issued: 'success', cancelled: 'default' };

/** The stored status, and "partly issued" beside it while some units went out and the rest are still to issue. */
export function RequisitionStatusTag({ status, partlyIssued = false }: { status: RequisitionStatus; partlyIssued?: boolean }): ReactElement {
  const { t } = useT();
  return (
    <>
      <Tag color={COLOR[status]} data-testid="requisition-status">
        {t(`inventory.requisition.status.${status}`)}
      </Tag>
      {partlyIssued && (
        <Tag color="orange" data-testid="requisition-partly-issued">
          {t('inventory.requisition.status.partlyIssued')}
        </Tag>
      )}
    </>
  );
}
