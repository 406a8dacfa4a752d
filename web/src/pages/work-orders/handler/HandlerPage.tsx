import type { ReactElement } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { routePath } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { useCallQuery } from '@/api/hooks';
import { useLiveWorkOrders } from '../live/use-live-work-orders';
import { workOrderKeys, type WorkOrderDetail } from '../order/work-order.api';
import { HandlerRecordSlot } from './HandlerRecordSlot';
import { HandlerView } from './HandlerView';

/** /gengyun/work/order/handler?id=: one order to work on, phone first. Live: another person's change shows at once. */
export function HandlerPage(): ReactElement {
  const { t } = useT();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = Number(query.get('id')) || 0;
  const detail = useCallQuery<WorkOrderDetail>(workOrderKeys.detail(id), '/workOrder/detail', { id }, { enabled: id > 0 });
  useLiveWorkOrders();

  const back = (
    <Button size="large" block onClick={() => void navigate(routePath('todo/task/list'))} data-testid="handler-back">
      {t('workOrder.handler.backToTodo')}
    </Button>
  );
  if (!id || detail.isError) return <Result status="404" title={t('workOrder.handler.notFound')} extra={back} />;
  if (!detail.data) return <Skeleton active />;
  return (
    <div style={{ width: '100%', minWidth: 0 }}>
      <HandlerView order={detail.data} record={<HandlerRecordSlot order={detail.data} />} />
      <div style={{ maxWidth: 640, margin: '12px auto 0' }}>{back}</div>
    </div>
  );
}
