import type { ReactElement } from 'react';
import { Descriptions } from 'antd';
import { useT } from '@/i18n/t';
import { useTypeDetail } from '../order/form/order-form.api';
import { useRecordDetail } from '../order/record/record.api';
import type { WorkOrderDetail } from '../order/work-order.api';

/** The order's fee and parts cost, read-only, each only when the order's type shows it; nothing when neither. */
export function FieldCosts({ order }: { order: Pick<WorkOrderDetail, 'id' | 'type_id' | 'fee'> }): ReactElement | null {
  const { t } = useT();
  const record = useRecordDetail(order.id);
  const type = useTypeDetail(order.type_id);
  const items = [
    ...(type.data?.show_fee ? [{ key: 'fee', label: t('workOrder.fields.fee'), children: order.fee ?? '' }] : []),
    ...(record.data?.show_parts_cost ? [{ key: 'parts', label: t('workOrderRecord.partsCost'), children: record.data.parts_cost }] : []),
  ];
  if (!items.length) return null;
  return <Descriptions size="small" column={1} items={items} data-testid="field-costs" />;
}
