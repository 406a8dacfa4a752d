import type { HTMLAttributes, ReactElement } from 'react';
import { Button, Drawer, Popconfirm, Space, Table } from 'antd';
import { testIdProps } from '@/components/test-ids';
import { useT } from '@/i18n/t';
import { useCancelOrder, useOrderPage, type PartOrderRow } from './order.api';

/** The open orders of one part in one warehouse (what makes up its on order), each cancellable after asking. */
export function OpenOrders({ place, canCancel, onClose }: { place: { part_id: number; warehouse_id: number; title: string } | null; canCancel: boolean; onClose: () => void }): ReactElement {
  const { t } = useT();
  const orders = useOrderPage({ part_id: place?.part_id, warehouse_id: place?.warehouse_id, status: 'open', pageSize: 100 }, Boolean(place));
  const cancel = useCancelOrder();
  const columns = [
    { key: 'create_time', title: t('inventory.ledger.time'), render: (_: unknown, o: PartOrderRow) => o.create_time },
    { key: 'supplier_name', title: t('inventory.order.supplier'), render: (_: unknown, o: PartOrderRow) => o.supplier_name ?? '' },
    { key: 'quantity', title: t('inventory.order.quantity'), render: (_: unknown, o: PartOrderRow) => o.quantity },
    { key: 'received', title: t('inventory.order.received'), render: (_: unknown, o: PartOrderRow) => o.received },
    { key: 'expected_date', title: t('inventory.order.expectedDate'), render: (_: unknown, o: PartOrderRow) => o.expected_date ?? '' },
    { key: 'remark', title: t('inventory.order.remark'), render: (_: unknown, o: PartOrderRow) => o.remark ?? '' },
    {
      key: 'actions',
      title: '',
      render: (_: unknown, o: PartOrderRow) =>
        canCancel ? (
          <Popconfirm
            title={t('inventory.order.cancelAsk')}
            okText={t('common.buttons.confirm')}
            cancelText={t('common.buttons.cancel')}
            onConfirm={() => cancel.mutateAsync({ id: o.id, version: o.version }).catch(() => undefined)}
            okButtonProps={testIdProps(`order-cancel-ok-${o.id}`)}
          >
            <Button type="link" size="small" data-testid={`order-cancel-${o.id}`}>
              {t('inventory.order.cancel')}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];
  return (
    <Drawer open={Boolean(place)} size={720} title={`${t('inventory.order.title')} · ${place?.title ?? ''}`} onClose={onClose} data-testid="open-orders">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Table<PartOrderRow> rowKey="id" size="small" pagination={false} loading={orders.isFetching && !orders.data} columns={columns} dataSource={orders.data?.rows ?? []} onRow={(o) => ({ 'data-testid': `order-row-${o.id}` }) as HTMLAttributes<HTMLElement>} />
      </Space>
    </Drawer>
  );
}
