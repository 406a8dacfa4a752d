import type { ReactElement } from 'react';
import { Button, Drawer, Space } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useT } from '@/i18n/t';
import { useWorkOrderDetail, type WorkOrderRow } from './work-order.api';
import { InstanceDiagramButton } from '../workflow/diagram/InstanceDiagramButton';
import { WorkOrderDetailBody } from './WorkOrderDetailBody';
import { orderViewLink } from './order-links';

/** An order beside the list it was opened from; "open as a page" leads to `work/order/view`, its own address. */
export function WorkOrderDetailDrawer({ row, onClose }: { row: WorkOrderRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const navigate = useNavigate();
  const detail = useWorkOrderDetail(row.id);
  const order: WorkOrderRow = { ...row, ...detail.data };

  return (
    <Drawer
      open
      size="large"
      title={t('workOrder.detail.title', [order.code])}
      onClose={onClose}
      data-testid="work-order-detail"
      extra={
        <Space>
          <Button icon={<ExportOutlined />} onClick={() => void navigate(orderViewLink(order.id))} data-testid="work-order-open-page">
            {t('workOrder.view.openAsPage')}
          </Button>
          {order.template_version_id ? <InstanceDiagramButton orderId={order.id} /> : null}
        </Space>
      }
    >
      <WorkOrderDetailBody order={order} detail={detail.data} />
    </Drawer>
  );
}
