import type { ReactElement } from 'react';
import { Button, ConfigProvider, Result, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { routePath } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { useCallQuery } from '@/api/hooks';
import { useLiveWorkOrders } from '../live/use-live-work-orders';
import { workOrderKeys, type WorkOrderDetail } from '../order/work-order.api';
import { NodeTaskBar } from '../workflow/engine/NodeTaskBar';
import { HandlerNextAction } from './HandlerNextAction';
import { HandlerRecordSlot } from './HandlerRecordSlot';
import { HandlerView } from './HandlerView';
import { nextAction } from './next-action';

/** Fingers, not pointers: large controls are at least 48 px high on the handler page. */
const FIELD_THEME = { components: { Button: { controlHeightLG: 48 }, Select: { controlHeightLG: 48 }, Input: { controlHeightLG: 48 } } };

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
  const order = detail.data;
  const next = nextAction(order.actions);
  // The step needed now is the large button at the bottom; the other buttons stay with the facts.
  const others = { ...order, actions: order.actions.filter((a) => a !== next) };
  return (
    <ConfigProvider theme={FIELD_THEME}>
      <div style={{ width: '100%', minWidth: 0 }}>
        <div style={{ maxWidth: 640, margin: '0 auto 12px' }}>{back}</div>
        <HandlerView order={others} record={<HandlerRecordSlot order={order} />} />
        {/* An order its workflow runs moves by its nodes' tasks; the status actions left are pausing and ending it. */}
        {order.template_version_id ? (
          <div style={{ maxWidth: 640, margin: '12px auto 0' }}>
            <NodeTaskBar orderId={order.id} />
          </div>
        ) : null}
        <HandlerNextAction order={order} />
      </div>
    </ConfigProvider>
  );
}
