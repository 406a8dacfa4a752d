import type { ReactElement } from 'react';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { routePath } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { useLiveWorkOrders } from '../live/use-live-work-orders';
import { InstanceDiagramButton } from '../workflow/diagram/InstanceDiagramButton';
import { useWorkOrderDetail } from './work-order.api';
import { WorkOrderDetailBody } from './WorkOrderDetailBody';
import { ORDER_LIST_ROUTE } from './order-links';

/**
 * /gengyun/work/order/view?id=: one order as a page of its own, the detail drawer's content at an address that
 * messages, the equipment, the to-dos and the calendar can link to. Live: another person's change shows at once.
 */
export function WorkOrderViewPage(): ReactElement {
  const { t } = useT();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = Number(query.get('id')) || 0;
  const detail = useWorkOrderDetail(id, id > 0);
  useLiveWorkOrders();

  const back = (
    <Button onClick={() => void navigate(routePath(ORDER_LIST_ROUTE))} data-testid="work-order-view-back">
      {t('common.buttons.back')}
    </Button>
  );
  if (!id || detail.isError) return <Result status="404" title={t('workOrder.handler.notFound')} extra={back} data-testid="work-order-view-missing" />;
  if (!detail.data) return <Skeleton active />;
  const order = detail.data;
  return (
    <Card
      title={t('workOrder.detail.title', [order.code])}
      data-testid="work-order-view"
      style={{ minWidth: 0 }}
      extra={
        <Space wrap>
          {order.template_version_id ? <InstanceDiagramButton orderId={order.id} /> : null}
          {back}
        </Space>
      }
    >
      <WorkOrderDetailBody order={order} detail={order} />
    </Card>
  );
}
