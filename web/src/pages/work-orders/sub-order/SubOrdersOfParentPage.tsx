import { useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card, Descriptions, Result, Skeleton, Space } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, ENDED_STATUSES, Permission } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { DataTable, routePath } from '@/components/DataTable';
import { StatusTag } from '@/components/StatusTag';
import { useT } from '@/i18n/t';
import { useWorkOrderDetail } from '../order/work-order.api';
import { workOrderColumns } from '../order/columns';
import { ORDER_LIST_ROUTE, orderViewLink } from '../order/order-links';
import { WORK_ORDER_STATUS_TAGS } from '../order/status-tags';
import { OrderFormDrawer } from '../order/form/OrderFormDrawer';
import { useLiveWorkOrders } from '../live/use-live-work-orders';
import { useSubOrderPage, type SubWorkOrderRow } from './sub-order.api';

/**
 * /gengyun/work/order/sub?id=<parent>: the parent's number, title and status (linking to its page) over its sub work
 * orders the caller may see. "Add a sub work order" opens the order form with the parent set, while the parent is
 * open and is not itself a sub order (one level deep).
 */
export function SubOrdersOfParentPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = Number(query.get('id')) || 0;
  const parent = useWorkOrderDetail(id, id > 0);
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  // Asked once the parent is known to be visible: an unknown parent is one "not found", not two.
  const list = useSubOrderPage({ ...paging, parent_id: id }, !!parent.data);
  const [adding, setAdding] = useState(false);
  useLiveWorkOrders();

  const back = (
    <Button onClick={() => void navigate(routePath(ORDER_LIST_ROUTE))} data-testid="sub-orders-back">
      {t('common.buttons.back')}
    </Button>
  );
  if (!id || parent.isError) return <Result status="404" title={t('workOrder.handler.notFound')} extra={back} />;
  if (!parent.data) return <Skeleton active />;
  const order = parent.data;
  const mayAdd = can(Permission.workOrder.add) && order.parent_id === null && !ENDED_STATUSES.includes(order.status);

  return (
    <Card
      title={t('workOrderSub.ofParent', [order.code])}
      data-testid="sub-orders-page"
      extra={
        <Space wrap>
          {mayAdd && (
            <Button type="primary" onClick={() => setAdding(true)} data-testid="sub-orders-add">
              {t('workOrderSub.add')}
            </Button>
          )}
          {back}
        </Space>
      }
    >
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 3 }}
        style={{ marginBottom: 16 }}
        data-testid="sub-orders-parent"
        items={[
          { key: 'code', label: t('workOrder.fields.code'), children: <Link to={orderViewLink(order.id)} data-testid="sub-orders-parent-link">{order.code}</Link> },
          { key: 'title', label: t('workOrder.fields.title'), children: order.title },
          { key: 'status', label: t('workOrder.fields.status'), children: <StatusTag value={order.status} options={WORK_ORDER_STATUS_TAGS} /> },
        ]}
      />
      <DataTable<SubWorkOrderRow>
        columns={workOrderColumns<SubWorkOrderRow>()}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={{ ...paging, total: list.data?.total ?? 0, onChange: (pageNumber, pageSize) => setPaging({ pageNumber, pageSize }) }}
        tableProps={{ onRow: (row) => ({ 'data-testid': `sub-order-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
      />
      {adding && <OrderFormDrawer parent={order} onClose={() => setAdding(false)} />}
    </Card>
  );
}
