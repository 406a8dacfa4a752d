import { useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, Descriptions, Space, Table } from 'antd';
import { Permission, type StockReceiptLine } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { useCostDisplay } from '../cost/cost-display';
import { orderLabel, ReceiptStatusTag } from './columns';
import { ReceiptEditDrawer } from './ReceiptEditDrawer';
import { ReceiptStep } from './ReceiptStep';
import { useReceipt } from './receipt.api';

/**
 * /gengyun/bom/receipt/view?id=: one receipt — its header and lines; while pending, put-in holders edit it (at the
 * version read), confirm it into stock or cancel it.
 */
export function ReceiptDetailPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const costs = useCostDisplay();
  const [query] = useSearchParams();
  const receipt = useReceipt(Number(query.get('id') ?? 0));
  const [editing, setEditing] = useState(false);
  const row = receipt.data;
  const acts = row?.status === 'pending' && can(Permission.stock.putIn);
  const columns = [
    { key: 'part', title: t('inventory.part.code'), render: (_: unknown, l: StockReceiptLine) => `${l.spare_part_code} ${l.part_name}` },
    { key: 'bin', dataIndex: 'bin_code', title: t('inventory.stock.bin') },
    { key: 'batch', dataIndex: 'batch_no', title: t('inventory.stock.batch') },
    { key: 'quantity', dataIndex: 'quantity', title: t('inventory.stock.quantity') },
    { key: 'unit', dataIndex: 'unit', title: t('inventory.part.unit') },
    { key: 'order', title: t('inventory.receipt.order'), render: (_: unknown, l: StockReceiptLine) => orderLabel(l.order) },
    ...(costs.stockCost ? [{ key: 'price', dataIndex: 'unit_price', title: t('inventory.stock.unitPrice') }] : []),
  ];

  return (
    <Card
      title={t('menu.bom.receiptView')}
      loading={receipt.isLoading}
      data-testid="receipt-detail-page"
      extra={
        row &&
        acts && (
          <Space wrap>
            <Button onClick={() => setEditing(true)} data-testid="receipt-edit">
              {t('inventory.receipt.edit')}
            </Button>
            <ReceiptStep row={row} step="confirm" button="default" />
            <ReceiptStep row={row} step="cancel" button="default" />
          </Space>
        )
      }
    >
      {row && (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="receipt-detail">
            <Descriptions.Item label={t('inventory.warehouse.name')}>{row.warehouse_name}</Descriptions.Item>
            <Descriptions.Item label={t('inventory.receipt.status')}>
              <ReceiptStatusTag status={row.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('inventory.part.supplier')}>{row.supplier_name}</Descriptions.Item>
            <Descriptions.Item label={t('inventory.receipt.expectedDate')}>{row.expected_date}</Descriptions.Item>
            <Descriptions.Item label={t('inventory.stock.reason')}>{row.reason}</Descriptions.Item>
            <Descriptions.Item label={t('inventory.ledger.user')}>{row.create_user_name}</Descriptions.Item>
            <Descriptions.Item label={t('inventory.receipt.documentNo')}>{row.document_no}</Descriptions.Item>
          </Descriptions>
          <Table<StockReceiptLine> style={{ marginTop: 16 }} size="small" rowKey={(l) => `${l.part_id}-${l.bin_id ?? 0}-${l.batch_no ?? ''}`} pagination={false} scroll={{ x: 'max-content' }} columns={columns} dataSource={row.lines} data-testid="receipt-lines" />
          {editing && <ReceiptEditDrawer row={row} onClose={() => setEditing(false)} />}
        </>
      )}
    </Card>
  );
}
